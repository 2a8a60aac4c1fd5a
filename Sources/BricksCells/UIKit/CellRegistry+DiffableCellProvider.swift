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
      MainActor.assumeIsolated { answer(collectionView, indexPath, item, model, onError) }
    }
  }

  /// A cell provider for your own `UITableViewDiffableDataSource`, as the collection one.
  public func cellProvider<Item>(
    model: @escaping @MainActor (Item) -> Any? = { $0 },
    onError: (@MainActor (any Error) -> Void)? = nil
  ) -> (UITableView, IndexPath, Item) -> UITableViewCell? {
    { [self] tableView, indexPath, item in
      MainActor.assumeIsolated { answer(tableView, indexPath, item, model, onError) }
    }
  }

  /// One cell provider request on `view`: the configured cell, or, after reporting the error,
  /// the cell dequeued for the request, cleared, or a blank cell when none was.
  func answer<View: AdaptedListView, Item>(
    _ view: View, _ indexPath: IndexPath, _ item: Item, _ model: (Item) -> Any?,
    _ onError: (@MainActor (any Error) -> Void)?
  ) -> View.Cell {
    view.cell(answering: provideCell(for: item, at: indexPath, on: view, model: model), at: indexPath) {
      onError?($0)
    } wrongType: {
      "\(type(of: $0)) is not a \(View.cellClassName); bind a \(View.cellClassName) subclass to this model"
    }
  }
}
#endif
