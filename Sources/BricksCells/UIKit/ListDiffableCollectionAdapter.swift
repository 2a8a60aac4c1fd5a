#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Drives a `UICollectionViewDiffableDataSource` from a ``ListDataSource``: the list's updates
/// (``ListDataSource/applySnapshot(_:status:to:animated:completion:)``, and also `apply`,
/// `setStatus`, `appendItems`, `setSections` and load-more, through
/// ``ListDataSource/snapshotTarget``) become snapshots; models whose content changed are
/// reconfigured, duplicates never reach the snapshot.
///
/// ```swift
/// let list = ListDataSource(registry: registry)
/// list.loadMore = LoadMoreTrigger(threshold: 5) { [weak self] in self?.fetchNextPage() }
/// let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collectionView)
/// try list.applySnapshot([ListSection(items: tweets)], to: adapter)
/// ```
/// Everything else is ``BricksDiffableCollectionAdapter``'s, with a ``CollectionViewDataSource``
/// over the same list as its ``BricksDiffableCollectionAdapter/delegate``: selection, display
/// events that fire load-more, prefetching, header and footer views and (with a flow layout) item
/// and header sizes reach the list as without a diffable data source.
@MainActor
public final class ListDiffableCollectionAdapter: BricksDiffableCollectionAdapter<CollectionViewDataSource> {
  /// The list whose models are shown.
  public var list: ListDataSource { delegate.list }

  /// Shows `list` on `collectionView` through a diffable data source (see
  /// ``BricksDiffableCollectionAdapter``).
  public init(list: ListDataSource, collectionView: UICollectionView) {
    super.init(delegate: CollectionViewDataSource(list: list), collectionView: collectionView)
  }
}
#endif
