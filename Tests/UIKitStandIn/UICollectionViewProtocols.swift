import Foundation

/// `@MainActor class UICollectionViewLayout` (iOS 6.0+; an `NSObject`)
// /documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {
  /// `init()` (iOS 6.0+)
  // /documentation/uikit/uicollectionviewlayout/init()
  public override init() { super.init() }
}

/// `@MainActor class UICollectionViewFlowLayout` (iOS 6.0+; a `UICollectionViewLayout`), with the members
/// Bricks reads and sets. Defaults are UIKit's documented ones.
// /documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// `class let automaticSize: CGSize` (iOS 10.0+, tvOS 10.0+). UIKit's value is a private
  /// placeholder; the stand-in's is arbitrary.
  // /documentation/uikit/uicollectionviewflowlayout/automaticsize
  @available(iOS 10.0, tvOS 10.0, *)
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
  /// `var itemSize: CGSize { get set }` (default 50 × 50)
  // /documentation/uikit/uicollectionviewflowlayout/itemsize
  open var itemSize = CGSize(width: 50, height: 50)
  /// `var estimatedItemSize: CGSize { get set }` (iOS 8.0+; default `.zero`: no self-sizing)
  // /documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  open var estimatedItemSize = CGSize.zero
  /// `var minimumLineSpacing: CGFloat { get set }` (default 10)
  // /documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat = 10
  /// `var minimumInteritemSpacing: CGFloat { get set }` (default 10)
  // /documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat = 10
  /// `var sectionInset: UIEdgeInsets { get set }` (default `.zero`)
  // /documentation/uikit/uicollectionviewflowlayout/sectioninset
  open var sectionInset = UIEdgeInsets.zero
  /// `var headerReferenceSize: CGSize { get set }` (default `.zero`)
  // /documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize = CGSize.zero
  /// `var footerReferenceSize: CGSize { get set }` (default `.zero`)
  // /documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize = CGSize.zero
  /// `var scrollDirection: UICollectionView.ScrollDirection { get set }` (default `.vertical`).
  /// UIKit declares no `UICollectionViewFlowLayout.ScrollDirection`.
  // /documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
}

/// `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`. UIKit's optional
/// requirements are requirements with defaults here (Linux has no `@objc optional`).
// /documentation/uikit/uicollectionviewdatasource
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Required. `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`
  // /documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// Required. `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell`
  // /documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// Optional. `optional func numberOfSections(in collectionView: UICollectionView) -> Int`
  // /documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// Optional. `optional func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView`
  // /documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  // Reordering: declarations and defaults in Interactions+Protocols.swift.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// Optional in UIKit: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Optional in UIKit, which raises if a layout asks and it is missing; the stand-in records
  /// nothing and returns a view it did not dequeue, which the request check then reports.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

/// `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate`. Every requirement is
/// optional in UIKit; the defaults below do what UIKit does when one is missing.
// /documentation/uikit/uicollectionviewdelegate
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// `optional func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// `optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// `optional func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// `optional func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// `optional func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:didhighlightitemat:)
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// `optional func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// `optional func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// `optional func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)`
  // /documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  // Context menus: declarations and defaults in Interactions+Protocols.swift.
  @available(iOS 16.0, tvOS 17.0, *)
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration?
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  // Reordering: declarations and defaults in Interactions+Protocols.swift.
  @available(iOS 15.0, tvOS 15.0, *)
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  @available(iOS, introduced: 9.0, deprecated: 15.0)
  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

extension UICollectionViewDelegate {
  /// Optional in UIKit: selectable.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Optional in UIKit: highlights.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Optional in UIKit.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
}

/// `@MainActor protocol UICollectionViewDelegateFlowLayout : UICollectionViewDelegate`. Every
/// requirement is optional in UIKit; the defaults read the flow layout's properties, as UIKit does.
// /documentation/uikit/uicollectionviewdelegateflowlayout
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize`
  // /documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets`
  // /documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:insetforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat`
  // /documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimuminteritemspacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize`
  // /documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// `optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize`
  // /documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// Optional in UIKit: the layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// Optional in UIKit: the layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// Optional in UIKit: the layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// Optional in UIKit: the layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// Optional in UIKit: the layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
