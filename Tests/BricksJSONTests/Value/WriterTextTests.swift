import BricksJSON
import Foundation
import TestSupport
import Testing

/// The writer scans string text eight bytes at a time and escapes byte by byte only where it
/// must, and writes integers two digits at a time. Judged against an escaper written here
/// character by character (on strings whose special characters fall at every offset within and
/// across the eight-byte words) and against `String(_:)` of the integer.
struct WriterTextTests {
  enum Kind: String, CaseIterable {
    case plain, quote, backslash, newline, otherControl, delete, twoByte, fourByte
  }

  @Test func everyCharacterIsEscapedExactlyAsAByteByByteEscaperDoes() {
    var rng = SeededGenerator(seed: 0x57A1_E5C)
    var kinds: [Kind: Int] = [:]
    for _ in 0..<3_000 {
      var s = ""
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        let kind = Kind.allCases.randomElement(using: &rng)!
        kinds[kind, default: 0] += 1
        switch kind {
        case .plain: s.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
        case .quote: s += "\""
        case .backslash: s += "\\"
        case .newline: s += "\n"
        case .otherControl: s.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0x1F, using: &rng)))
        case .delete: s += "\u{7F}"
        case .twoByte: s += "é"
        case .fourByte: s += "😀"
        }
      }
      for nonASCII in [false, true] {
        let written = JSON(s).serializedString(options: JSONWriteOptions(escapesNonASCII: nonASCII))
        #expect(written == Self.oracle(s, escapesNonASCII: nonASCII), "\(Array(s.utf8))")
      }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "never generated: \(kind)") }
  }

  @Test func integersOfEveryLengthAndSignAreWrittenAsStringWritesThem() {
    var rng = SeededGenerator(seed: 0x1D_161E)
    var lengths: Set<Int> = []
    var values: [Int64] = [0, 9, 10, 99, 100, -1, -10, Int64.max, Int64.min]
    for _ in 0..<5_000 {
      let digits = Int.random(in: 1...18, using: &rng)
      var v = Int64.random(in: 0..<Int64(pow(10.0, Double(digits))), using: &rng)
      if Bool.random(using: &rng) { v = -v }
      values.append(v)
    }
    for v in values {
      lengths.insert(String(v.magnitude).count)
      #expect(JSON(v).serializedString() == String(v))
      #expect([v, 7].toJSON().serializedString() == "[\(String(v)),7]")
    }
    #expect(lengths == Set(1...19), "digit counts generated: \(lengths.sorted())")
  }

  @Test func doublesAreWrittenAsTheirDescription() {
    var rng = SeededGenerator(seed: 0xD0_0B1E)
    var kinds: [FloatingPointClassification: Int] = [:]
    var values: [Double] = [0.1, 1e16, 1e17, 1e-5, 1e-4, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -1.5]
    for _ in 0..<20_000 { values.append(Double(bitPattern: rng.next())) }
    for _ in 0..<5_000 { values.append(Double.random(in: -1e6...1e6, using: &rng)) }
    for d in values where d.isFinite && d != 0 {
      kinds[d.floatingPointClass, default: 0] += 1
      #expect(JSON(d).serializedString() == d.description)
      #expect([d].toJSON().serializedString() == "[\(d.description)]")
    }
    for kind in [FloatingPointClassification.positiveNormal, .negativeNormal, .positiveSubnormal, .negativeSubnormal] {
      #expect(kinds[kind, default: 0] > 0, "never generated: \(kind)")
    }
  }

  /// The escaping RFC 8259 requires, with the short forms for the common controls.
  static func oracle(_ s: String, escapesNonASCII: Bool) -> String {
    func hex(_ unit: UInt16) -> String {
      let digits = String(unit, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 || (escapesNonASCII && scalar.value >= 0x80) {
          for unit in String(scalar).utf16 { out += hex(unit) }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
