import BricksCompose
import ChangesetOracle
import Foundation
import TestSupport
import Testing

@Suite struct ChangesetPropertyTests {
  /// 100,000 pairs in four shards that run in parallel (each about a quarter of the debug-build time).
  static let shards: [UInt64] = [0xB41C_5EED, 0xC0FF_EE00, 0x5EC7_1045, 0xD0_0B1E]
  static let pairsPerShard = 25_000

  @Test(
    "every changeset of 100,000 random sectioned pairs replays with UIKit's rules to the new state", arguments: shards)
  func everyChangesetOf100000RandomSectionedPairsReplaysWithUIKitsRulesToTheNewState(seed: UInt64) {
    var generator = SectionedPairGenerator(seed: seed)
    var counts = [Int](repeating: 0, count: PairKind.allCases.count)
    var failures = 0
    var elements = 0
    let started = Date()
    for n in 0..<Self.pairsPerShard {
      let (old, new) = generator.pair()
      let found = PairKind.kinds(old, new)
      for kind in PairKind.allCases where found.contains(kind) { counts[kind.rawValue] += 1 }
      elements += old.reduce(0) { $0 + $1.elements.count } + new.reduce(0) { $0 + $1.elements.count }
      if let problem = ChangesetCheck.problem(from: old, to: new) {
        failures += 1
        if failures <= 3 {
          Issue.record(
            "seed \(seed), pair \(n): \(problem)\nold: \(old.map { "\($0.id): \($0.elements)" })\nnew: \(new.map { "\($0.id): \($0.elements)" })"
          )
        }
      }
    }
    #expect(failures == 0)
    // The generator must keep producing every kind, each in at least 0.2% of the pairs.
    for kind in PairKind.allCases {
      #expect(
        counts[kind.rawValue] >= Self.pairsPerShard / 500,
        "the generator produced \(kind) in only \(counts[kind.rawValue]) of \(Self.pairsPerShard) pairs")
    }
    print(
      "ChangesetPropertyTests: seed \(String(seed, radix: 16)): \(Self.pairsPerShard) pairs "
        + "(\(elements / Self.pairsPerShard / 2) elements per list on average) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; kinds: "
        + PairKind.allCases.map { "\($0) \(counts[$0.rawValue])" }.joined(separator: ", "))
  }

  @Test("the reported crash: an element moving into a new section while its own section stays")
  func theReportedCrashAnElementMovingIntoANewSectionWhileItsOwnSectionStays() {
    let old = [ChangesetSection(id: "A", elements: [Item(id: 1), Item(id: 2)])]
    let new = [ChangesetSection(id: "A", elements: [Item(id: 2)]), ChangesetSection(id: "B", elements: [Item(id: 1)])]
    let changes = Changeset(fromSections: old, toSections: new)
    #expect(changes.batchUpdate.insertedSections == [1])
    #expect(changes.batchUpdate.deletedItems == [[0, 0]])
    #expect(
      changes.batchUpdate.insertedItems.isEmpty && changes.batchUpdate.movedItems.isEmpty
        && changes.batchUpdate.deletedSections.isEmpty)
    #expect(ChangesetCheck.problem(with: changes, from: old, to: new) == nil)
  }

  @Test("large random permutations with content changes replay to the new list")
  func largeRandomPermutationsWithContentChangesReplayToTheNewList() {
    var rng = SeededGenerator(seed: 42)
    for size in [1_000, 10_000] {
      let old = (0..<size).map { Item(id: $0) }
      var new = old.shuffled(using: &rng)
      new.removeLast(size / 10)
      for k in stride(from: 0, to: new.count, by: 7) { new[k].version = 1 }
      #expect(
        ChangesetCheck.problem(
          from: [ChangesetSection(id: 0, elements: old)], to: [ChangesetSection(id: 0, elements: new)]) == nil)
    }
  }

  @Test("fuzzer seeds and byte strings replay like generated pairs")
  func fuzzerSeedsAndByteStringsReplayLikeGeneratedPairs() {
    // FuzzedSections' format, as the fuzzer reads it (scripts/fuzz.sh seeds the same ones).
    let inputs: [[UInt8]] = [
      [0xE1, 0x01, 0x02, 0xFF, 0xE1, 0x02, 0xE2, 0x01],
      [0xE1, 0x01, 0x02, 0xE2, 0x03, 0xE3, 0x04, 0xFF, 0xE3, 0x04, 0x03, 0xE1, 0x42, 0xE4, 0x01],
      [0x01, 0x01, 0x02, 0xFF, 0x02, 0x01, 0x01, 0x01],
      [], [0xFF], [0xE1, 0xE1, 0xFF, 0xE1], Array(0...255),
    ]
    var rng = SeededGenerator(seed: 7)
    let random = (0..<2_000).map { _ in
      (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
    }
    for bytes in inputs + random {
      let lists = FuzzedSections(bytes)
      let old = lists.old.map { ChangesetSection(id: $0.id, elements: $0.elements) }
      let new = lists.new.map { ChangesetSection(id: $0.id, elements: $0.elements) }
      #expect(ChangesetCheck.problem(from: old, to: new) == nil, "bytes \(bytes)")
    }
    let crash = FuzzedSections(inputs[0])
    #expect(crash.old.map(\.id) == [1] && crash.new.map(\.id) == [1, 2])
    #expect(crash.new[1].elements == [FuzzedElement(id: 1, content: 0)])
  }
}
