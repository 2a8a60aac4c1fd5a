import BricksCells
import Foundation

extension ComposingContainer {
  /// Tells each ``PrefetchingUnit`` at `indexPaths` to prefetch (UIKit's `prefetchItemsAt` /
  /// `prefetchRowsAt`); index paths without a unit, or with a unit that does not prefetch, are
  /// skipped.
  /// - Returns: How many units were told.
  @discardableResult
  public func prefetch(at indexPaths: [IndexPath]) -> Int {
    var told = 0
    for path in indexPaths {
      if let unit = unit(at: path)?.base as? any PrefetchingUnit {
        unit.prefetch()
        told += 1
      }
    }
    return told
  }

  /// Tells each ``PrefetchingUnit`` at `indexPaths` to stop prefetching.
  /// - Returns: How many units were told.
  @discardableResult
  public func cancelPrefetching(at indexPaths: [IndexPath]) -> Int {
    var told = 0
    for path in indexPaths {
      if let unit = unit(at: path)?.base as? any PrefetchingUnit {
        unit.cancelPrefetching()
        told += 1
      }
    }
    return told
  }
}
