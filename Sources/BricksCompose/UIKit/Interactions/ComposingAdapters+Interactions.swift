#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

extension UnitInteractions: InteractionErrorReporting {}

/// Swipe actions, context menus and reordering from ``ComposingTableAdapter/interactions``
/// (a ``UnitInteractions``). Declared in an extension: a subclass cannot override them.
extension ComposingTableAdapter {
  /// The row's leading swipe actions.
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    interactions?.swipeConfiguration(.leading, at: indexPath)
  }

  /// The row's trailing swipe actions.
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    interactions?.swipeConfiguration(.trailing, at: indexPath)
  }

  /// The row's long-press menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    interactions?.contextMenuConfiguration(at: indexPath)
  }

  /// Whether the row can be dragged (its unit's reordering rule).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    interactions?.canMoveItem(at: indexPath) ?? false
  }

  /// The allowed destination nearest the proposed one.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    interactions?.targetIndexPath(forMoveFrom: sourceIndexPath, proposed: proposedDestinationIndexPath)
      ?? proposedDestinationIndexPath
  }

  /// The table moved the row: the container's sections take the move and report it.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    interactions?.moveItem(from: sourceIndexPath, to: destinationIndexPath)
  }
}

/// Context menus and reordering from ``ComposingCollectionAdapter/interactions``; swipe actions
/// need a list layout (`collectionView.collectionViewLayout = interactions.listLayout()`).
extension ComposingCollectionAdapter {
  /// The item's long-press menu (one item; none for a multiple selection).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    indexPaths.count == 1 ? interactions?.contextMenuConfiguration(at: indexPaths[0]) : nil
  }

  /// The item's long-press menu before iOS 16.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    interactions?.contextMenuConfiguration(at: indexPath)
  }

  /// Whether the item can be dragged (its unit's reordering rule).
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    interactions?.canMoveItem(at: indexPath) ?? false
  }

  /// The allowed destination nearest the proposed one (iOS 15+). A drop the rules refuse
  /// elsewhere (another delegate) is still reported and put back by `moveItemAt`.
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    interactions?.targetIndexPath(forMoveFrom: originalIndexPath, proposed: proposedIndexPath) ?? proposedIndexPath
  }

  /// The collection moved the item: the container's sections take the move and report it.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let interactions else { return }
    let allowed =
      interactions.targetIndexPath(forMoveFrom: sourceIndexPath, proposed: destinationIndexPath) == destinationIndexPath
    interactions.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    // Retargeting keeps refused drops away; one that still arrives (the collection's delegate is
    // not this one) was reported: show the model again.
    if !allowed { collectionView.reloadData() }
  }
}

extension ComposingDiffableTableAdapter {
  /// The rows' swipe actions, menus and separators (through ``delegate``) and reordering
  /// (through the data source's ``TitledTableDiffableDataSource/canMoveRow`` and `didMoveRow`).
  ///
  /// After a drop, the container's sections take the move and report it, and the data source's
  /// snapshot is made the container's again without animation (the table already shows the move).
  public var interactions: (any InteractionSource)? {
    get { delegate.interactions }
    set {
      delegate.interactions = newValue
      dataSource.installReordering(newValue) { [weak self] in
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
    let delegate = InteractionCollectionDelegate(interactions)
    interactionDelegate = delegate
    collectionView.delegate = delegate
    if listLayout { collectionView.collectionViewLayout = interactions.listLayout() }
    dataSource.installReordering(interactions)
  }
}
#endif
