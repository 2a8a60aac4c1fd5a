import TestSupport
import Testing

@testable import BricksCells

/// The snapshot content both engines build (shown items walked, the table probed only off the
/// walk) against an oracle that looks every identifier up in a `Dictionary` and a `Set`.
@Suite("Snapshot content relative to the shown items")
struct SnapshotContentWalkTests {
  enum Post {}
  enum Ad {}

  /// What one random edit did to the new state.
  enum Kind: CaseIterable {
    case kept, deleted, inserted, moved, duplicatedInNew, duplicatedInShown, sharedValueOtherType, boxedIdentifier
  }

  struct Call: Equatable {
    var shownSection: Int, shownIndex: Int, section: Int, index: Int
  }

  static func identifier(_ n: Int) -> ItemIdentifier {
    switch n % 5 {
    case 0: ItemIdentifier(Ad.self, n / 5)  // shares values with the Post identifiers
    case 1: ItemIdentifier(Post.self, "s\(n / 5)")  // a boxed identifier
    default: ItemIdentifier(Post.self, n / 5)
    }
  }

  /// Random shown sections (sometimes repeating an identifier) and an edited new state.
  static func states(_ rng: inout SeededGenerator, _ kinds: inout [Kind: Int]) -> (
    shown: [[Int]], new: [[Int]]
  ) {
    var next = 0
    let shown: [[Int]] = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
      (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        next += 1
        return next
      }
    }
    var withDuplicates = shown
    if Bool.random(using: &rng) && next > 0, let s = withDuplicates.indices.randomElement(using: &rng) {
      withDuplicates[s].insert(Int.random(in: 1...next, using: &rng), at: 0)
      kinds[.duplicatedInShown, default: 0] += 1
    }
    var new = withDuplicates.map { section in
      section.filter { _ in
        if Int.random(in: 0..<6, using: &rng) == 0 {
          kinds[.deleted, default: 0] += 1
          return false
        }
        kinds[.kept, default: 0] += 1
        return true
      }
    }
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      let s = Int.random(in: 0..<new.count, using: &rng)
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        next += 1
        new[s].insert(next, at: Int.random(in: 0...new[s].count, using: &rng))
        kinds[.inserted, default: 0] += 1
      case 1:
        let from = Int.random(in: 0..<new.count, using: &rng)
        guard !new[from].isEmpty else { continue }
        let moved = new[from].remove(at: Int.random(in: 0..<new[from].count, using: &rng))
        new[s].insert(moved, at: Int.random(in: 0...new[s].count, using: &rng))
        kinds[.moved, default: 0] += 1
      default:
        guard next > 0 else { continue }
        new[s].insert(Int.random(in: 1...next, using: &rng), at: Int.random(in: 0...new[s].count, using: &rng))
        kinds[.duplicatedInNew, default: 0] += 1
      }
    }
    for n in new.joined() {
      if n % 5 == 0 { kinds[.sharedValueOtherType, default: 0] += 1 }
      if n % 5 == 1 { kinds[.boxedIdentifier, default: 0] += 1 }
    }
    return (withDuplicates, new)
  }

  @Test("equals a Dictionary-and-Set oracle over 3,000 random pairs of states, in a new or a reused table")
  func matchesOracle() {
    var rng = SeededGenerator(seed: 0x57A1_4B0C)
    var kinds: [Kind: Int] = [:]
    var kept = ItemIdentifierTable(capacity: 0)  // reused by odd rounds, as lists and containers do
    for round in 0..<3000 {
      let (shownNumbers, newNumbers) = Self.states(&rng, &kinds)
      let shown = shownNumbers.map { $0.map(Self.identifier) }
      let new = newNumbers.map { $0.map(Self.identifier) }
      let sections = new.indices.map { AnyHashable($0) }
      var calls: [Call] = []
      let change = { (os: Int, oi: Int, s: Int, i: Int) -> SnapshotContent.ItemChange in
        calls.append(Call(shownSection: os, shownIndex: oi, section: s, index: i))
        return (s + i) % 3 == 0 ? .reconfigure : (s + i) % 3 == 1 ? .reload : .unchanged
      }
      let content =
        round % 2 == 0
        ? SnapshotContent(sectionIdentifiers: sections, items: new, shownItems: shown, change: change)
        : SnapshotContent(sectionIdentifiers: sections, items: new, shownItems: shown, table: &kept, change: change)

      var firstShown: [ItemIdentifier: (Int, Int)] = [:]
      for (s, ids) in shown.enumerated() {
        for (i, id) in ids.enumerated() where firstShown[id] == nil { firstShown[id] = (s, i) }
      }
      var seen = Set<ItemIdentifier>()
      var items: [[ItemIdentifier]] = [], dropped: [ItemIdentifier] = [], expectedCalls: [Call] = []
      var reconfigured: [ItemIdentifier] = [], reloaded: [ItemIdentifier] = []
      for (s, ids) in new.enumerated() {
        var kept: [ItemIdentifier] = []
        for (i, id) in ids.enumerated() {
          guard seen.insert(id).inserted else {
            dropped.append(id)
            continue
          }
          kept.append(id)
          guard let (os, oi) = firstShown[id] else { continue }
          expectedCalls.append(Call(shownSection: os, shownIndex: oi, section: s, index: i))
          if (s + i) % 3 == 0 { reconfigured.append(id) }
          if (s + i) % 3 == 1 { reloaded.append(id) }
        }
        items.append(kept)
      }
      #expect(content.sectionIdentifiers == sections, "round \(round)")
      #expect(content.itemIdentifiers == items, "round \(round)")
      #expect(content.droppedItemIdentifiers == dropped, "round \(round)")
      #expect(calls == expectedCalls, "round \(round)")
      #expect(content.reconfiguredItemIdentifiers == reconfigured, "round \(round)")
      #expect(content.reloadedItemIdentifiers == reloaded, "round \(round)")
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no state had \(kind)") }
  }
}
