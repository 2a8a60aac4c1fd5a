#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UITableView` or `UICollectionView` as the Bricks adapters answer it, whatever the list and
/// the update mode: the cell class it takes, its blank cell, and the one answer to a cell request
/// (one dequeue, a cleared cell after an error).
@MainActor
package protocol AdaptedListView: CellHost {
  /// `UITableViewCell` or `UICollectionViewCell`.
  associatedtype Cell: ClearableCell
  /// ``BricksTableAdapter`` or ``BricksCollectionAdapter``.
  associatedtype Adapter: AnyObject
  /// The view's name in messages ("table", "collection view").
  static var viewName: String { get }
  /// Whether a diffable data source drives the view (it then takes no batch updates or reloads).
  var isDrivenByDiffableDataSource: Bool { get }
  /// Makes `adapter` the view's delegate and prefetch data source, and its data source when
  /// `asDataSource` (not when a diffable data source is).
  func connect(_ adapter: Adapter, asDataSource: Bool)
  /// Reloads everything (batch mode only).
  func reloadData()
  /// The blank cell (``CellRegistry/fallbackIdentifier``) for `indexPath`.
  func dequeueBlankCell(for indexPath: IndexPath) -> Cell
}

extension AdaptedListView {
  /// The cell class's name in messages.
  static var cellClassName: String { "\(Cell.self)" }

  /// Registers the blank cell (``CellRegistry/fallbackIdentifier``); the diffable adapters do it
  /// before the first cell request.
  package func registerFallbackCell() {
    registerCell(ViewRegistration(class: Cell.self), reuseIdentifier: CellRegistry.fallbackIdentifier)
  }

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
    registerFallbackCell()
    return dequeueBlankCell(for: indexPath)
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

extension UITableView: AdaptedListView {
  package static var viewName: String { "table" }
  package var isDrivenByDiffableDataSource: Bool { dataSource is any DiffableDataSourceMarker }

  package func connect(_ adapter: BricksTableAdapter, asDataSource: Bool) {
    if asDataSource { dataSource = adapter }
    delegate = adapter
    prefetchDataSource = adapter
  }

  package func dequeueBlankCell(for indexPath: IndexPath) -> UITableViewCell {
    dequeueReusableCell(withIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
  }
}

extension UICollectionView: AdaptedListView {
  package func connect(_ adapter: BricksCollectionAdapter, asDataSource: Bool) {
    if asDataSource { dataSource = adapter }
    delegate = adapter
    prefetchDataSource = adapter
  }

  package static var viewName: String { "collection view" }
  package var isDrivenByDiffableDataSource: Bool { dataSource is any DiffableDataSourceMarker }

  package func dequeueBlankCell(for indexPath: IndexPath) -> UICollectionViewCell {
    dequeueReusableCell(withReuseIdentifier: CellRegistry.fallbackIdentifier, for: indexPath)
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
package protocol ClearableCell: UIView, Sendable {
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
