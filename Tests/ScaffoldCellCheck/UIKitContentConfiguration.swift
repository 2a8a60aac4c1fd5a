// Compiled into the UIKit stand-in module (Tests/UIKitStandIn) by scripts/scaffold-e2e.sh only,
// to type-check the cells `bricks scaffold` generates. Declarations as in Apple's UIKit
// (iOS 14+), for the members the generated cells use; bodies are never run. Each carries the
// path of the Apple documentation page it mirrors (https://developer.apple.com + the path) and a
// `///` line with the page's Declaration; Tests/UIKitStandIn/README.md says how each was checked.
import Foundation

/// `protocol UIContentConfiguration` (iOS 14.0+, tvOS 14.0+; a Swift protocol, not
/// `@MainActor`: only its `makeContentView()` requirement is). Its requirements
/// (`@MainActor func makeContentView() -> any UIView & UIContentView`, `updated(for:)`) are not
/// declared: the generated cells never call them.
// /documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {}

/// `struct UIListContentConfiguration` (iOS 14.0+, tvOS 14.0+; not `@MainActor`), a
/// `UIContentConfiguration` and `Hashable`; its other members are not declared.
// /documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// `var text: String? { get set }`
  // /documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// `var secondaryText: String? { get set }`
  // /documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
}

@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
  /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  @MainActor @preconcurrency
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uitableviewcell/contentconfiguration (an overload of the Objective-C
  // property: Apple's path adds a suffix, not found)
  @MainActor @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}

/// `@MainActor class UICollectionViewListCell` (iOS 14.0+, tvOS 14.0+), a `UICollectionViewCell`
// /documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
  /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  @MainActor @preconcurrency
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
  /// `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  @MainActor @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}
