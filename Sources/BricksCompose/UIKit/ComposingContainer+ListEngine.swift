#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// The container as the list the shared UIKit adapters (``BricksTableAdapter``,
/// ``BricksCollectionAdapter``) show: its units dequeue from the container's own host.
extension ComposingContainer: ListEngine {
  package func engineCell(at indexPath: IndexPath, on host: some CellHost) -> (view: AnyObject?, error: (any Error)?) {
    displayCell(at: indexPath)
  }

  package func engineSupplementaryView(_ kind: SupplementaryKind, at indexPath: IndexPath, on host: some CellHost)
    -> (view: AnyObject?, error: (any Error)?)
  {
    displaySupplementaryView(ofKind: kind, at: indexPath)
  }

  package func reportError(_ error: any Error) { onError?(error) }

  package func wrongCellTypeMessage(_ view: AnyObject, cellClass: String, host: String, at indexPath: IndexPath)
    -> String
  {
    "the unit at \(Array(indexPath)) does not use a \(cellClass); use one in a \(host)"
  }

  package func engineDidSelect(at indexPath: IndexPath) { didSelect(at: indexPath) }
  package func engineWillDisplay(_ cell: AnyObject, at indexPath: IndexPath) { willDisplay(cell, at: indexPath) }
  package func engineDidEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
    didEndDisplaying(cell, at: indexPath)
  }
  package func enginePrefetch(at indexPaths: [IndexPath]) { prefetch(at: indexPaths) }
  package func engineCancelPrefetching(at indexPaths: [IndexPath]) { cancelPrefetching(at: indexPaths) }
}
#endif
