#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// The container as the list the shared UIKit adapters (``BricksTableAdapter``,
/// ``BricksCollectionAdapter`` and their diffable twins) show: its units dequeue from the
/// container's own host, its errors go to ``ComposingContainer/onError``.
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

  package func didSelectItem(at indexPath: IndexPath) { didSelect(at: indexPath) }
  package func prefetchItems(at indexPaths: [IndexPath]) -> Int { prefetch(at: indexPaths) }
  package func cancelPrefetchingItems(at indexPaths: [IndexPath]) -> Int { cancelPrefetching(at: indexPaths) }

  /// Sets a flow layout's scroll direction and spacing from the container. When the container
  /// holds a unit with an automatic side (a `HostingUnit`, a self-sizing row), a flow layout
  /// without an estimated item size gets `UICollectionViewFlowLayout.automaticSize`, so those
  /// cells size themselves (attach after the first update, or set it yourself for units that
  /// come later). Units register their cells on the container's host as they are shown.
  package func engineAttach(to view: some AdaptedListView) {
    guard let flow = (view as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout else { return }
    flow.scrollDirection = layout == .horizontal ? .horizontal : .vertical
    flow.minimumInteritemSpacing = spacing
    if flow.estimatedItemSize == .zero && hasSelfSizingUnits {
      // Without an estimate the flow layout would clip them to the estimate the adapter reports.
      flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
  }

  /// Whether a unit shown has an automatic width or height.
  var hasSelfSizingUnits: Bool {
    sections.indices.contains { section in
      sections[section].units.indices.contains { size(at: IndexPath(indexes: [section, $0])) == nil }
    }
  }

  /// Units by snapshot number; the container shows what the content holds, in order, so units
  /// are found by position, and their cells come from the container's own host.
  package func makeSnapshotItems() -> any EngineSnapshotItems {
    SnapshotItemTable<AnyUnit> { [unowned self] in
      let shown = self.sections
      return { s, i in shown[s].units[i] }
    } cell: { [unowned self] unit, number, indexPath, _ in
      self.displayCell(forSnapshotItem: number, unit: unit, at: indexPath)
    }
  }

  package func engineReapplySnapshot() { setSections(sections, animated: false) }
}

// Here, with the conformance every adapter uses, so that a static link keeps them.
extension WindowReporting where Self: UIView {
  /// `window != nil`.
  public var isInWindow: Bool { window != nil }
}

extension UITableView: WindowReporting {}
extension UICollectionView: WindowReporting {}
#endif
