import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// `--schema` on documents at the edges: a root that refers to itself, enums that list a value
/// twice, and files that are not schemas at all.
@Suite struct JSONSchemaEdgeTests {
  func infer(_ schema: String) throws -> Schema {
    try SchemaInferrer(rootName: "Node", options: InferenceOptions()).infer(
      schema: JSON(parsing: schema), path: "s.json")
  }

  @Test(arguments: ["#", "#/"])
  func aRefToTheRootIsTheRootItselfNotASecondType(ref: String) throws {
    let schema = try infer(
      #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "#
        + #""children": {"type": "array", "items": {"$ref": "\#(ref)"}}, "parent": {"$ref": "\#(ref)"}}}"#)
    #expect(
      schema.description == """
        final class Node
          name: String
          children: [Node]?
          parent: Node?

        """)
  }

  @Test func anEnumValueListedTwiceIsOneCase() throws {
    let schema = try infer(#"{"type": "object", "properties": {"kind": {"enum": ["a", "b", "a", null, "b", "c"]}}}"#)
    #expect(schema.enums.count == 1)
    #expect(schema.enums[0].cases.map(\.raw) == ["a", "b", "c"])
    #expect(schema.types[0].properties[0].isOptional)
  }

  @Test(arguments: [
    (#"{"type": "user", "name": "Ada"}"#, "an object with keys 'type', 'name'"),
    (#"{"items": [1, 2], "required": true}"#, "an object with keys 'items', 'required'"),
    ("{}", "an empty object"),
    ("[1, 2]", "an array"),
    ("42", "a number"),
  ])
  func aFileWithNoSchemaKeywordIsRefusedWithWhatToDo(text: String, found: String) throws {
    #expect(throws: ScaffoldError.notASchema(path: "s.json", found: found)) { try infer(text) }
    let message = ScaffoldError.notASchema(path: "s.json", found: found).description
    #expect(message.hasPrefix("s.json: error: --schema expects a JSON Schema, but this is \(found)"))
    #expect(message.hasSuffix("if it is a sample payload, drop --schema"))
  }

  @Test(arguments: [
    #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": {}}"#, #"{"type": ["object", "null"]}"#,
    #"{"properties": {}}"#, ##"{"$ref": "#/$defs/A", "$defs": {"A": {"type": "string"}}}"##,
    #"{"oneOf": [{"type": "string"}]}"#,
  ])
  func anythingWithASchemaKeywordIsReadAsASchema(text: String) throws {
    _ = try infer(text)
  }

  @Test func recursionThroughAOneOfWithAnObjectInBetweenIsAnIndirectEnum() throws {
    let schema = try infer(
      ##"""
      {"type": "object", "properties": {"tree": {"$ref": "#/$defs/tree"}},
       "$defs": {"tree": {"oneOf": [{"type": "string"},
         {"type": "object", "required": ["kids"], "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/tree"}},
           "only": {"$ref": "#/$defs/tree"}}}]}}}
      """##)
    #expect(
      schema.description == """
        struct Node
          tree: Tree?
        struct TreeObject
          kids: [Tree]
          only: Tree?
        indirect enum Tree
          case string(String)
          case object(TreeObject)

        """)
  }

  @Test func recursionWithNothingInBetweenIsStillRefusedWithWhere() throws {
    #expect(
      throws: ScaffoldError.invalidSchema(
        path: "s.json", location: "#/$defs/a/oneOf/0",
        reason: "$ref '#/$defs/a' refers to itself without an object in between")
    ) {
      try infer(
        ##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/a"}}, "$defs": {"a": {"oneOf": [{"$ref": "#/$defs/a"}, {"type": "string"}]}}}"##
      )
    }
  }

  @Test func objectsOfAOneOfThatReferToEachOtherKeepEveryProperty() throws {
    // quicktype's postman-collection: an item group holds items and item groups.
    let schema = try infer(
      ##"""
      {"type": "object", "required": ["item"], "properties": {"item": {"type": "array", "items": {"$ref": "#/$defs/items"}}},
       "$defs": {"items": {"anyOf": [{"$ref": "#/$defs/item"}, {"$ref": "#/$defs/item-group"}]},
         "item": {"type": "object", "required": ["request"], "properties": {"request": {"type": "string"}}},
         "item-group": {"type": "object", "required": ["item"], "properties": {"name": {"type": "string"},
           "item": {"type": "array", "items": {"$ref": "#/$defs/items"}}}}}}
      """##)
    let item = try #require(schema.types.first { $0.name == "Item" })
    #expect(item.properties.map(\.key) == ["request", "name", "item"])
    #expect(item.properties.map(\.type.swift) == ["String", "String", "[Item]"])
  }
}
