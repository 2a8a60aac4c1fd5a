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
/// Identifiers are numbered (``SnapshotIdentifiers``) so that the data source is
/// `UICollectionViewDiffableDataSource<Int, Int>`, as Swift 6 requires `Sendable` identifiers.
///
/// The collection view's delegate and prefetch data source is ``delegate``, a
/// ``CollectionViewDataSource`` over the same list that is not the view's data source:
/// selection, display events that fire load-more, prefetching and (with a flow layout) item and
/// header sizes reach the list as without a diffable data source. Keep the adapter alive as
/// long as the collection view: the list holds it weakly, and reports
/// ``CellError/Code/diffableDataSourceLost`` for updates after it is gone.
@MainActor
public final class ListDiffableCollectionAdapter: SnapshotApplying {
  /// The list whose models are shown.
  public let list: ListDataSource
  /// The collection view's delegate and prefetch data source (not its data source): a
  /// ``CollectionViewDataSource`` over the same list.
  public let delegate: CollectionViewDataSource
  /// The diffable data source, connected to the collection view.
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  var items = SnapshotItems<Any>()
  var interactionDelegate: InteractionCollectionDelegate?

  /// Connects a diffable data source to `collectionView`, registers the list's cells there (and
  /// the fallback cell, before any cell request), makes ``delegate`` the view's delegate and
  /// prefetch data source, and this adapter the list's ``ListDataSource/snapshotTarget``.
  public init(list: ListDataSource, collectionView: UICollectionView) {
    self.list = list
    delegate = CollectionViewDataSource(list: list)
    list.attach(to: collectionView)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CellRegistry.fallbackIdentifier)
    let provider: UICollectionViewDiffableDataSource<Int, Int>.CellProvider = list.registry.cellProvider(
      model: { [weak self] (number: Int) in self?.items.value(for: number) },
      onError: { [weak list] error in list?.reportError(error) }
    )
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView, cellProvider: provider)
    collectionView.delegate = delegate
    collectionView.prefetchDataSource = delegate
    list.snapshotTarget = self
  }

  /// Copies `content` into a snapshot and applies it at once (animated through
  /// `apply(_:animatingDifferences:completion:)`, else `applySnapshotUsingReloadData(_:completion:)`).
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    dataSource.apply(list.numbered(content, into: &items), animated: animated, completion: completion)
  }
}
#endif
