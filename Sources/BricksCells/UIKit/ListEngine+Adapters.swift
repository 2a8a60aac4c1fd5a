#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a list is to its UIKit adapters, whether it is a ``ListDataSource`` or a Compose
/// container: sections of identified items, their cells and supplementary views, selection,
/// display and prefetching, and where errors go. The adapters of both are written once against it
/// (``BricksTableAdapter``, ``BricksCollectionAdapter``); only what differs (sizing, titles,
/// highlighting) stays in each.
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
  /// The message for a cell at `indexPath` that is not a `cellClass` (`host`: "table" or "collection").
  func wrongCellTypeMessage(_ view: AnyObject, cellClass: String, host: String, at indexPath: IndexPath) -> String
  /// The item was selected.
  func engineDidSelect(at indexPath: IndexPath)
  /// `cell` is about to show the item (load more may fire).
  func engineWillDisplay(_ cell: AnyObject, at indexPath: IndexPath)
  /// `cell` stopped showing the item.
  func engineDidEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath)
  /// The items will soon be shown: their models or units prefetch.
  func enginePrefetch(at indexPaths: [IndexPath])
  /// The items will not be shown soon after all: what was prefetched for them is cancelled.
  func engineCancelPrefetching(at indexPaths: [IndexPath])
}

extension ListDataSource: ListEngine {
  package func engineCell(at indexPath: IndexPath, on host: some CellHost) -> (view: AnyObject?, error: (any Error)?) {
    displayCell(at: indexPath, on: host)
  }

  package func engineSupplementaryView(_ kind: SupplementaryKind, at indexPath: IndexPath, on host: some CellHost)
    -> (view: AnyObject?, error: (any Error)?)
  {
    displaySupplementaryView(kind: kind, inSection: indexPath[0], on: host)
  }

  package func reportError(_ error: any Error) {
    onError?(error as? CellError ?? CellError(.noCellForModel, message: "\(error)"))
  }

  package func wrongCellTypeMessage(_ view: AnyObject, cellClass: String, host: String, at indexPath: IndexPath)
    -> String
  {
    "\(type(of: view)) is not a \(cellClass); bind a \(cellClass) subclass to this model"
  }

  package func engineDidSelect(at indexPath: IndexPath) { didSelectItem(at: indexPath) }
  package func engineWillDisplay(_ cell: AnyObject, at indexPath: IndexPath) { willDisplay(cell, at: indexPath) }
  package func engineDidEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
    didEndDisplaying(cell, at: indexPath)
  }
  package func enginePrefetch(at indexPaths: [IndexPath]) { prefetchItems(at: indexPaths) }
  package func engineCancelPrefetching(at indexPaths: [IndexPath]) { cancelPrefetchingItems(at: indexPaths) }
}

/// The part of a `UITableView` adapter that does not depend on what the list is made of: cells
/// (one dequeue per request, cleared after an error), headers and footers, selection, display,
/// prefetching, separators and the rows' interactions. ``TableViewDataSource`` (a
/// ``ListDataSource``) and the Compose table adapter are its subclasses.
///
/// Every optional method a subclass may customise is implemented here (`open`), because Linux
/// cannot express `@objc optional`.
@MainActor
open class BricksTableAdapter: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
  /// The rows' swipe actions, context menus and reordering, answered row by row (`nil`: none).
  public var interactions: (any InteractionSource)?
  /// The list shown.
  package let engine: any ListEngine

  package init(engine: any ListEngine) {
    self.engine = engine
    super.init()
  }

  /// Becomes `tableView`'s data source, delegate and prefetch data source, unless a diffable
  /// data source drives it: then the table is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) is reported, since UIKit raises when such a
  /// table gets `reloadData` or batch updates. Returns whether it did.
  package func becomeSource(of tableView: UITableView) -> Bool {
    if tableView.dataSource is any DiffableDataSourceMarker {
      engine.reportError(CellError.diffableDataSourceInUse("table", by: "\(type(of: self))"))
      return false
    }
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    return true
  }

  /// The cell to hand UIKit for one request, from the list's display result: the cell,
  /// configured or (after an error) as dequeued and cleared (`prepareForReuse()`, no content
  /// configuration); a blank cell only when nothing was dequeued. Errors go to the list.
  package static func cell(
    answering result: (view: AnyObject?, error: (any Error)?), of engine: any ListEngine,
    _ tableView: UITableView, _ indexPath: IndexPath
  ) -> UITableViewCell {
    if let error = result.error { engine.reportError(error) }
    if let cell = result.view as? UITableViewCell { return result.error == nil ? cell : cell.clearedAfterError() }
    if let view = result.view {  // not from UIKit's dequeue, which only returns UITableViewCells
      engine.reportError(
        CellError(
          .wrongCellType,
          message: engine.wrongCellTypeMessage(view, cellClass: "UITableViewCell", host: "table", at: indexPath)))
    }
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: CellRegistry.fallbackIdentifier)
    return tableView.dequeueReusableCell(withIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }

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
    Self.cell(answering: engine.engineCell(at: indexPath, on: tableView), of: engine, tableView, indexPath)
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
    engine.engineDidSelect(at: indexPath)
  }

  /// Gives the cell its row's separator (``interactions``) and forwards to the list (load more).
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    #if !os(tvOS)
    interactions?.applySeparator(to: cell, in: tableView, at: indexPath)
    #endif
    engine.engineWillDisplay(cell, at: indexPath)
  }

  /// Forwards to the list: the item the cell was showing.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    engine.engineDidEndDisplaying(cell, at: indexPath)
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
    engine.enginePrefetch(at: indexPaths)
  }

  /// Forwards to the list: what was prefetched for these rows is cancelled.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    engine.engineCancelPrefetching(at: indexPaths)
  }
}

