import Foundation

extension ListDataSource {
  /// Forwards UIKit's prefetch request (`prefetchRowsAt` / `prefetchItemsAt`): each
  /// ``Prefetchable`` model at `indexPaths` prefetches, and ``loadMore`` fires when one of the
  /// paths is within its threshold of the end — before the rows show, so the next page often
  /// arrives before the user gets there. (``willDisplay(_:at:)`` still fires it too; the trigger
  /// fires once per page either way, as the status becomes `.loading`.)
  ///
  /// Each model told is remembered under the index path it was asked for, so
  /// that ``cancelPrefetchingItems(at:)`` reaches it even after an update moved it.
  /// - Returns: How many models were told to prefetch.
  @discardableResult
  public func prefetchItems(at indexPaths: [IndexPath]) -> Int {
    var told = 0
    for path in indexPaths where !isStatusRow(at: path) {
      if let model = item(at: path) as? any Prefetchable {
        model.prefetch()
        prefetches.start(model, at: path)
        told += 1
      }
    }
    if let last = indexPaths.filter({ !isStatusRow(at: $0) }).max(by: { position(of: $0) < position(of: $1) }) {
      triggerLoadMore(near: last)
    }
    return told
  }

  /// Forwards UIKit's cancellation (`cancelPrefetchingForRowsAt` / `…ItemsAt`): the model that
  /// prefetched for each of `indexPaths` is told, even when an update between the prefetch and
  /// the cancellation moved it (a row inserted at the front); a path with no outstanding
  /// prefetch tells the ``Prefetchable`` model shown there now.
  /// - Returns: How many models were told.
  @discardableResult
  public func cancelPrefetchingItems(at indexPaths: [IndexPath]) -> Int {
    prefetches.cancel(
      at: indexPaths, shown: { isStatusRow(at: $0) ? nil : item(at: $0) as? any Prefetchable },
      cancel: { $0.cancelPrefetching() })
  }

  /// The position of `indexPath` counting every model row before it (-1 outside the models).
  func position(of indexPath: IndexPath) -> Int {
    guard indexPath.count == 2, indexPath[0] < sections.count else { return -1 }
    return sections[..<indexPath[0]].reduce(0) { $0 + $1.items.count } + indexPath[1]
  }

  /// Fires ``loadMore`` when `indexPath` is within its threshold of the last model row and the
  /// status is idle; sets the status to loading first, so it fires once per page.
  func triggerLoadMore(near indexPath: IndexPath) {
    guard let trigger = loadMore, status == .idle, indexPath.count == 2, indexPath[0] < sections.count else { return }
    let total = sections.reduce(0) { $0 + $1.items.count }
    guard total > 0, total - position(of: indexPath) <= trigger.threshold else { return }
    try? setStatus(.loading)
    trigger.action()
  }
}
