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
    registration.register(as: UITableViewCell.self) {
      register($0, forCellReuseIdentifier: reuseIdentifier)
    } class: {
      register($0, forCellReuseIdentifier: reuseIdentifier)
    }
  }

  /// `register(_:forHeaderFooterViewReuseIdentifier:)`; the kind is implied by the delegate
  /// method that asks for the view.
  public func registerSupplementaryView(
    _ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String
  ) {
    registration.register(as: UITableViewHeaderFooterView.self) {
      register($0, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
    } class: {
      register($0, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
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
          update.perform(on: AutomaticRowAnimation(table: self))
        }, completion: completion)
    }
    // Reconfigures go after the batch, with the new index paths: Apple's page
    // (/documentation/uikit/uitableview/reconfigurerows(at:)) does not say how paths inside a batch are read.
    if !update.reconfiguredItems.isEmpty { reconfigureRows(at: update.reconfiguredItems) }
  }
}
#endif
