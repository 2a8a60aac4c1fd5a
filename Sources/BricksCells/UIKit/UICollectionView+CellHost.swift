#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UICollectionView` as a ``CellHost``: registration, dequeue and batch updates map one to
/// one to UIKit's calls; supplementary views are registered per kind.
extension UICollectionView: CellHost {
  /// `.collection`.
  public var hostKind: CellHostKind { .collection }

  /// The collection view's bounds size.
  public var containerSize: CGSize { bounds.size }

  /// `register(_:forCellWithReuseIdentifier:)` with the class or a `UINib`. A class that is not
  /// a `UICollectionViewCell` registers a plain cell, so dequeuing reports
  /// ``CellError/Code/wrongCellType`` rather than UIKit crashing.
  public func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {
    registration.register(as: UICollectionViewCell.self) {
      register($0, forCellWithReuseIdentifier: reuseIdentifier)
    } class: {
      register($0, forCellWithReuseIdentifier: reuseIdentifier)
    }
  }

  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  public func registerSupplementaryView(
    _ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String
  ) {
    registration.register(as: UICollectionReusableView.self) {
      register($0, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: reuseIdentifier)
    } class: {
      register($0, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: reuseIdentifier)
    }
  }

  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  public func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
  }

  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  public func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath)
    throws -> AnyObject
  {
    dequeueReusableSupplementaryView(ofKind: kind.rawValue, withReuseIdentifier: reuseIdentifier, for: indexPath)
  }

  /// `performBatchUpdates(_:completion:)`, swapping the data first inside the block; then
  /// `reconfigureItems(at:)` for the reconfigured items (new index paths).
  public func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) {
    withoutActuallyEscaping(updatingData) { updatingData in
      self.performBatchUpdates(
        {
          updatingData()
          update.perform(on: self)
        }, completion: completion)
    }
    // Reconfigures go after the batch, with the new index paths: Apple's page
    // (/documentation/uikit/uicollectionview/reconfigureitems(at:)) does not say how paths inside a batch are read.
    if !update.reconfiguredItems.isEmpty { reconfigureItems(at: update.reconfiguredItems) }
  }
}
#endif
