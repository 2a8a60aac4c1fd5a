import Foundation

// Compositional layout (iOS 13+): the members Bricks' glue uses. Declarations copied from the
// pages cited. "Copy" means the copy of Apple's page in theAppLaunchers/apple-docs-for-rag
// (`UIKit/md/uikit-<type>.md`); "Topics" means the member's line in the Topics list of its type's
// page there (which prints labels and types, not the parameter names), where the member's own
// page is in neither the documentation index nor the copy.
// Every class below is `@MainActor class` on its page and conforms to `Sendable` (a global-actor
// isolated class is implicitly `Sendable` here too).

/// `@MainActor class NSCollectionLayoutDimension` (iOS 13.0+, tvOS 13.0+; copy `uikit-nscollectionlayoutdimension.md`)
// /documentation/uikit/nscollectionlayoutdimension
@available(iOS 13.0, tvOS 13.0, *)
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

  /// `class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth), to: self)
  }
  /// `class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight), to: self)
  }
  /// `class func absolute(_ absoluteDimension: CGFloat) -> Self` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(.absolute, absoluteDimension), to: self)
  }
  /// `class func estimated(_ estimatedDimension: CGFloat) -> Self`
  // /documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(.estimated, estimatedDimension), to: self)
  }
}

/// `@MainActor class NSCollectionLayoutSize` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutsize
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutSize: NSObject {
  /// Not UIKit.
  public let _standInWidth: NSCollectionLayoutDimension
  /// Not UIKit.
  public let _standInHeight: NSCollectionLayoutDimension
  /// `convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)`
  /// (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    self.init(width, height)
  }
  init(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) {
    _standInWidth = width
    _standInHeight = height
  }
}

/// `@MainActor class NSCollectionLayoutSpacing` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutspacing
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// Not UIKit.
  public let _standInFixed: CGFloat
  init(_ fixed: CGFloat) { _standInFixed = fixed }
  /// `class func fixed(_ fixedSpacing: CGFloat) -> Self` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutSpacing(fixedSpacing), to: self)
  }
}

/// `NSCopying` (the class page's Conforms To). The class is `@MainActor`, so, as UIKit imports
/// its Objective-C members, `copy(with:)` is isolated to the main actor like every other member
/// (a `@preconcurrency` conformance: callers off the main actor do not compile, as in Xcode); a
/// spacing is immutable, so the copy is the object.
// /documentation/uikit/nscollectionlayoutspacing
@available(iOS 13.0, tvOS 13.0, *)
extension NSCollectionLayoutSpacing: @preconcurrency NSCopying {
  /// `func copy(with zone: NSZone? = nil) -> Any` (NSCopying's requirement, on the main actor with its class)
  // /documentation/foundation/nscopying/copy(with:)
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// `@MainActor class NSCollectionLayoutItem` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutitem
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutItem: NSObject {
  /// Not UIKit.
  public let _standInSize: NSCollectionLayoutSize
  init(_ size: NSCollectionLayoutSize) { _standInSize = size }
  /// `convenience init(layoutSize: NSCollectionLayoutSize)` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize) }
}

/// `@MainActor class NSCollectionLayoutGroup` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutgroup
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// Not UIKit.
  public private(set) var _standInSubitem: NSCollectionLayoutItem?
  /// Not UIKit.
  public private(set) var _standInCount = 0
  /// `@NSCopying var interItemSpacing: NSCollectionLayoutSpacing? { get set }` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutgroup/interitemspacing
  @NSCopying open var interItemSpacing: NSCollectionLayoutSpacing?

  /// `class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self` (iOS 16.0+, tvOS 16.0+)
  // /documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  @available(iOS 16.0, tvOS 16.0, *)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
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

/// `struct NSDirectionalEdgeInsets` (iOS 11.0+, tvOS 11.0+, watchOS 4.0+; copy
/// `uikit-nsdirectionaledgeinsets.md`), with the members Bricks uses. Conforms to `Equatable` and
/// `Sendable` (also `Decodable`/`Encodable`/`BitwiseCopyable`, not declared: Bricks does not use
/// them); not `Hashable`.
// /documentation/uikit/nsdirectionaledgeinsets
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// `var top: CGFloat`
  public var top: CGFloat
  /// `var leading: CGFloat`
  public var leading: CGFloat
  /// `var bottom: CGFloat`
  public var bottom: CGFloat
  /// `var trailing: CGFloat`
  public var trailing: CGFloat
  /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)` (Apple's page,
  /// iOS 11.0+; `-6wnda` is the Swift initializer, `-1th5h` is `NSDirectionalEdgeInsetsMake`)
  // /documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)-6wnda
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

/// `enum NSRectAlignment` (iOS 13.0+, tvOS 13.0+, watchOS 6.0+; copy `uikit-nsrectalignment.md`:
/// all nine cases in this order, `init?(rawValue: Int)`, conforms to `Hashable`, `Sendable`). The
/// page gives no raw values; these follow the declaration order.
// /documentation/uikit/nsrectalignment
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum NSRectAlignment: Int, Sendable {
  case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `@MainActor class NSCollectionLayoutSupplementaryItem` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutsupplementaryitem
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {}

/// `@MainActor class NSCollectionLayoutBoundarySupplementaryItem` (iOS 13.0+)
// /documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@available(iOS 13.0, tvOS 13.0, *)
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
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class NSCollectionLayoutSection: NSObject {
  /// Not UIKit.
  public let _standInGroup: NSCollectionLayoutGroup
  init(_ group: NSCollectionLayoutGroup) { _standInGroup = group }
  /// `convenience init(group: NSCollectionLayoutGroup)` (Apple's page, iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/nscollectionlayoutsection/init(group:)
  public convenience init(group: NSCollectionLayoutGroup) { self.init(group) }
  /// `var interGroupSpacing: CGFloat { get set }` (Apple's page, iOS 13.0+, tvOS 13.0+)
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
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
  NSCollectionLayoutSection?

/// `@MainActor class UICollectionViewCompositionalLayout : UICollectionViewLayout` (iOS 13.0+)
// /documentation/uikit/uicollectionviewcompositionallayout
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Not UIKit: the section provider, for tests to call.
  public let _standInSectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// `init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider)` (Topics
  /// of the copy `uikit-uicollectionviewcompositionallayout.md`: `init(sectionProvider:
  /// UICollectionViewCompositionalLayoutSectionProvider)`; `@escaping` as on Apple's pages of UIKit's
  /// `init(sectionProvider:configuration:)` and AppKit's `init(sectionProvider:)`)
  // /documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    _standInSectionProvider = sectionProvider
    super.init()
  }
}

/// Not UIKit: an environment to pass to a section provider in tests.
public final class _StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {}
