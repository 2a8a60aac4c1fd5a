#if canImport(UIKit) && !os(watchOS)
import UIKit

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// The snapshot of a numbered ``SnapshotContent``: its sections and items in order, the items
  /// to reconfigure (`reconfigureItems`, iOS 15+) and to reload, and the sections to reload.
  /// What every Bricks diffable adapter (table and collection) applies.
  package init(_ numbered: SnapshotIdentifiers.Numbered) {
    self.init()
    appendSections(numbered.sections)
    for (section, items) in zip(numbered.sections, numbered.items) { appendItems(items, toSection: section) }
    reconfigureItems(numbered.reconfigured)
    reloadItems(numbered.reloaded)
    reloadSections(numbered.reloadedSections)
  }
}

extension UITableViewDiffableDataSource where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// Applies the snapshot of `numbered`: with `apply(_:animatingDifferences:completion:)` (rows
  /// inserted and deleted with `defaultRowAnimation`) when `animated`, else with
  /// `applySnapshotUsingReloadData(_:completion:)`.
  package func apply(_ numbered: SnapshotIdentifiers.Numbered, animated: Bool, completion: (() -> Void)?) {
    let snapshot = NSDiffableDataSourceSnapshot<Int, Int>(numbered)
    if animated {
      apply(snapshot, animatingDifferences: true, completion: completion)
    } else {
      applySnapshotUsingReloadData(snapshot, completion: completion)
    }
  }
}

extension UICollectionViewDiffableDataSource where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// Applies the snapshot of `numbered` at once, so the view and the model switch together:
  /// with `apply(_:animatingDifferences:completion:)` when `animated`, else with
  /// `applySnapshotUsingReloadData(_:completion:)`.
  package func apply(_ numbered: SnapshotIdentifiers.Numbered, animated: Bool, completion: (() -> Void)?) {
    let snapshot = NSDiffableDataSourceSnapshot<Int, Int>(numbered)
    if animated {
      apply(snapshot, animatingDifferences: true, completion: completion)
    } else {
      applySnapshotUsingReloadData(snapshot, completion: completion)
    }
  }
}
#endif
