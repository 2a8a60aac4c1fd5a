#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// Drives a `UICollectionViewDiffableDataSource` from a ``ComposingContainer``: every update
/// becomes a snapshot (duplicates left out, content changes reconfigured with
/// `reconfigureItems`, changed headers/footers reloaded with `reloadSections`).
///
/// ```swift
/// let container = ComposingContainer(host: collectionView)
/// let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collectionView)
/// container.update { FeedHeaderUnit(); for post in posts { PostUnit(post: post) } }
/// ```
/// Everything else is ``BricksDiffableCollectionAdapter``'s, with a ``ComposingCollectionAdapter``
/// over the same container as its ``BricksDiffableCollectionAdapter/delegate``: selection,
/// highlighting, display events, prefetching and (with a flow layout) sizes reach the units as
/// without a diffable data source. Cells that cannot be made go to ``ComposingContainer/onError``,
/// as on a table.
@MainActor
public final class ComposingDiffableCollectionAdapter: BricksDiffableCollectionAdapter<ComposingCollectionAdapter> {
  /// The container whose units are shown.
  public var container: ComposingContainer { delegate.container }

  /// Shows `container` on `collectionView` through a diffable data source (see
  /// ``BricksDiffableCollectionAdapter``).
  public init(container: ComposingContainer, collectionView: UICollectionView) {
    super.init(delegate: ComposingCollectionAdapter(container: container), collectionView: collectionView)
  }
}
#endif
