import Foundation

/// `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// UIKit: `public override init()`.
  public override init() { super.init() }
}

/// `UICollectionViewFlowLayout`, with the members Bricks reads.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// UIKit: `UICollectionView.ScrollDirection`, here for the flow layout's property.
  public typealias ScrollDirection = UICollectionView.ScrollDirection
  /// UIKit: `class let automaticSize: CGSize`.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
  /// UIKit: `open var itemSize: CGSize`.
  open var itemSize = CGSize(width: 50, height: 50)
  /// UIKit: `open var estimatedItemSize: CGSize` (`.zero`: no self-sizing).
  open var estimatedItemSize = CGSize.zero
  /// UIKit: `open var minimumLineSpacing: CGFloat`.
  open var minimumLineSpacing: CGFloat = 10
  /// UIKit: `open var minimumInteritemSpacing: CGFloat`.
  open var minimumInteritemSpacing: CGFloat = 10
  /// UIKit: `open var sectionInset: UIEdgeInsets`.
  open var sectionInset = UIEdgeInsets.zero
  /// UIKit: `open var headerReferenceSize: CGSize`.
  open var headerReferenceSize = CGSize.zero
  /// UIKit: `open var footerReferenceSize: CGSize`.
  open var footerReferenceSize = CGSize.zero
  /// UIKit: `open var scrollDirection: UICollectionView.ScrollDirection`.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
}

/// `UICollectionViewDataSource`. Optional requirements have defaults here.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// UIKit: required.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// UIKit: required.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// UIKit: optional.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// Optional in UIKit: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Optional in UIKit (UIKit raises if a layout asks and it is missing).
  public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

/// `UICollectionViewDelegate`. Every requirement is optional in UIKit.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// `UICollectionViewDelegateFlowLayout`. Every requirement is optional in UIKit.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
  /// UIKit: optional.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Optional in UIKit: the layout's `itemSize`.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// Optional in UIKit: the layout's `headerReferenceSize`.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// Optional in UIKit: the layout's `footerReferenceSize`.
  public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
