import BricksCells
import Foundation
import Testing

@Suite("BatchUpdate validation")
struct BatchUpdateTests {
  func message(_ update: BatchUpdate, _ before: [Int], _ after: [Int]) -> String? {
    do {
      try update.validate(before: before, after: after)
      return nil
    } catch let error as CellError {
      #expect(error.code == .invalidBatchUpdate)
      return error.message
    } catch { return "\(error)" }
  }

  @Test(
    "consistent batches pass",
    arguments: [
      (BatchUpdate(), [3], [3]),
      (BatchUpdate(insertedItems: [[0, 3]]), [3], [4]),
      (BatchUpdate(deletedItems: [[0, 0], [0, 2]], insertedItems: [[0, 0]]), [3], [2]),
      (BatchUpdate(movedItems: [Move(from: [0, 0], to: [1, 0])]), [2, 1], [1, 2]),
      (BatchUpdate(reloadedItems: [[0, 1]]), [2], [2]),
      (BatchUpdate(deletedSections: [0]), [5, 2], [2]),
      (BatchUpdate(insertedSections: [1]), [5], [5, 9]),
      (BatchUpdate(reloadedSections: [0]), [5], [1]),
      (BatchUpdate(movedSections: [Move(from: 0, to: 1)]), [5, 2], [2, 5]),
      (BatchUpdate(deletedSections: [0], insertedItems: [[0, 2]]), [4, 2], [3]),
    ])
  func valid(update: BatchUpdate, before: [Int], after: [Int]) {
    #expect(message(update, before, after) == nil)
  }

