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
}
