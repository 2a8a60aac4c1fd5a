import BricksJSON
import Foundation
import Testing

/// With `maxDepth` raised, every operation on a deep value works without recursion (or fails
/// with an error where the API itself recurses, as Codable does) — never a stack overflow.
@Suite struct DeepNestingTests {
  static let depth = 100_000
  static let options = JSONParseOptions(maxDepth: depth + 1)

  static func arrays(_ depth: Int, leaf: String = "0") -> String {
    String(repeating: "[", count: depth) + leaf + String(repeating: "]", count: depth)
  }

  /// `{"b":0,"a":{"b":0,"a":...}}`, or with each level's members the other way round.
  static func objects(_ depth: Int, swapped: Bool = false, leaf: String = "0") -> String {
    String(repeating: swapped ? #"{"a":"# : #"{"b":0,"a":"#, count: depth) + leaf
      + String(repeating: swapped ? #","b":0}"# : "}", count: depth)
  }

  static func depthOf(_ any: Any) -> Int {
    var d = 0
    var current = any
    while true {
      if let a = current as? [Any], let first = a.first {
        current = first
      } else if let o = current as? [String: Any], let next = o["a"] {
        current = next
      } else {
        return d
      }
      d += 1
    }
  }

  @Test(arguments: ["arrays", "objects"])
  func equalityHashingAndCopiesWorkAtDepth100000(shape: String) throws {
    let text = shape == "arrays" ? Self.arrays(Self.depth) : Self.objects(Self.depth)
    let a = try JSON(parsing: text, options: Self.options)
    let b = try JSON(parsing: text, options: Self.options)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    let other = try JSON(
      parsing: shape == "arrays" ? Self.arrays(Self.depth, leaf: "1") : Self.objects(Self.depth, leaf: "1"),
      options: Self.options)
    #expect(a != other)
    // A copy into a document built in code.
    let copy = JSON(array: [a])
    #expect(copy[0] == a)
  }

  @Test func objectsWithMembersInAnotherOrderAtEveryLevelCompareWithoutRecursion() throws {
    let a = try JSON(parsing: Self.objects(Self.depth), options: Self.options)
    let b = try JSON(parsing: Self.objects(Self.depth, swapped: true), options: Self.options)
    #expect(a == b)
    let c = try JSON(parsing: Self.objects(Self.depth, swapped: true, leaf: "1"), options: Self.options)
    #expect(a != c)
  }

  @Test(arguments: ["arrays", "objects"])
  func anyValueAndBackWorkAtDepth100000(shape: String) throws {
    let json = try JSON(
      parsing: shape == "arrays" ? Self.arrays(Self.depth) : Self.objects(Self.depth), options: Self.options)
    var any = try json.anyValue
    #expect(Self.depthOf(any) == Self.depth)
    #expect(try JSON(any: any) == json)
    Self.tearDown(&any)
  }

  /// Frees a deeply nested `[Any]` level by level. Swift releases nested arrays and
  /// dictionaries recursively, so dropping a 100,000-deep one at once would overflow the
  /// stack in the runtime (not in Bricks): the same holds for any such value an app builds.
  static func tearDown(_ any: inout Any) {
    var current: Any? = any
    any = 0
    while let c = current {
      if let a = c as? [Any] {
        current = a.first
      } else if let o = c as? [String: Any] {
        current = o["a"]
      } else {
        current = nil
      }
    }
  }

  @Test func aDeepAnyWithABadLeafNamesItsPath() throws {
    var any: Any = [Date()]
    for _ in 0..<3 { any = ["k": any] }
    let error = #expect(throws: JSONConversionError.self) { try JSON(any: any) }
    #expect(error?.path == "$.k.k.k[0]")
  }

  @Test func writingWorksAtDepth100000() throws {
    let text = Self.objects(Self.depth)
    let json = try JSON(parsing: text, options: Self.options)
    #expect(json.serializedString() == text)
    #expect(json.serializedString(sortedKeys: true) == Self.objects(Self.depth, swapped: true))
    #expect("\(json)".count == text.count)
    // Pretty output indents every level, so its size grows with the square of the depth:
    // checked at a depth where that is still small.
    let pretty = try JSON(parsing: Self.arrays(2_000), options: Self.options).serializedData(pretty: true)
    #expect(
      try JSON(parsing: pretty, options: Self.options) == JSON(parsing: Self.arrays(2_000), options: Self.options))
  }

  @Test func codableFailsWithAnErrorBeyondItsDepthLimit() throws {
    let deep = try JSON(parsing: Self.arrays(Self.depth), options: Self.options)
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(deep) }
    let limit = JSON.codableDepthLimit
    let shallow = try JSON(parsing: Self.objects(100))
    let encoded = try JSONEncoder().encode(shallow)
    #expect(try JSONDecoder().decode(JSON.self, from: encoded) == shallow)
    // Beyond the limit, Bricks' own error (before Foundation's encoder sees anything).
    let beyond = try JSON(parsing: Self.arrays(limit + 1), options: JSONParseOptions(maxDepth: limit + 1))
    do {
      _ = try JSONEncoder().encode(beyond)
      Issue.record("encoded \(limit + 1) levels")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.debugDescription.contains("nests deeper than \(limit) levels"), "\(context.debugDescription)")
    }
    // Decoding a deep text through Codable fails with an error, not a crash (whichever limit,
    // JSONDecoder's or Bricks', is met first).
    #expect(throws: (any Error).self) { try JSONDecoder().decode(JSON.self, from: Data(Self.arrays(Self.depth).utf8)) }
  }
}
