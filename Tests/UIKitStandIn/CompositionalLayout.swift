import Foundation

// Compositional layout (iOS 13+): the members Bricks' glue uses. Declarations copied from the
// pages cited; "(not opened)" marks a member whose page was not in the documentation index, its
// shape taken from Apple's own example code or a sibling page, as noted.

/// `@MainActor class NSCollectionLayoutDimension` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutdimension
@MainActor
open class NSCollectionLayoutDimension: NSObject {
  /// Not UIKit: what the dimension says.
  public enum _StandInKind: Hashable { case absolute, estimated, fractionalWidth, fractionalHeight }
  /// Not UIKit.
  public let _standInKind: _StandInKind
  /// Not UIKit.
  public let _standInValue: CGFloat
  init(_ kind: _StandInKind, _ value: CGFloat) {
    _standInKind = kind
    _standInValue = value
  }

  /// `class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self` (not opened; listed on the class page's topics)
  // /documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth), to: self) }
  /// `class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self` (not opened)
  // /documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight), to: self) }
  /// `class func absolute(_ absoluteDimension: CGFloat) -> Self` (not opened)
  // /documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutDimension(.absolute, absoluteDimension), to: self) }
  /// `class func estimated(_ estimatedDimension: CGFloat) -> Self`
  // /documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  open class func estimated(_ estimatedDimension: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutDimension(.estimated, estimatedDimension), to: self) }
}

/// `@MainActor class NSCollectionLayoutSize` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutsize
@MainActor
open class NSCollectionLayoutSize: NSObject {
  /// Not UIKit.
  public let _standInWidth: NSCollectionLayoutDimension
  /// Not UIKit.
  public let _standInHeight: NSCollectionLayoutDimension
  /// `convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)`
  /// (not opened; the labels as in the NSCollectionLayoutDimension page's example)
  // /documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    self.init(width, height)
  }
  init(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) {
    _standInWidth = width
    _standInHeight = height
  }
}

/// `@MainActor class NSCollectionLayoutSpacing` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutspacing
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// Not UIKit.
  public let _standInFixed: CGFloat
  init(_ fixed: CGFloat) { _standInFixed = fixed }
  /// `class func fixed(_ fixedSpacing: CGFloat) -> Self` (not opened)
  // /documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self { unsafeDowncast(NSCollectionLayoutSpacing(fixedSpacing), to: self) }
}

/// `@MainActor class NSCollectionLayoutItem` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutitem
@MainActor
open class NSCollectionLayoutItem: NSObject {
  /// Not UIKit.
  public let _standInSize: NSCollectionLayoutSize
  init(_ size: NSCollectionLayoutSize) { _standInSize = size }
  /// `convenience init(layoutSize: NSCollectionLayoutSize)` (not opened)
  // /documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize) }
}

/// `@MainActor class NSCollectionLayoutGroup` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutgroup
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// Not UIKit.
  public private(set) var _standInSubitem: NSCollectionLayoutItem?
  /// Not UIKit.
  public private(set) var _standInCount = 0
  /// `var interItemSpacing: NSCollectionLayoutSpacing? { get set }` (not opened)
  // /documentation/uikit/nscollectionlayoutgroup/interitemspacing
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// `class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self` (iOS 16.0+, tvOS 16.0+)
  // /documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  @available(iOS 16.0, tvOS 16.0, *)
  open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
    let group = NSCollectionLayoutGroup(layoutSize)
    group._standInSubitem = subitem
    group._standInCount = count
    return unsafeDowncast(group, to: self)
  }

  /// `class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self` (iOS 13.0–16.0, deprecated)
  // /documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(tvOS, introduced: 13.0, deprecated: 16.0)
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
    let group = NSCollectionLayoutGroup(layoutSize)
    group._standInSubitem = subitem
    group._standInCount = count
    return unsafeDowncast(group, to: self)
  }
}

/// `struct NSDirectionalEdgeInsets` (iOS 11.0+), with the initializer Bricks uses (not opened)
// /documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// `var top: CGFloat`
  public var top: CGFloat
  /// `var leading: CGFloat`
  public var leading: CGFloat
  /// `var bottom: CGFloat`
  public var bottom: CGFloat
  /// `var trailing: CGFloat`
  public var trailing: CGFloat
  /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
  // /documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// `enum UICollectionLayoutSectionOrthogonalScrollingBehavior` (iOS 13.0+); raw values as listed
/// for the AppKit twin (0–5).
// /documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `enum NSRectAlignment` (the cases Bricks uses; not opened)
// /documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
  case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `@MainActor class NSCollectionLayoutSupplementaryItem` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {}

/// `@MainActor class NSCollectionLayoutBoundarySupplementaryItem` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Not UIKit.
  public private(set) var _standInElementKind = ""
  /// `var alignment: NSRectAlignment { get }`
  // /documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment
  open private(set) var alignment: NSRectAlignment = .top
  /// `convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment)`
  // /documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize)
    _standInElementKind = elementKind
    self.alignment = alignment
  }
}

/// `@MainActor class NSCollectionLayoutSection` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutsection
@MainActor
open class NSCollectionLayoutSection: NSObject {
  /// Not UIKit.
  public let _standInGroup: NSCollectionLayoutGroup
  init(_ group: NSCollectionLayoutGroup) { _standInGroup = group }
  /// `convenience init(group: NSCollectionLayoutGroup)` (not opened; listed for the class)
  // /documentation/uikit/nscollectionlayoutsection/init(group:)
  public convenience init(group: NSCollectionLayoutGroup) { self.init(group) }
  /// `var interGroupSpacing: CGFloat { get set }` (not opened)
  // /documentation/uikit/nscollectionlayoutsection/intergroupspacing
  open var interGroupSpacing: CGFloat = 0
  /// `var contentInsets: NSDirectionalEdgeInsets { get set }`
  // /documentation/uikit/nscollectionlayoutsection/contentinsets
  open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// `var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get set }`
  // /documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// `var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { get set }`
  // /documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

/// `@MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol` (members Bricks does
/// not read are not declared)
// /documentation/uikit/nscollectionlayoutenvironment
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

/// `typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`
// /documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `@MainActor class UICollectionViewCompositionalLayout : UICollectionViewLayout` (iOS 13.0+)
// /documentation/uikit/uicollectionviewcompositionallayout
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Not UIKit: the section provider, for tests to call.
  public let _standInSectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider)` (not
  /// opened; as AppKit's `NSCollectionViewCompositionalLayout.init(sectionProvider:)` and UIKit's
  /// `init(sectionProvider:configuration:)`)
  // /documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    _standInSectionProvider = sectionProvider
    super.init()
  }
}

/// Not UIKit: an environment to pass to a section provider in tests.
public final class _StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {}
