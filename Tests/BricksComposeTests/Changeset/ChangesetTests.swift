import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

private func items(_ ids: [Int]) -> [Item] { ids.map { Item(id: $0) } }
private func path(_ element: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, element]) }

@Suite struct ChangesetTests {
  @Test("an unchanged list gives an empty changeset") func anUnchangedListGivesAnEmptyChangeset() {
    let list = items([1, 2, 3])
    let changes = Changeset(from: list, to: list)
    #expect(changes.isEmpty)
    #expect(changes.diagnostics.isEmpty)
  }

  @Test("an unchanged list is compared without hashing, so its duplicates are not reported")
  func anUnchangedListIsComparedWithoutHashingSoItsDuplicatesAreNotReported() {
    let list = items([1, 1, 2])
    let sections = [ChangesetSection(id: "a", elements: list), ChangesetSection(id: "a", elements: list)]
    #expect(Changeset(from: list, to: list) == Changeset())
    #expect(Changeset(fromSections: sections, toSections: sections) == Changeset())
    // One change anywhere and the full algorithm runs: the duplicates are reported again.
    var changed = list
    changed[2].version = 1
    let changes = Changeset(from: list, to: changed)
    #expect(changes.hasDuplicateIdentifiers)
    #expect(changes.batchUpdate.reconfiguredItems == [path(2)])
  }

  @Test("a content change at the end of a long unchanged list is still reconfigured")
  func aContentChangeAtTheEndOfALongUnchangedListIsStillReconfigured() {
    let old = items(Array(0..<1_000))
    var new = old
    new[999].version = 1
    let changes = Changeset(from: old, to: new)
    #expect(changes.batchUpdate.reconfiguredItems == [path(999)])
    #expect(changes.changeCount == 1)
    var sectionsNew = [ChangesetSection(id: 0, elements: old), ChangesetSection(id: 1, elements: old)]
    let sectionsOld = sectionsNew
    sectionsNew[1].elements[0].version = 2
    let sectioned = Changeset(
      fromSections: sectionsOld, toSections: sectionsNew, identifiedBy: { $0.id }, isContentEqual: ==)
    #expect(sectioned.batchUpdate.reconfiguredItems == [path(0, 1)])
  }

  @Test("deletes use old indexes and inserts new ones") func deletesUseOldIndexesAndInsertsNewOnes() {
    let old = items([1, 2, 3, 4]), new = items([0, 1, 3, 5])
    let changes = Changeset(from: old, to: new)
    #expect(changes.batchUpdate.deletedItems == [path(1), path(3)])
    #expect(changes.batchUpdate.insertedItems == [path(0), path(3)])
    #expect(changes.batchUpdate.movedItems.isEmpty && changes.batchUpdate.reloadedItems.isEmpty)
    #expect(verifyBatchUpdate(changes.batchUpdate, from: old, to: new) == nil)
  }

  @Test("a changed element in place is reconfigured by its new index")
  func aChangedElementInPlaceIsReconfiguredByItsNewIndex() {
    let old = items([1, 2, 3])
    var new = items([0, 1, 2, 3])
    new[2].version = 1
    let changes = Changeset(from: old, to: new)
    #expect(changes.batchUpdate.reconfiguredItems == [path(2)])
    #expect(changes.batchUpdate.reloadedItems.isEmpty)
    #expect(changes.batchUpdate.insertedItems == [path(0)])
    #expect(verifyBatchUpdate(changes.batchUpdate, from: old, to: new) == nil)
  }

  @Test("a changed element in place is reloaded by its old index when the caller asks")
  func aChangedElementInPlaceIsReloadedWhenAsked() {
    let old = [ChangesetSection(id: 0, elements: items([1, 2, 3]))]
    var new = [ChangesetSection(id: 0, elements: items([0, 1, 2, 3]))]
    new[0].elements[2].version = 1
    let changes = Changeset(
      fromSections: old, toSections: new, identifiedBy: \.id, isContentEqual: ==, reloadsOnChange: { $1.version > 0 })
    #expect(changes.batchUpdate.reloadedItems == [path(1)])
    #expect(changes.batchUpdate.reconfiguredItems.isEmpty)
    #expect(verifyBatchUpdate(changes.batchUpdate, fromSections: old, toSections: new) == nil)
  }

  @Test("moving the first element to the end is one move") func movingTheFirstElementToTheEndIsOneMove() {
    let old = items(Array(0..<10)), new = items(Array(1..<10) + [0])
    let changes = Changeset(from: old, to: new)
    #expect(changes.batchUpdate.movedItems == [Move(from: path(0), to: path(9))])
    #expect(changes.changeCount == 1)
  }

  @Test("moving the last element to the front is one move") func movingTheLastElementToTheFrontIsOneMove() {
    let old = items(Array(0..<10)), new = items([9] + Array(0..<9))
    let changes = Changeset(from: old, to: new)
    #expect(changes.batchUpdate.movedItems == [Move(from: path(9), to: path(0))])
  }

