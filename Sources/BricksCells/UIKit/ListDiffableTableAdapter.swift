#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Drives a `UITableViewDiffableDataSource` from a ``ListDataSource``: the list's updates
/// (``ListDataSource/applySnapshot(_:status:to:animated:completion:)``, and also `apply`,
/// `setStatus`, `appendItems`, `setSections` and load-more, through
/// ``ListDataSource/snapshotTarget``) become snapshots; models whose content changed are
/// reconfigured, duplicates never reach the snapshot, the loading, empty and error rows are the
/// status section's one row.
///
/// ```swift
/// let list = ListDataSource(registry: registry)
/// list.loadMore = LoadMoreTrigger(threshold: 5) { [weak self] in self?.fetchNextPage() }
/// let adapter = ListDiffableTableAdapter(list: list, tableView: tableView)
/// try list.applySnapshot([ListSection(header: "Today", items: tweets)], to: adapter)
/// ```
/// Section headers and footers, in the table's idiom: a `String` header or footer with no bound
/// view is the section's title; a model with a bound view is the delegate's
/// `tableView(_:viewForHeaderInSection:)`. Everything else is ``BricksDiffableTableAdapter``'s,
/// with a ``TableViewDataSource`` over the same list as its ``BricksDiffableTableAdapter/delegate``.
@MainActor
public final class ListDiffableTableAdapter: BricksDiffableTableAdapter<TableViewDataSource> {
  /// The list whose models are shown.
  public var list: ListDataSource { delegate.list }

  /// Shows `list` on `tableView` through a diffable data source (see ``BricksDiffableTableAdapter``).
  public init(list: ListDataSource, tableView: UITableView) {
    super.init(delegate: TableViewDataSource(list: list), tableView: tableView)
  }
}
#endif
