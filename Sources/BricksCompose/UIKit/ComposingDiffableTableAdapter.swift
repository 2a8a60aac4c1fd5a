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
/// A Compose header or footer is a unit with a view, served by the table's delegate
/// (`tableView(_:viewForHeaderInSection:)`, with its height). Everything else is
/// ``BricksDiffableTableAdapter``'s, with a ``ComposingTableAdapter`` over the same container as
/// its ``BricksDiffableTableAdapter/delegate``; cells that cannot be made go to
/// ``ComposingContainer/onError``.
@MainActor
public final class ComposingDiffableTableAdapter: BricksDiffableTableAdapter<ComposingTableAdapter> {
  /// The container whose units are shown.
  public var container: ComposingContainer { delegate.container }

  /// Shows `container` on `tableView` through a diffable data source (see
  /// ``BricksDiffableTableAdapter``).
  public init(container: ComposingContainer, tableView: UITableView) {
    super.init(delegate: ComposingTableAdapter(container: container), tableView: tableView)
  }
}
#endif