/// The part of a `UICollectionView` adapter that does not depend on what the list is made of:
/// cells (one dequeue per request, cleared after an error), supplementary views, selection,
/// display, prefetching and the items' interactions. ``CollectionViewDataSource`` (a
/// ``ListDataSource``) and the Compose collection adapter are its subclasses.
@MainActor
open class BricksCollectionAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
  UICollectionViewDataSourcePrefetching
{
  /// The items' context menus and reordering, answered item by item (`nil`: none).
  public var interactions: (any InteractionSource)?
  /// The list shown.
  package let engine: any ListEngine

  package init(engine: any ListEngine) {
    self.engine = engine
    super.init()
  }

  /// Becomes `collectionView`'s data source, delegate and prefetch data source, unless a
  /// diffable data source drives it: then the view is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) is reported, since UIKit raises when such a view
  /// gets `reloadData` or batch updates. Returns whether it did.
  package func becomeSource(of collectionView: UICollectionView) -> Bool {
    if collectionView.dataSource is any DiffableDataSourceMarker {
      engine.reportError(CellError.diffableDataSourceInUse("collection view", by: "\(type(of: self))"))
      return false
    }
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    return true
  }

  // MARK: UICollectionViewDataSource

  /// The list's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { engine.numberOfSections }

  /// The list's items in `section`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// The configured cell, or a blank cell after reporting the error.
  ///
  /// Dequeues exactly one cell per call, as iOS 18 requires: after an error, the cell already
  /// dequeued is returned cleared (`prepareForReuse()`, no content configuration), never showing
  /// another item; a fallback cell is dequeued only when nothing was.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let (view, error) = engine.engineCell(at: indexPath, on: collectionView)
    if let error { engine.reportError(error) }
    if let cell = view as? UICollectionViewCell { return error == nil ? cell : cell.clearedAfterError() }
    if let view {  // not from UIKit's dequeue, which only returns UICollectionViewCells
      engine.reportError(
        CellError(
          .wrongCellType,
          message: engine.wrongCellTypeMessage(
            view, cellClass: "UICollectionViewCell", host: "collection", at: indexPath)))
    }
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CellRegistry.fallbackIdentifier)
    return collectionView.dequeueReusableCell(withReuseIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }

  /// The section's header or footer view, or a blank view after reporting an error.
  ///
  /// Dequeues exactly one view per call, as ``collectionView(_:cellForItemAt:)``.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let (view, error) = engine.engineSupplementaryView(
      SupplementaryKind(rawValue: kind), at: indexPath, on: collectionView)
    if let error { engine.reportError(error) }
    if let view = view as? UICollectionReusableView { return view }
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: CellRegistry.fallbackIdentifier)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }

  // MARK: UICollectionViewDelegate

  /// Forwards the selection to the list.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    engine.engineDidSelect(at: indexPath)
  }

  /// Forwards to the list (load more).
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    engine.engineWillDisplay(cell, at: indexPath)
  }

  /// Forwards to the list: the item the cell was showing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    engine.engineDidEndDisplaying(cell, at: indexPath)
  }

  // MARK: What UIKit does without them (the subclasses answer from their list)

  /// The flow layout's `itemSize` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// The flow layout's `sectionInset` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The flow layout's `minimumInteritemSpacing` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The flow layout's `headerReferenceSize` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The flow layout's `footerReferenceSize` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
  /// `true` (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Nothing (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// `true` (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Nothing (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  // MARK: UICollectionViewDataSourcePrefetching

  /// Forwards to the list: its prefetching models or units prefetch, and load-more may fire.
  public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    engine.enginePrefetch(at: indexPaths)
  }

  /// Forwards to the list: what was prefetched for these items is cancelled.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    engine.engineCancelPrefetching(at: indexPaths)
  }
}
#endif
