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

/// A diffable data source of any identifier types, table or collection: a view whose data source
/// is one is updated through it only (UIKit raises on the view's own batch updates and
/// `reloadData`), so Bricks never replaces it or sends the view batch updates.
@MainActor
package protocol DiffableDataSourceMarker: AnyObject {}

extension UITableViewDiffableDataSource: DiffableDataSourceMarker {}
extension UICollectionViewDiffableDataSource: DiffableDataSourceMarker {}

/// The two diffable data sources Bricks drives, `<Int, Int>`: one `apply` for both.
@MainActor
package protocol NumberedDiffableDataSource: AnyObject {
  func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, animatingDifferences: Bool, completion: (() -> Void)?)
  func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, completion: (() -> Void)?)
}

extension UITableViewDiffableDataSource: NumberedDiffableDataSource
where SectionIdentifierType == Int, ItemIdentifierType == Int {}
extension UICollectionViewDiffableDataSource: NumberedDiffableDataSource
where SectionIdentifierType == Int, ItemIdentifierType == Int {}

extension NumberedDiffableDataSource {
  /// Applies the snapshot of `numbered` at once, so that the view and the model switch together
  /// (UIKit's `apply` is synchronous with respect to the snapshot; only the animations and the
  /// completion come later): with `apply(_:animatingDifferences:completion:)` when `animated`
  /// (a table inserts and deletes rows with its `defaultRowAnimation`), else with
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
