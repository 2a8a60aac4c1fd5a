import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// `--schema`: a JSON Schema gives the same kinds of models a sample does.
@Suite struct JSONSchemaInputTests {
  func infer(_ schema: String) throws -> String {
    try SchemaInferrer(rootName: "Model", options: InferenceOptions()).infer(
      schema: JSON(parsing: schema), path: "s.json"
    ).description
  }

  @Test func requiredNullableEnumsRefsAndUnions() throws {
    let schema = try infer(
      ##"""
      {"type": "object", "required": ["id", "kind", "next"],
       "properties": {"id": {"type": "integer"}, "kind": {"enum": ["a", "b"]}, "home": {"type": "string", "format": "uri"},
         "at": {"type": ["string", "null"], "format": "date-time"}, "next": {"$ref": "#/$defs/Node"},
         "v": {"anyOf": [{"type": "number"}, {"type": "string"}]}},
       "$defs": {"Node": {"type": "object", "properties": {"child": {"$ref": "#/$defs/Node"}}}}}
      """##)
    #expect(
      schema == """
        struct Model
          id: Int
          kind: Kind
          home: URL?
          at: JSONZonedDate?  @ ISO 8601, each value's own offset
          next: Node
          v: DoubleOrString?
        final class Node
          child: Node?
        enum DoubleOrString
          case double(Double)
          case string(String)
        enum Kind
          case a = "a"
          case b = "b"
          case unknown(String)

        """)
  }

  @Test func arrayRootAndDictionaries() throws {
    let schema = try infer(
      #"{"type": "array", "items": {"type": "object", "required": ["m"], "properties": {"m": {"type": "object", "additionalProperties": {"type": "boolean"}}}}}"#
    )
    #expect(schema == "struct Model (array root)\n  m: [String: Bool]\n")
  }

  @Test(arguments: [
    (##"{"$ref": "https://example.com/x.json"}"##, "at #: only $ref to '#/...' within the file is supported"),
    (
      ##"{"type": "object", "properties": {"a": {"$ref": "#/$defs/Missing"}}}"##,
      "at #/properties/a: $ref '#/$defs/Missing' points at nothing in this file"
    ),
    (
      ##"{"type": "object", "properties": {"a": {"type": "decimal"}}}"##,
      "at #/properties/a/type: unknown type 'decimal'"
    ),
    (
      ##"{"$ref": "#/$defs/A", "$defs": {"A": {"$ref": "#/$defs/A"}}}"##,
      "refers to itself without an object in between"
    ),
  ])
  func unsupportedSchemasSayWhereAndWhat(schema: String, message: String) throws {
    do {
      _ = try infer(schema)
      Issue.record("expected an error")
    } catch let error as ScaffoldError {
      #expect(error.description.hasPrefix("s.json: error: "), "\(error)")
      #expect(error.description.contains(message), "\(error)")
    }
  }
}
