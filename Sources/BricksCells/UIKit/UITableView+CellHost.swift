#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UITableView` as a ``CellHost``: registration, dequeue and batch updates map one to one to
/// UIKit's calls. Rows are the host's items; header/footer views share one pool.
extension UITableView: CellHost {
  /// `.table`.
  public var hostKind: CellHostKind { .table }

  /// The table's bounds size.
  public var containerSize: CGSize { bounds.size }

  /// `register(_:forCellReuseIdentifier:)` with the class or a `UINib`. A class that is not a
  /// `UITableViewCell` registers a plain cell instead, so that dequeuing reports
  /// ``CellError/Code/wrongCellType`` rather than UIKit crashing.
  public func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {
    #if !os(visionOS)  // UINib is deprecated there (visionOS 1.0): the class is registered instead
    if let nib = registration.nib {
      register(UINib(nibName: nib.name, bundle: nib.bundle), forCellReuseIdentifier: reuseIdentifier)
      return
    }
    #endif
    if registration.viewClass is UITableViewCell.Type {
      register(registration.viewClass, forCellReuseIdentifier: reuseIdentifier)
    } else {
      register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
    }
  }

  /// `register(_:forHeaderFooterViewReuseIdentifier:)`; the kind is implied by the delegate
  /// method that asks for the view.
  public func registerSupplementaryView(
    _ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String
  ) {
    #if !os(visionOS)  // UINib is deprecated there (visionOS 1.0): the class is registered instead
    if let nib = registration.nib {
      register(UINib(nibName: nib.name, bundle: nib.bundle), forHeaderFooterViewReuseIdentifier: reuseIdentifier)
      return
    }
    #endif
    if registration.viewClass is UITableViewHeaderFooterView.Type {
      register(registration.viewClass, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
    } else {
      register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
    }
  }

  /// `dequeueReusableCell(withIdentifier:for:)`.
  public func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
  }

  /// `dequeueReusableHeaderFooterView(withIdentifier:)`.
  /// - Throws: ``CellError`` `unregisteredIdentifier` when UIKit returns `nil`.
  public func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath)
    throws -> AnyObject
  {
    guard let view = dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier) else {
      throw CellError(
        .unregisteredIdentifier,
        message:
          "no header/footer view registered with identifier \(reuseIdentifier); bind it with registry.registerSupplementaryView(_:kind:for:)"
      )
    }
    return view
  }

  /// `performBatchUpdates(_:completion:)`, swapping the data first inside the block, then
  /// deleting, inserting, reloading and moving sections and rows; then `reconfigureRows(at:)`
  /// for the reconfigured rows (new index paths).
  public func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) {
    withoutActuallyEscaping(updatingData) { updatingData in
      self.performBatchUpdates(
        {
          updatingData()
          if !update.deletedSections.isEmpty { self.deleteSections(update.deletedSections, with: .automatic) }
          if !update.insertedSections.isEmpty { self.insertSections(update.insertedSections, with: .automatic) }
          if !update.reloadedSections.isEmpty { self.reloadSections(update.reloadedSections, with: .automatic) }
          for move in update.movedSections { self.moveSection(move.from, toSection: move.to) }
          if !update.deletedItems.isEmpty { self.deleteRows(at: update.deletedItems, with: .automatic) }
          if !update.insertedItems.isEmpty { self.insertRows(at: update.insertedItems, with: .automatic) }
          if !update.reloadedItems.isEmpty { self.reloadRows(at: update.reloadedItems, with: .automatic) }
          for move in update.movedItems { self.moveRow(at: move.from, to: move.to) }
        }, completion: completion)
    }
    // Reconfigures go after the batch, with the new index paths: Apple's page
    // (/documentation/uikit/uitableview/reconfigurerows(at:)) does not say how paths inside a batch are read.
    if !update.reconfiguredItems.isEmpty { reconfigureRows(at: update.reconfiguredItems) }
  }
}
#endif
