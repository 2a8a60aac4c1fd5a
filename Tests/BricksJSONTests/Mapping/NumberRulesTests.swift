import BricksJSON
import Foundation
import Testing

/// The number rules: `Decimal` reads the digits as written, non-finite
/// values are errors with a path, integer epoch timestamps stay integers, `-0` stays `-0`.
@Suite struct NumberRulesTests {
  static let posix = Locale(identifier: "en_US_POSIX")

  struct Price: JSONMappable, Equatable {
    var amount: Decimal
    var ratio: Double
    init(amount: Decimal, ratio: Double) {
      self.amount = amount
      self.ratio = ratio
    }
    init(json: JSON) throws {
      amount = try json.decode("amount")
      ratio = try json.decode("ratio")
    }
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["amount"] = amount; o["ratio"] = ratio
      }
    }
  }

  @Test(arguments: [
    "9999999999999999.99", "0.1", "123456789012345678.123456789", "-0.000001", "1e-5", "12.50",
    "3.14159265358979323846264338327950288", "-7.5E+3", "100000000000000000000.5",
  ])
  func decimalReadsTheDigitsAsWritten(text: String) throws {
    let expected = try #require(Decimal(string: text, locale: Self.posix))
    #expect(try Decimal(json: JSON(parsing: text)) == expected)
    // In a model, and after the value was copied into a document built in code.
    let model = try Price.parse(Data(#"{"amount": \#(text), "ratio": 0.5}"#.utf8))
    #expect(model.amount == expected)
    let parsed = try JSON(parsing: "[\(text)]")
    let copied = JSON(object: [("amount", parsed[0]!), ("ratio", 0.5)])
    #expect(try Price(json: copied).amount == expected)
    // And it writes back with every digit.
    #expect(try Price(json: JSON(parsing: model.toJSON().serializedData())).amount == expected)
  }

  @Test(arguments: ["1e400", "-1e400", "1.7976931348623159e308"])
  func nonFiniteDoublesAreAnErrorWithAPath(text: String) throws {
    let json = try JSON(parsing: #"{"amount": 1, "ratio": \#(text)}"#)
    #expect(throws: JSONMappingError.self) { try Price(json: json) }
    do {
      _ = try Price(json: json)
    } catch let e as JSONMappingError {
      #expect(e.pathString == "$.ratio")
      #expect(e.description.contains("out of Double's range"), "\(e)")
    }
    let array = try JSON(parsing: "[1.5, \(text)]")
    do {
      _ = try [Float](json: array)
      Issue.record("\(text) read as a Float")
    } catch let e as JSONMappingError {
      #expect(e.pathString == "$[1]")
      #expect(e.description.contains("out of Float's range"), "\(e)")
    }
    #expect(throws: JSONMappingError.self) { try [Double](json: array) }
  }

  @Test func theLargestFiniteDoubleStillReads() throws {
    #expect(try Double(json: JSON(parsing: "1.7976931348623157e308")) == .greatestFiniteMagnitude)
    #expect(try Double(json: JSON(parsing: "-1.7976931348623157e308")) == -.greatestFiniteMagnitude)
  }

  @Test func aModelWithAnOutOfRangeNumberFailsInsteadOfWritingAFileItCannotRead() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bricks-\(UUID().uuidString).bricks")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: JSONMappingError.self) { try Price.parse(Data(#"{"amount": 1, "ratio": 1e400}"#.utf8)) }
    let ok = try Price.parse(Data(#"{"amount": 1, "ratio": 1e300}"#.utf8))
    try ok.write(to: url)
    #expect(try Price.read(from: url) == ok)
  }

  @Test func negativeZeroKeepsItsLexicalForm() throws {
    #expect(try JSON(parsing: "-0").serializedString() == "-0")
    #expect(try JSON(parsing: "[-0,0,-0.0]").serializedString() == "[-0,0,-0]")
    #expect(JSON(-0.0).serializedString() == "-0")
    #expect(JSON(0.0).serializedString() == "0.0")
    let back = try JSON(parsing: JSON(-0.0).serializedString())
    #expect(back.doubleValue?.sign == .minus && back.doubleValue == 0)
    #expect(try Double(json: back).sign == .minus)
  }

  /// Every integer number of milliseconds in `Int64`'s range reads as a date that writes back
  /// as an integer — the same one unless a neighbour reads as the very same `Date` (far from
  /// 1970 a `Date` cannot tell adjacent milliseconds apart).
  @Test func integerMillisecondTimestampsWriteBackAsIntegers() throws {
    let format = JSONEpochDate.millisecondsSince1970
    var rng = NumberRulesRNG(seed: 0x5EED_0812)
    enum Kind: String, CaseIterable { case years1000to5000, beyond, exactlySame, collidingNeighbour, negative, extreme }
    var kinds: [Kind: Int] = [:]
    let msYear1000: Int64 = -30_610_224_000_000
    let msYear5000: Int64 = 95_617_584_000_000
    var checked = 0
    for round in 0..<40_000 {
      let m: Int64
      switch round % 4 {
      case 0: m = Int64.random(in: msYear1000...msYear5000, using: &rng)
      case 1:  // log-uniform magnitude over the whole range, either sign
        let bits = Int.random(in: 1...63, using: &rng)
        let magnitude = Int64(truncatingIfNeeded: rng.next() >> UInt64(64 - bits))
        m = Bool.random(using: &rng) ? magnitude : -magnitude
      case 2: m = Int64.random(in: Int64.min...Int64.max, using: &rng)
      default: m = [Int64.min, Int64.max, Int64.min + 1, Int64.max - 1, 0, -1, 1, 1 << 53, -(1 << 53)][round / 4 % 9]
      }
      let date = try format.decode(JSON(m))
      let written = format.encode(date)
      guard let n = written.int64Value, written.serializedString().allSatisfy({ $0 == "-" || $0.isNumber }) else {
        Issue.record("\(m) ms wrote back as \(written)")
        continue
      }
      #expect(try format.decode(written) == date, "\(m) ms wrote back as \(n), a different date")
      var unique = true
      if m != .min && m != .max {
        unique = try format.decode(JSON(m - 1)) != date && format.decode(JSON(m + 1)) != date
      }
      if unique { #expect(n == m, "\(m) ms wrote back as \(n)") }
      kinds[(msYear1000...msYear5000).contains(m) ? .years1000to5000 : .beyond, default: 0] += 1
      kinds[unique ? .exactlySame : .collidingNeighbour, default: 0] += 1
      if m < 0 { kinds[.negative, default: 0] += 1 }
      if m == .min || m == .max { kinds[.extreme, default: 0] += 1 }
      checked += 1
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no case of kind \(kind): \(kinds)") }
    #expect(checked == 40_000)
  }

  @Test func fractionalTimestampsStayFractional() throws {
    let format = JSONEpochDate.millisecondsSince1970
    let date = Date(timeIntervalSince1970: 1_700_000_000.0005)
    #expect(format.encode(date).int64Value == nil)
    #expect(format.encode(Date(timeIntervalSince1970: 1_700_000_000.123)).int64Value == 1_700_000_000_123)
  }
}

/// A small seeded generator (SplitMix64), so a failing case can be replayed.
private struct NumberRulesRNG: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
