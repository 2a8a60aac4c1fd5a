#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// Drives a `UITableViewDiffableDataSource` from a ``ComposingContainer``: every update becomes
/// a snapshot, with the container's duplicates left out first (reported as
/// ``ComposeDiagnostic/Reason/duplicatesDropped``), content changes reconfigured
/// (`reconfigureItems`), units that need a new cell reloaded (`reloadItems`: `reloadsOnChange`,
/// or another cell class), and sections whose header or footer changed reloaded.
///
/// ```swift
/// let container = ComposingContainer(host: tableView)
/// let adapter = ComposingDiffableTableAdapter(container: container, tableView: tableView)
/// adapter.defaultRowAnimation = .fade
/// container.updateSections {
///   UnitSection(id: "posts", header: DayHeaderUnit(day: today)) {
///     for post in posts { PostUnit(post: post) }
///   }
/// }
/// ```
/// The diffable data source is `UITableViewDiffableDataSource<Int, Int>`: Swift 6 requires
/// `Sendable` identifiers, so the units' identifiers are numbered by ``SnapshotIdentifiers``
/// (stable while a unit stays).
///
/// Section headers and footers, in the table's idiom: UIKit's diffable data source offers only
/// titles (through subclass overrides of `tableView(_:titleForHeaderInSection:)`), and a Compose
/// header or footer is a unit with a view, so it is served by the table's delegate,
/// `tableView(_:viewForHeaderInSection:)` / `viewForFooterInSection`, with its height, as the
/// collection adapter serves them through its `supplementaryViewProvider`. The delegate (and
/// prefetch data source) is ``delegate``, a ``ComposingTableAdapter`` over the same container
/// that is not the table's data source: heights, header and footer views, selection,
/// highlighting, display events and prefetching reach the units as without a diffable data
/// source. Cells that cannot be made go to ``ComposingContainer/onError`` and show blank.
///
/// Keep the adapter alive as long as the table view: the container holds it weakly as its
/// ``ComposingContainer/snapshotTarget``, and reports ``CellError/Code/diffableDataSourceLost``
/// for updates after it is gone.
@MainActor
public final class ComposingDiffableTableAdapter: SnapshotApplying {
  /// The container whose units are shown.
  public let container: ComposingContainer
  /// The table's delegate and prefetch data source (not its data source).
  public let delegate: ComposingTableAdapter
  /// The diffable data source, connected to the table view (a ``TitledTableDiffableDataSource``,
  /// the subclass through which rows move).
  public private(set) var dataSource: TitledTableDiffableDataSource!
  /// The animation of inserted and deleted rows (the data source's `defaultRowAnimation`,
  /// `.automatic` unless set).
  public var defaultRowAnimation: UITableView.RowAnimation {
    get { dataSource.defaultRowAnimation }
    set { dataSource.defaultRowAnimation = newValue }
  }

  var units = SnapshotItems<AnyUnit>()

  /// Connects a diffable data source to `tableView`, makes ``delegate`` the table's delegate and
  /// prefetch data source, and this adapter the container's
  /// ``ComposingContainer/snapshotTarget``.
  public init(container: ComposingContainer, tableView: UITableView) {
    self.container = container
    delegate = ComposingTableAdapter(container: container)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: CellRegistry.fallbackIdentifier)
    dataSource = TitledTableDiffableDataSource(tableView: tableView) {
      [weak self] tableView, indexPath, number in
      MainActor.assumeIsolated { self?.cell(tableView, indexPath, number) }
    }
    tableView.delegate = delegate
    tableView.prefetchDataSource = delegate
    container.snapshotTarget = self
  }

  /// One request's cell: dequeued once, configured, or blank after reporting the error.
  func cell(_ tableView: UITableView, _ indexPath: IndexPath, _ number: Int) -> UITableViewCell {
    let result = container.displayCell(forSnapshotItem: number, unit: units.value(for: number), at: indexPath)
    return ComposingTableAdapter.cell(answering: result, of: container, tableView, indexPath)
  }

  /// Copies `content` into a snapshot and applies it: with `apply(_:animatingDifferences:completion:)`
  /// (rows inserted and deleted with ``defaultRowAnimation``) when `animated`, else with
  /// `applySnapshotUsingReloadData(_:completion:)`.
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    // The container shows what the content holds, in order, so units are found by position.
    let shown = container.sections
    dataSource.apply(units.number(content) { s, i, _ in shown[s].units[i] }, animated: animated, completion: completion)
  }
}
#endif
