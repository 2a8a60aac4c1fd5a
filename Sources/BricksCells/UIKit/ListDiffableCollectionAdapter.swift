#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Drives a `UICollectionViewDiffableDataSource` from a ``ListDataSource``: apply new sections
/// with ``ListDataSource/applySnapshot(_:status:to:animated:completion:)`` and this adapter as the
/// target; models whose content changed are reconfigured, duplicates never reach the snapshot.
///
/// ```swift
/// let list = ListDataSource(registry: registry)
/// let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collectionView)
/// try list.applySnapshot([ListSection(items: tweets)], to: adapter)
/// ```
/// Identifiers are numbered (``SnapshotIdentifiers``) so that the data source is
/// `UICollectionViewDiffableDataSource<Int, Int>`, as Swift 6 requires `Sendable` identifiers.
@MainActor
public final class ListDiffableCollectionAdapter: SnapshotApplying {
  /// The list whose models are shown.
  public let list: ListDataSource
  /// The diffable data source, connected to the collection view.
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  var items = SnapshotItems<Any>()

  /// Connects a diffable data source to `collectionView` and makes this adapter the list's
  /// ``ListDataSource/snapshotTarget``; the list registers its cells there.
  public init(list: ListDataSource, collectionView: UICollectionView) {
    self.list = list
    list.attach(to: collectionView)
    let provider: UICollectionViewDiffableDataSource<Int, Int>.CellProvider = list.registry.cellProvider(
      model: { [weak self] (number: Int) in self?.items.value(for: number) },
      onError: { [weak list] error in
        list?.onError?(error as? CellError ?? CellError(.noCellForModel, message: "\(error)"))
      }
    )
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView, cellProvider: provider)
    list.snapshotTarget = self
  }

  /// Copies `content` into a snapshot and applies it (animated through
  /// `apply(_:animatingDifferences:)`, else `applySnapshotUsingReloadData(_:completion:)`).
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    // The list shows what the content holds, in order, so models are found by position.
    let list = list
    dataSource.apply(
      items.number(content) { s, i, _ in list.snapshotItem(section: s, index: i) }, animated: animated,
      completion: completion)
  }
}
#endif
