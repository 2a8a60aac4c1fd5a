#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

extension UnitInteractions: InteractionErrorReporting {}

extension ComposingDiffableTableAdapter {
  /// The rows' swipe actions, menus and separators (through ``delegate``) and reordering
  /// (through the data source's ``TitledTableDiffableDataSource/canMoveRow`` and `didMoveRow`).
  ///
  /// After a drop, the container's sections take the move and report it, and the data source's
  /// snapshot is made the container's again without animation (the table already shows the move).
  public var interactions: (any InteractionSource)? {
    get { delegate.interactions }
    set {
      dataSource.install(newValue, on: delegate) { [weak self] in
        guard let self else { return }
        self.container.setSections(self.container.sections, animated: false)
      }
    }
  }
}

extension ComposingDiffableCollectionAdapter {
  /// Installs `interactions` on `collectionView`: reordering through the diffable data source's
  /// `reorderingHandlers`, long-press menus through a delegate this adapter keeps (it becomes
  /// the collection's `delegate`), and, when `listLayout` is `true` (the default), a list layout
  /// with the units' swipe actions and separators.
  /// - Parameters:
  ///   - interactions: the units' interactions (held weakly: keep them).
  ///   - collectionView: the collection this adapter drives.
  ///   - listLayout: whether to set `interactions.listLayout()` as the layout.
  public func install(
    _ interactions: any InteractionSource, on collectionView: UICollectionView, listLayout: Bool = true
  ) {
    interactionDelegate = dataSource.install(interactions, on: collectionView, listLayout: listLayout)
  }
}
#endif