  @Test("a wrong item count gives UIKit's message and the fix")
  func wrongCount() {
    let m = message(BatchUpdate(insertedItems: [[0, 3]]), [3], [5])
    #expect(
      m
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out); swap the data inside performBatchUpdate and describe every change, or call reloadData()"
    )
  }

  @Test("a wrong section count names the counts")
  func wrongSections() {
    let m = message(BatchUpdate(insertedSections: [1]), [1], [1])
    #expect(
      m?.hasPrefix("Invalid update: attempt to insert section 1, but there are only 1 sections after the update")
        == true)
    let n = message(BatchUpdate(deletedSections: [0]), [1, 1], [1, 1])
    #expect(
      n?.contains(
        "invalid number of sections. The number of sections contained after the update (2) must be equal to the number of sections contained before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)"
      ) == true)
  }

  @Test(
    "broken rules are named",
    arguments: [
      (
        BatchUpdate(deletedItems: [[0, 5]]), [3], [2],
        "attempt to delete item 5 from section 0 which only contains 3 items before the update"
      ),
      (
        BatchUpdate(insertedItems: [[0, 9]]), [3], [4],
        "attempt to insert item 9 into section 0, but there are only 4 items in section 0 after the update"
      ),
      (BatchUpdate(deletedItems: [[0, 1], [0, 1]]), [3], [1], "attempt to delete [0, 1] twice"),
      (
        BatchUpdate(deletedItems: [[0, 1]], reloadedItems: [[0, 1]]), [3], [2],
        "attempt to delete and reload the same index path ([0, 1])"
      ),
      (
        BatchUpdate(reloadedItems: [[0, 0]], movedItems: [Move(from: [0, 0], to: [0, 1])]), [2], [2],
        "attempt to reload and move the same index path ([0, 0])"
      ),
      (
        BatchUpdate(deletedSections: [0], reloadedSections: [0]), [1], [0],
        "attempt to delete and reload the same section (0)"
      ),
      (
        BatchUpdate(deletedSections: [0], movedSections: [Move(from: 0, to: 0)]), [1], [0],
        "attempt to perform a delete and a move from the same section (0)"
      ),
      (
        BatchUpdate(movedSections: [Move(from: 0, to: 3)]), [1], [1],
        "attempt to move section 0 to section 3, but there are only 1 sections after the update"
      ),
    ])
  func rules(update: BatchUpdate, before: [Int], after: [Int], expected: String) {
    let m = message(update, before, after)
    #expect(m?.contains(expected) == true, "\(m ?? "no error")")
  }

  @Test("violations lists every broken rule; validate throws the first UIKit rejects and counts the rest")
  func everyViolation() {
    let update = BatchUpdate(deletedItems: [[0, 5], [0, 6]], insertedItems: [[0, 9]])
    let found = update.violations(before: [3], after: [3])
    #expect(found.map(\.kind) == [.rejectedByUIKit, .rejectedByUIKit, .rejectedByUIKit])
    #expect(
      found.map(\.message) == [
        "attempt to delete item 5 from section 0 which only contains 3 items before the update",
        "attempt to delete item 6 from section 0 which only contains 3 items before the update",
        "attempt to insert item 9 into section 0, but there are only 3 items in section 0 after the update",
      ])
    #expect(
      message(update, [3], [3])
        == "Invalid update: attempt to delete item 5 from section 0 which only contains 3 items before the update (and 2 more broken rules); swap the data inside performBatchUpdate and describe every change, or call reloadData()"
    )
  }

  @Test("item operations in a deleted section are unsafe, not rejected")
  func unsafeIsNotThrown() {
    let update = BatchUpdate(deletedSections: [0], deletedItems: [[0, 0]])
    #expect(update.violations(before: [1, 2], after: [2]).map(\.kind) == [.unsafe])
    #expect(message(update, [1, 2], [2]) == nil)
  }

  @Test("reconfigures name new index paths, once each, and count as changes")
  func reconfigures() {
    let update = BatchUpdate(deletedItems: [[0, 0]], reconfiguredItems: [[0, 1]])
    #expect(message(update, [3], [2]) == nil)
    #expect(
      message(BatchUpdate(deletedItems: [[0, 0]], reconfiguredItems: [[0, 2]]), [3], [2])?
        .contains(
          "attempt to reconfigure item 2 in section 0, but there are only 2 items in section 0 after the update")
        == true)
    #expect(
      message(BatchUpdate(reconfiguredItems: [[0, 1], [0, 1]]), [3], [3])?.contains(
        "attempt to reconfigure [0, 1] twice") == true)
    #expect(message(BatchUpdate(reconfiguredItems: [[1]]), [3], [3])?.contains("not a [section, item] pair") == true)
    #expect(update.changeCount == 2)
    #expect(update.description == "batch(delete items [0, 0]; reconfigure items [0, 1])")
  }

  @Test("the description lists every part")
  func description() {
    let u = BatchUpdate(insertedSections: [2], deletedItems: [[0, 1]], movedItems: [Move(from: [0, 0], to: [1, 0])])
    #expect(u.description == "batch(insert sections 2; delete items [0, 1]; move items [0, 0]->[1, 0])")
    #expect(BatchUpdate().isEmpty)
    #expect(!u.isEmpty)
  }

  @Test(
    "names an index path out of range in UIKit's words, for every operation",
    arguments: [
      (
        BatchUpdate(deletedItems: [[0, 2]]),
        "attempt to delete item 2 from section 0 which only contains 2 items before the update"
      ),
      (
        BatchUpdate(reloadedItems: [[0, 2]]),
        "attempt to reload item 2 from section 0 which only contains 2 items before the update"
      ),
      (
        BatchUpdate(insertedItems: [[0, 2]]),
        "attempt to insert item 2 into section 0, but there are only 2 items in section 0 after the update"
      ),
      (
        BatchUpdate(movedItems: [Move(from: [0, 2], to: [0, 0])]),
        "attempt to move item 2 from section 0 which only contains 2 items before the update"
      ),
      (
        BatchUpdate(movedItems: [Move(from: [0, 0], to: [0, 2])]),
        "attempt to move item to [0, 2], but there are only 2 items in section 0 after the update"
      ),
      (
        BatchUpdate(reconfiguredItems: [[0, 2]]),
        "attempt to reconfigure item 2 in section 0, but there are only 2 items in section 0 after the update"
      ),
    ])
  func outOfRange(update: BatchUpdate, expected: String) {
    #expect(update.violations(before: [2], after: [2]).map(\.message).contains(expected))
  }
}
