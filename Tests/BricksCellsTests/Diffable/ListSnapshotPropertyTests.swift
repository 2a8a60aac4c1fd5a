import BricksCells
import Foundation
import Testing

/// A model with an identity and a content version.
struct Post: Identifiable, Hashable {
  var id: Int
  var likes: Int
}

enum ListEdit: String, CaseIterable { case insert, delete, move, contentChange, duplicate }

/// SplitMix64, reproducible.
struct ListRNG: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("ListDataSource snapshots over random states") @MainActor
struct ListSnapshotPropertyTests {
  @Test("snapshot contents equal the list's sections over 2,000 random state pairs")
  func snapshotEqualsSections() throws {
    var rng = ListRNG(state: 0xB51C_0DE5)
    var kinds: [ListEdit: Int] = [:]
    var nextID = 0
    var reconfigured = 0, dropped = 0
    let target = RecordingListSnapshotTarget()
    for _ in 0..<1000 {
      let source = ListDataSource(registry: CellRegistry())
      var state: [[Post]] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
          nextID += 1; return Post(id: nextID, likes: 0)
        }
      }
      try source.applySnapshot(state.map { ListSection(items: $0) }, to: target)
      for _ in 0..<2 {
        var next = state
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
          let kind = ListEdit.allCases.randomElement(using: &rng)!
          let s = Int.random(in: 0..<next.count, using: &rng)
          switch kind {
          case .insert:
            nextID += 1
            next[s].insert(Post(id: nextID, likes: 0), at: Int.random(in: 0...next[s].count, using: &rng))
          case .delete:
            guard !next[s].isEmpty else { continue }
            next[s].remove(at: Int.random(in: 0..<next[s].count, using: &rng))
          case .move:
            guard !next[s].isEmpty else { continue }
            let post = next[s].remove(at: Int.random(in: 0..<next[s].count, using: &rng))
            let t = Int.random(in: 0..<next.count, using: &rng)
            next[t].insert(post, at: Int.random(in: 0...next[t].count, using: &rng))
          case .contentChange:
            guard !next[s].isEmpty else { continue }
            next[s][Int.random(in: 0..<next[s].count, using: &rng)].likes += 1
          case .duplicate:
            guard let post = next.flatMap({ $0 }).randomElement(using: &rng) else { continue }
            next[s].insert(
              Post(id: post.id, likes: post.likes + 100), at: Int.random(in: 0...next[s].count, using: &rng))
          }
          kinds[kind, default: 0] += 1
        }
        let content = try source.applySnapshot(next.map { ListSection(items: $0) }, to: target)
        // Oracle: the first post of each id, in order; reconfigured when the first shown post of
        // that id before had other likes.
        var before: [Int: Int] = [:]
        for post in state.joined() where before[post.id] == nil { before[post.id] = post.likes }
        var seen = Set<Int>(), expected: [[AnyHashable]] = [], expectedReconfigured: [AnyHashable] = [],
          expectedDropped = 0
        for section in next {
          var row: [AnyHashable] = []
          for post in section {
            guard seen.insert(post.id).inserted else { expectedDropped += 1; continue }
            row.append(AnyHashable(post.id))
            if let likes = before[post.id], likes != post.likes { expectedReconfigured.append(AnyHashable(post.id)) }
          }
          expected.append(row)
        }
        let allEmpty = next.allSatisfy(\.isEmpty)
        #expect(content.sectionIdentifiers == next.indices.map { AnyHashable($0) })
        #expect(content.itemIdentifiers == expected)
        #expect(content.reconfiguredItemIdentifiers == expectedReconfigured)
        #expect(content.droppedIdentifiers.count == expectedDropped)
        #expect(allEmpty || source.numberOfSections == next.count)
        // The list shows exactly what the snapshot holds, with the first model of each id.
        #expect(source.sections.map { $0.items.map { AnyHashable(($0 as! Post).id) } } == expected)
        let flat = content.itemIdentifiers.joined()
        #expect(Set(flat).count == flat.count)
        reconfigured += content.reconfiguredItemIdentifiers.count
        dropped += content.droppedIdentifiers.count
        state = next
      }
    }
    for kind in ListEdit.allCases { #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind)") }
    #expect(reconfigured > 0 && dropped > 0)
  }
}
