import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

private func items(_ ids: [Int]) -> [Item] { ids.map { Item(id: $0) } }
private func path(_ element: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, element]) }

private func violations(_ changes: BatchUpdate, _ old: [Item], _ new: [Item]) -> [BatchUpdateViolation] {
  BatchUpdateChecker.violations(
    of: changes, from: [ChangesetSection(id: 0, elements: old)], to: [ChangesetSection(id: 0, elements: new)],
    identifiedBy: \.id, isContentEqual: ==)
}

@Suite struct BatchUpdateCheckerTests {
  @Test("accepts a correct hand-written update") func acceptsACorrectHandWrittenUpdate() {
    let changes = BatchUpdate(
      deletedItems: [path(0)], insertedItems: [path(2)], movedItems: [Move(from: path(2), to: path(0))])
    #expect(verifyBatchUpdate(changes, from: items([1, 2, 3]), to: items([3, 2, 4])) == nil)
  }

  @Test("rejects a reload and a move of the same element") func rejectsAReloadAndAMoveOfTheSameElement() {
    var new = items([2, 1])
    new[1].version = 1
    let changes = BatchUpdate(reloadedItems: [path(0)], movedItems: [Move(from: path(0), to: path(1))])
    let found = violations(changes, items([1, 2]), new)
    #expect(found.first?.kind == .rejectedByUIKit)
    #expect(found.first?.message.contains("reload and move the same index path ([0, 0])") == true)
  }

