#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Swipe actions, context menus and reordering from ``BricksListAdapter/interactions``, for
/// ``TableViewDataSource`` and the Compose table adapter alike, as a table's data source (batch
/// mode) or as the delegate of a diffable adapter.
///
/// ```swift
/// let interactions = ListInteractions(dataSource: source.list)
/// interactions.swipeActions(.trailing, for: Tweet.self) { tweet in SwipeActions([.delete { store.delete(tweet.id) }]) }
/// source.interactions = interactions
/// ```
/// These methods are declared in an extension: a subclass cannot override them.
extension BricksTableAdapter {
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

  /// Whether the row can be dragged (its reordering rule).
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

  /// The table moved the row: the list takes the move and reports it to the app.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    interactions?.moveItem(from: sourceIndexPath, to: destinationIndexPath)
  }
}

/// Context menus and reordering from ``BricksListAdapter/interactions``; swipe actions
/// need a list layout (`collectionView.collectionViewLayout = interactions.listLayout()`).
extension BricksCollectionAdapter {
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

  /// Whether the item can be dragged (its reordering rule).
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

  /// The collection moved the item: the list takes the move and reports it to the app.
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
#endif
