import Foundation

/// Answers to a host's display requests that never dequeue twice.
///
/// iOS 18 raises `NSInternalInconsistencyException` when `collectionView(_:cellForItemAt:)` or
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` dequeues more than one view, or
/// returns a view it did not dequeue for that request. ``cell(at:on:)`` throws after the host
/// has handed out a view it cannot configure; these methods return that view instead, so that a
/// data source shows it blank and reports the error, dequeuing a fallback only when nothing was
/// dequeued. `TableViewDataSource` and `CollectionViewDataSource` use them; so should a data
/// source of your own that shows a ``ListDataSource``.
extension ListDataSource {
  /// The cell for the item at `indexPath` for one display request.
  ///
  /// - Returns: the configured cell and no error; or the error and the one view `host`
  ///   dequeued for this request, left unconfigured (return it as it is); or the error and
  ///   `nil` when nothing was dequeued (no cell bound, index out of range): then dequeue a
  ///   blank cell, the request's only dequeue.
  public func displayCell(at indexPath: IndexPath, on host: some CellHost) -> (view: AnyObject?, error: (any Error)?) {
    registry.discardUnconfiguredView()
    do {
      return (try cell(at: indexPath, on: host), nil)
    } catch {
      return (registry.takeUnconfiguredView(), error)
    }
  }

  /// The header or footer view of `section` for one display request, as ``displayCell(at:on:)``.
  ///
  /// - Returns: `(nil, nil)` when the section has no view of `kind`.
  public func displaySupplementaryView(kind: SupplementaryKind, inSection section: Int, on host: some CellHost) -> (
    view: AnyObject?, error: (any Error)?
  ) {
    registry.discardUnconfiguredView()
    do {
      return (try supplementaryView(kind: kind, inSection: section, on: host), nil)
    } catch {
      return (registry.takeUnconfiguredView(), error)
    }
  }
}
