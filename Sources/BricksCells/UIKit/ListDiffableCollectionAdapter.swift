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

  var identifiers = SnapshotIdentifiers()
  var models: [Int: Any] = [:]
  var previousModels: [Int: Any] = [:]

  /// Connects a diffable data source to `collectionView`; the list registers its cells there.
  public init(list: ListDataSource, collectionView: UICollectionView) {
    self.list = list
    list.attach(to: collectionView)
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      [weak self] collectionView, indexPath, number in
      MainActor.assumeIsolated { self?.cell(collectionView, indexPath, number) }
    }
  }

  func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ number: Int) -> UICollectionViewCell {
    let (view, error) = list.registry.provideCell(for: number, at: indexPath, on: collectionView) { [self] in
      models[$0] ?? previousModels[$0]
    }
    if let error { list.onError?(error as? CellError ?? CellError(.noCellForModel, message: "\(error)")) }
    if let cell = view as? UICollectionViewCell { return cell }
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Bricks.FallbackCell")
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Bricks.FallbackCell", for: indexPath)
  }

  /// Copies `content` into a snapshot and applies it (animated through
  /// `apply(_:animatingDifferences:)`, else `applySnapshotUsingReloadData(_:completion:)`).
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    let numbered = identifiers.number(content)
    previousModels = models
    models = [:]
    let byIdentifier = list.modelsBySnapshotIdentifier()
    for (ids, numbers) in zip(content.itemIdentifiers, numbered.items) {
      for (id, number) in zip(ids, numbers) { models[number] = byIdentifier[id] }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections(numbered.sections)
    for (section, items) in zip(numbered.sections, numbered.items) { snapshot.appendItems(items, toSection: section) }
    snapshot.reconfigureItems(numbered.reconfigured)
    guard animated else {
      dataSource.applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    let dataSource = dataSource!
    Task { @MainActor in
      await dataSource.apply(snapshot, animatingDifferences: true)
      completion?()
    }
  }
}
#endif
