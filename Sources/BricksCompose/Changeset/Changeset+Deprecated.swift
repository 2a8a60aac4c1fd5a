import BricksCells
import Foundation

// The changeset's first vocabulary (`[Int]` sections, `ElementPath` elements), kept for source
// compatibility: each spelling reads or writes ``Changeset/batchUpdate``.
extension Changeset {
  /// Creates a changeset from explicit operations.
  @available(*, deprecated, message: "use Changeset(batchUpdate: BatchUpdate(deletedSections:insertedSections:movedSections:deletedItems:insertedItems:reloadedItems:movedItems:))")
  public init(
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [Move<Int>] = [],
    deletes: [ElementPath] = [], inserts: [ElementPath] = [], moves: [Move<ElementPath>] = [],
    reloads: [ElementPath] = [], diagnostics: [ChangesetDiagnostic] = []
  ) {
    self.init(
      batchUpdate: BatchUpdate(
        deletedSections: IndexSet(sectionDeletes), insertedSections: IndexSet(sectionInserts), movedSections: sectionMoves,
        deletedItems: deletes.map(\.indexPath), insertedItems: inserts.map(\.indexPath),
        reloadedItems: reloads.map(\.indexPath), movedItems: moves.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) }),
      diagnostics: diagnostics)
  }

  /// Sections to delete, by old index, ascending.
  @available(*, deprecated, renamed: "batchUpdate.deletedSections")
  public var sectionDeletes: [Int] { Array(batchUpdate.deletedSections) }
  /// Sections to insert, by new index, ascending.
  @available(*, deprecated, renamed: "batchUpdate.insertedSections")
  public var sectionInserts: [Int] { Array(batchUpdate.insertedSections) }
  /// Sections to move, from old index to new index.
  @available(*, deprecated, renamed: "batchUpdate.movedSections")
  public var sectionMoves: [Move<Int>] { batchUpdate.movedSections }
  /// Elements to delete, by old path, ascending.
  @available(*, deprecated, renamed: "batchUpdate.deletedItems")
  public var deletes: [ElementPath] { batchUpdate.deletedItems.map(ElementPath.init) }
  /// Elements to insert, by new path, ascending.
  @available(*, deprecated, renamed: "batchUpdate.insertedItems")
  public var inserts: [ElementPath] { batchUpdate.insertedItems.map(ElementPath.init) }
  /// Elements to move, from old path to new path, in new order.
  @available(*, deprecated, renamed: "batchUpdate.movedItems")
  public var moves: [Move<ElementPath>] { batchUpdate.movedItems.map { Move(from: ElementPath($0.from), to: ElementPath($0.to)) } }
  /// Elements whose content changed in place and whose cell is replaced, by old path, ascending.
  @available(*, deprecated, renamed: "batchUpdate.reloadedItems")
  public var reloads: [ElementPath] { batchUpdate.reloadedItems.map(ElementPath.init) }
}
