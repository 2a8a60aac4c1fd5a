#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

extension UITableView: WindowReporting {
  /// `window != nil`.
  public var isInWindow: Bool { window != nil }
}

/// The UIKit face of a ``ComposingContainer`` on a `UITableView`: data source and delegate,
/// forwarding every call to the container. It holds the container strongly.
///
/// ```swift
/// let container = ComposingContainer(host: tableView)
/// let adapter = ComposingTableAdapter(container: container)
/// adapter.attach(to: tableView)
/// container.update { ... }
/// ```
/// Every optional method a subclass may customise is implemented (`open`), since Linux cannot
/// express `@objc optional`. A cell that cannot be made goes to ``ComposingContainer/onError``
/// and shows as a blank cell.
@MainActor
open class ComposingTableAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
  /// The container shown.
  public let container: ComposingContainer
  /// The rows' swipe actions, context menus and reordering, answered row by row (`nil`: none).
  public var interactions: (any InteractionSource)?
  static let fallbackIdentifier = "BricksCompose.FallbackCell"

  /// Wraps `container`.
  public init(container: ComposingContainer) {
    self.container = container
    super.init()
  }

  /// Becomes `tableView`'s data source and delegate and reloads it.
  ///
  /// A table driven by a diffable data source is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) goes to ``ComposingContainer/onError``: UIKit
  /// raises when such a table gets `reloadData` or batch updates.
  open func attach(to tableView: UITableView) {
    if tableView.dataSource is any DiffableDataSourceMarker {
      container.onError?(CellError.diffableDataSourceInUse("table", by: "ComposingTableAdapter"))
      return
    }
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    tableView.reloadData()
  }

  /// The container's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { container.numberOfSections }

  /// The units in `section`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    container.numberOfItems(inSection: section)
  }

  /// The unit's configured cell, or a blank cell after reporting the error.
  ///
  /// Dequeues one cell per call: after an error, the cell already dequeued is returned
  /// cleared; a fallback is dequeued only when nothing was.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    Self.cell(answering: container.displayCell(at: indexPath), of: container, tableView, indexPath)
  }

  /// The cell to hand UIKit for one request, from the container's display result: the cell,
  /// configured or (after an error) as dequeued and cleared (`prepareForReuse()`, no content
  /// configuration); a blank cell only when nothing was dequeued.
  /// Errors go to ``ComposingContainer/onError``. Shared with ``ComposingDiffableTableAdapter``.
  static func cell(
    answering result: (view: AnyObject?, error: (any Error)?), of container: ComposingContainer,
    _ tableView: UITableView, _ indexPath: IndexPath
  ) -> UITableViewCell {
    if let error = result.error { container.onError?(error) }
    if let cell = result.view as? UITableViewCell { return result.error == nil ? cell : cell.clearedAfterError() }
    if result.view != nil {  // not from UIKit's dequeue, which only returns UITableViewCells
      container.onError?(
        CellError(
          .wrongCellType, message: "the unit at \(Array(indexPath)) does not use a UITableViewCell; use one in a table")
      )
    }
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: fallbackIdentifier)
    return tableView.dequeueReusableCell(withIdentifier: fallbackIdentifier, for: indexPath)
  }

  /// The unit's height, or `automaticDimension`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    container.height(at: indexPath) ?? UITableView.automaticDimension
  }

  /// The unit's estimated height.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    container.estimatedSize(at: indexPath).height
  }

  /// The section's header unit's view, or `nil`.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    supplementaryView(.header, section)
  }

  /// The section's footer unit's view, or `nil`.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    supplementaryView(.footer, section)
  }

  /// The header unit's height: 0 without one, `automaticDimension` when automatic.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    container.supplementarySize(ofKind: .header, inSection: section)?.height ?? UITableView.automaticDimension
  }

  /// The footer unit's height: 0 without one, `automaticDimension` when automatic.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    container.supplementarySize(ofKind: .footer, inSection: section)?.height ?? UITableView.automaticDimension
  }

  func supplementaryView(_ kind: SupplementaryKind, _ section: Int) -> UIView? {
    let (view, error) = container.displaySupplementaryView(ofKind: kind, at: IndexPath(indexes: [section, 0]))
    if let error { container.onError?(error) }
    return view as? UIView
  }

  /// `indexPath` for selectable units, `nil` (no selection) for the others.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    container.shouldSelect(at: indexPath) ? indexPath : nil
  }

  /// Forwards to the unit.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    container.didSelect(at: indexPath)
  }

  /// Forwards to the unit.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    container.didDeselect(at: indexPath)
  }

  /// Whether the unit highlights.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    container.shouldHighlight(at: indexPath)
  }

  /// Forwards to the unit with its cell.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) { container.didHighlight(cell, at: indexPath) }
  }

  /// Forwards to the unit with its cell.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) { container.didUnhighlight(cell, at: indexPath) }
  }

  /// Gives the cell its unit's separator (``interactions``) and forwards to the unit.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    #if !os(tvOS)
    interactions?.applySeparator(to: cell, in: tableView, at: indexPath)
    #endif
    container.willDisplay(cell, at: indexPath)
  }

  /// Forwards to the unit the cell was showing.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    container.didEndDisplaying(cell, at: indexPath)
  }
}
#endif
