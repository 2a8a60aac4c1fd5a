#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a list is to its UIKit adapters, whether it is a ``ListDataSource`` or a Compose
/// container: sections of identified items, their cells and supplementary views, selection,
/// display and prefetching, where errors go, and how it is shown through a diffable data source.
/// The adapters are written once against it, per host and update mode (``BricksTableAdapter``,
/// ``BricksCollectionAdapter``, ``BricksDiffableTableAdapter``,
/// ``BricksDiffableCollectionAdapter``); only what differs by list (sizing, titles,
/// highlighting) stays in each list's subclass.
@MainActor
package protocol ListEngine: AnyObject {
  /// The sections shown, status section included.
  var numberOfSections: Int { get }
  /// The items in `section`.
  func numberOfItems(inSection section: Int) -> Int
  /// The item's cell from one dequeue on `host`, configured, or with the error that stopped it.
  func engineCell(at indexPath: IndexPath, on host: some CellHost) -> (view: AnyObject?, error: (any Error)?)
  /// The section's supplementary view of `kind` (`indexPath[0]` is the section), as ``engineCell(at:on:)``.
  func engineSupplementaryView(_ kind: SupplementaryKind, at indexPath: IndexPath, on host: some CellHost) -> (
    view: AnyObject?, error: (any Error)?
  )
  /// Hands `error` to the list's error handler.
  func reportError(_ error: any Error)
  /// The message for a cell at `indexPath` that is not a `cellClass` (`host`: "table" or "collection view").
  func wrongCellTypeMessage(_ view: AnyObject, cellClass: String, host: String, at indexPath: IndexPath) -> String
  /// The item was selected.
  func didSelectItem(at indexPath: IndexPath)
  /// `cell` is about to show the item (load more may fire).
  func willDisplay(_ cell: AnyObject, at indexPath: IndexPath)
  /// `cell` stopped showing the item.
  func didEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath)
  /// The items will soon be shown: their models or units prefetch. Returns how many started.
  @discardableResult func prefetchItems(at indexPaths: [IndexPath]) -> Int
  /// The items will not be shown soon after all: what was prefetched for them is cancelled.
  /// Returns how many were.
  @discardableResult func cancelPrefetchingItems(at indexPaths: [IndexPath]) -> Int

  /// An adapter now shows the list on `view` (its data source, or its diffable data source's
  /// delegate): what the list needs of the view before the first cell request (registrations).
  func engineAttach(to view: some AdaptedListView)
  /// Where the list's updates go as snapshots, once a diffable adapter drives it (held weakly).
  var snapshotTarget: (any SnapshotApplying)? { get set }
  /// A new, empty table of the items a diffable adapter applies, for its cell provider.
  func makeSnapshotItems() -> any EngineSnapshotItems
  /// Applies what the list holds again, without animation, to its ``snapshotTarget`` (after a
  /// drop the view already shows, so that the data source's snapshot matches it).
  func engineReapplySnapshot()
}

/// What a diffable adapter keeps of the contents it applied: each item's model or unit by
/// snapshot number, so that its cell provider shows an item of the last two snapshots.
@MainActor
package protocol EngineSnapshotItems: AnyObject {
  /// Numbers `content` (which the list now shows, in order) and records each item's value.
  func number(_ content: SnapshotContent) -> SnapshotIdentifiers.Numbered
  /// The cell of snapshot item `number` at `indexPath`, from one dequeue on `host`.
  func cell(forItem number: Int, at indexPath: IndexPath, on host: some CellHost) -> (
    view: AnyObject?, error: (any Error)?
  )
}

/// The values (models or units) of the contents a diffable adapter applied, by snapshot number.
@MainActor
package final class SnapshotItemTable<Value>: EngineSnapshotItems {
  var values = SnapshotItems<Value>()
  /// The lookup of the value at (section, index) of what the list shows now.
  let shown: () -> (Int, Int) -> Value?
  /// The cell of a value (`nil`: none recorded), its snapshot number, where, on which host.
  let makeCell: (Value?, Int, IndexPath, any CellHost) -> (view: AnyObject?, error: (any Error)?)

  package init(
    shown: @escaping () -> (Int, Int) -> Value?,
    cell: @escaping (Value?, Int, IndexPath, any CellHost) -> (view: AnyObject?, error: (any Error)?)
  ) {
    self.shown = shown
    makeCell = cell
  }

  package func number(_ content: SnapshotContent) -> SnapshotIdentifiers.Numbered {
    let value = shown()
    return values.number(content) { s, i, _ in value(s, i) }
  }

  package func cell(forItem number: Int, at indexPath: IndexPath, on host: some CellHost) -> (
    view: AnyObject?, error: (any Error)?
  ) {
    makeCell(values.value(for: number), number, indexPath, host)
  }
}
#endif
