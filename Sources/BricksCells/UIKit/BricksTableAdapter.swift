#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The part of a `UITableView` adapter that does not depend on what the list is made of: cells
/// (one dequeue per request, cleared after an error), headers and footers, selection, display,
/// prefetching, separators and the rows' interactions. ``TableViewDataSource`` (a
/// ``ListDataSource``) and the Compose table adapter are its subclasses.
///
/// Every optional method a subclass may customise is implemented here (`open`), because Linux
/// cannot express `@objc optional`.
@MainActor
open class BricksTableAdapter: BricksListAdapter, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  /// Becomes `tableView`'s data source, delegate and prefetch data source, shows the list there
  /// (registering its cells) and reloads.
  ///
  /// A table driven by a diffable data source is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) goes to the list's error handler: UIKit raises
  /// when such a table gets `reloadData` or batch updates.
  open func attach(to tableView: UITableView) { show(on: tableView, as: self) }

  // MARK: UITableViewDataSource

  /// The list's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { engine.numberOfSections }

  /// The list's rows in `section`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// The configured cell, or a blank cell after reporting the error.
  ///
  /// Dequeues one cell per call, as collection views require since iOS 18: after an error,
  /// the cell already dequeued is returned cleared, never showing another row; a fallback cell
  /// is dequeued only when nothing was (no cell bound to the item, index out of range).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.cell(answering: engine.engineCell(at: indexPath, on: tableView), of: engine, at: indexPath)
  }

  // MARK: UITableViewDelegate

  /// The view of the section's header, or `nil`.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    supplementaryView(.header, section, tableView)
  }

  /// The view of the section's footer, or `nil`.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    supplementaryView(.footer, section, tableView)
  }

  /// The section's view of `kind`; after an error, the view already dequeued, unconfigured.
  func supplementaryView(_ kind: SupplementaryKind, _ section: Int, _ tableView: UITableView) -> UIView? {
    let (view, error) = engine.engineSupplementaryView(kind, at: IndexPath(indexes: [section, 0]), on: tableView)
    if let error { engine.reportError(error) }
    return view as? UIView
  }

  /// Forwards the selection to the list.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    engine.didSelectItem(at: indexPath)
  }

  /// Gives the cell its row's separator (``interactions``) and forwards to the list (load more).
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    #if !os(tvOS)
    interactions?.applySeparator(to: cell, in: tableView, at: indexPath)
    #endif
    engine.willDisplay(cell, at: indexPath)
  }

  /// Forwards to the list: the item the cell was showing.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    engine.didEndDisplaying(cell, at: indexPath)
  }

  // MARK: What UIKit does without them (the subclasses answer from their list)

  /// No title (UIKit's default).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No title (UIKit's default).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// The table's `rowHeight` (UIKit's default).
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  /// The table's `estimatedRowHeight` (UIKit's default).
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table's `sectionHeaderHeight` (UIKit's default).
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight` (UIKit's default).
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// `indexPath`: every row may be selected (UIKit's default).
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Nothing (UIKit's default).
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `true` (UIKit's default).
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Nothing (UIKit's default).
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  // MARK: UITableViewDataSourcePrefetching

  /// Forwards to the list: its prefetching models or units prefetch, and load-more may fire.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    engine.prefetchItems(at: indexPaths)
  }

  /// Forwards to the list: what was prefetched for these rows is cancelled.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    engine.cancelPrefetchingItems(at: indexPaths)
  }
}

#endif
