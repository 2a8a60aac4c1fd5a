import Foundation
import Testing

@testable import BricksJSON

/// The cases where a value does not fit one 8-byte tape word the simple way: strings of
/// ``TapeEntry/longStringLength`` bytes or more (their bounds are stored in the text),
/// containers of ``TapeEntry/countLimit`` children or more (their count saturates and is
/// counted on the tape), and numbers that take a second word. Each is parsed and built, and
/// read back through every kind of reader: typed reads, lookups, iteration, mapping, equality,
/// copying into a builder, writing and reading back.
@Suite struct TapeLayoutTests {
  /// Lengths on both sides of the long-string threshold.
  static let lengths = [
    0, 1, TapeEntry.longStringLength - 1, TapeEntry.longStringLength, TapeEntry.longStringLength + 7,
  ]

  @Test(arguments: lengths)
  func stringsOfEveryLengthReadBackAsValuesAndKeys(length: Int) throws {
    let value = String(repeating: "v", count: length)
    let key = String(repeating: "k", count: length)
    // An escape after the plain text, so the long string is also decoded into the scratch area.
    let escapedValue = value + "\n"
    let text = #"{"a": 1, ""# + key + #"": [""# + value + #"", 2.5, ""# + value + #"\n"], "z": ""# + value + #""}"#
    let json = try JSON(parsing: text)
    #expect(json.count == 3)
    #expect(json.keys == ["a", key, "z"])
    #expect(json[key]?.count == 3)
    #expect(json[key]?[0]?.stringValue == value)
    #expect(json[key]?[2]?.stringValue == escapedValue)
    #expect(json["z"]?.stringValue == value)
    #expect(json[key]?[0]?.withUTF8 { $0.count } == length)
    #expect(try json.decode(key, as: [JSON].self).count == 3)
    #expect(try json.decode("z", as: String.self) == value)
    var reader = json.reader()
    #expect(try reader.decode("a", as: Int.self) == 1)
    #expect(try reader.decode(key, as: [JSON].self).count == 3)
    #expect(try reader.decode("z", as: String.self) == value)
    #expect(try [String](json: JSON(array: [json["z"]!, json[key]![0]!])) == [value, value])
    let built: JSON = JSON(object: [
      ("a", JSON(1)), (key, JSON(array: [JSON(value), JSON(2.5), JSON(escapedValue)])), ("z", JSON(value)),
    ])
    #expect(json == built)
    #expect(json.hashValue == built.hashValue)
    #expect(try JSON(parsing: json.serializedData()) == json)
    #expect(try JSON(parsing: built.serializedData(sortedKeys: true)) == json)
    // Copied into builders: member by member (a parsed document), and whole (a built one).
    let copies = [JSON(array: [json, built]), JSON(array: [JSON(array: [built]), JSON(array: [json])])]
    #expect(copies[0][0] == json && copies[0][1] == json)
    #expect(copies[1][0]?[0] == json && copies[1][1]?[0] == json)
    #expect(json.stringsMatchCheckedDecoding())
    #expect(try JSON(parsing: "[\"" + value + "\"]").stringArray() == [value])
    #expect(try JSON(parsing: "[\"" + value + "\"]").hasIdenticalStorage(to: JSON(parsing: "[\"" + value + "\"]")))
  }

  /// Arrays and objects on both sides of the count's saturation.
  @Test(arguments: [TapeEntry.countLimit - 1, TapeEntry.countLimit, TapeEntry.countLimit + 2])
  func containersOfEverySizeCountTheirChildren(n: Int) throws {
    let array = try JSON(parsing: "[" + Array(repeating: "7", count: n).joined(separator: ",") + "]")
    #expect(array.count == n)
    #expect(array.elements.reduce(0) { c, _ in c + 1 } == n)
    #expect(try [Int](json: array).count == n)
    #expect(array[n - 1]?.intValue == 7)
    #expect(array[n] == nil)
    // Nested in an array whose elements are read on the tape ([[Double]]).
    let nested = try JSON(parsing: "[[1.5],[" + Array(repeating: "1", count: n).joined(separator: ",") + "]]")
    #expect(try [[Double]](json: nested).map(\.count) == [1, n])
    let object = try JSON(parsing: "{" + Array(repeating: #""":0"#, count: n).joined(separator: ",") + #","x":1}"#)
    #expect(object.count == n + 1)
    #expect(object["x"]?.intValue == 1)
    #expect(object.members.reduce(0) { c, _ in c + 1 } == n + 1)
    let copy = JSON(array: [array, object])
    #expect(copy[0]?.count == n && copy[1]?.count == n + 1)
    #expect(copy[0] == array && copy[1] == object)
    #expect(array != (try JSON(parsing: "[" + Array(repeating: "7", count: n + 1).joined(separator: ",") + "]")))
    #expect(try JSON(parsing: array.serializedData()) == array)
  }

  /// Integers on both sides of the 56 bits an entry holds, and the numbers that always take a
  /// second word, in every position: alone, in arrays (read as scalar arrays) and as members.
  @Test func numbersThatTakeASecondWordReadBack() throws {
    let ints: [Int64] = [
      0, 1, -1, 1 << 55 - 1, 1 << 55, -(1 << 55), -(1 << 55) - 1, Int64.max, Int64.min, 123_456_789_012_345,
    ]
    let text = "[" + ints.map(String.init).joined(separator: ",") + "]"
    let json = try JSON(parsing: text)
    #expect(json.elements.map(\.int64Value) == ints.map { $0 })
    #expect(try [Int64](json: json) == ints)
    #expect(json == JSON(array: ints.map { JSON($0) }))
    #expect(try JSON(parsing: json.serializedData()) == json)
    let mixed = try JSON(
      parsing: #"{"u": 18446744073709551615, "d": -0.0, "b": 1e400, "i": 36028797018963968, "s": "x", "n": null}"#)
    #expect(mixed["u"]?.uint64Value == UInt64.max)
    #expect(mixed["d"]?.doubleValue?.sign == .minus)
    #expect(mixed["b"]?.numberValue == .big("1e400"))
    #expect(mixed["i"]?.int64Value == 1 << 55)
    #expect(mixed["s"]?.stringValue == "x")
    #expect(mixed["n"]?.isNull == true)
    #expect(mixed.keys == ["u", "d", "b", "i", "s", "n"])
    #expect(JSON(array: [mixed])[0] == mixed)
    #expect(try JSON(parsing: mixed.serializedData()) == mixed)
    let doubles = try JSON(parsing: "[1.5, 2, 18446744073709551615, -0.25]")
    #expect(try [Double](json: doubles) == [1.5, 2, 18_446_744_073_709_551_615, -0.25])
  }
}
