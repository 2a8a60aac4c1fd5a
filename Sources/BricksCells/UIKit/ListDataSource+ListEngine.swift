#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The list as the shared UIKit adapters show it: its models dequeue from the view they are
/// shown on, and its errors go to ``ListDataSource/onError``.
extension ListDataSource: ListEngine {
  package func engineCell(at indexPath: IndexPath, on host: some CellHost) -> (view: AnyObject?, error: (any Error)?) {
    displayCell(at: indexPath, on: host)
  }

  package func engineSupplementaryView(_ kind: SupplementaryKind, at indexPath: IndexPath, on host: some CellHost)
    -> (view: AnyObject?, error: (any Error)?)
  {
    displaySupplementaryView(kind: kind, inSection: indexPath[0], on: host)
  }

  package func reportError(_ error: any Error) {
    onError?(error as? CellError ?? CellError(.noCellForModel, message: "\(error)"))
  }

  package func wrongCellTypeMessage(_ view: AnyObject, cellClass: String, host: String, at indexPath: IndexPath)
    -> String
  {
    "\(type(of: view)) is not a \(cellClass); bind a \(cellClass) subclass to this model"
  }

  /// Registers the list's cells on `view` and makes it the list's host.
  package func engineAttach(to view: some AdaptedListView) { attach(to: view) }

  /// Models by snapshot number; the list shows what the content holds, in order, so models are
  /// found by position, and their cells come from the registry.
  package func makeSnapshotItems() -> any EngineSnapshotItems {
    SnapshotItemTable<Any> { [unowned self] in
      { s, i in self.snapshotItem(section: s, index: i) }
    } cell: { [unowned self] model, number, indexPath, host in
      self.registry.provideCell(for: number, at: indexPath, on: host) { _ in model }
    }
  }

  package func engineReapplySnapshot() {
    guard let snapshotTarget else { return }
    do {
      try applySnapshot(sections, to: snapshotTarget, animated: false)
    } catch {
      onError?(error as? CellError ?? CellError(.noIdentity, message: "\(error)"))
    }
  }
}

#endif
