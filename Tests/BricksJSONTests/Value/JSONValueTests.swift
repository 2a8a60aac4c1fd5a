import Foundation
import Testing

@testable import BricksJSON

@Suite struct JSONValueTests {
  @Test func integersStayExact() throws {
    let json = try JSON(
      parsing:
        "[9007199254740993, -9223372036854775808, 9223372036854775807, 18446744073709551615, 18446744073709551616]")
    #expect(json[0]?.numberValue == .int(9_007_199_254_740_993))
    #expect(json[0]?.int64Value == 9_007_199_254_740_993)
    #expect(json[1]?.numberValue == .int(Int64.min))
    #expect(json[2]?.numberValue == .int(Int64.max))
    #expect(json[3]?.numberValue == .uint(UInt64.max))
    #expect(json[3]?.int64Value == nil)
    #expect(json[4]?.numberValue == .big("18446744073709551616"))
    #expect(
      json.serializedString()
        == "[9007199254740993,-9223372036854775808,9223372036854775807,18446744073709551615,18446744073709551616]")
  }

  @Test func numbersBeyondDoubleKeepTheirText() throws {
    let json = try JSON(parsing: "[1e400, -1E+999, 1e-400, 123456789012345678901234567890.5]")
    #expect(json[0]?.numberValue == .big("1e400"))
    #expect(json[0]?.doubleValue == .infinity)
    #expect(json[1]?.doubleValue == -.infinity)
    #expect(json[2]?.numberValue == .big("1e-400"))
    #expect(json.serializedString() == "[1e400,-1E+999,1e-400,1.2345678901234568e+29]")
  }

  @Test func doublesWriteTheShortestRoundTrippingForm() throws {
    let json = try JSON(parsing: "[0.1, 1.0, -0, 1e21, 5e-324, 1.7976931348623157e308, 2.5E-3]")
    #expect(json.serializedString() == "[0.1,1.0,-0,1e+21,5e-324,1.7976931348623157e+308,0.0025]")
    #expect(try JSON(parsing: json.serializedData()) == json)
  }

  @Test func equalityIsByValue() throws {
    #expect(JSON(1) == JSON(1.0))
    #expect(JSON(1) != JSON(1.5))
    #expect(JSON(true) != JSON(1))
    #expect(try JSON(parsing: "9007199254740993") != JSON(9_007_199_254_740_992.0))
    #expect(try JSON(parsing: #"{"a":1,"b":[true,null]}"#) == JSON(parsing: #"{"b":[true,null],"a":1.0}"#))
    #expect(try JSON(parsing: #"{"a":1}"#) != JSON(parsing: #"{"a":1,"b":2}"#))
    #expect(try JSON(parsing: "[1,2]") != JSON(parsing: "[2,1]"))
    #expect(JSON("é") != JSON("e\u{301}"))  // strings compare by scalars, not by canonical equivalence
  }

  @Test func hashingAgreesWithEquality() throws {
    let a = try JSON(parsing: #"{"a":1,"b":[2.0,"x"]}"#)
    let b = try JSON(parsing: #"{"b":[2,"x"],"a":1.0}"#)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b, JSON(1), JSON(1.0)]).count == 2)
  }

  @Test func literalsBuildOwnedValues() throws {
    let j: JSON = ["id": 1, "tags": ["a", nil, true, 2.5], "user": ["name": "Ada"]]
    #expect(j["id"]?.intValue == 1)
    #expect(j["tags"]?.count == 4)
    #expect(j["tags"]?[1]?.isNull == true)
    #expect(j["user"]?["name"]?.stringValue == "Ada")
    #expect(j.keys == ["id", "tags", "user"])
    #expect(j.description == #"{"id":1,"tags":["a",null,true,2.5],"user":{"name":"Ada"}}"#)
    #expect(try JSON(parsing: j.description) == j)
  }

  @Test func subscriptsAndReads() throws {
    let j = try JSON(parsing: #"{"a":{"b":[10,20,{"c":"d"}]},"s":"x","n":null,"a":2}"#)
    #expect(j["a"]?["b"]?[2]?["c"]?.stringValue == "d")
    #expect(j["a"]?["b"]?[3] == nil)
    #expect(j["a"]?["b"]?[-1] == nil)
    #expect(j["missing"] == nil)
    #expect(j["n"]?.isNull == true)
    #expect(j["s"]?.intValue == nil)
    #expect(j["s"]?["x"] == nil)
    #expect(j.count == 4)
    #expect(j.keys == ["a", "s", "n", "a"])  // duplicates are kept; lookups take the first
    #expect(j["a"]?.kind == .object)
    #expect(j["a"]?["b"]?.arrayValue?.map(\.kind) == [.number, .number, .object])
  }

  @Test func stringsWithEscapesAreDecoded() throws {
    let j = try JSON(parsing: #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "\u0000"]"#)
    #expect(j[0]?.stringValue == "a\"b\\c/d\u{8}\u{c}\n\r\t")
    #expect(j[1]?.stringValue == "é中😀")
    #expect(j[2]?.stringValue == "\u{0}")
  }

  @Test func writerEscapesWhatItMust() throws {
    let j: JSON = ["q\"k": "a\"b\\c\n\u{1}\u{1F}é😀/"]
    #expect(j.serializedString() == #"{"q\"k":"a\"b\\c\n\u0001\u001Fé😀/"}"#)
    let ascii = String(decoding: j.serializedBytes(options: JSONWriteOptions(escapesNonASCII: true)), as: UTF8.self)
    #expect(ascii == #"{"q\"k":"a\"b\\c\n\u0001\u001F\u00E9\uD83D\uDE00/"}"#)
    #expect(try JSON(parsing: ascii) == j)
  }

  @Test func prettyAndSortedOutput() throws {
    let j = try JSON(parsing: #"{"b":[1,{}],"a":{"d":[],"c":null}}"#)
    #expect(
      j.serializedString(pretty: true, sortedKeys: true) == """
        {
          "a": {
            "c": null,
            "d": []
          },
          "b": [
            1,
            {}
          ]
        }
        """)
    #expect(j.serializedString() == #"{"b":[1,{}],"a":{"d":[],"c":null}}"#)
  }

  @Test func nonFiniteDoublesAreWrittenAsNull() {
    let j: JSON = [JSON(Double.nan), JSON(Double.infinity)]
    #expect(j.serializedString() == "[null,null]")
  }

  @Test func valuesBuiltFromPartsOfParsedDocumentsAreIndependent() throws {
    let doc = try JSON(parsing: #"{"user":{"name":"Ada","tags":["x","y"]},"n":1}"#)
    let copy: JSON = ["who": doc["user"]!, "count": doc["n"]!]
    #expect(copy.serializedString() == #"{"who":{"name":"Ada","tags":["x","y"]},"count":1}"#)
    #expect(copy["who"]?["tags"]?[1]?.stringValue == "y")
  }

  @Test func denseDocumentsOutgrowTheInitialTape() throws {
    // Two bytes a value: far more values than the parser's first tape estimate (a sixth of the input).
    let text = "[" + Array(repeating: "0", count: 50_000).joined(separator: ",") + "]"
    let json = try JSON(parsing: text)
    #expect(json.count == 50_000)
    #expect(json.elements.allSatisfy { $0.intValue == 0 })
    #expect(json.serializedString() == text)
  }

  @Test func deepValuesBuiltInCodeSerializeWithoutRecursion() throws {
    var j: JSON = 1
    for _ in 0..<10_000 { j = [j] }
    let text = j.serializedString()
    #expect(text.count == 20_001)
    #expect(try JSON(parsing: text, options: JSONParseOptions(maxDepth: 10_000)) == j)
  }
}

@Suite struct InteropTests {
  @Test func jsonIsCodable() throws {
    struct Holder: Codable, Equatable {
      var id: Int
      var extra: JSON
    }
    let extra = try JSON(parsing: #"{"b":[1,2.5,"x",true,null,{"c":9223372036854775807}],"a":18446744073709551615}"#)
    let holder = Holder(id: 1, extra: extra)
    let data = try JSONEncoder().encode(holder)
    let back = try JSONDecoder().decode(Holder.self, from: data)
    #expect(back == holder)
    #expect(back.extra["b"]?[5]?["c"]?.numberValue == .int(Int64.max))
    #expect(back.extra.keys == ["a", "b"])  // Codable's keyed containers do not keep order
    #expect(try JSON(parsing: data)["extra"] == extra)
  }

  @Test func convertsJSONSerializationOutputBothWays() throws {
    let data = Data(#"{"a":[1,2.5,"x",true,null,{"b":false}],"big":18446744073709551615}"#.utf8)
    let any = try JSONSerialization.jsonObject(with: data)
    let json = try JSON(any: any)
    #expect(json == (try JSON(parsing: data)))
    let back = try JSON(parsing: data).anyValue
    let reencoded = try JSONSerialization.data(withJSONObject: back, options: [.sortedKeys])
    #expect(try JSON(parsing: reencoded) == JSON(parsing: data))
  }

  @Test func convertsSwiftValues() throws {
    let value: [String: Any] = [
      "i": 1, "d": 2.5, "b": true, "s": "x", "n": NSNull(), "u": URL(string: "https://a.b/c")!,
      "arr": [1, "two"], "opt": Optional<Int>.none as Any, "dec": Decimal(string: "12.34")!,
    ]
    let json = try JSON(any: value)
    #expect(json["i"]?.numberValue == .int(1))
    #expect(json["b"]?.boolValue == true)
    #expect(json["u"]?.stringValue == "https://a.b/c")
    #expect(json["opt"]?.isNull == true)
    #expect(json["dec"]?.serializedString() == "12.34")
    #expect(json.keys == ["arr", "b", "d", "dec", "i", "n", "opt", "s", "u"])
  }

  @Test func rejectsValuesWithNoJSONForm() {
    let error = #expect(throws: JSONConversionError.self) { try JSON(any: ["a": [1, Date()]]) }
    #expect(error?.path == "$.a[1]")
    #expect(error?.typeName == "Date")
  }
}
