#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UITableView` or `UICollectionView` as the Bricks adapters answer it, whatever the list and
/// the update mode: the cell class it takes, its blank cell, and the one answer to a cell request
/// (one dequeue, a cleared cell after an error).
@MainActor
package protocol AdaptedListView: CellHost {
  /// `UITableViewCell` or `UICollectionViewCell`.
  associatedtype Cell: ClearableCell
  /// The view's name in messages ("table", "collection view").
  static var viewName: String { get }
  /// The cell class's name in messages.
  static var cellClassName: String { get }
  /// Registers the blank cell (``CellRegistry/fallbackIdentifier``); the diffable adapters do it
  /// before the first cell request.
  func registerFallbackCell()
  /// A blank cell for `indexPath`, registered first when it is not yet.
  func dequeueFallbackCell(for indexPath: IndexPath) -> Cell
  /// Whether a diffable data source drives the view (it then takes no batch updates or reloads).
  var isDrivenByDiffableDataSource: Bool { get }
}

extension AdaptedListView {
  /// The cell to hand UIKit for one request, from a display result: the cell, configured or
  /// (after an error) as dequeued and cleared; a blank cell only when nothing was dequeued.
  /// Errors go to `report`; a view that is not a ``Cell`` is reported with `wrongType`'s message.
  package func cell(
    answering result: (view: AnyObject?, error: (any Error)?), at indexPath: IndexPath,
    report: (any Error) -> Void, wrongType: (AnyObject) -> String
  ) -> Cell {
    if let error = result.error { report(error) }
    if let cell = result.view as? Cell { return result.error == nil ? cell : cell.clearedAfterError() }
    if let view = result.view {  // not from UIKit's dequeue, which only returns cells of the view's class
      report(CellError(.wrongCellType, message: wrongType(view)))
    }
    return dequeueFallbackCell(for: indexPath)
  }

  /// ``cell(answering:at:report:wrongType:)`` with `engine`'s error handler and messages.
  package func cell(
    answering result: (view: AnyObject?, error: (any Error)?), of engine: any ListEngine, at indexPath: IndexPath
  )
    -> Cell
  {
    cell(answering: result, at: indexPath, report: engine.reportError) {
      engine.wrongCellTypeMessage($0, cellClass: Self.cellClassName, host: Self.viewName, at: indexPath)
    }
  }
}

extension ListEngine {
  /// Whether `adapter` may become `view`'s data source: not when a diffable data source drives
  /// the view (UIKit raises when such a view gets `reloadData` or batch updates); then the view
  /// is left as it is and ``CellError/Code/diffableDataSourceLost`` is reported.
  func mayBecomeDataSource(of view: some AdaptedListView, adapter: AnyObject) -> Bool {
    guard view.isDrivenByDiffableDataSource else { return true }
    reportError(CellError.diffableDataSourceInUse(type(of: view).viewName, by: "\(type(of: adapter))"))
    return false
  }
}

extension UITableView: AdaptedListView {
  package static var viewName: String { "table" }
  package static var cellClassName: String { "UITableViewCell" }
  package var isDrivenByDiffableDataSource: Bool { dataSource is any DiffableDataSourceMarker }

  package func registerFallbackCell() {
    register(UITableViewCell.self, forCellReuseIdentifier: CellRegistry.fallbackIdentifier)
  }

  package func dequeueFallbackCell(for indexPath: IndexPath) -> UITableViewCell {
    registerFallbackCell()
    return dequeueReusableCell(withIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }
}

extension UICollectionView: AdaptedListView {
  package static var viewName: String { "collection view" }
  package static var cellClassName: String { "UICollectionViewCell" }
  package var isDrivenByDiffableDataSource: Bool { dataSource is any DiffableDataSourceMarker }

  package func registerFallbackCell() {
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: CellRegistry.fallbackIdentifier)
  }

  package func dequeueFallbackCell(for indexPath: IndexPath) -> UICollectionViewCell {
    registerFallbackCell()
    return dequeueReusableCell(withReuseIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }

  /// A blank supplementary view of `kind` for `indexPath`, registered first when it is not yet.
  package func dequeueFallbackSupplementaryView(ofKind kind: String, for indexPath: IndexPath)
    -> UICollectionReusableView
  {
    register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: CellRegistry.fallbackIdentifier)
    return dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }
}

/// A table or collection cell with a content configuration.
@MainActor
package protocol ClearableCell: UIView {
  func prepareForReuse()
  var contentConfiguration: (any UIContentConfiguration)? { get set }
}

extension ClearableCell {
  /// This cell cleared for a request that failed: UIKit handed it out (possibly reused from
  /// another row) but it could not be configured, so it must show nothing of its previous row:
  /// `prepareForReuse()` runs and the content configuration is removed.
  package func clearedAfterError() -> Self {
    prepareForReuse()
    contentConfiguration = nil
    return self
  }
}

extension UITableViewCell: ClearableCell {}
extension UICollectionViewCell: ClearableCell {}
#endif
