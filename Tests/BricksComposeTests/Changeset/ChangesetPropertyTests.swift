import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

/// Random old/new pairs of sectioned lists, reproducible from a seed.
struct ListPairGenerator {
  var rng: SeededGenerator
  var nextID = 1_000

  typealias Sections = [ChangesetSection<Int, Item>]

  mutating func fresh() -> Item {
    nextID += 1
    return Item(id: nextID)
  }

  mutating func randomList(sections: Int, maxItems: Int, idRange: Range<Int>? = nil) -> Sections {
    (0..<sections).map { s in
      let count = Int.random(in: 0...maxItems, using: &rng)
      let elements = (0..<count).map { _ in
        idRange.map { Item(id: Int.random(in: $0, using: &rng)) } ?? fresh()
      }
      return ChangesetSection(id: s, elements: elements)
    }
  }

  /// A new state derived from `old` by deletions, insertions, moves (within and across sections),
  /// content changes, and section insertions, deletions and moves.
  mutating func mutate(_ old: Sections) -> Sections {
    var new = old
    let rate = Double.random(in: 0...0.5, using: &rng)
    func roll(_ r: inout SeededGenerator) -> Bool { Double.random(in: 0..<1, using: &r) < rate }
    // Delete and change content.
    for s in new.indices {
      new[s].elements = new[s].elements.compactMap { item in
        if roll(&rng) { return nil }
        var item = item
        if roll(&rng) { item.version += 1 }
        return item
      }
    }
    // Move elements within and across sections.
    if !new.isEmpty {
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        let from = Int.random(in: new.indices, using: &rng)
        guard !new[from].elements.isEmpty else { continue }
        let item = new[from].elements.remove(at: Int.random(in: new[from].elements.indices, using: &rng))
        let to = Int.random(in: new.indices, using: &rng)
        new[to].elements.insert(item, at: Int.random(in: 0...new[to].elements.count, using: &rng))
      }
      // Insert.
      for s in new.indices where roll(&rng) {
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
          new[s].elements.insert(fresh(), at: Int.random(in: 0...new[s].elements.count, using: &rng))
        }
      }
    }
    // Sections: delete, insert, move.
    if !new.isEmpty && roll(&rng) { new.remove(at: Int.random(in: new.indices, using: &rng)) }
    if roll(&rng) {
      nextID += 1
      let section = ChangesetSection(id: nextID, elements: (0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() })
      new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
    }
    if new.count > 1 && roll(&rng) {
      let section = new.remove(at: Int.random(in: new.indices, using: &rng))
      new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
    }
    return new
  }

  /// The pair for scenario `n`: empty, all new, all moved, duplicates, or a random mutation.
  mutating func pair(_ n: Int) -> (old: Sections, new: Sections, duplicates: Bool) {
    let sections = n % 3 == 0 ? 1 : Int.random(in: 0...4, using: &rng)
    let old = randomList(sections: sections, maxItems: 12)
    switch n % 8 {
    case 0: return ([], randomList(sections: sections, maxItems: 12), false)
    case 1: return (old, n % 16 == 1 ? [] : old.map { ChangesetSection(id: $0.id, elements: []) }, false)
    case 2: return (old, randomList(sections: sections, maxItems: 12), false)  // all new
    case 3:  // all moved: every element shuffled, across sections too
      var all = old.flatMap(\.elements).shuffled(using: &rng)
      var new = old
      for s in new.indices {
        let k = s == new.count - 1 ? all.count : min(all.count, new[s].elements.count)
        new[s].elements = Array(all.prefix(k))
        all.removeFirst(k)
      }
      return (old, new, false)
    case 4:  // duplicates
      let dupOld = randomList(sections: sections, maxItems: 10, idRange: 0..<6)
      return (dupOld, mutate(dupOld), true)
    case 5:  // sections reordered, sometimes with element changes too
      let shuffled = old.shuffled(using: &rng)
      return (old, n % 16 == 5 ? shuffled : mutate(shuffled), false)
    default: return (old, mutate(old), false)
    }
  }
}

@Suite struct ChangesetPropertyTests {
  static let pairs = 12_000

  @Test("every changeset of 12,000 random pairs is a valid UIKit batch update that yields the new list") func everyChangesetOf12000RandomPairsIsAValidUIKitBatchUpdateThatYieldsTheNewList() throws {
    var generator = ListPairGenerator(rng: SeededGenerator(seed: 0xB41C_5EED))
    let started = Date()
    var failures = 0
    var sawMoves = 0, sawReloads = 0, sawSectionMoves = 0, sawCrossSection = 0
    for n in 0..<Self.pairs {
      let (old, new, duplicates) = generator.pair(n)
      let changes = Changeset(fromSections: old, toSections: new)
      if let message = verifyBatchUpdate(changes, from: old, to: new) {
        failures += 1
        if failures <= 3 {
          Issue.record("pair \(n): \(changes)\nold: \(old.map(\.elements))\nnew: \(new.map(\.elements))\n\(message)")
        }
        continue
      }
      // A second opinion: the cells layer's own UIKit count rules.
      try changes.batchUpdate.validate(before: old.map(\.elements.count), after: new.map(\.elements.count))
      if !duplicates {
        #expect(!changes.diagnostics.contains { $0.kind == .duplicateElementIdentifiers })
      }
      if old == new { #expect(changes.isEmpty) }
      if !changes.moves.isEmpty { sawMoves += 1 }
      if !changes.reloads.isEmpty { sawReloads += 1 }
      if !changes.sectionMoves.isEmpty { sawSectionMoves += 1 }
      if changes.moves.contains(where: { $0.from.section != $0.to.section }) { sawCrossSection += 1 }
    }
    #expect(failures == 0)
    // The generator must actually exercise every kind of operation.
    #expect(sawMoves > 1_000 && sawReloads > 1_000 && sawSectionMoves > 200 && sawCrossSection > 500)
    print("ChangesetPropertyTests: \(Self.pairs) pairs in \(String(format: "%.2f", Date().timeIntervalSince(started))) s; "
      + "with moves \(sawMoves), reloads \(sawReloads), section moves \(sawSectionMoves), cross-section moves \(sawCrossSection)")
  }

  @Test("large random permutations stay valid and linear") func largeRandomPermutationsStayValidAndLinear() {
    var rng = SeededGenerator(seed: 42)
    for size in [1_000, 10_000] {
      let old = (0..<size).map { Item(id: $0) }
      var new = old.shuffled(using: &rng)
      new.removeLast(size / 10)
      for k in stride(from: 0, to: new.count, by: 7) { new[k].version = 1 }
      let changes = Changeset(from: old, to: new)
      #expect(verifyBatchUpdate(changes, from: old, to: new) == nil)
    }
  }
}
