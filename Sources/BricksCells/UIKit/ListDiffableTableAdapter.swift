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
/// Identifiers are numbered (``SnapshotIdentifiers``) so that the data source is
/// `UITableViewDiffableDataSource<Int, Int>`, as Swift 6 requires `Sendable` identifiers.
///
/// Section headers and footers, in the table's idiom: a `String` header or footer with no bound
/// view is the section's title, answered by the data source (a ``TitledTableDiffableDataSource``:
/// UIKit's class offers titles only through subclass overrides); a model with a bound view is
/// the delegate's `tableView(_:viewForHeaderInSection:)`. The table's delegate and prefetch data
/// source is ``delegate`` (heights, header and footer views, selection, display events that fire
/// load-more, prefetching). Keep the adapter alive as long as the table: the list holds it
/// weakly, and reports ``CellError/Code/diffableDataSourceLost`` for updates after it is gone.
@MainActor
public final class ListDiffableTableAdapter: SnapshotApplying {
  /// The list whose models are shown.
  public let list: ListDataSource
  /// The table's delegate and prefetch data source (not its data source): a
  /// ``TableViewDataSource`` over the same list.
  public let delegate: TableViewDataSource
  /// The diffable data source, connected to the table view.
  public private(set) var dataSource: TitledTableDiffableDataSource!
  /// The animation of inserted and deleted rows (the data source's `defaultRowAnimation`).
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { dataSource.defaultRowAnimation }
    set { dataSource.defaultRowAnimation = newValue }
  }

  var items = SnapshotItems<Any>()

  /// Connects a diffable data source to `tableView`, registers the list's cells there, makes
  /// ``delegate`` the table's delegate and prefetch data source, and this adapter the list's
  /// ``ListDataSource/snapshotTarget``.
  public init(list: ListDataSource, tableView: UITableView) {
    self.list = list
    delegate = TableViewDataSource(list: list)
    list.attach(to: tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: CellRegistry.fallbackIdentifier)
    let provider: UITableViewDiffableDataSource<Int, Int>.CellProvider = list.registry.cellProvider(
      model: { [weak self] (number: Int) in self?.items.value(for: number) },
      onError: { [weak list] error in list?.reportError(error) }
    )
    dataSource = TitledTableDiffableDataSource(tableView: tableView, cellProvider: provider)
    dataSource.titleProvider = { [weak list] kind, section in list?.title(kind: kind, inSection: section) }
    tableView.delegate = delegate
    tableView.prefetchDataSource = delegate
    list.snapshotTarget = self
  }

  /// Copies `content` into a snapshot and applies it: with `apply(_:animatingDifferences:completion:)`
  /// (rows inserted and deleted with ``defaultRowAnimation``) when `animated`, else with
  /// `applySnapshotUsingReloadData(_:completion:)`.
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    dataSource.apply(list.numbered(content, into: &items), animated: animated, completion: completion)
  }
}

extension ListDataSource {
  /// `content` numbered for a diffable data source, `items` keeping the models by number (the
  /// list shows what the content holds, in order, so models are found by position).
  package func numbered(_ content: SnapshotContent, into items: inout SnapshotItems<Any>)
    -> SnapshotIdentifiers.Numbered
  {
    items.number(content) { s, i, _ in snapshotItem(section: s, index: i) }
  }
}
#endif
