#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ComposingTableAdapter: UITableViewDataSourcePrefetching {
  /// Forwards to ``ComposingContainer/prefetch(at:)`` (``PrefetchingUnit``s only).
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    container.prefetch(at: indexPaths)
  }

  /// Forwards to ``ComposingContainer/cancelPrefetching(at:)``.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    container.cancelPrefetching(at: indexPaths)
  }
}

extension ComposingCollectionAdapter: UICollectionViewDataSourcePrefetching {
  /// Forwards to ``ComposingContainer/prefetch(at:)``.
  public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    container.prefetch(at: indexPaths)
  }

  /// Forwards to ``ComposingContainer/cancelPrefetching(at:)``.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    container.cancelPrefetching(at: indexPaths)
  }
}
#endif
