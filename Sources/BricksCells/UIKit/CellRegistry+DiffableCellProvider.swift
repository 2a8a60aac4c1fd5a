#if canImport(UIKit) && !os(watchOS)
import UIKit

extension CellRegistry {
  /// The reuse identifier of the blank cell a provider returns when no cell could be dequeued
  /// (the provider registers it when it needs it; the diffable adapters also register it up front).
  package static let fallbackIdentifier = "Bricks.FallbackCell"

  /// A cell provider for your own `UICollectionViewDiffableDataSource`: Bricks' registry makes
  /// the cells, your code keeps its snapshots.
  ///
  /// ```swift
  /// dataSource = UICollectionViewDiffableDataSource<Section, Tweet.ID>(
  ///   collectionView: collectionView, cellProvider: registry.cellProvider { id in store.tweet(id) })
  /// ```
  /// - Parameters:
  ///   - model: The model an item identifier stands for (default: the identifier itself, when
  ///     your items are the models).
  ///   - onError: Called with what went wrong; the cell is then the one dequeued for the request,
  ///     cleared (`prepareForReuse()`, no content configuration), or a blank `UICollectionViewCell`
  ///     when none was.
  public func cellProvider<Item>(
    model: @escaping @MainActor (Item) -> Any? = { $0 },
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> (UICollectionView, IndexPath, Item) -> UICollectionViewCell? {
    { [self] collectionView, indexPath, item in
      MainActor.assumeIsolated {
        let (view, error) = provideCell(for: item, at: indexPath, on: collectionView, model: model)
        if let error { onError?(error) }
        if let cell = view as? UICollectionViewCell { return error == nil ? cell : cell.clearedAfterError() }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
      }
    }
  }

  /// A cell provider for your own `UITableViewDiffableDataSource`, as the collection one.
  public func cellProvider<Item>(
    model: @escaping @MainActor (Item) -> Any? = { $0 },
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> (UITableView, IndexPath, Item) -> UITableViewCell? {
    { [self] tableView, indexPath, item in
      MainActor.assumeIsolated {
        let (view, error) = provideCell(for: item, at: indexPath, on: tableView, model: model)
        if let error { onError?(error) }
        if let cell = view as? UITableViewCell { return error == nil ? cell : cell.clearedAfterError() }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.fallbackIdentifier)
        return tableView.dequeueReusableCell(withIdentifier: Self.fallbackIdentifier, for: indexPath)
      }
    }
  }
}
#endif
