import BricksCells
import BricksCompose
import Foundation
import Testing

/// The changeset's first vocabulary still reads and writes the batch update.
@Suite struct ChangesetDeprecatedTests {
  @available(*, deprecated)
  @Test("the old spellings read and write the batch update") func theOldSpellingsReadAndWriteTheBatchUpdate() {
    var changes = Changeset(
      sectionDeletes: [2], sectionInserts: [1], deletes: [ElementPath(element: 1, section: 0)],
      inserts: [ElementPath(element: 0, section: 0)], reloads: [ElementPath(element: 2, section: 0)])
    #expect(
      changes.batchUpdate
        == BatchUpdate(
          deletedSections: [2], insertedSections: [1], deletedItems: [[0, 1]], insertedItems: [[0, 0]],
          reloadedItems: [[0, 2]]))
    changes.moves = [Move(from: ElementPath(element: 3, section: 0), to: ElementPath(element: 1, section: 0))]
    changes.sectionDeletes = []
    #expect(changes.batchUpdate.movedItems == [Move(from: [0, 3], to: [0, 1])])
    #expect(changes.batchUpdate.deletedSections.isEmpty)
    #expect(changes.deletes == [ElementPath(element: 1, section: 0)] && changes.sectionInserts == [1])
    #expect(ElementPath([4, 7]) == ElementPath(element: 7, section: 4))
  }
}
