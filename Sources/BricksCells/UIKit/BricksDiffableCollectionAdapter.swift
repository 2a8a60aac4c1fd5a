#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Drives a `UICollectionViewDiffableDataSource` from a list, whatever it is made of: every
/// update of the list becomes a snapshot applied at once (content changes reconfigured, cells
/// that need a new class reloaded, changed headers and footers reloaded), and the collection
/// view's delegate and prefetch data source is ``delegate``, the list's batch adapter, which is
/// not the view's data source: selection, highlighting, display events (load more), prefetching
/// and (with a flow layout) sizes reach the list as without a diffable data source. Headers and
/// footers are served through the data source's `supplementaryViewProvider`, by the delegate.
/// ``ListDiffableCollectionAdapter`` (a `ListDataSource`) and the Compose collection adapter are
/// its subclasses.
///
/// Identifiers are numbered (``SnapshotIdentifiers``) so that the data source is
/// `UICollectionViewDiffableDataSource<Int, Int>`, as Swift 6 requires `Sendable` identifiers.
/// A cell that cannot be made goes to the list's error handler and shows as the cell dequeued
/// for the request, cleared.
///
/// Keep the adapter alive as long as the collection view: the list holds it weakly, and reports
/// ``CellError/Code/diffableDataSourceLost`` for updates after it is gone.
@MainActor
open class BricksDiffableCollectionAdapter<Delegate: BricksCollectionAdapter>: SnapshotApplying {
  /// The collection view's delegate and prefetch data source (not its data source): the list's
  /// batch adapter.
  public let delegate: Delegate
  /// The diffable data source, connected to the collection view.
  public let dataSource: UICollectionViewDiffableDataSource<Int, Int>

  let cells: DiffableCells<UICollectionView>

  /// Shows `delegate`'s list on `collectionView`: registers its cells (and the blank cell, before
  /// any cell request), connects a diffable data source whose supplementary views are the
  /// delegate's, makes `delegate` the view's delegate and prefetch data source, and this adapter
  /// the list's snapshot target.
  package init(delegate: Delegate, collectionView: UICollectionView) {
    self.delegate = delegate
    cells = DiffableCells(engine: delegate.engine, view: collectionView)
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: cells.provider)
    dataSource.supplementaryViewProvider = { [weak delegate] collectionView, kind, indexPath in
      MainActor.assumeIsolated {
        delegate?.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
      }
    }
    collectionView.connect(delegate, asDataSource: false)
    delegate.engine.snapshotTarget = self
  }

  /// Copies `content` into a snapshot and applies it at once: animated through
  /// `apply(_:animatingDifferences:completion:)`, else with `applySnapshotUsingReloadData(_:completion:)`.
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    dataSource.apply(cells.items.number(content), animated: animated, completion: completion)
  }

  /// Installs `interactions`: ``delegate`` answers long-press menus and retargets drops the
  /// reordering rules refuse, items reorder through the diffable data source's
  /// `reorderingHandlers`, and, when `listLayout` is `true` (the default), `collectionView` gets
  /// a list layout with the items' swipe actions and separators.
  /// - Parameters:
  ///   - interactions: the items' interactions (``delegate`` keeps them).
  ///   - collectionView: the collection this adapter drives.
  ///   - listLayout: whether to set `interactions.listLayout()` as the layout.
  public func install(
    _ interactions: any InteractionSource, on collectionView: UICollectionView, listLayout: Bool = true
  ) {
    delegate.interactions = interactions
    if listLayout { collectionView.collectionViewLayout = interactions.listLayout() }
    dataSource.installReordering(interactions)
  }
}
#endif
