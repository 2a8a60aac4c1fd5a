import TestSupport
import Testing

@testable import BricksCompose

/// `matchNew(_:reusingHashesOf:_:)` only skips hashing where the new identifier equals the old one
/// a linear walk expects; it must give exactly what `matchNew(_:)` gives: the same matches, the
/// same duplicate counts and examples.
@Suite struct IdentifierTableTests {
  enum Kind: String, CaseIterable {
    case unchanged, deletedOne, deletedRun, inserted, moved, shuffled, duplicates, emptyOld, emptyNew, longerThanAChunk
  }

  @Test func reusingOldHashesMatchesExactlyAsHashingEveryIdentifier() {
    var rng = SeededGenerator(seed: 0x1D7A_B1E5)
    var kinds: [Kind: Int] = [:]
    for round in 0..<20_000 {
      let count = round % 10 == 0 ? Int.random(in: 0...200, using: &rng) : Int.random(in: 0...40, using: &rng)
      // A small alphabet sometimes, so that identifiers repeat.
      let alphabet = round % 4 == 0 ? 12 : 1_000_000
      var old = (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &rng) }
      var new = old
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !new.isEmpty:
          new.remove(at: Int.random(in: 0..<new.count, using: &rng))
          kinds[.deletedOne, default: 0] += 1
        case 1 where new.count > 4:
          let at = Int.random(in: 0..<(new.count - 3), using: &rng)
          new.removeSubrange(at..<at + Int.random(in: 2...3, using: &rng))
          kinds[.deletedRun, default: 0] += 1
        case 2:
          new.insert(Int.random(in: 0..<alphabet, using: &rng), at: Int.random(in: 0...new.count, using: &rng))
          kinds[.inserted, default: 0] += 1
        case 3 where new.count > 1:
          let element = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
          new.insert(element, at: Int.random(in: 0...new.count, using: &rng))
          kinds[.moved, default: 0] += 1
        default:
          if round % 7 == 0 {
            new.shuffle(using: &rng)
            kinds[.shuffled, default: 0] += 1
          }
        }
      }
      if round % 97 == 0 { old = [] }
      if old == new { kinds[.unchanged, default: 0] += 1 }
      if Set(old).count < old.count || Set(new).count < new.count { kinds[.duplicates, default: 0] += 1 }
      if old.isEmpty { kinds[.emptyOld, default: 0] += 1 }
      if new.isEmpty { kinds[.emptyNew, default: 0] += 1 }
      if new.count > 64 { kinds[.longerThanAChunk, default: 0] += 1 }

      var hashing = _IdentifierTable<Int>(oldCount: old.count, newCount: new.count)
      hashing.addOld(old)
      let expected = hashing.matchNew(new)
      var reusing = _IdentifierTable<Int>(oldCount: old.count, newCount: new.count)
      let hashes = reusing.addOldKeepingHashes(old)
      #expect(hashes == old.map(\.hashValue))
      let found = reusing.matchNew(new, reusingHashesOf: old, hashes)
      #expect(found == expected, "round \(round): old \(old), new \(new)")
      #expect(
        reusing.diagnostic(.duplicateElementIdentifiers) == hashing.diagnostic(.duplicateElementIdentifiers),
        "round \(round): old \(old), new \(new)")
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no case of kind \(kind): \(kinds)") }
  }
}
