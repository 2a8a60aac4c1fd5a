import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Names the generated code itself uses: a model, nested type or property of that name would
/// shadow it or be taken for it.
@Suite struct GeneratedNamesTests {
  /// Every upper-case identifier in the built-in templates and in every golden file, outside
  /// comments and string literals, minus the types those files declare.
  static func typeNamesTheGeneratedCodeUses() throws -> Set<String> {
    var texts = BuiltinTemplates.all.map { $0.text.replacing(/\{#[\s\S]*?#\}|\{\{[^}]*\}\}|\{%[^%]*%\}/, with: " ") }
    let goldens = TestPaths.goldens
    for folder in try FileManager.default.contentsOfDirectory(atPath: goldens.path) {
      let dir = goldens.appendingPathComponent(folder)
      for file in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] where file.hasSuffix(".swift")
      {
        texts.append(try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8))
      }
    }
    // What the mapping writes for dates.
    texts.append(
      MappingSyntax.qualified(.seconds) + " " + MappingSyntax.qualified(JSONDateFormat.detect("2024-01-01T00:00:00Z")!))
    var used = Set<String>(), declared = Set<String>()
    for text in texts {
      let code = text.replacing(/"(?:[^"\\\n]|\\.)*"/, with: "\"\"").replacing(/\/\/[^\n]*/, with: "")
      for m in code.matches(of: /(?:struct|enum|class|extension)\s+([A-Z]\w*)/) { declared.insert(String(m.1)) }
      // Every identifier (not `\b`: Unicode word boundaries do not split `JSON.Reader`).
      for m in code.matches(of: /[A-Za-z0-9_]+/) where m.output.first!.isUppercase { used.insert(String(m.output)) }
    }
    // `T` is the generic parameter of the positional root's `item(_:of:as:)`, which shadows a
    // type of that name only inside that function, where it means the parameter.
    return used.subtracting(declared).subtracting(["T"])
  }

  @Test func everyTypeTheTemplatesNameIsRefusedAsAModelName() throws {
    let names = try Self.typeNamesTheGeneratedCodeUses()
    #expect(names.isSuperset(of: ["JSONObjectEncoder", "JSONEpochDate", "Hasher", "JSON", "String", "Suite", "Test"]))
    for name in names.sorted() {
      #expect(
        ModelName.problem(with: name) != nil, "'\(name)' is named by the generated code but accepted as a model name")
      // The cell stub's UIKit names are used outside the model's namespace only.
      if !ModelName.stubTypeNames.contains(name) {
        #expect(SwiftName.type(fromKey: name) != name, "a key '\(name)' would name a nested type '\(name)'")
      }
    }
  }

  @Test(arguments: [
    ("URLs", "urls", "urls"), ("imageURLs", "imageURLs", "imageURLs"), ("image_urls", "imageUrls", "imageURLs"),
    ("IDs", "ids", "ids"), ("userIDsCount", "userIDsCount", "userIDsCount"), ("URLString", "urlString", "urlString"),
    ("HTTPServer", "httpServer", "httpServer"), ("URLsList", "urlsList", "urlsList"),
  ])
  func acronymsKeepTheirPluralS(key: String, camel: String, upper: String) {
    #expect(SwiftName.property(fromKey: key, acronyms: .camel) == camel)
    #expect(SwiftName.property(fromKey: key, acronyms: .upper) == upper)
  }

  func schema(_ text: String) throws -> Schema {
    try SchemaInferrer(rootName: "Model", options: InferenceOptions()).infer([("s.json", try JSON(parsing: text))])
  }

  @Test func aLoneJSONFieldIsRenamedSoItsInitializerIsNotInitJSON() throws {
    let alone = try schema(#"{"json": 1}"#).avoidingReservedMembers(protocols: [])
    #expect(alone.types[0].properties.map(\.name) == ["json2"])
    #expect(alone.types[0].properties[0].key == "json")
    let beside = try schema(#"{"json": 1, "other": 2}"#).avoidingReservedMembers(protocols: [])
    #expect(beside.types[0].properties.map(\.name) == ["json", "other"])
  }

  @Test func membersOfEveryModelAreNeverProperties() throws {
    let s = try schema(#"{"jsonData": 1, "asDictionary": 2, "encode": 3, "toJSON": 4, "jsonData2": 5}"#)
      .avoidingReservedMembers(protocols: [])
    #expect(s.types[0].properties.map(\.name) == ["jsonData3", "asDictionary2", "encode2", "toJSON2", "jsonData2"])
    #expect(s.types[0].properties.map(\.key) == ["jsonData", "asDictionary", "encode", "toJSON", "jsonData2"])
  }

  @Test func protocolWitnessesAreRenamedOnlyUnderTheirProtocol() throws {
    let text = #"{"hashValue": 1, "description": "d", "debugDescription": "e"}"#
    #expect(
      try schema(text).avoidingReservedMembers(protocols: []).types[0].properties.map(\.name)
        == ["hashValue", "description", "debugDescription"])
    #expect(
      try schema(text).avoidingReservedMembers(protocols: ["Equatable", "Hashable"]).types[0].properties.map(\.name)
        == ["hashValue2", "description", "debugDescription"])
    #expect(
      try schema(text).avoidingReservedMembers(protocols: ["CustomStringConvertible", "CustomDebugStringConvertible"])
        .types[0].properties.map(\.name) == ["hashValue", "description2", "debugDescription2"])
  }
}
