import BricksCompose
import Foundation

extension UIKitBatch {
  /// The calls a `Changeset`'s batch update stands for, one for one (nothing is merged, sorted or
  /// dropped).
  ///
  /// The only file of this module that knows Bricks: the replay itself works on plain indexes.
  public init(_ changes: Changeset) {
    let update = changes.batchUpdate
    func path(_ p: IndexPath) -> ItemPath { ItemPath(section: p[0], item: p[1]) }
    self.init(
      deletedSections: Array(update.deletedSections),
      insertedSections: Array(update.insertedSections),
      movedSections: update.movedSections.map { (from: $0.from, to: $0.to) },
      deletedItems: update.deletedItems.map(path),
      insertedItems: update.insertedItems.map(path),
      reloadedItems: update.reloadedItems.map(path),
      movedItems: update.movedItems.map { (from: path($0.from), to: path($0.to)) },
      reconfiguredItems: update.reconfiguredItems.map(path))
  }
}
