import BricksCells
import Foundation
import Testing

/// The snapshot identifiers of `count` sections with neither an id nor a header: their positions.
@MainActor
func positionIdentifiers(_ count: Int) -> [AnyHashable] {
  ListDataSource.sectionIdentifiers(for: Array(repeating: ListSection(items: []), count: count))
}

@Suite("ListDataSource section identity") @MainActor
struct ListSectionIdentityTests {
  struct Row: Identifiable, Hashable { var id: Int }

  @Test("a section inserted at the front keeps every later section's identifier and snapshot number")
  func insertAtFront() throws {
    let source = ListDataSource(registry: CellRegistry())
    let target = RecordingListSnapshotTarget()
    let a = ListSection(id: "a", items: [Row(id: 1)]), b = ListSection(id: "b", items: [Row(id: 2)])
    var numbers = SnapshotIdentifiers()
    let before = try source.applySnapshot([a, b], to: target)
    let numberedBefore = numbers.number(before)
    let after = try source.applySnapshot([ListSection(id: "z", items: [Row(id: 3)]), a, b], to: target)
    let numberedAfter = numbers.number(after)
    #expect(Array(after.sectionIdentifiers.dropFirst()) == before.sectionIdentifiers)
    #expect(Array(numberedAfter.sections.dropFirst()) == numberedBefore.sections)
    #expect(!before.sectionIdentifiers.contains(after.sectionIdentifiers[0]))
    // Positions would have re-identified both: the old first section's identifier now names the new one.
    #expect(positionIdentifiers(3)[0] == positionIdentifiers(2)[0])
  }

  @Test("without an id a section is identified by its Hashable header, else by its position")
  func defaults() {
    let ids = ListDataSource.sectionIdentifiers(for: [
      ListSection(header: "Today", items: []), ListSection(items: []), ListSection(id: "x", header: "Today", items: []),
    ])
    let shifted = ListDataSource.sectionIdentifiers(for: [
      ListSection(items: []), ListSection(header: "Today", items: []), ListSection(items: []),
    ])
    #expect(ids[0] == shifted[1], "a header identifies its section wherever it is")
    #expect(ids[1] == positionIdentifiers(2)[1] && ids[1] != shifted[2], "a section with neither is its position")
    #expect(Set(ids).count == 3, "an explicit id wins over the header")
    #expect(ListDataSource.sectionIdentifiers(for: [ListSection(id: "x", items: [])]) == [ids[2]])
  }

  @Test("sections sharing an identity are told apart by order: none is dropped")
  func repeatedIdentity() throws {
    let source = ListDataSource(registry: CellRegistry())
    let target = RecordingListSnapshotTarget()
    let content = try source.applySnapshot(
      [
        ListSection(header: "More", items: [Row(id: 1)]), ListSection(id: 7, items: [Row(id: 2)]),
        ListSection(header: "More", items: [Row(id: 3)]), ListSection(id: 7, items: [Row(id: 4)]),
      ], to: target)
    #expect(Set(content.sectionIdentifiers).count == 4)
    #expect(content.droppedSectionIdentifiers.isEmpty)
    #expect(content.itemCount == 4 && source.numberOfSections == 4)
  }
}
