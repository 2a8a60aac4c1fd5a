#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TableViewDataSource: UITableViewDataSourcePrefetching {
  /// Forwards to ``ListDataSource/prefetchItems(at:)``: ``Prefetchable`` models prefetch and
  /// load-more may fire. `attach(to:)` makes the data source the table's `prefetchDataSource`.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    list.prefetchItems(at: indexPaths)
  }

  /// Forwards to ``ListDataSource/cancelPrefetchingItems(at:)``.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    list.cancelPrefetchingItems(at: indexPaths)
  }
}

extension CollectionViewDataSource: UICollectionViewDataSourcePrefetching {
  /// Forwards to ``ListDataSource/prefetchItems(at:)``.
  public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    list.prefetchItems(at: indexPaths)
  }

  /// Forwards to ``ListDataSource/cancelPrefetchingItems(at:)``.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    list.cancelPrefetchingItems(at: indexPaths)
  }
}
#endif
