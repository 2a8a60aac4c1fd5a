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
    for v: Double in [0, -0.0, 0.1, 1e300, -.leastNonzeroMagnitude, .nan, .infinity, -.infinity, 123_456_789.125] {
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

  @Test func stringsOfEveryLengthWithAnEscapeAtEveryPlaceWriteTheReferenceText() throws {
    // Lengths around the eight-byte steps and the short-string loads (4, 2, 1), with one
    // character to escape at each position, or none; and non-ASCII text, escaped on request.
    var kinds: [String: Int] = [:]
    for length in 0...24 {
      for position in -1..<length {
        for special in ["\"", "\\", "\n", "\u{1}", "é", "😀"] {
          var s = String(repeating: "a", count: length)
          if position >= 0 {
            s =
              String(repeating: "a", count: position) + special
              + String(repeating: "b", count: length - position - 1)
          }
          kinds[
            position < 0 ? "plain" : special.unicodeScalars.first!.value >= 0x80 ? "non-ASCII" : "escaped", default: 0] +=
            1
          let written = String(decoding: s.jsonData(), as: UTF8.self)
          #expect(written == WriterTextTests.oracle(s, escapesNonASCII: false), "\(s.debugDescription)")
          let escaped = JSON(s).serializedString(options: JSONWriteOptions(escapesNonASCII: true))
          #expect(escaped == WriterTextTests.oracle(s, escapesNonASCII: true), "\(s.debugDescription)")
          if position < 0 { break }
        }
      }
    }
    #expect(kinds.keys.sorted() == ["escaped", "non-ASCII", "plain"])
  }

  /// A model that calls `build()` on the builder it is given and keeps what it got.
  final class Recorder: @unchecked Sendable {
    // @unchecked: each test uses its own recorder on one task.
    var built: [JSON] = []
  }

  struct Building: JSONEncodable {
    var recorder: Recorder
    var child: [Building] = []
    func encode(into builder: inout JSON.Builder) {
      recorder.built.append(builder.build())  // before this model's value
      builder.appendObject { o in
        o["id"] = 1
        o["child"] = child
      }
      recorder.built.append(builder.build())  // after it
    }
  }

  @Test func buildOnTheTextBuilderGivesTheValueWrittenSoFar() throws {
    let recorder = Recorder()
    let model = Building(recorder: recorder, child: [Building(recorder: recorder), Building(recorder: recorder)])
    let data = model.jsonData()
    #expect(String(decoding: data, as: UTF8.self) == #"{"id":1,"child":[{"id":1,"child":[]},{"id":1,"child":[]}]}"#)
    let seen = recorder.built.map { $0.serializedString() }
    #expect(
      seen == [
        "null",  // nothing written yet
        #"{"id":1,"child":[]}"#,  // first child: the open array and object closed
        #"{"id":1,"child":[{"id":1,"child":[]}]}"#,
        #"{"id":1,"child":[{"id":1,"child":[]}]}"#,  // second child: the comma dropped
        #"{"id":1,"child":[{"id":1,"child":[]},{"id":1,"child":[]}]}"#,
        #"{"id":1,"child":[{"id":1,"child":[]},{"id":1,"child":[]}]}"#,  // the outermost: its own value
      ])
    #expect(recorder.built.last == model.toJSON())
  }

  @Test func aKeyWaitingForItsValueReadsAsNull() {
    struct Inner: JSONEncodable {
      var recorder: Recorder
      func encode(into builder: inout JSON.Builder) {
        recorder.built.append(builder.build())
        builder.append("x")
      }
    }
    struct Outer: JSONEncodable {
      var inner: Inner
      func encode(into builder: inout JSON.Builder) {
        builder.appendObject { o in
          o["s"] = "a\"{"
          o["inner"] = inner
        }
      }
    }
    let recorder = Recorder()
    let data = Outer(inner: Inner(recorder: recorder)).jsonData()
    #expect(String(decoding: data, as: UTF8.self) == #"{"s":"a\"{","inner":"x"}"#)
    #expect(recorder.built.map { $0.serializedString() } == [#"{"s":"a\"{","inner":null}"#])
  }

  @Test func aCopyOfTheBuilderWritesItsOwnValue() {
    struct Copying: JSONEncodable {
      var recorder: Recorder
      var copyWritesFirst: Bool
      func encode(into builder: inout JSON.Builder) {
        var copy = builder
        if copyWritesFirst { copy.append("copy") }
        builder.appendObject { o in
          o["a"] = 1
          o["b"] = "two"
        }
        if !copyWritesFirst { copy.append("copy") }
        recorder.built.append(copy.build())
      }
    }
    for copyWritesFirst in [true, false] {
      let recorder = Recorder()
      let model = Copying(recorder: recorder, copyWritesFirst: copyWritesFirst)
      #expect(String(decoding: model.jsonData(), as: UTF8.self) == #"{"a":1,"b":"two"}"#)
      #expect(model.jsonData() == model.toJSON().serializedData())
      #expect(recorder.built.first == JSON("copy"))
    }
  }
}
