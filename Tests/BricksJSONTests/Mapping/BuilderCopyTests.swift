import BricksJSON
import Foundation
import TestSupport
import Testing

/// `JSON.Builder.append(_:)` copies a value into what is being built: a whole document made by
/// a builder (a model's `toJSON()`) in two blocks, anything else member by member. Judged by
/// the value read back and its text, against the value appended on its own.
struct BuilderCopyTests {
  enum Kind: String, CaseIterable {
    /// Whole built documents (block copy), and what is copied member by member: a parsed
    /// document, a member of one, and a built document with a double that keeps its text.
    case builtWhole, parsedWhole, parsedMember, builtWithDoubleText
    case emptyContainer, nestedContainer, escapedString
  }

  @Test func appendedValuesReadBackAsThemselvesAtAnyPlaceInTheBuild() throws {
    var rng = SeededGenerator(seed: 0xB10C_C0)
    var kinds: [Kind: Int] = [:]
    for _ in 0..<500 {
      let n = Int.random(in: 1...5, using: &rng)
      var expected: [JSON] = []
      var b = JSON.Builder()
      try b.appendObject { o in
        // Members before, between and after the copies, so that every copy lands at a
        // tape index and a text offset other than 0.
        o["before"] = "x\(Int.random(in: 0..<100, using: &rng))"
        o.encode(Array(0..<Int.random(in: 0...3, using: &rng)), for: "numbers")
        for i in 0..<n {
          let value = try Self.value(&rng, &kinds)
          expected.append(value)
          o["v\(i)"] = value
          o["after\(i)"] = ["é", "\(i)"]
        }
      }
      let built = b.build()
      for (i, value) in expected.enumerated() {
        #expect(built["v\(i)"] == value)
        #expect(built["v\(i)"]?.serializedString() == value.serializedString())
        #expect(built["after\(i)"] == ["é", JSON("\(i)")])
      }
      // Through bytes too: offsets that were shifted wrongly would read other text.
      let reparsed = try JSON(parsing: built.serializedData())
      #expect(reparsed == built)
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) value") }
  }

  /// A value of one of the kinds, with nested containers and strings.
  static func value(_ rng: inout SeededGenerator, _ kinds: inout [Kind: Int]) throws -> JSON {
    let inner: JSON = [
      "s": JSON("t\(Int.random(in: 0..<1000, using: &rng))"), "d": 1.5,
      "list": [1, "two", [3.25, ["x": "y"]], [], [:]],
    ]
    kinds[.nestedContainer, default: 0] += 1
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      kinds[.builtWhole, default: 0] += 1
      return inner
    case 1:
      kinds[.emptyContainer, default: 0] += 1
      kinds[.builtWhole, default: 0] += 1
      return Bool.random(using: &rng) ? [] : [:]
    case 2:
      kinds[.parsedWhole, default: 0] += 1
      kinds[.escapedString, default: 0] += 1
      return try JSON(parsing: #"{"a": "tab\there \u00e9", "n": [1.25e2, -0.5, 123456789012345678901234]}"#)
    case 3:
      kinds[.parsedMember, default: 0] += 1
      return try JSON(parsing: #"{"skip": [1, 2], "take": {"k": "v", "m": [2.5, "w"]}}"#)["take"]!
    case 4:
      // A built document holding a parsed double keeps that double's text: copied by members.
      kinds[.builtWithDoubleText, default: 0] += 1
      let parsed = try JSON(parsing: "[0.1, 2.50]")
      var b = JSON.Builder()
      b.appendArray([parsed[0]!, parsed[1]!, inner])
      return b.build()
    default:
      kinds[.builtWhole, default: 0] += 1
      return JSON.object { o in
        o["inner"] = inner
        o["text"] = "ünïcode \(Int.random(in: 0..<10, using: &rng))"
      }
    }
  }
}
