#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The UIKit face of a ``ListDataSource`` for a `UITableView` (the pod's
/// `BKBaseTableViewDatasourceAndDelegate`): it answers UIKit's data-source and delegate calls
/// from the list and holds it strongly.
///
/// ```swift
/// let source = TableViewDataSource(list: ListDataSource(registry: registry, sections: sections))
/// source.attach(to: tableView)   // sets dataSource and delegate, registers the cells
/// ```
/// Every optional method a subclass may customise is implemented here (`open`), because Linux
/// cannot express `@objc optional`. A cell that cannot be made is reported to
/// ``ListDataSource/onError`` and shown as a blank cell, never a crash.
@MainActor
open class TableViewDataSource: BricksTableAdapter {
  /// The list this object shows.
  public let list: ListDataSource

  /// Wraps `list`.
  public init(list: ListDataSource) {
    self.list = list
    super.init(engine: list)
  }

  /// A `String` header model with no bound view.
  override open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    list.title(kind: .header, inSection: section)
  }

  /// A `String` footer model with no bound view.
  override open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    list.title(kind: .footer, inSection: section)
  }

  /// The cell's height from the registry (cached), or `automaticDimension`.
  override open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    do {
      return try list.height(at: indexPath, width: tableView.bounds.width) ?? UITableView.automaticDimension
    } catch {
      list.reportError(error)
      return UITableView.automaticDimension
    }
  }

  /// The header's height: its view's, `automaticDimension` for a title, 0 for none.
  override open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    supplementaryHeight(.header, section, tableView)
  }

  /// The footer's height: its view's, `automaticDimension` for a title, 0 for none.
  override open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    supplementaryHeight(.footer, section, tableView)
  }

  func supplementaryHeight(_ kind: SupplementaryKind, _ section: Int, _ tableView: UITableView) -> CGFloat {
    do {
      return try list.supplementaryHeight(kind: kind, inSection: section, width: tableView.bounds.width)
        ?? UITableView.automaticDimension
    } catch {
      list.reportError(error)
      return 0
    }
  }
}
#endif
