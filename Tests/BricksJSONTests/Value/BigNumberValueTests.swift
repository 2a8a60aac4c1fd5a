import BricksJSON
import Foundation
import TestSupport
import Testing

/// Numbers kept as text (beyond 64-bit integers or `Double`'s range) compare and hash by value,
/// write back as they were read, and map to `Decimal` exactly or not at all.
@Suite struct BigNumberValueTests {
  @Test(arguments: [
    ("1e400", "1E400"), ("1.0e400", "10e399"), ("1e400", "0.1e401"), ("1e400", "1e+400"), ("1e400", "1e0400"),
    ("-2.50E+999", "-25e998"), ("1e-400", "0.001e-397"),
    ("123456789012345678901234567890", "123456789012345678901234567890"),
  ])
  func spellingsOfOneNumberAreEqual(a: String, b: String) throws {
    let x = try JSON(parsing: a)
    let y = try JSON(parsing: b)
    #expect(x == y)
    #expect(x.hashValue == y.hashValue)
    #expect(Set([x, y]).count == 1)
    #expect(try JSON(parsing: "[\(a)]") == JSON(parsing: "[\(b)]"))
  }

  @Test(arguments: [
    ("1e400", "-1e400"), ("1e400", "1e401"), ("1e400", "2e400"), ("1e-400", "-1e-400"), ("1e-400", "0"),
  ])
  func differentNumbersAreNotEqual(a: String, b: String) throws {
    #expect(try JSON(parsing: a) != JSON(parsing: b))
  }

  /// 2^64 is beyond `UInt64`, so its integer literal is kept as text, and it is exactly a double.
  @Test func anIntegerBeyond64BitsEqualsTheDoubleThatIsExactlyIt() throws {
    let big = try JSON(parsing: "18446744073709551616")
    let double = JSON(18_446_744_073_709_551_616.0)
    #expect(big == double)
    #expect(double == big)
    #expect(big.hashValue == double.hashValue)
    #expect(try JSON(parsing: "18446744073709551617") != double)
    #expect(try JSON(parsing: "-18446744073709551616") != double)
  }

  /// `1e-400` is not zero, and a double would round it to zero: it is kept as its text and
  /// written back unchanged, so it reads back equal (it was written as `0.0`, a different number).
  @Test func aNumberTooSmallForADoubleIsWrittenBackAsWritten() throws {
    let json = try JSON(parsing: "[1e-400, -2.5E-999, 2e-324, 5e-324]")
    #expect(json[0]?.numberValue == .big("1e-400"))
    #expect(json[0]?.doubleValue == 0)
    #expect(json[2]?.numberValue == .big("2e-324"))  // below half the least subnormal
    #expect(json[3]?.numberValue == .double(.leastNonzeroMagnitude))
    #expect(json.serializedString() == "[1e-400,-2.5E-999,2e-324,5e-324]")
    #expect(try JSON(parsing: json.serializedData()) == json)
    #expect(json[0] != JSON(0.0))
    #expect(try Double(json: json[0]!) == 0)  // mapping to Double rounds, as for any double
  }

  @Test(arguments: [
    "9999999999999999.99", "12345678901234567890123456789012345678", "-0.00000000000000000000000000000000000001",
    "100000000000000000000000000000000000000000000000000000000000", "1e100", "1.5",
  ])
  func decimalKeepsEveryDigitItCanHold(text: String) throws {
    let d = try Decimal(json: JSON(parsing: text))
    #expect(d == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    #expect(try Decimal(json: JSON(parsing: "\(d)")) == d)
  }

  /// More digits than `Decimal` holds (`Decimal(string:)` rounds them away), a literal over
  /// 255 characters, and a number beyond its exponent range are errors that say so.
  @Test(arguments: [
    ("123456789012345678901234567890123456789012", "42 significant digits; Decimal keeps at most 38"),
    ("0." + String(repeating: "3", count: 300), "256 characters or more"),
    ("1" + String(repeating: "0", count: 299) + ".5", "256 characters or more"),
    ("0.5" + String(repeating: "0", count: 300), "256 characters or more"),
    ("1" + String(repeating: "7", count: 299), "300 significant digits"), ("1e400", "1 significant digit;"),
    ("1e-400", "exponents from -128 to 127"),
  ])
  func decimalRefusesANumberItWouldRound(text: String, reason: String) throws {
    let json = try JSON(parsing: #"{"amount": \#(text)}"#)
    let error = #expect(throws: JSONMappingError.self) {
      try [String: Decimal](json: json)
    }
    #expect(error?.pathString == "$.amount")
    #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
  }

