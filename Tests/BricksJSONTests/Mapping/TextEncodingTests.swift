import BricksJSON
import Foundation
import TestSupport
import Testing

/// `jsonData()` writes text straight from `encode(into:)`, with no `JSON` value in between;
/// `toJSON()` builds the value that `serializedData()` then writes. The two must give the same
/// bytes for every kind of value a model can hold: judged here against the value path, and
/// the text read back against the value.
struct TextEncodingTests {
  /// A model holding one value of each kind the text builder writes differently.
  struct Holder<T: JSONEncodable>: JSONEncodable {
    var value: T
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["first"] = 1
        o["value"] = value
        o["last"] = [value]
      }
    }
  }

  static func expectSameBytes<T: JSONEncodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) {
    let direct = Holder(value: value).jsonData()
    let viaValue = Holder(value: value).toJSON().serializedData()
    #expect(
      direct == viaValue,
      "jsonData() \(String(decoding: direct, as: UTF8.self)) vs toJSON() \(String(decoding: viaValue, as: UTF8.self))",
      sourceLocation: sourceLocation)
    let bare = value.jsonData()
    #expect(bare == value.toJSON().serializedData(), sourceLocation: sourceLocation)
  }

  @Test func scalarsAtTheirEdgesWriteAsTheValueWould() throws {
    for v: Int64 in [0, 9, 10, 99, 100, -1, -10, .max, .min] { Self.expectSameBytes(v) }
    for v: UInt64 in [0, 1 << 63 - 1, 1 << 63, .max] { Self.expectSameBytes(v) }
    for v: Double in [0, -0.0, 0.1, 1e300, -5e-324, .nan, .infinity, -.infinity, 123_456_789.125] {
      Self.expectSameBytes(v)
    }
    for v: Float in [0.1, -0.0, .greatestFiniteMagnitude, .nan] { Self.expectSameBytes(v) }
    Self.expectSameBytes(true)
    Self.expectSameBytes(false)
    Self.expectSameBytes(Int8.min)
    Self.expectSameBytes(UInt32.max)
    Self.expectSameBytes(Decimal(string: "12345678901234567890123456789.5")!)
    Self.expectSameBytes(URL(string: "https://example.com/a?b=\"c\"")!)
    Self.expectSameBytes(String?.none)
    Self.expectSameBytes(-0.0 as Double)
    #expect(String(decoding: (-0.0 as Double).jsonData(), as: UTF8.self) == "-0")
    #expect(String(decoding: Double.nan.jsonData(), as: UTF8.self) == "null")
  }

  @Test func stringsThatNeedEscapingWriteAsTheValueWould() {
    for s in ["", "a", "\"", "\\", "\n\t\r\u{8}\u{C}", "\u{0}\u{1F}", "é名前😀", "\u{2028}", "1234567\"", "12345678\""] {
      Self.expectSameBytes(s)
    }
    // A string past the tape's inline length, which a document stores out of line.
    let long = String(repeating: "ab\"", count: 400_000)
    Self.expectSameBytes(long)
    Self.expectSameBytes([long: long])
  }

  @Test func containersAndJSONValuesWriteAsTheValueWould() throws {
    Self.expectSameBytes([Int]())
    Self.expectSameBytes([String: Int]())
    Self.expectSameBytes([[1, 2], [], [3]])
    Self.expectSameBytes(["b": 2, "a": 1, "é": 3])
    Self.expectSameBytes([Holder(value: 1), Holder(value: 2)])
    Self.expectSameBytes(["x": Holder(value: "y")])
    Self.expectSameBytes([nil, Holder(value: 2)] as [Holder<Int>?])
    // JSON members: a parsed document (doubles keep their text; a big number its digits), a
    // member of one, and a value built in code.
    let parsed = try JSON(parsing: #"{"a":[1.50,-0,1e2,123456789012345678901234567890],"b":{"c":"\u00e9\n"},"d":{}}"#)
    Self.expectSameBytes(parsed)
    Self.expectSameBytes(parsed["a"]!)
    Self.expectSameBytes(parsed["b"]!)
    Self.expectSameBytes(["k": parsed, "l": ["m": nil]] as JSON)
  }

  @Test func transformsWriteAsTheValueWould() {
    struct Dated: JSONEncodable {
      var at: Date?
      func encode(into builder: inout JSON.Builder) {
        builder.appendObject { o in
          o["twitter", using: .twitter] = at
          o["iso", using: .iso8601] = at
          o["ms", using: .millisecondsSince1970] = at
          o.encodeIfPresent(at.map { _ in "present" }, for: "present")
        }
      }
    }
    Self.expectSameBytes(Dated(at: Date(timeIntervalSince1970: 1_409_444_955.5)))
    Self.expectSameBytes(Dated(at: nil))
  }

  @Test func prettyOutputIsTheValuesPrettyText() {
    let model = Holder(value: ["a": [1, 2]])
    #expect(model.jsonData(pretty: true) == model.toJSON().serializedData(pretty: true))
    #expect(String(decoding: model.jsonData(pretty: true), as: UTF8.self).contains("\n  \"value\": {"))
  }
}
