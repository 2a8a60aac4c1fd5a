import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Open enums with thousands of cases (a schema `enum` has no cap) compile in seconds: past
/// ``ModelContext/enumSwitchLimit`` cases, `init(rawValue:)` uses a table instead of a
/// `switch` over strings (minutes to compile at 3,000), and `==`/`hash(into:)` are written out.
@Suite struct LargeEnumTests {
  func model(values: Int) throws -> String {
    let dir = NSTemporaryDirectory() + "bricks-enum-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let list = (0..<values).map { "\"value_\($0)\"" }.joined(separator: ", ")
    let schema = #"{"type": "object", "required": ["v"], "properties": {"v": {"enum": [\#(list)]}}}"#
    try Data(schema.utf8).write(to: URL(fileURLWithPath: dir + "/s.json"))
    var options = ScaffoldOptions(name: "Big", samples: [dir + "/s.json"])
    options.schemaInput = true
    options.cell = .none
    options.generateTests = false
    let plan = try Scaffolder(
      options: options, templates: TemplateSet(templatesDirectory: nil, projectDirectory: "/nonexistent")
    ).plan()
    return String(decoding: plan.files[0].contents, as: UTF8.self)
  }

  @Test func upToTheLimitAnEnumSwitchesOverItsStrings() throws {
    let text = try model(values: ModelContext.enumSwitchLimit)
    #expect(text.contains("switch rawValue {"))
    #expect(!text.contains("byRawValue"))
  }

  @Test func pastTheLimitAnEnumLooksItsStringsUpInATable() throws {
    let text = try model(values: 3000)
    #expect(!text.contains("switch rawValue {"))
    #expect(text.contains("self = Self.byRawValue[rawValue] ?? .unknown(rawValue)"))
    #expect(text.contains("      V.value2999,\n"))
    #expect(text.contains("case .value2999: return \"value_2999\""))
    #expect(text.contains("nonisolated func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }"))
  }
}
