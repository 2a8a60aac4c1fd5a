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
}
