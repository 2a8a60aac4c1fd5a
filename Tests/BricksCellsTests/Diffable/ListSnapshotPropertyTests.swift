import BricksCells
import Foundation
import Testing

/// A model with an identity and a content version.
struct Post: Identifiable, Hashable {
  var id: Int
  var likes: Int
}

/// Another model type whose identifiers share values with ``Post``'s: `Banner(id: 1)` is not `Post(id: 1)`.
struct Banner: Identifiable, Hashable {
  var id: Int
  var likes: Int
}

enum ListEdit: String, CaseIterable { case insert, delete, move, contentChange, duplicate, sharedIdentifier }

/// A generated row: a ``Post`` or an ``Banner``.
struct ListRow: Hashable {
  var isBanner = false
  var id: Int
  var likes: Int
  var key: ItemIdentifier { isBanner ? ItemIdentifier(Banner.self, id) : ItemIdentifier(Post.self, id) }
  var model: Any { isBanner ? Banner(id: id, likes: likes) : Post(id: id, likes: likes) }
}

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
    var reconfigured = 0, dropped = 0, shared = 0
    let target = RecordingListSnapshotTarget()
    for _ in 0..<1000 {
      let source = ListDataSource(registry: CellRegistry())
      var state: [[ListRow]] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
          nextID += 1; return ListRow(id: nextID, likes: 0)
        }
      }
      func sections(_ rows: [[ListRow]]) -> [ListSection] { rows.map { ListSection(items: $0.map(\.model)) } }
      try source.applySnapshot(sections(state), to: target)
      for _ in 0..<2 {
        var next = state
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
          let kind = ListEdit.allCases.randomElement(using: &rng)!
          let s = Int.random(in: 0..<next.count, using: &rng)
          switch kind {
          case .insert:
            nextID += 1
            next[s].insert(ListRow(id: nextID, likes: 0), at: Int.random(in: 0...next[s].count, using: &rng))
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
            guard let row = next.flatMap({ $0 }).randomElement(using: &rng) else { continue }
            next[s].insert(
              ListRow(isBanner: row.isBanner, id: row.id, likes: row.likes + 100),
              at: Int.random(in: 0...next[s].count, using: &rng))
          case .sharedIdentifier:
            guard let row = next.flatMap({ $0 }).randomElement(using: &rng) else { continue }
            next[s].insert(
              ListRow(isBanner: !row.isBanner, id: row.id, likes: 7), at: Int.random(in: 0...next[s].count, using: &rng)
            )
          }
          kinds[kind, default: 0] += 1
        }
        let content = try source.applySnapshot(sections(next), to: target)
        // Oracle: the first row of each (type, id), in order; reconfigured when the first shown
        // row of that type and id before had other likes.
        var before: [String: Int] = [:]
        func name(_ row: ListRow) -> String { "\(row.isBanner ? "banner" : "post")-\(row.id)" }
        for row in state.joined() where before[name(row)] == nil { before[name(row)] = row.likes }
        var seen = Set<String>(), expected: [[ItemIdentifier]] = [], expectedReconfigured: [ItemIdentifier] = [],
          expectedDropped = 0
        for section in next {
          var ids: [ItemIdentifier] = []
          for row in section {
            guard seen.insert(name(row)).inserted else { expectedDropped += 1; continue }
            ids.append(row.key)
            if let likes = before[name(row)], likes != row.likes { expectedReconfigured.append(row.key) }
          }
          expected.append(ids)
        }
        let allEmpty = next.allSatisfy(\.isEmpty)
        #expect(content.sectionIdentifiers == positionIdentifiers(next.count))
        #expect(content.itemIdentifiers == expected)
        #expect(content.reconfiguredItemIdentifiers == expectedReconfigured)
        #expect(content.droppedItemIdentifiers.count == expectedDropped)
        #expect(allEmpty || source.numberOfSections == next.count)
        // The list shows exactly what the snapshot holds, with the first model of each id.
        #expect(source.sections.map { $0.items.map { source.itemIdentifier(of: $0)! } } == expected)
        let flat = content.itemIdentifiers.joined()
        #expect(Set(flat).count == flat.count)
        reconfigured += content.reconfiguredItemIdentifiers.count
        dropped += content.droppedItemIdentifiers.count
        shared += Self.sharedPairs(next)
        state = next
      }
    }
    for kind in ListEdit.allCases { #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind)") }
    #expect(reconfigured > 0 && dropped > 0 && shared > 0)
  }

  /// How many identifier values a ``Post`` and an ``Banner`` both have in `rows` (both shown).
  static func sharedPairs(_ rows: [[ListRow]]) -> Int {
    let all = rows.joined()
    return Set(all.filter(\.isBanner).map(\.id)).intersection(all.filter { !$0.isBanner }.map(\.id)).count
  }
}
