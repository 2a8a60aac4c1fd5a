import BricksCells
import Foundation

// The changeset's first vocabulary (`[Int]` sections, `ElementPath` elements), kept for source
// compatibility: each spelling reads or writes ``Changeset/batchUpdate``.
extension Changeset {
  /// Creates a changeset from explicit operations.
  @available(
    *, deprecated,
    message:
      "use Changeset(batchUpdate: BatchUpdate(deletedSections:insertedSections:movedSections:deletedItems:insertedItems:reloadedItems:movedItems:))"
  )
  public init(
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [Move<Int>] = [],
    deletes: [ElementPath] = [], inserts: [ElementPath] = [], moves: [Move<ElementPath>] = [],
    reloads: [ElementPath] = [], diagnostics: [ChangesetDiagnostic] = []
  ) {
    self.init(
      batchUpdate: BatchUpdate(
        deletedSections: IndexSet(sectionDeletes), insertedSections: IndexSet(sectionInserts),
        movedSections: sectionMoves,
        deletedItems: deletes.map(\.indexPath), insertedItems: inserts.map(\.indexPath),
        reloadedItems: reloads.map(\.indexPath),
        movedItems: moves.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) }),
      diagnostics: diagnostics)
  }

  /// Sections to delete, by old index, ascending.
  @available(*, deprecated, renamed: "batchUpdate.deletedSections")
  public var sectionDeletes: [Int] {
    get { Array(batchUpdate.deletedSections) }
    set { batchUpdate.deletedSections = IndexSet(newValue) }
  }
  /// Sections to insert, by new index, ascending.
  @available(*, deprecated, renamed: "batchUpdate.insertedSections")
  public var sectionInserts: [Int] {
    get { Array(batchUpdate.insertedSections) }
    set { batchUpdate.insertedSections = IndexSet(newValue) }
  }
  /// Sections to move, from old index to new index.
  @available(*, deprecated, renamed: "batchUpdate.movedSections")
  public var sectionMoves: [Move<Int>] {
    get { batchUpdate.movedSections }
    set { batchUpdate.movedSections = newValue }
  }
  /// Elements to delete, by old path, ascending.
  @available(*, deprecated, renamed: "batchUpdate.deletedItems")
  public var deletes: [ElementPath] {
    get { batchUpdate.deletedItems.map(ElementPath.init) }
    set { batchUpdate.deletedItems = newValue.map(\.indexPath) }
  }
  /// Elements to insert, by new path, ascending.
  @available(*, deprecated, renamed: "batchUpdate.insertedItems")
  public var inserts: [ElementPath] {
    get { batchUpdate.insertedItems.map(ElementPath.init) }
    set { batchUpdate.insertedItems = newValue.map(\.indexPath) }
  }
  /// Elements to move, from old path to new path, in new order.
  @available(*, deprecated, renamed: "batchUpdate.movedItems")
  public var moves: [Move<ElementPath>] {
    get { batchUpdate.movedItems.map { Move(from: ElementPath($0.from), to: ElementPath($0.to)) } }
    set { batchUpdate.movedItems = newValue.map { Move(from: $0.from.indexPath, to: $0.to.indexPath) } }
  }
  /// Elements whose content changed in place and whose cell is replaced, by old path, ascending.
  @available(*, deprecated, renamed: "batchUpdate.reloadedItems")
  public var reloads: [ElementPath] {
    get { batchUpdate.reloadedItems.map(ElementPath.init) }
    set { batchUpdate.reloadedItems = newValue.map(\.indexPath) }
  }
}
