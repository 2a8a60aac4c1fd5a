import BricksCells
import Foundation
import Testing

@Suite("Snapshot identifier numbering")
struct SnapshotIdentifiersTests {
  func content(_ items: [[String]], reconfigured: [String] = []) -> SnapshotContent {
    SnapshotContent(
      sectionIdentifiers: items.indices.map { AnyHashable("s\($0)") },
      itemIdentifiers: items.map { $0.map { ItemIdentifier(String.self, $0) } },
      reconfiguredItemIdentifiers: reconfigured.map { ItemIdentifier(String.self, $0) })
  }

  @Test("an item that stays keeps its number; a new one gets a fresh number")
  func stableNumbers() {
    var table = SnapshotIdentifiers()
    let first = table.number(content([["a", "b"]]))
    let second = table.number(content([["b", "c"]], reconfigured: ["b"]))
    #expect(second.items[0][0] == first.items[0][1])
    #expect(!first.items[0].contains(second.items[0][1]))
    #expect(second.reconfigured == [first.items[0][1]])
    #expect(second.sections == first.sections)
  }

  @Test("numbers of the previous snapshot still resolve while the next one applies, then are forgotten")
  func keepsTwoGenerations() {
    var table = SnapshotIdentifiers()
    let first = table.number(content([["a"]]))
    _ = table.number(content([["b"]]))
    #expect(table.item(first.items[0][0]) == ItemIdentifier(String.self, "a"))
    _ = table.number(content([["c"]]))
    #expect(table.item(first.items[0][0]) == nil)
    #expect(table.count == 1 + 2)  // one section, items b and c
  }

  @Test("an identifier that left and came back is a new item: no number of the two snapshots before")
  func returningIdentifierIsNew() {
    var table = SnapshotIdentifiers()
    _ = table.number(content([["a"]]))
    let x = table.number(content([["x"]]))
    let y = table.number(content([["y"]]))
    let back = table.number(content([["a"]]))
    #expect(!x.items[0].contains(back.items[0][0]) && !y.items[0].contains(back.items[0][0]))
    #expect(table.item(back.items[0][0]) == ItemIdentifier(String.self, "a"))
  }

  @Test("numbers of forgotten identifiers are reused, so the table stays as large as two snapshots")
  func numbersAreReused() {
    var table = SnapshotIdentifiers()
    var largest = 0
    for k in 0..<100 {
      let numbered = table.number(content([(0..<10).map { "\(k)-\($0)" }]))
      largest = max(largest, numbered.items[0].max() ?? 0)
    }
    #expect(largest < 40)
    #expect(table.count == 1 + 20)
  }

  @Test("over 500 random contents, numbers stay put, resolve and never collide within two contents")
  func randomContents() {
    var rng = ListRNG(state: 0x5EED_0A11)
    var table = SnapshotIdentifiers()
    var previous: [String: Int] = [:]
    var kinds = (stayed: 0, left: 0, came: 0, reused: 0)
    var everUsed = Set<Int>()
    for _ in 0..<500 {
      let ids = (0..<Int.random(in: 0...40, using: &rng)).map { _ in "i\(Int.random(in: 0..<60, using: &rng))" }
      var seen = Set<String>()
      let unique = ids.filter { seen.insert($0).inserted }
      let numbered = table.number(content([unique]))
      let now = Dictionary(uniqueKeysWithValues: zip(unique, numbered.items[0]))
      // Oracle: an identifier in the content before keeps its number; numbers are distinct within
      // this content and the one before (UIKit diffs the two); every number resolves to its identifier.
      for (id, number) in now {
        if let before = previous[id] {
          #expect(before == number)
          kinds.stayed += 1
        } else {
          #expect(!previous.values.contains(number), "a new identifier took a number the content before used")
          kinds.came += 1
          if everUsed.contains(number) { kinds.reused += 1 }
        }
        #expect(table.item(number) == ItemIdentifier(String.self, id))
        everUsed.insert(number)
      }
      kinds.left += previous.keys.filter { now[$0] == nil }.count
      #expect(Set(now.values).count == now.count)
      #expect(table.count == 1 + Set(previous.keys).union(now.keys).count)
      previous = now
    }
    #expect(kinds.stayed > 0 && kinds.left > 0 && kinds.came > 0 && kinds.reused > 0, "\(kinds)")
  }

  /// What one edit of a content did (the walk against the content before meets each).
  enum Edit: CaseIterable { case kept, deletedOne, deletedRun, inserted, movedBack, movedForward, movedAcross }

  @Test("over 1,000 edited contents in sections, numbers stay put, resolve and never collide")
  func editedContents() {
    var rng = ListRNG(state: 0xED17_5EC7)
    var table = SnapshotIdentifiers()
    var state: [[Int]] = (0..<3).map { s in (0..<8).map { s * 8 + $0 } }
    var next = 24
    var previous: [Int: Int] = [:]
    var edits: [Edit: Int] = [:]
    for _ in 0..<1000 {
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let s = Int.random(in: 0..<state.count, using: &rng)
        let edit = Edit.allCases.randomElement(using: &rng)!
        switch edit {
        case .kept: break
        case .deletedOne where !state[s].isEmpty:
          state[s].remove(at: Int.random(in: 0..<state[s].count, using: &rng))
        case .deletedRun where state[s].count > 3:
          let at = Int.random(in: 0..<(state[s].count - 3), using: &rng)
          state[s].removeSubrange(at..<at + 3)
        case .inserted:
          state[s].insert(next, at: Int.random(in: 0...state[s].count, using: &rng))
          next += 1
        case .movedBack where state[s].count > 2:
          let item = state[s].removeLast()
          state[s].insert(item, at: 0)
        case .movedForward where state[s].count > 2:
          let item = state[s].removeFirst()
          state[s].append(item)
        case .movedAcross where !state[s].isEmpty:
          let item = state[s].remove(at: Int.random(in: 0..<state[s].count, using: &rng))
          let t = Int.random(in: 0..<state.count, using: &rng)
          state[t].insert(item, at: Int.random(in: 0...state[t].count, using: &rng))
        default: continue
        }
        edits[edit, default: 0] += 1
      }
      let numbered = table.number(content(state.map { $0.map { "e\($0)" } }))
      var now: [Int: Int] = [:]
      for (ids, numbers) in zip(state, numbered.items) {
        for (id, number) in zip(ids, numbers) { now[id] = number }
      }
      // Oracle, as for random contents: an identifier in the content before keeps its number; a
      // new one takes none the content before used; numbers are distinct and resolve.
      for (id, number) in now {
        if let before = previous[id] {
          #expect(before == number)
        } else {
          #expect(!previous.values.contains(number))
        }
        #expect(table.item(number) == ItemIdentifier(String.self, "e\(id)"))
      }
      #expect(Set(now.values).count == now.count)
      previous = now
    }
    for edit in Edit.allCases { #expect(edits[edit, default: 0] > 0, "no content had \(edit)") }
  }
}
