#if canImport(UIKit) && !os(watchOS)
import UIKit

extension CellRegistry {
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
  ///   - onError: Called with what went wrong; the cell is then a blank `UICollectionViewCell`.
  public func cellProvider<Item>(
    model: @escaping @MainActor (Item) -> Any? = { $0 },
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> (UICollectionView, IndexPath, Item) -> UICollectionViewCell? {
    { [self] collectionView, indexPath, item in
      MainActor.assumeIsolated {
        let (view, error) = provideCell(for: item, at: indexPath, on: collectionView, model: model)
        if let error { onError?(error) }
        if let cell = view as? UICollectionViewCell { return cell }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Bricks.FallbackCell")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Bricks.FallbackCell", for: indexPath)
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
        if let cell = view as? UITableViewCell { return cell }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bricks.FallbackCell")
        return tableView.dequeueReusableCell(withIdentifier: "Bricks.FallbackCell", for: indexPath)
      }
    }
  }
}
#endif
