import BricksCompose

extension UIKitBatch {
  /// The calls a `Changeset` stands for, one for one (nothing is merged, sorted or dropped).
  ///
  /// The only file of this module that knows Bricks: the replay itself works on plain indexes.
  public init(_ changes: Changeset) {
    func path(_ p: ElementPath) -> ItemPath { ItemPath(section: p.section, item: p.element) }
    self.init(
      deletedSections: changes.sectionDeletes,
      insertedSections: changes.sectionInserts,
      movedSections: changes.sectionMoves.map { (from: $0.from, to: $0.to) },
      deletedItems: changes.deletes.map(path),
      insertedItems: changes.inserts.map(path),
      reloadedItems: changes.reloads.map(path),
      movedItems: changes.moves.map { (from: path($0.from), to: path($0.to)) })
  }
}
