import BricksCells
import Foundation
import Testing

@Suite("Reordering rules")
struct MoveRulesTests {
  // Model sections of 3, 0 and 2 rows.
  let counts = [3, 0, 2]

  @Test(
    "a proposed destination lands on the nearest allowed slot",
    arguments: [
      // (rule, source, proposed, expected)
      (ReorderRule.withinSection, [0, 0], [0, 2], [0, 2]),
      (.withinSection, [0, 0], [0, 9], [0, 2]),  // past the end of its own section: its last slot
      (.withinSection, [2, 1], [0, 1], [2, 0]),  // a section above: the top of its own
      (.withinSection, [0, 1], [2, 0], [0, 2]),  // a section below: the bottom of its own
      (.withinSection, [0, 1], [3, 0], [0, 2]),  // the status section
      (.acrossSections, [0, 1], [1, 0], [1, 0]),  // into an empty section
      (.acrossSections, [0, 1], [2, 2], [2, 2]),  // after the last row of another section
      (.acrossSections, [0, 1], [2, 7], [2, 2]),
      (.acrossSections, [0, 1], [3, 0], [2, 2]),  // the status section: after the last model row
      (.acrossSections, [2, 0], [-1, 0], [0, 0]),
      (.none, [0, 1], [2, 0], [0, 1]),  // stays
    ] as [(ReorderRule, [Int], [Int], [Int])])
  func target(rule: ReorderRule, source: [Int], proposed: [Int], expected: [Int]) {
    let got = MoveRules.target(
      from: IndexPath(indexes: source), proposed: IndexPath(indexes: proposed), counts: counts, rule: rule)
    #expect(Array(got) == expected)
  }

  @Test("every destination the target gives is allowed, for every source, rule and proposal")
  func targetIsAlwaysAllowed() {
    for rule in [ReorderRule.withinSection, .acrossSections] {
      for s in counts.indices {
        for i in 0..<counts[s] {
          for t in -1...4 {
            for j in -1...4 {
              let source = IndexPath(indexes: [s, i])
              let got = MoveRules.target(
                from: source, proposed: IndexPath(indexes: [t, j]), counts: counts, rule: rule)
              #expect(MoveRules.violation(from: source, to: got, counts: counts, rule: rule, what: "Memo") == nil)
            }
          }
        }
      }
    }
  }

  @Test("forbidden moves say why and what to do")
  func violations() {
    func why(_ from: [Int], _ to: [Int], _ rule: ReorderRule) -> String? {
      MoveRules.violation(
        from: IndexPath(indexes: from), to: IndexPath(indexes: to), counts: counts, rule: rule, what: "Memo")
    }
    #expect(why([3, 0], [0, 0], .acrossSections)?.contains("not a model row") == true)
    #expect(why([0, 0], [0, 1], .none)?.contains("Memo rows do not move") == true)
    #expect(why([0, 0], [3, 0], .acrossSections)?.contains("never move into the status section") == true)
    #expect(
      why([0, 0], [2, 0], .withinSection)?.hasSuffix("allow .acrossSections or keep the row in its section") == true)
    #expect(why([0, 0], [0, 3], .withinSection)?.contains("slots 0...2") == true)
    #expect(why([0, 0], [2, 2], .acrossSections) == nil)
    #expect(why([0], [0, 0], .acrossSections)?.contains("[section, item]") == true)
  }

  @Test("a move applies to arrays of sections, and a stale one is refused untouched")
  func applyMove() throws {
    var sections = [["a", "b", "c"], [], ["d"]]
    let move = ListMove(item: "a", identity: "a", from: [0, 0], to: [2, 1], after: "d")
    try move.apply(to: &sections)
    #expect(sections == [["b", "c"], [], ["d", "a"]])
    var stale = [["x"]]
    #expect(throws: InteractionError.self) { try move.apply(to: &stale) }
    #expect(stale == [["x"]])
  }
}
