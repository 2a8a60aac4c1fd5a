import Foundation

// The swipe, context-menu and reordering requirements of the table and collection protocols
// (declared in UITableViewProtocols.swift and UICollectionViewProtocols.swift, each an
// `optional func` on Apple's page) and what UIKit does when one is missing; then the user's
// gestures, which tests drive (not UIKit API, `_standIn` prefix).

extension UITableViewDataSource {
  /// `optional func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool`
  /// (iOS 8.0+, tvOS 9.0+). Missing: UIKit shows the reorder control only when the data source
  /// implements `tableView(_:moveRowAt:to:)`, which a data source without this default does
  /// not; so `false`.
  // /documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// `optional func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)`
  /// (iOS 8.0+, tvOS 9.0+). Missing: no reordering.
  // /documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

extension UITableViewDelegate {
  /// `optional func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?`
  /// (iOS 11.0+). Missing: the default actions (none here).
  // /documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  /// `optional func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?`
  /// (iOS 11.0+). Missing: the default actions (none here).
  // /documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  /// `optional func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?`
  /// (iOS 13.0+, tvOS 17.0+). Missing: no menu.
  // /documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `optional func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath`
  /// (iOS 8.0+, tvOS 9.0+). Missing: the proposed destination.
  // /documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}

extension UICollectionViewDataSource {
  /// `optional func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool`
  /// (iOS 9.0+, tvOS 9.0+). Missing: items move only when the data source implements
  /// `collectionView(_:moveItemAt:to:)`, which a data source without this default does not.
  // /documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  /// `optional func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)`
  /// (iOS 9.0+, tvOS 9.0+). Missing: "the collection view ignores any attempts to reorder items".
  // /documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

extension UICollectionViewDelegate {
  /// `optional func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration?`
  /// (iOS 16.0+, tvOS 17.0+). Missing: UIKit asks the single-item form below.
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
  @available(iOS 16.0, tvOS 17.0, *)
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard indexPaths.count == 1 else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
  }
  /// `optional func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?`
  /// (iOS 13.0–16.0, deprecated). Missing: no menu.
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// `optional func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath`
  /// (iOS 15.0+, tvOS 15.0+). Missing: UIKit asks the older form below.
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)
  @available(iOS 15.0, tvOS 15.0, *)
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
  }
  /// `optional func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath`
  /// (iOS 9.0–15.0, deprecated). Missing: "the collection view uses the index path in the
  /// `proposedIndexPath` parameter".
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:)
  @available(iOS, introduced: 9.0, deprecated: 15.0)
  public func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
}

// MARK: The user's gestures (not UIKit)

extension UITableView {
  /// Not UIKit: the actions a swipe from the leading (`true`) or trailing edge of the row reveals,
  /// as UIKit asks the delegate.
  public func _standInSwipeActions(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    leading
      ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Not UIKit: a long press on the row: the delegate's menu configuration.
  public func _standInContextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
  }

  /// Not UIKit: the user drags the row at `source` and drops it at `proposed`, as UIKit runs it:
  /// no drag unless the data source's `canMoveRowAt` says so; the delegate retargets the
  /// destination; the table moves the row itself (no data-source query, no batch update); then
  /// the data source's `moveRowAt` is told, unless the row was dropped where it was.
  /// - Returns: where the row went, or `nil` when it could not be dragged.
  @discardableResult
  public func _standInDragRow(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return nil }
    let target =
      delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      ?? proposed
    var c = counts()
    guard c.indices.contains(source[0]), source[1] < c[source[0]], c.indices.contains(target[0]),
      target[1] <= c[target[0]] - (target[0] == source[0] ? 1 : 0)
    else {
      preconditionFailure("a drag of row \(Array(source)) to \(Array(target)) is outside the table (\(c) rows)")
    }
    endDisplayingAll()
    c[source[0]] -= 1
    c[target[0]] += 1
    cachedCounts = c
    if target != source { dataSource.tableView(self, moveRowAt: source, to: target) }
    return target
  }
}

extension UICollectionView {
  /// Not UIKit: a long press on the item: the delegate's menu configuration (the iOS 16 form).
  public func _standInContextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
  }

  /// Not UIKit: the actions a swipe on the item reveals in a list layout: the list
  /// configuration's provider of the item's section (``UICollectionViewCompositionalLayout/list(using:)``
  /// or a section provider returning ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``).
  public func _standInSwipeActions(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let configuration = _standInListConfiguration(inSection: indexPath[0]) else { return nil }
    let provider =
      leading
      ? configuration.leadingSwipeActionsConfigurationProvider
      : configuration.trailingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  /// Not UIKit: the list configuration the layout gives `section`, `nil` when the layout is not
  /// a compositional list.
  public func _standInListConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
    let listSection =
      layout._standInSectionProvider(section, _StandInLayoutEnvironment()) as? _StandInListLayoutSection
    return listSection?._standInConfiguration
  }

  /// Not UIKit: the separators of the item at `indexPath` in a list layout: the section's
  /// `separatorConfiguration` passed through the `itemSeparatorHandler`.
  public func _standInSeparators(at indexPath: IndexPath) -> UIListSeparatorConfiguration? {
    guard let configuration = _standInListConfiguration(inSection: indexPath[0]) else { return nil }
    return configuration.itemSeparatorHandler?(indexPath, configuration.separatorConfiguration)
      ?? configuration.separatorConfiguration
  }

  /// Not UIKit: the user drags the item at `source` and drops it at `proposed`, as UIKit runs it:
  /// no drag unless `canMoveItemAt` says so; the delegate retargets the destination (the iOS 15
  /// form, asked with the original and current index path both `source`: the simulated drag
  /// goes straight to `proposed`); the collection moves the item itself; then `moveItemAt` is
  /// told, unless the item was dropped where it was.
  /// - Returns: where the item went, or `nil` when it could not be dragged.
  @discardableResult
  public func _standInDragItem(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard let dataSource, dataSource.collectionView(self, canMoveItemAt: source) else { return nil }
    let destination =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
        toProposedIndexPath: proposed) ?? proposed
    var c = counts()
    guard c.indices.contains(source[0]), source[1] < c[source[0]], c.indices.contains(destination[0]),
      destination[1] <= c[destination[0]] - (destination[0] == source[0] ? 1 : 0)
    else {
      preconditionFailure(
        "a drag of item \(Array(source)) to \(Array(destination)) is outside the collection (\(c) items)")
    }
    endDisplayingAll()
    c[source[0]] -= 1
    c[destination[0]] += 1
    cachedCounts = c
    if destination != source { dataSource.collectionView(self, moveItemAt: source, to: destination) }
    return destination
  }
}
