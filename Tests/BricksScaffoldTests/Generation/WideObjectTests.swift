import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Objects with thousands of keys compile in seconds: past ``ModelContext/partThreshold``
/// fields, a type stores them in nested structs of ``ModelContext/partSize`` fields, each with
/// its own `init(json:)` and `write(_:)`, and a computed property per field. (One
/// `init(json:)` assigning 3,000 stored properties crashed the compiler after 100 s.)
@Suite struct WideObjectTests {
  func model(keys: Int, _ configure: (inout ScaffoldOptions) -> Void = { _ in }) throws -> String {
    let dir = NSTemporaryDirectory() + "bricks-wide-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var members = (0..<keys).map { #""key_\#($0)": \#($0 % 3 == 0 ? "\"s\"" : String($0))"# }
    members[0] = #""fields_1": "x""#  // the name the first part's storage takes
    try Data("{\(members.joined(separator: ", "))}".utf8).write(to: URL(fileURLWithPath: dir + "/s.json"))
    var options = ScaffoldOptions(name: "Wide", samples: [dir + "/s.json"])
    options.cell = .none
    options.generateTests = false
    configure(&options)
    let plan = try Scaffolder(
      options: options, templates: TemplateSet(templatesDirectory: nil, projectDirectory: "/nonexistent")
    ).plan()
    return String(decoding: plan.files[0].contents, as: UTF8.self)
  }

  /// The lines of `text` that match `pattern`.
  func lines(_ text: String, matching pattern: String) throws -> [Substring] {
    let regex = try Regex(pattern)
    return text.split(separator: "\n").filter { $0.contains(regex) }
  }

  @Test func upToTheThresholdFieldsAreStoredPlainly() throws {
    let text = try model(keys: ModelContext.partThreshold)
    #expect(!text.contains("Fields_1"))
    #expect(try lines(text, matching: #"^  let key\d+: "#).count == ModelContext.partThreshold - 1)
  }

  @Test func pastTheThresholdFieldsAreStoredInPartsOf64() throws {
    let keys = 3000
    let text = try model(keys: keys)
    let parts = (keys + ModelContext.partSize - 1) / ModelContext.partSize
    // The type stores its parts, and nothing else.
    #expect(try lines(text, matching: #"^  private let fields_\d+: Fields_\d+$"#).count == parts)
    #expect(try lines(text, matching: #"^  let "#).isEmpty)
    // init(json:) reads each part, which reads its fields through a reader of its own.
    #expect(
      text.contains("  nonisolated init(json: borrowing JSON) throws {\n    self.fields_1 = try Fields_1(json: json)\n")
    )
    #expect(try lines(text, matching: #"^    self\.fields_\d+ = try Fields_\d+\(json: json\)$"#).count == parts)
    #expect(try lines(text, matching: #"^      var members = json\.reader\(\)$"#).count == parts)
    // Each part holds at most 64 fields; together, every field once.
    let stored = try lines(text, matching: #"^    let \w+: "#)
    #expect(stored.count == keys)
    #expect(text.contains("  fileprivate struct Fields_\(parts): Sendable {"))
    #expect(text.contains("  /// Fields 2945–3000 of 3000, read and written in the payload's order."))
    // A computed property per field, readable off the main actor.
    #expect(text.contains("  nonisolated var key2999: Int { fields_47.key2999 }"))
    // The key "fields_1" is read and written under its key, as a property of another name.
    #expect(text.contains("  nonisolated var fields1: String { fields_1.fields1 }"))
    #expect(text.contains(#"o["fields_1"] = self.fields1"#))
  }

  @Test func aWideTypeWithVarAndCodableHasSettersAndCodesThroughJSON() throws {
    let text = try model(keys: 300) {
      $0.mutableProperties = true
      $0.codable = true
    }
    #expect(
      text.contains(
        "  nonisolated var key299: Int {\n    get { fields_5.key299 }\n    set { fields_5.key299 = newValue }\n  }"))
    #expect(
      text.contains("  nonisolated init(from decoder: any Decoder) throws { try self.init(json: JSON(from: decoder)) }")
    )
    #expect(!text.contains("enum CodingKeys"))
  }

  @Test func aWideClassComparesItsParts() throws {
    let text = try model(keys: 300) {
      $0.classes = true
      $0.protocols = ["Equatable", "Hashable"]
    }
    #expect(text.contains("    guard lhs.fields_5 == rhs.fields_5 else { return false }"))
    #expect(text.contains("extension Wide.Fields_5: Equatable, Hashable {}"))
  }
}
