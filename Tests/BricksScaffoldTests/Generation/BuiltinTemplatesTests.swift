import Foundation
import Testing

@testable import BricksScaffold

/// The templates embedded in the binary are exactly the files in Templates/.
///
/// With `BRICKS_RECORD_GOLDENS=1` the test regenerates
/// Sources/BricksScaffold/Generation/BuiltinTemplates.swift from Templates/.
@Suite struct BuiltinTemplatesTests {
  static let templatesDirectory = TestPaths.package.appendingPathComponent("Templates")
  static let generatedFile = TestPaths.package.appendingPathComponent(
    "Sources/BricksScaffold/Generation/BuiltinTemplates.swift")

  @Test func embeddedTemplatesEqualTheTemplatesFolder() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path)
      .filter { $0.hasSuffix(".template") }
    #expect(Set(names) == Set(TemplateSet.names), "Templates/ and TemplateSet.names disagree")
    var texts: [(String, String)] = []
    for name in TemplateSet.names {
      let text = try String(contentsOf: Self.templatesDirectory.appendingPathComponent(name), encoding: .utf8)
      texts.append((name, text))
    }
    try expectGolden(Self.swiftSource(texts), at: Self.generatedFile)
  }

  @Test func everyBuiltinTemplateParses() throws {
    for (name, text) in BuiltinTemplates.all {
      _ = try Template(source: text, name: name)
    }
    #expect(BuiltinTemplates.all.map(\.name) == TemplateSet.names)
  }

  /// The Swift file embedding `templates` as raw string literals.
  static func swiftSource(_ templates: [(String, String)]) -> String {
    var out = """
      // Generated from Templates/ by BuiltinTemplatesTests; do not edit. To regenerate after
      // changing a template: BRICKS_RECORD_GOLDENS=1 swift test --filter BuiltinTemplatesTests

      /// The built-in templates, embedded so that `bricks` works from any directory.
      enum BuiltinTemplates {
        /// Each template's file name and text, in the order a scaffold renders them.
        static let all: [(name: String, text: String)] = [

      """
    for (name, text) in templates {
      var hashes = "#"
      while text.contains("\"" + hashes) { hashes += "#" }
      out += "    (\n      \(SwiftLiteral.string(name)),\n      \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n    ),\n"
    }
    out += "  ]\n}\n"
    return out
  }
}
