import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// String fields whose values come from a small set become open enums.
@Suite struct OpenEnumTests {
  func infer(_ samples: String..., options: InferenceOptions = InferenceOptions()) throws -> String {
    let parsed = try samples.enumerated().map { ("sample\($0.offset).json", try JSON(parsing: $0.element)) }
    return try SchemaInferrer(rootName: "Model", options: options).infer(parsed).description
  }

  @Test func aCategoryKeyBecomesAnEnumWithAnUnknownCase() throws {
    #expect(
      try infer(#"[{"status": "active"}, {"status": "on-hold"}, {"status": "active"}]"#) == """
        struct Model (array root)
          status: Status
        enum Status
          case active = "active"
          case onHold = "on-hold"
          case unknown(String)

        """)
  }

  @Test func repeatedValuesBecomeAnEnumAndDistinctOnesDoNot() throws {
    let repeated = (0..<8).map { #"{"size": "\#(["s", "m"][$0 % 2])", "nick": "n\#($0)"}"# }.joined(separator: ",")
    let schema = try infer("[\(repeated)]")
    #expect(schema.contains("size: Size"))
    #expect(schema.contains("nick: String"))
  }

  @Test(arguments: [
    #"[{"kind": "a b c d e f g h i j k l m n o p q r s t u v w x y z"}]"#,  // too long
    #"[{"kind": "<b>"}]"#,  // not enum-like
    #"[{"kind": "2023"}]"#,  // digits only
    #"[{"kind_id": "a"}, {"kind_id": "a"}, {"kind_id": "a"}, {"kind_id": "a"}]"#,  // an id
    #"[{"color": "C0DEED"}, {"color": "C0DEED"}, {"color": "FFFFFF"}, {"color": "FFFFFF"}]"#,  // hex
    #"[{"name": "Ann"}, {"name": "Ann"}, {"name": "Bo"}, {"name": "Bo"}]"#,  // free text
  ])
  func staysAString(sample: String) throws {
    #expect(!(try infer(sample)).contains("enum"))
  }

  @Test func moreThanTenValuesStayAString() throws {
    let many = (0..<11).map { #"{"type": "t\#($0)"}"# }.joined(separator: ",")
    #expect(try infer("[\(many)]").contains("type: String"))
  }

  @Test func noEnumsTurnsItOff() throws {
    #expect(try infer(#"{"status": "ok"}"#, options: InferenceOptions(detectEnums: false)).contains("status: String"))
  }

  @Test func caseNamesAreValidAndDistinct() throws {
    let schema = try infer(
      #"[{"type": "default"}, {"type": "Default"}, {"type": "unknown"}, {"type": "rawValue"}, {"type": "self"}]"#)
    #expect(schema.contains("case `default` = \"default\""))
    #expect(schema.contains("case default2 = \"Default\""))
    #expect(schema.contains("case unknown2 = \"unknown\""))
    #expect(schema.contains("case rawValue2 = \"rawValue\""))
    #expect(schema.contains("case self2 = \"self\""))
  }

  @Test func typeKeysAreNamedAfterTheirParent() throws {
    #expect(
      try infer(
        #"{"type": "a", "owner": {"type": "User", "id": 1}}"#, #"{"type": "b", "owner": {"type": "User", "id": 2}}"#
      ).contains("type: ModelType"))
  }
}
