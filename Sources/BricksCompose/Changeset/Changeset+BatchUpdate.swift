import BricksCells
import Foundation

extension Changeset {
  /// The same update in the cells layer's terms, for ``CellHost/performBatchUpdate(_:updatingData:completion:)``.
  ///
  /// Element paths become `[section, item]` index paths; nothing is reordered or merged.
  /// - Complexity: O(c), c the number of operations.
  public var batchUpdate: BatchUpdate {
    BatchUpdate(
      deletedSections: IndexSet(sectionDeletes),
      insertedSections: IndexSet(sectionInserts),
      movedSections: sectionMoves,
      deletedItems: deletes.map(\.indexPath),
      insertedItems: inserts.map(\.indexPath),
      reloadedItems: reloads.map(\.indexPath),
      movedItems: moves.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) })
  }
}
