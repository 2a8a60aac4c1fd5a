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
#endif
