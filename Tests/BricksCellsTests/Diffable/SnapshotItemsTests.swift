import BricksCells
import Foundation
import Testing

@Suite("Snapshot items: numbers and the values they stand for")
struct SnapshotItemsTests {
  func content(_ items: [[String]], reconfigured: [String] = [], reloaded: [String] = []) -> SnapshotContent {
    SnapshotContent(
      sectionIdentifiers: items.indices.map { AnyHashable("s\($0)") },
      itemIdentifiers: items.map { $0.map { ItemIdentifier(String.self, $0) } },
      reconfiguredItemIdentifiers: reconfigured.map { ItemIdentifier(String.self, $0) },
      reloadedItemIdentifiers: reloaded.map { ItemIdentifier(String.self, $0) })
  }

  @Test("each item number answers the value given for its position")
  func valuesByPosition() {
    var items = SnapshotItems<String>()
    let numbered = items.number(content([["a", "b"], ["c"]])) { s, i, id in "\(s).\(i).\(id.value.base)" }
    #expect(numbered.items.flatMap { $0 }.map { items.value(for: $0) } == ["0.0.a", "0.1.b", "1.0.c"])
    #expect(items.value(for: 999) == nil)
  }

  @Test("the previous content's values answer while the next applies; older ones are forgotten")
  func twoGenerations() {
    var items = SnapshotItems<String>()
    let first = items.number(content([["a"]])) { _, _, _ in "a1" }
    let second = items.number(content([["b"]])) { _, _, _ in "b2" }
    #expect(items.value(for: first.items[0][0]) == "a1")
    #expect(items.value(for: second.items[0][0]) == "b2")
    _ = items.number(content([["c"]])) { _, _, _ in "c3" }
    #expect(items.value(for: first.items[0][0]) == nil)
  }

  @Test("an item that stays keeps its number and takes its new value; reloads and reconfigures are numbered")
  func stayingItem() {
    var items = SnapshotItems<Int>()
    let first = items.number(content([["a", "b"]])) { _, i, _ in i }
    let second = items.number(content([["b", "a"]], reconfigured: ["b"], reloaded: ["a"])) { _, i, _ in 10 + i }
    #expect(second.items[0] == [first.items[0][1], first.items[0][0]])
    #expect(items.value(for: first.items[0][0]) == 11)
    #expect(second.reconfigured == [first.items[0][1]])
    #expect(second.reloaded == [first.items[0][0]])
  }

  @Test("an item without a value answers nil, so the cell provider can report it")
  func missingValue() {
    var items = SnapshotItems<String>()
    let numbered = items.number(content([["a", "b"]])) { _, i, _ in i == 0 ? "a" : nil }
    #expect(items.value(for: numbered.items[0][1]) == nil)
  }
}
