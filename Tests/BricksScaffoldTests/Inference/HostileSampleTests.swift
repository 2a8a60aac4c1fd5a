import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Samples built to break the generator: look-alike keys, keys named like generated members,
/// nesting as deep as the parser allows, and sizes doubled to catch quadratic output.
@Suite struct HostileSampleTests {
  func schema(_ text: String, name: String = "Model") throws -> Schema {
    try SchemaInferrer(rootName: name, options: InferenceOptions()).infer([("sample.json", try JSON(parsing: text))])
  }

  /// The generated model file for `text`.
  func model(_ text: String, name: String = "Thing") throws -> String {
    let dir = NSTemporaryDirectory() + "bricks-hostile-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/sample.json"))
    var options = ScaffoldOptions(name: name, samples: [dir + "/sample.json"])
    options.cell = .none
    options.generateTests = false
    let plan = try Scaffolder(
      options: options, templates: TemplateSet(templatesDirectory: nil, projectDirectory: "/nonexistent")
    ).plan()
    return String(decoding: plan.files[0].contents, as: UTF8.self)
  }

  static func chain(depth: Int, key: String = "a", leaf: String = "1") -> String {
    String(repeating: "{\"\(key)\": ", count: depth) + leaf + String(repeating: "}", count: depth)
  }

  // MARK: Keys

  @Test func keysThatDifferOnlyInNormalizationGetTwoProperties() throws {
    let nfd = "e\u{301}t\u{e9}", nfc = "\u{e9}t\u{e9}"
    #expect(nfd == nfc)  // equal as Swift strings: the trap
    let s = try schema(#"{"e\u0301té": 1, "été": "two"}"#)
    let props = s.types[0].properties
    #expect(props.count == 2)
    #expect(props.map { Array($0.key.utf8) } == [Array(nfd.utf8), Array(nfc.utf8)])
    #expect(props.map(\.type) == [.int, .string])
    #expect(!props[0].name.utf8.elementsEqual(props[1].name.utf8))
    #expect(props[1].name.hasSuffix("2"))
  }

  @Test func nestedObjectsWithLookAlikeKeysAreDifferentTypes() throws {
    let s = try schema(#"{"left": {"e\u0301": 1}, "right": {"é": 1}}"#)
    #expect(s.types.count == 3)
    #expect(s.types[1].properties[0].key.utf8.count == 3)
    #expect(s.types[2].properties[0].key.utf8.count == 2)
  }

  @Test func theShapeTreeKeepsLookAlikeKeysApart() throws {
    let tree = ShapeTree(try JSON(parsing: #"{"e\u0301": 1, "é": "x"}"#)).description
    #expect(tree.split(separator: "\n").count == 3, "\(tree)")
  }

  @Test func aKeyNamedLikeAGeneratedMethodGetsAnotherName() throws {
    let props = try schema(#"{"toJSON": 1, "init": 2, "json": 3}"#).types[0].properties
    #expect(props.map(\.name) == ["toJSON2", "`init`", "json"])
    #expect(props.map(\.key) == ["toJSON", "init", "json"])
  }

  // MARK: Depth

  @Test func objectsNestedBeyondTheCapBecomeJSONWithANote() throws {
    let s = try schema(Self.chain(depth: 40))
    #expect(s.types.count == ShapeBuilder.maxDepth)
    let last = try #require(s.types.last?.properties.first)
    #expect(last.type == .json)
    #expect(last.note == "Nested more than 32 levels deep in the samples; kept as JSON")
  }

  @Test func collectionsNestedBeyondTheCapBecomeJSONInside() throws {
    let depth = 15
    let s = try schema(
      "{\"a\": " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "}")
    let a = s.types[0].properties[0]
    let cap = TypeNamer.maxCollectionDepth
    #expect(a.type.swift == String(repeating: "[", count: cap) + "JSON" + String(repeating: "]", count: cap))
    #expect(a.note?.hasPrefix("Arrays and dictionaries nested more than \(cap) deep") == true)
  }

  @Test(arguments: ["object", "array", "mixed"])
  func samplesAsDeepAsTheParserAllowsScaffold(kind: String) throws {
    let depth = JSONParseOptions().maxDepth
    var text = ""
    for level in 0..<depth {
      switch kind {
      case "object": text += "{\"k\(level % 3)\": "
      case "array": text += level == 0 ? "{\"a\": " : "["
      default: text += level.isMultiple(of: 2) ? "{\"a\": " : "["
      }
    }
    var closing = ""
    for level in (0..<depth).reversed() {
      switch kind {
      case "object": closing += "}"
      case "array": closing += level == 0 ? "}" : "]"
      default: closing += level.isMultiple(of: 2) ? "}" : "]"
      }
    }
    text += "1" + closing
    let json = try JSON(parsing: text)  // exactly at the parser's limit
    #expect(json.kind == .object)
    let generated = try model(text)
    #expect(generated.utf8.count < 40_000, "\(generated.utf8.count) bytes")
    #expect(generated.contains("kept as JSON"))
  }

  // MARK: Size

  /// Families of samples, each at size n and 2n: the generated model must at most about
  /// double. Before the fixes, long type paths and parent-prefixed names grew with the square
  /// of the nesting.
  static let families: [(name: String, sample: @Sendable (Int) -> String, n: Int)] = [
    ("one long key at every level", { chain(depth: $0, key: String(repeating: "k", count: 50)) }, 15),
    ("one short key at every level", { chain(depth: $0) }, 15),
    ("beyond the nesting cap", { chain(depth: $0) }, 200),
    (
      "nested arrays",
      { "{\"a\": " + String(repeating: "[", count: $0) + "1" + String(repeating: "]", count: $0) + "}" }, 8
    ),
    (
      "distinct keys at every level",
      { n in
        (0..<n).map { "{\"level_\($0)_\(String(repeating: "x", count: 20))\": " }.joined() + "1"
          + String(repeating: "}", count: n)
      }, 15
    ),
    ("many keys", { n in "{" + (0..<n).map { "\"key\($0)\": {\"v\": \($0)}" }.joined(separator: ", ") + "}" }, 100),
    (
      "long keys",
      { n in "{\"" + String(repeating: "é", count: n) + "\": {\"" + String(repeating: "b", count: n) + "\": 1}}" }, 500
    ),
  ]

  @Test(arguments: 0..<families.count)
  func generatedCodeGrowsLinearlyWithTheSample(family: Int) throws {
    let (name, sample, n) = Self.families[family]
    let small = try model(sample(n)).utf8.count
    let large = try model(sample(2 * n)).utf8.count
    #expect(Double(large) <= 2.2 * Double(small), "\(name): \(small) bytes at n=\(n), \(large) at 2n")
  }
}
