#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Drives a `UITableViewDiffableDataSource` from a list, whatever it is made of: every update of
/// the list becomes a snapshot applied at once (content changes reconfigured, cells that need a
/// new class reloaded), and the table's delegate and prefetch data source is ``delegate``, the
/// list's batch adapter, which is not the table's data source: heights, header and footer views,
/// selection, highlighting, display events (load more) and prefetching reach the list as without
/// a diffable data source. ``ListDiffableTableAdapter`` (a `ListDataSource`) and the Compose
/// table adapter are its subclasses.
///
/// Identifiers are numbered (``SnapshotIdentifiers``) so that the data source is
/// `UITableViewDiffableDataSource<Int, Int>`, as Swift 6 requires `Sendable` identifiers.
/// Section titles come from the delegate through the data source (a
/// ``TitledTableDiffableDataSource``: UIKit's class offers titles only through subclass
/// overrides); header and footer views are the delegate's. A cell that cannot be made goes to the
/// list's error handler and shows as the cell dequeued for the request, cleared.
///
/// Keep the adapter alive as long as the table: the list holds it weakly, and reports
/// ``CellError/Code/diffableDataSourceLost`` for updates after it is gone.
@MainActor
open class BricksDiffableTableAdapter<Delegate: BricksTableAdapter>: SnapshotApplying {
  /// The table's delegate and prefetch data source (not its data source): the list's batch
  /// adapter.
  public let delegate: Delegate
  /// The diffable data source, connected to the table view.
  public let dataSource: TitledTableDiffableDataSource
  /// The animation of inserted and deleted rows (the data source's `defaultRowAnimation`,
  /// `.automatic` unless set).
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { dataSource.defaultRowAnimation }
    set { dataSource.defaultRowAnimation = newValue }
  }

  let cells: DiffableCells<UITableView>

  /// Shows `delegate`'s list on `tableView`: registers its cells (and the blank cell, before any
  /// cell request), connects a diffable data source, makes `delegate` the table's delegate and
  /// prefetch data source, and this adapter the list's snapshot target.
  package init(delegate: Delegate, tableView: UITableView) {
    self.delegate = delegate
    cells = DiffableCells(engine: delegate.engine, view: tableView)
    dataSource = TitledTableDiffableDataSource(tableView: tableView, cellProvider: cells.provider)
    dataSource.titleProvider = { [weak delegate, weak tableView] kind, section in
      guard let delegate, let tableView else { return nil }
      return kind == .header
        ? delegate.tableView(tableView, titleForHeaderInSection: section)
        : delegate.tableView(tableView, titleForFooterInSection: section)
    }
    tableView.connect(delegate, asDataSource: false)
    delegate.engine.snapshotTarget = self
  }

  /// Copies `content` into a snapshot and applies it at once: with
  /// `apply(_:animatingDifferences:completion:)` (rows inserted and deleted with
  /// ``defaultRowAnimation``) when `animated`, else with `applySnapshotUsingReloadData(_:completion:)`.
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    dataSource.apply(cells.items.number(content), animated: animated, completion: completion)
  }
}
#endif
