#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ViewRegistration {
  /// Registers this view through `nib` (a `UINib`) or `viewClass`: a class that is not a `Base`
  /// registers `Base` itself instead, so that dequeuing reports ``CellError/Code/wrongCellType``
  /// rather than UIKit crashing. On visionOS, where `UINib` is deprecated (visionOS 1.0), the
  /// class is registered.
  @MainActor
  package func register<Base: AnyObject>(
    as base: Base.Type, nib registerNib: (UINib) -> Void, class registerClass: (AnyClass) -> Void
  ) {
    #if !os(visionOS)
    if let nib {
      registerNib(UINib(nibName: nib.name, bundle: nib.bundle))
      return
    }
    #endif
    registerClass(viewClass is Base.Type ? viewClass : base)
  }
}

/// A view that performs a ``BatchUpdate``'s operations one by one, inside its own batch.
@MainActor
package protocol BatchUpdateOperations {
  func deleteSections(_ sections: IndexSet)
  func insertSections(_ sections: IndexSet)
  func reloadSections(_ sections: IndexSet)
  func moveSection(_ section: Int, toSection newSection: Int)
  func deleteItems(at indexPaths: [IndexPath])
  func insertItems(at indexPaths: [IndexPath])
  func reloadItems(at indexPaths: [IndexPath])
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
}

extension BatchUpdate {
  /// Deletes, inserts, reloads and moves sections, then items, on `view` (call it inside the
  /// view's `performBatchUpdates`, after the data is swapped); reconfigures are not among them.
  @MainActor
  package func perform(on view: some BatchUpdateOperations) {
    if !deletedSections.isEmpty { view.deleteSections(deletedSections) }
    if !insertedSections.isEmpty { view.insertSections(insertedSections) }
    if !reloadedSections.isEmpty { view.reloadSections(reloadedSections) }
    for move in movedSections { view.moveSection(move.from, toSection: move.to) }
    if !deletedItems.isEmpty { view.deleteItems(at: deletedItems) }
    if !insertedItems.isEmpty { view.insertItems(at: insertedItems) }
    if !reloadedItems.isEmpty { view.reloadItems(at: reloadedItems) }
    for move in movedItems { view.moveItem(at: move.from, to: move.to) }
  }
}

extension UICollectionView: BatchUpdateOperations {}

/// A table's batch operations with the `.automatic` row animation.
@MainActor
struct AutomaticRowAnimation: BatchUpdateOperations {
  let table: UITableView

  func deleteSections(_ sections: IndexSet) { table.deleteSections(sections, with: .automatic) }
  func insertSections(_ sections: IndexSet) { table.insertSections(sections, with: .automatic) }
  func reloadSections(_ sections: IndexSet) { table.reloadSections(sections, with: .automatic) }
  func moveSection(_ section: Int, toSection newSection: Int) { table.moveSection(section, toSection: newSection) }
  func deleteItems(at indexPaths: [IndexPath]) { table.deleteRows(at: indexPaths, with: .automatic) }
  func insertItems(at indexPaths: [IndexPath]) { table.insertRows(at: indexPaths, with: .automatic) }
  func reloadItems(at indexPaths: [IndexPath]) { table.reloadRows(at: indexPaths, with: .automatic) }
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { table.moveRow(at: indexPath, to: newIndexPath) }
}
#endif