  @Test("rejects a delete and a move of the same element") func rejectsADeleteAndAMoveOfTheSameElement() {
    let changes = BatchUpdate(
      deletedItems: [path(0)], insertedItems: [path(1)], movedItems: [Move(from: path(0), to: path(1))])
    #expect(
      violations(changes, items([1, 2]), items([2, 3])).contains {
        $0.message.contains("a delete and a move from the same index path ([0, 0])")
      })
  }

  @Test("rejects duplicate inserts") func rejectsDuplicateInserts() {
    let changes = BatchUpdate(insertedItems: [path(0), path(0)])
    #expect(violations(changes, [], items([1, 2])).contains { $0.message.contains("insert [0, 0] twice") })
  }

  @Test("rejects an index out of range") func rejectsAnIndexOutOfRange() {
    let changes = BatchUpdate(deletedItems: [path(5)])
    let found = violations(changes, items([1]), [])
    #expect(
      found.map(\.message) == ["attempt to delete item 5 from section 0 which only contains 1 items before the update"])
  }

  @Test("rejects counts that do not add up, in UIKit's words") func rejectsCountsThatDoNotAddUpInUIKitsWords() {
    let found = violations(BatchUpdate(), items([1, 2]), items([1]))
    #expect(found.first?.message.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
  }

  @Test("rejects a section count mismatch") func rejectsASectionCountMismatch() {
    let found = BatchUpdateChecker.violations(
      of: BatchUpdate(), from: [ChangesetSection(id: 0, elements: [Item]())], to: [],
      identifiedBy: \.id, isContentEqual: ==)
    #expect(found.first?.message.hasPrefix("Invalid update: invalid number of sections.") == true)
  }

  @Test("flags a moved element whose content changed as stale") func flagsAMovedElementWhoseContentChangedAsStale() {
    let old = items([1, 2])
    let new = [Item(id: 2), Item(id: 1, version: 1)]
    let changes = BatchUpdate(movedItems: [Move(from: path(0), to: path(1))])
    let found = violations(changes, old, new)
    #expect(found.map(\.kind) == [.wrongResult])
    #expect(found.first?.message.contains("changed content but was neither reconfigured nor reloaded") == true)
  }

  @Test("accepts a moved element reconfigured at its new path") func acceptsAMovedElementReconfiguredAtItsNewPath() {
    let old = items([1, 2])
    let new = [Item(id: 2), Item(id: 1, version: 1)]
    let changes = BatchUpdate(movedItems: [Move(from: path(0), to: path(1))], reconfiguredItems: [path(1)])
    #expect(violations(changes, old, new).isEmpty)
  }

  @Test("a reconfigure names a new path: the old one shows the wrong element") func aReconfigureNamesANewPath() {
    let old = items([1, 2])
    let new = [Item(id: 0), Item(id: 1, version: 1), Item(id: 2)]
    #expect(violations(BatchUpdate(insertedItems: [path(0)], reconfiguredItems: [path(1)]), old, new).isEmpty)
    let found = violations(BatchUpdate(insertedItems: [path(0)], reconfiguredItems: [path(0)]), old, new)
    #expect(found.map(\.kind) == [.wrongResult])
  }

  @Test("rejects a reconfigure out of range or twice") func rejectsAReconfigureOutOfRangeOrTwice() {
    #expect(
      violations(BatchUpdate(reconfiguredItems: [path(2)]), items([1, 2]), items([1, 2])).map(\.message)
        == ["attempt to reconfigure item 2 in section 0, but there are only 2 items in section 0 after the update"])
    #expect(
      violations(BatchUpdate(reconfiguredItems: [path(1), path(1)]), items([1, 2]), items([1, 2])).map(\.message)
        == ["attempt to reconfigure [0, 1] twice"])
  }

  @Test("flags an update UIKit accepts that shows the wrong order")
  func flagsAnUpdateUIKitAcceptsThatShowsTheWrongOrder() {
    let found = violations(BatchUpdate(), items([1, 2]), items([2, 1]))
    #expect(found.first?.kind == .wrongResult)
    #expect(found.first?.message == "[0, 0] shows 1 (old [0, 0]) but should show 2")
  }

  @Test("flags a move into an inserted section as unsafe") func flagsAMoveIntoAnInsertedSectionAsUnsafe() {
    let old = [ChangesetSection(id: "a", elements: items([1, 2]))]
    let new = [ChangesetSection(id: "a", elements: items([1])), ChangesetSection(id: "b", elements: items([2]))]
    let changes = BatchUpdate(insertedSections: [1], movedItems: [Move(from: path(1), to: path(0, 1))])
    let found = BatchUpdateChecker.violations(of: changes, from: old, to: new, identifiedBy: \.id, isContentEqual: ==)
    #expect(found.first?.kind == .unsafe)
    #expect(found.first?.message.contains("which is being inserted") == true)
  }

  @Test("dropping any one operation from a computed changeset is caught")
  func droppingAnyOneOperationFromAComputedChangesetIsCaught() {
    var generator = SectionedPairGenerator(seed: 7)
    var checked = 0
    for n in 0..<2_000 {
      let (old, new) = generator.pair()
      let full = Changeset(fromSections: old, toSections: new)
      guard !full.isEmpty else { continue }
      let batch = full.batchUpdate
      var variants: [BatchUpdate] = []
      for k in batch.deletedItems.indices { var c = batch; c.deletedItems.remove(at: k); variants.append(c) }
      for k in batch.insertedItems.indices { var c = batch; c.insertedItems.remove(at: k); variants.append(c) }
      for k in batch.movedItems.indices { var c = batch; c.movedItems.remove(at: k); variants.append(c) }
      for k in batch.reloadedItems.indices { var c = batch; c.reloadedItems.remove(at: k); variants.append(c) }
      for k in batch.reconfiguredItems.indices { var c = batch; c.reconfiguredItems.remove(at: k); variants.append(c) }
      for s in batch.deletedSections { var c = batch; c.deletedSections.remove(s); variants.append(c) }
      for s in batch.insertedSections { var c = batch; c.insertedSections.remove(s); variants.append(c) }
      for k in batch.movedSections.indices { var c = batch; c.movedSections.remove(at: k); variants.append(c) }
      for variant in variants.prefix(4) {
        checked += 1
        #expect(verifyBatchUpdate(variant, fromSections: old, toSections: new) != nil, "pair \(n): \(variant) passed")
      }
    }
    #expect(checked > 2_000)
  }
}
