import BricksCells
import Foundation

extension ComposingContainer {
  /// Tells each ``PrefetchingUnit`` at `indexPaths` to prefetch (UIKit's `prefetchItemsAt` /
  /// `prefetchRowsAt`); index paths without a unit, or with a unit that does not prefetch, are
  /// skipped. Each unit told is remembered under the index path it was asked for, so that
  /// ``cancelPrefetching(at:)`` reaches it even after an update moved it.
  /// - Returns: How many units were told.
  @discardableResult
  public func prefetch(at indexPaths: [IndexPath]) -> Int {
    var told = 0
    for path in indexPaths {
      if let prefetching = unit(at: path)?.base as? any PrefetchingUnit {
        prefetching.prefetch()
        prefetches.start(prefetching, at: path)
        told += 1
      }
    }
    return told
  }

  /// Tells the unit that prefetched for each of `indexPaths` to stop, even when an update
  /// between the prefetch and the cancellation moved it (a unit inserted at the front); a path
  /// with no outstanding prefetch tells the ``PrefetchingUnit`` shown there now.
  /// - Returns: How many units were told.
  @discardableResult
  public func cancelPrefetching(at indexPaths: [IndexPath]) -> Int {
    prefetches.cancel(
      at: indexPaths, shown: { unit(at: $0)?.base as? any PrefetchingUnit }, cancel: { $0.cancelPrefetching() })
  }
}
