import BricksJSON
import Foundation
import Testing

@testable import BricksScaffold

@Suite struct ShapeTreeTests {
  @Test func countsKindsNullsAndArrayLengths() throws {
    let json = try JSON(
      parsing: #"{"items": [{"a": 1, "b": null}, {"a": 2.5}, {"a": null, "c": [1, 2, 3]}], "x": true}"#)
    #expect(
      ShapeTree(json).description == """
        $: object 1
        ├─ items: array 1 (3 elements)
        │  └─ [*]: object 3
        │     ├─ a: int 1, double 1, null 1
        │     ├─ b: null 1
        │     └─ c: array 1 (3 elements)
        │        └─ [*]: int 3
        └─ x: bool 1

        """)
  }

  @Test func collapsesIdKeyedObjectsAndEscapesOddKeys() throws {
    let json = try JSON(parsing: #"{"events": {"1": {"id": 1}, "2": {"id": 2}}, "a\nb": "", "": []}"#)
    #expect(
      ShapeTree(json).description == """
        $: object 1
        ├─ events: object with id keys 1 (2 keys)
        │  └─ {id}: object 2
        │     └─ id: int 2
        ├─ ["a\\nb"]: string 1
        └─ [""]: array 1 (0 elements)

        """)
  }

  @Test(arguments: ["github_events.json", "catalog.json", "timeline.json", "hostile.json"])
  func matchesGolden(input: String) throws {
    let data = try Data(contentsOf: TestPaths.goldens.appendingPathComponent("Inputs/" + input))
    try expectGolden(
      ShapeTree(try JSON(parsing: data)).description,
      at: TestPaths.fixtures.appendingPathComponent("Inspect/" + input.replacingOccurrences(of: ".json", with: ".txt")))
  }
}