  /// Pairs of big numbers, spelled many ways, judged by an oracle that knows each number's
  /// digits and exponent by construction (it parses nothing).
  @Test func equalityMatchesAnOracleOverSpellingsOfBigNumbers() throws {
    var rng = SeededGenerator(seed: 0xB16_4E12)
    var counts: [String: Int] = [:]
    var failures: [String] = []
    for _ in 0..<4_000 {
      let a = OracleNumber.random(&rng)
      let (b, kind) = a.relative(&rng)
      counts[a.kind + "/" + kind, default: 0] += 1
      let textA = a.spelling(&rng)
      let textB = b.spelling(&rng)
      let x = try JSON(parsing: textA)
      let y = try JSON(parsing: textB)
      guard case .big = x.numberValue, case .big = y.numberValue else {
        failures.append("\(textA) or \(textB) is not kept as text")
        continue
      }
      let expected = a == b
      if (x == y) != expected || (y == x) != expected || (expected && x.hashValue != y.hashValue) {
        failures.append("\(textA) vs \(textB): expected \(expected ? "equal" : "different")")
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    for kind in OracleNumber.kinds {
      for relation in OracleNumber.relations where !(kind == "integer" && relation == "respelled") {
        #expect(counts[kind + "/" + relation, default: 0] > 0, "never generated: \(kind)/\(relation)")
      }
    }
  }
}

/// A number as sign, significant digits (no leading or trailing zero) and exponent: the value
/// is `0.digits × 10^exponent`.
private struct OracleNumber: Equatable {
  var negative: Bool
  var digits: [UInt8]
  var exponent: Int
  var kind: String

  static let kinds = ["overflow", "underflow", "integer"]
  static let relations = ["respelled", "digit", "exponent", "sign"]

  static func == (a: Self, b: Self) -> Bool { (a.negative, a.digits, a.exponent) == (b.negative, b.digits, b.exponent) }

  static func random(_ rng: inout SeededGenerator) -> OracleNumber {
    let count = Int.random(in: 1...30, using: &rng)
    var digits = (0..<count).map { _ in UInt8.random(in: 0...9, using: &rng) }
    digits[0] = UInt8.random(in: 1...9, using: &rng)
    digits[count - 1] = UInt8.random(in: 1...9, using: &rng)
    let negative = Bool.random(using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      return OracleNumber(
        negative: negative, digits: digits, exponent: Int.random(in: 310...3000, using: &rng), kind: "overflow")
    case 1:
      return OracleNumber(
        negative: negative, digits: digits, exponent: Int.random(in: -3000 ... -330, using: &rng), kind: "underflow")
    default:
      // At least 21 digits before the point: beyond UInt64 either sign.
      return OracleNumber(
        negative: negative, digits: digits, exponent: max(count, 21) + Int.random(in: 0...10, using: &rng),
        kind: "integer")
    }
  }

  /// An equal number (each side is spelled at random) or one that differs in one part.
  func relative(_ rng: inout SeededGenerator) -> (OracleNumber, String) {
    var other = self
    let relations = kind == "integer" ? Self.relations.dropFirst() : Self.relations[...]
    let relation = relations.randomElement(using: &rng)!
    switch relation {
    case "digit":
      let i = Int.random(in: 0..<digits.count, using: &rng)
      let range: ClosedRange<UInt8> = i == 0 || i == digits.count - 1 ? 1...9 : 0...9
      repeat { other.digits[i] = UInt8.random(in: range, using: &rng) } while other.digits[i] == digits[i]
    case "exponent": other.exponent += kind == "integer" || Bool.random(using: &rng) ? 1 : -1  // integers stay wide
    case "sign": other.negative.toggle()
    default: break
    }
    return (other, relation)
  }

  /// A JSON literal of this number: the point anywhere (or nowhere), zeros added after the
  /// digits or after `0.`, the exponent with `e` or `E`, an optional `+` and leading zeros.
  func spelling(_ rng: inout SeededGenerator) -> String {
    let sign = negative ? "-" : ""
    let text = digits.map { String($0) }.joined()
    if kind == "integer" {
      return sign + text + String(repeating: "0", count: exponent - digits.count)
    }
    let trailing = String(repeating: "0", count: Int.random(in: 0...3, using: &rng))
    var mantissa: String
    var e: Int
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:  // 0.000ddd
      let zeros = Int.random(in: 0...3, using: &rng)
      mantissa = "0." + String(repeating: "0", count: zeros) + text + trailing
      e = exponent + zeros
    case 1:  // ddd000 (an integer mantissa)
      mantissa = text + trailing
      e = exponent - digits.count - trailing.count
    default:  // dd.d
      let point = Int.random(in: 1...digits.count, using: &rng)
      let fraction = String(text.dropFirst(point)) + trailing
      mantissa = String(text.prefix(point)) + (fraction.isEmpty ? "" : "." + fraction)
      e = exponent - point
    }
    let marker = Bool.random(using: &rng) ? "e" : "E"
    let plus = e >= 0 && Bool.random(using: &rng) ? "+" : ""
    let pad = String(repeating: "0", count: Int.random(in: 0...2, using: &rng))
    return sign + mantissa + marker + (e < 0 ? "-" : plus) + pad + String(e.magnitude)
  }
}
