import BricksCompose
import ChangesetOracle
import Testing

/// The oracle the changeset property tests and fuzzer rely on must itself reject what UIKit
/// rejects and catch wrong results; otherwise "every replay matches" proves nothing.
@Suite struct UIKitBatchReplayTests {
  typealias Section = ShownSection<String, String>
  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  let old: [Section] = [Section(id: "A", elements: ["a", "b", "c"]), Section(id: "B", elements: ["d"])]

  @Test("a valid batch shows the new state, moved cells keeping their content")
  func aValidBatchShowsTheNewStateMovedCellsKeepingTheirContent() throws {
    let new = [
      Section(id: "C", elements: ["x"]), Section(id: "A", elements: ["c", "a", "b*"]),
      Section(id: "B", elements: ["d"]),
    ]
    let batch = UIKitBatch(
      insertedSections: [0], reloadedItems: [path(0, 1)], movedItems: [(from: path(0, 2), to: path(1, 0))])
    #expect(UIKitBatchReplay.verify(batch, from: old, to: new) == nil)
    // The same batch against a state where the moved element also changed: its cell is stale.
    var changed = new
    changed[1].elements[0] = "c*"
    #expect(
      UIKitBatchReplay.verify(batch, from: old, to: changed)?.contains("item [1, 0] shows c but the new state has c*")
        == true)
  }

  @Test("a reconfigure after the batch refreshes the moved cell at its new path, and only the same item's cell")
  func aReconfigureRefreshesTheSameItemsCell() {
    let new = [Section(id: "A", elements: ["c*", "a", "b"]), Section(id: "B", elements: ["d"])]
    let sameItem = { (a: String, b: String) in a.prefix(1) == b.prefix(1) }
    let moved = UIKitBatch(movedItems: [(from: path(0, 2), to: path(0, 0))], reconfiguredItems: [path(0, 0)])
    #expect(UIKitBatchReplay.verify(moved, from: old, to: new, sameItem: sameItem) == nil)
    let oldPath = UIKitBatch(movedItems: [(from: path(0, 2), to: path(0, 0))], reconfiguredItems: [path(0, 2)])
    #expect(
      UIKitBatchReplay.verify(oldPath, from: old, to: new, sameItem: sameItem)?.contains(
        "item [0, 0] shows c but the new state has c*") == true)
    let swapped = [Section(id: "A", elements: ["b", "a", "c"]), Section(id: "B", elements: ["d"])]
    #expect(
      UIKitBatchReplay.verify(UIKitBatch(reconfiguredItems: [path(0, 0)]), from: old, to: swapped, sameItem: sameItem)?
        .contains("another item") == true)
    let twice = UIKitBatch(
      movedItems: [(from: path(0, 2), to: path(0, 0))], reconfiguredItems: [path(0, 0), path(0, 0)])
    #expect(
      UIKitBatchReplay.verify(twice, from: old, to: new, sameItem: sameItem)?.contains("reconfigured twice") == true)
  }

  @Test(
    "rejects what UIKit rejects",
    arguments: [
      (
        UIKitBatch(deletedSections: [1], insertedSections: [1], insertedItems: [ItemPath(section: 1, item: 0)]),
        "which is inserted"
      ),
      (
        UIKitBatch(deletedSections: [1], insertedSections: [1], deletedItems: [ItemPath(section: 1, item: 0)]),
        "which is deleted"
      ),
      (UIKitBatch(movedSections: [(from: 1, to: 0)], deletedItems: [ItemPath(section: 1, item: 0)]), "which is moved"),
      (
        UIKitBatch(
          reloadedItems: [ItemPath(section: 0, item: 0)],
          movedItems: [(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))]),
        "a path in two operations"
      ),
      (
        UIKitBatch(
          deletedItems: [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2)],
          insertedItems: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0)]), "a path in two operations"
      ),
      (UIKitBatch(deletedItems: [ItemPath(section: 0, item: 3)]), "does not exist before the update"),
      (UIKitBatch(deletedItems: [ItemPath(section: 0, item: 0)]), "invalid number of items in section 0"),
      (UIKitBatch(insertedSections: [2]), "does not exist after the update"),
      (UIKitBatch(deletedSections: [1]), "invalid number of sections"),
    ])
  func rejectsWhatUIKitRejects(batch: UIKitBatch, expected: String) {
    let message = UIKitBatchReplay.verify(batch, from: old, to: old)
    #expect(message?.contains(expected) == true, "\(batch): \(message ?? "accepted")")
  }

  @Test("a section that keeps its place but changes identity is a wrong result")
  func aSectionThatKeepsItsPlaceButChangesIdentityIsAWrongResult() {
    let new = [Section(id: "A", elements: ["a", "b", "c"]), Section(id: "Z", elements: ["d"])]
    #expect(UIKitBatchReplay.verify(UIKitBatch(), from: old, to: new)?.contains("section 1 shows section B") == true)
  }

  @Test("every corruption of a valid changeset is caught") func everyCorruptionOfAValidChangesetIsCaught() {
    enum Corruption: CaseIterable {
      case dropDelete, dropInsert, dropReconfigure, dropMove, dropSectionDelete, dropSectionInsert, dropSectionMove,
        reloadMoveSource, repeatInsert, insertIntoInsertedSection
    }
    var generator = SectionedPairGenerator(seed: 99)
    var applied: [Corruption: Int] = [:]
    for _ in 0..<5_000 {
      let (old, new) = generator.pair()
      let changes = Changeset(fromSections: old, toSections: new)
      let shownOld = old.map { ShownSection(id: $0.id, elements: $0.elements) }
      let shownNew = new.map { ShownSection(id: $0.id, elements: $0.elements) }
      let valid = UIKitBatch(changes)
      for corruption in Corruption.allCases {
        var batch = valid
        switch corruption {
        case .dropDelete: guard !batch.deletedItems.isEmpty else { continue }; batch.deletedItems.removeLast()
        case .dropInsert: guard !batch.insertedItems.isEmpty else { continue }; batch.insertedItems.removeFirst()
        case .dropReconfigure:
          guard !batch.reconfiguredItems.isEmpty else { continue }; batch.reconfiguredItems.removeLast()
        case .dropMove: guard !batch.movedItems.isEmpty else { continue }; batch.movedItems.removeLast()
        case .dropSectionMove: guard !batch.movedSections.isEmpty else { continue }; batch.movedSections.removeLast()
        case .dropSectionDelete:
          guard !batch.deletedSections.isEmpty else { continue }; batch.deletedSections.removeLast()
        case .dropSectionInsert:
          guard !batch.insertedSections.isEmpty else { continue }; batch.insertedSections.removeLast()
        case .reloadMoveSource:
          guard let move = batch.movedItems.first else { continue }; batch.reloadedItems.append(move.from)
        case .repeatInsert:
          guard let insert = batch.insertedItems.last else { continue }; batch.insertedItems.append(insert)
        case .insertIntoInsertedSection:
          guard let s = batch.insertedSections.first else { continue };
          batch.insertedItems.append(ItemPath(section: s, item: 0))
        }
        applied[corruption, default: 0] += 1
        #expect(
          UIKitBatchReplay.verify(batch, from: shownOld, to: shownNew, sameItem: { $0.id == $1.id }) != nil,
          "\(corruption) of \(valid) was not caught")
      }
    }
    for corruption in Corruption.allCases {
      #expect(
        applied[corruption, default: 0] >= 200,
        "\(corruption) was applied only \(applied[corruption, default: 0]) times")
    }
  }
}
