import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

/// Top-level arrays of other than objects, and values of different kinds at one place.
@Suite struct HeterogeneousSampleTests {
  func infer(_ samples: String..., name: String = "Model") throws -> String {
    let parsed = try samples.enumerated().map { ("sample\($0.offset).json", try JSON(parsing: $0.element)) }
    return try SchemaInferrer(rootName: name, options: InferenceOptions()).infer(parsed).description
  }

  @Test func worldBankPagesBecomeAPositionalStruct() throws {
    let page = #"{"page": 1, "pages": 3}"#
    #expect(
      try infer("[\(page), [{\"value\": \"12\", \"date\": \"2023\"}]]", "[\(page), []]") == """
        struct Model (positional root)
          item1: Item1
          item2: [Item2]
        struct Item1
          page: Int
          pages: Int
        struct Item2
          value: String
          date: String

        """)
  }

  @Test func objectArrayAndTextPositions() throws {
    #expect(
      try infer(#"[{"a": 1}, [1, 2], "text"]"#) == """
        struct Model (positional root)
          item1: Item1
          item2: [Int]
          item3: String
        struct Item1
          a: Int

        """)
  }

  @Test func positionsThatChangeKindGiveAnArrayOfAUnion() throws {
    #expect(
      try infer(#"[{"a": 1}, "text"]"#, #"["text", {"a": 2}]"#) == """
        struct Model (single root)
          values: [Value]
        struct ValueObject
          a: Int
        indirect enum Value
          case string(String)
          case object(ValueObject)

        """)
  }

  @Test(arguments: [
    (#"[[1, 2], [3, 4]]"#, "values: [[Int]]"),
    (#"[[[1.5]], [[2]]]"#, "values: [[[Double]]]"),
    (#"[[{"a": 1}], [{"a": 2}]]"#, "values: [[Value]]"),
    (#"[1, 2, null]"#, "values: [Int?]"),
    (#"[1, "a"]"#, "values: [IntOrString]"),
  ])
  func arraysOfArraysAtTheTopLevel(sample: String, property: String) throws {
    let schema = try infer(sample)
    #expect(schema.hasPrefix("struct Model (single root)\n  \(property)\n"), "\(schema)")
  }

  @Test func nestedArraysOfArraysInAField() throws {
    #expect(try infer(#"{"m": [[[{"x": 1}]]]}"#).contains("m: [[[M]]]"))
  }

  @Test func aFieldThatIsANumberAStringAndAnObjectIsAUnionWithNamedCases() throws {
    #expect(
      try infer(#"{"v": 1}"#, #"{"v": "one"}"#, #"{"v": {"n": 1}}"#, #"{"v": null}"#) == """
        struct Model
          v: V?
        struct VObject
          n: Int
        indirect enum V
          case int(Int)
          case string(String)
          case object(VObject)

        """)
  }

  @Test func unionsOfTheSameScalarKindsShareOneEnum() throws {
    let schema = try infer(#"{"a": 1, "b": "x"}"#, #"{"a": "y", "b": 2}"#)
    #expect(schema.contains("a: IntOrString\n  b: IntOrString\n"))
    #expect(schema.components(separatedBy: "enum IntOrString").count == 2)
  }

  @Test func arrayElementsOfDifferentKindsMergeObjectsIntoOneCase() throws {
    #expect(
      try infer(#"{"t": [1, {"a": 1}, "s", {"a": 2, "b": true}, [true]]}"#) == """
        struct Model
          t: [T]
        struct TObject
          a: Int
          b: Bool?
        indirect enum T
          case int(Int)
          case string(String)
          case array([Bool])
          case object(TObject)

        """)
  }

  @Test func bigIntegersBesideOtherNumbersStayJSON() throws {
    #expect(
      try infer(#"{"n": 1}"#, #"{"n": 123456789012345678901234567890}"#).contains("n: JSON  // Integers beyond 64 bits")
    )
  }
}
