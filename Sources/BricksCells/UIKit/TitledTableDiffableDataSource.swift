#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITableViewDiffableDataSource<Int, Int>` whose section titles come from ``titleProvider``.
///
/// UIKit's diffable data source answers every `UITableViewDataSource` method itself; a table's
/// plain section titles (`tableView(_:titleForHeaderInSection:)`) can only come from a subclass
/// that overrides them. Header and footer *views* are the table delegate's
/// (`tableView(_:viewForHeaderInSection:)`), as without a diffable data source. The Bricks
/// diffable table adapters use this class.
@MainActor
public final class TitledTableDiffableDataSource: UITableViewDiffableDataSource<Int, Int> {
  /// The title of the header (`.header`) or footer (`.footer`) of a section, by section index;
  /// `nil` (the default) for no titles.
  public var titleProvider: ((_ kind: SupplementaryKind, _ section: Int) -> String?)?
  /// Whether the row at an index path can be dragged; `nil` (the default) for none.
  public var canMoveRow: ((IndexPath) -> Bool)?
  /// Called when the user drops a dragged row, with where it was and where it is now.
  public var didMoveRow: ((IndexPath, IndexPath) -> Void)?

  /// ``titleProvider``'s header title.
  public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titleProvider?(.header, section)
  }

  /// ``titleProvider``'s footer title.
  public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    titleProvider?(.footer, section)
  }

  /// ``canMoveRow``'s answer (`false` without one).
  public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canMoveRow?(indexPath) ?? false
  }

  /// Tells ``didMoveRow``.
  public override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    didMoveRow?(sourceIndexPath, destinationIndexPath)
  }
}
#endif