  @Test("a changed and moved element is moved and reconfigured at its new path")
  func aChangedAndMovedElementIsMovedAndReconfigured() {
    let old = items([1, 2, 3])
    let new = [Item(id: 3, version: 1), Item(id: 1), Item(id: 2)]
    let changes = Changeset(from: old, to: new)
    #expect(changes.batchUpdate.movedItems == [Move(from: path(2), to: path(0))])
    #expect(changes.batchUpdate.reconfiguredItems == [path(0)])
    #expect(
      changes.batchUpdate.deletedItems.isEmpty && changes.batchUpdate.insertedItems.isEmpty
        && changes.batchUpdate.reloadedItems.isEmpty)
    #expect(verifyBatchUpdate(changes.batchUpdate, from: old, to: new) == nil)
  }

  @Test("a changed and moved element that needs a new cell is deleted and inserted, never moved and reloaded")
  func aChangedAndMovedElementNeedingANewCellIsDeletedAndInserted() {
    let old = [ChangesetSection(id: 0, elements: items([1, 2, 3]))]
    let new = [ChangesetSection(id: 0, elements: [Item(id: 3, version: 1), Item(id: 1), Item(id: 2)])]
    let changes = Changeset(
      fromSections: old, toSections: new, identifiedBy: \.id, isContentEqual: ==, reloadsOnChange: { _, _ in true })
    #expect(changes.batchUpdate.deletedItems == [path(2)])
    #expect(changes.batchUpdate.insertedItems == [path(0)])
    #expect(
      changes.batchUpdate.movedItems.isEmpty && changes.batchUpdate.reloadedItems.isEmpty
        && changes.batchUpdate.reconfiguredItems.isEmpty)
    #expect(verifyBatchUpdate(changes.batchUpdate, fromSections: old, toSections: new) == nil)
  }

  @Test("elements move across sections that survive") func elementsMoveAcrossSectionsThatSurvive() {
    let old = [ChangesetSection(id: "a", elements: items([1, 2])), ChangesetSection(id: "b", elements: items([3]))]
    let new = [ChangesetSection(id: "a", elements: items([1])), ChangesetSection(id: "b", elements: items([2, 3]))]
    let changes = Changeset(fromSections: old, toSections: new)
    #expect(changes.batchUpdate.movedItems == [Move(from: path(1, 0), to: path(0, 1))])
    #expect(verifyBatchUpdate(changes.batchUpdate, fromSections: old, toSections: new) == nil)
  }

  @Test("an unchanged section that moved is a section move") func anUnchangedSectionThatMovedIsASectionMove() {
    let a = ChangesetSection(id: "a", elements: items([1])), b = ChangesetSection(id: "b", elements: items([2]))
    let c = ChangesetSection(id: "c", elements: items([3]))
    let changes = Changeset(fromSections: [a, b, c], toSections: [c, a, b])
    #expect(changes.batchUpdate.movedSections == [Move(from: 2, to: 0)])
    #expect(changes.changeCount == 1)
  }

  @Test("a moved section whose elements changed is deleted and inserted")
  func aMovedSectionWhoseElementsChangedIsDeletedAndInserted() {
    let a = ChangesetSection(id: "a", elements: items([1])), b = ChangesetSection(id: "b", elements: items([2]))
    var b2 = b
    b2.elements.append(Item(id: 9))
    let changes = Changeset(fromSections: [a, b], toSections: [b2, a])
    #expect(changes.batchUpdate.deletedSections == [1])
    #expect(changes.batchUpdate.insertedSections == [0])
    #expect(
      changes.batchUpdate.deletedItems.isEmpty && changes.batchUpdate.insertedItems.isEmpty
        && changes.batchUpdate.movedItems.isEmpty)
    #expect(verifyBatchUpdate(changes.batchUpdate, fromSections: [a, b], toSections: [b2, a]) == nil)
  }

  @Test("an element leaving a deleted section is inserted where it lands")
  func anElementLeavingADeletedSectionIsInsertedWhereItLands() {
    let old = [ChangesetSection(id: "a", elements: items([1])), ChangesetSection(id: "b", elements: items([2]))]
    let new = [ChangesetSection(id: "a", elements: items([1, 2]))]
    let changes = Changeset(fromSections: old, toSections: new)
    #expect(changes.batchUpdate.deletedSections == [1])
    #expect(changes.batchUpdate.insertedItems == [path(1, 0)])
    #expect(verifyBatchUpdate(changes.batchUpdate, fromSections: old, toSections: new) == nil)
  }

  @Test("duplicated identifiers are matched in order and reported")
  func duplicatedIdentifiersAreMatchedInOrderAndReported() {
    let old = items([1, 1, 2]), new = items([2, 1, 1, 1])
    let changes = Changeset(from: old, to: new)
    #expect(changes.hasDuplicateIdentifiers)
    let diagnostic = changes.diagnostics.first
    #expect(diagnostic?.kind == .duplicateElementIdentifiers)
    #expect(diagnostic?.duplicatesInOld == 1)
    #expect(diagnostic?.duplicatesInNew == 2)
    #expect(diagnostic?.examples == ["1"])
    #expect(diagnostic?.description.contains("give every element a unique identifier") == true)
    #expect(verifyBatchUpdate(changes.batchUpdate, from: old, to: new) == nil)
  }

  @Test("works on plain hashable values identified by themselves")
  func worksOnPlainHashableValuesIdentifiedByThemselves() {
    let changes = Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"], identifiedBy: { $0 })
    #expect(changes.batchUpdate.deletedItems == [path(1)])
    #expect(changes.batchUpdate.insertedItems == [path(2)])
    #expect(changes.batchUpdate.movedItems == [Move(from: path(2), to: path(0))])
  }

  @Test("produces the cells layer's batch update") func producesTheCellsLayersBatchUpdate() {
    let changes = Changeset(from: items([1, 2]), to: items([2, 3]))
    let batch = changes.batchUpdate
    #expect(batch.deletedItems == [[0, 0]])
    #expect(batch.insertedItems == [[0, 1]])
    #expect(throws: Never.self) { try batch.validate(before: [2], after: [2]) }
  }

  @Test("describes itself compactly") func describesItselfCompactly() {
    let changes = Changeset(from: items([1, 2]), to: items([2, 1, 3]))
    #expect(changes.description == "Changeset(batch(insert items [0, 2]; move items [0, 1]->[0, 0]))")
  }
}
