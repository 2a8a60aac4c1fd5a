import Foundation

/// What a list view must do for Bricks: register, dequeue, reload and batch-update.
///
/// `UITableView` and `UICollectionView` conform in files under `#if canImport(UIKit)`; the
/// recording hosts in BricksTesting conform on every platform. All Bricks logic (registry,
/// data sources, Compose containers) talks to this protocol only, so it is tested on Linux.
///
/// Index paths are `[section, item]` (a table's row is the item).
@MainActor
public protocol CellHost: AnyObject {
  /// Whether this host shows rows or items.
  var hostKind: CellHostKind { get }
  /// The host's visible size, against which ``LayoutDimension``s resolve.
  var containerSize: CGSize { get }

  /// Registers a cell class or nib under `reuseIdentifier`, replacing an earlier one.
  func registerCell(_ registration: ViewRegistration, reuseIdentifier: String)

  /// Registers a supplementary (header/footer) view under `reuseIdentifier` for `kind`.
  func registerSupplementaryView(_ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String)

  /// Returns a reused or new cell for `reuseIdentifier`, to be shown at `indexPath`.
  ///
  /// - Throws: ``CellError`` when nothing is registered under the identifier (UIKit itself
  ///   would crash; the registry registers before dequeuing, so it never gets there).
  func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject

  /// Returns a reused or new supplementary view of `kind` for the section of `indexPath`.
  ///
  /// - Throws: ``CellError`` when nothing is registered under the identifier.
  func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath) throws
    -> AnyObject

  /// Discards every visible cell and asks the data source again.
  func reloadData()

  /// Applies `update` in one animated batch, calling `updatingData` inside it, before the
  /// host asks for the new counts (UIKit's rule: swap the data inside the update block).
  ///
  /// - Parameters:
  ///   - update: sections and items to delete, insert, move and reload; old indexes for
  ///     deletes/reloads/move sources, new indexes for inserts/move destinations.
  ///   - updatingData: swaps the model to its new state.
  ///   - completion: called when the animations finish (`true` if they ran to the end).
  func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?)

  /// Lets the host read the per-section item counts, to check batch updates as UIKit does.
  ///
  /// UIKit asks its data source; the default does nothing. The recording host keeps it.
  func attachItemCounts(_ counts: @escaping @MainActor () -> [Int])
}

public extension CellHost {
  /// Does nothing: UIKit hosts ask their data source for counts.
  func attachItemCounts(_ counts: @escaping @MainActor () -> [Int]) {}
}
