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
open class TableViewDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  /// The list this object shows.
  public let list: ListDataSource
  /// The rows' swipe actions, context menus and reordering, answered row by row (`nil`: none).
  public var interactions: (any InteractionSource)?
  static let fallbackIdentifier = "Bricks.FallbackCell"

  /// Wraps `list`.
  public init(list: ListDataSource) {
    self.list = list
    super.init()
  }

  /// Becomes `tableView`'s data source and delegate, attaches the list, and reloads.
  ///
  /// A table driven by a diffable data source is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) goes to ``ListDataSource/onError``: UIKit
  /// raises when such a table gets `reloadData` or batch updates.
  open func attach(to tableView: UITableView) {
    if tableView.dataSource is any DiffableDataSourceMarker {
      report(CellError.diffableDataSourceInUse("table", by: "TableViewDataSource"))
      return
    }
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    list.attach(to: tableView)
    tableView.reloadData()
  }

  func report(_ error: Error) {
    list.onError?(error as? CellError ?? CellError(.noCellForModel, message: "\(error)"))
  }

  // MARK: UITableViewDataSource

  /// The list's sections, status section included.
  open func numberOfSections(in tableView: UITableView) -> Int { list.numberOfSections }

  /// The list's rows in `section`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    list.numberOfItems(inSection: section)
  }

  /// The configured cell from the registry, or a blank cell after reporting the error.
  ///
  /// Dequeues one cell per call, as collection views require since iOS 18: after an error,
  /// the cell the registry already dequeued is returned cleared (`prepareForReuse()`, no content
  /// configuration), never showing another row; a fallback cell is dequeued only when nothing
  /// was (no cell bound to the model, index out of range).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let (view, error) = list.displayCell(at: indexPath, on: tableView)
    if let error { report(error) }
    if let cell = view as? UITableViewCell { return error == nil ? cell : cell.clearedAfterError() }
    if let view {  // not from UIKit's dequeue, which only returns UITableViewCells
      report(
        CellError(
          .wrongCellType,
          message: "\(type(of: view)) is not a UITableViewCell; bind a UITableViewCell subclass to this model"))
    }
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.fallbackIdentifier)
    return tableView.dequeueReusableCell(withIdentifier: Self.fallbackIdentifier, for: indexPath)
  }

  /// A `String` header model with no bound view.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    list.title(kind: .header, inSection: section)
  }

  /// A `String` footer model with no bound view.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    list.title(kind: .footer, inSection: section)
  }

  // MARK: UITableViewDelegate

  /// The cell's height from the registry (cached), or `automaticDimension`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    do {
      return try list.height(at: indexPath, width: tableView.bounds.width) ?? UITableView.automaticDimension
    } catch {
      report(error)
      return UITableView.automaticDimension
    }
  }

  /// The header view bound to the section's header model.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    supplementaryView(.header, section, tableView)
  }

  /// The footer view bound to the section's footer model.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    supplementaryView(.footer, section, tableView)
  }

  /// The header's height: its view's, `automaticDimension` for a title, 0 for none.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    supplementaryHeight(.header, section, tableView)
  }

  /// The footer's height: its view's, `automaticDimension` for a title, 0 for none.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    supplementaryHeight(.footer, section, tableView)
  }

  /// Forwards to ``ListDataSource/didSelectItem(at:)``.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    list.didSelectItem(at: indexPath)
  }

  /// Gives the cell its row's separator (``interactions``) and forwards to
  /// ``ListDataSource/willDisplay(_:at:)`` (load more).
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    #if !os(tvOS)
    interactions?.applySeparator(to: cell, in: tableView, at: indexPath)
    #endif
    list.willDisplay(cell, at: indexPath)
  }

  /// Forwards to ``ListDataSource/didEndDisplaying(_:at:)``.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    list.didEndDisplaying(cell, at: indexPath)
  }

  /// The section's view of `kind`; after an error, the view already dequeued, unconfigured.
  func supplementaryView(_ kind: SupplementaryKind, _ section: Int, _ tableView: UITableView) -> UIView? {
    let (view, error) = list.displaySupplementaryView(kind: kind, inSection: section, on: tableView)
    if let error { report(error) }
    return view as? UIView
  }

  func supplementaryHeight(_ kind: SupplementaryKind, _ section: Int, _ tableView: UITableView) -> CGFloat {
    do {
      return try list.supplementaryHeight(kind: kind, inSection: section, width: tableView.bounds.width)
        ?? UITableView.automaticDimension
    } catch {
      report(error)
      return 0
    }
  }
}
#endif
