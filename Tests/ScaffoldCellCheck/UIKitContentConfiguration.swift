// Compiled into the UIKit stand-in module (Tests/UIKitStandIn) by scripts/scaffold-e2e.sh only,
// to type-check the cells `bricks scaffold` generates. Declarations as in Apple's UIKit
// (iOS 14+), for the members the generated cells use; bodies are never run.
import Foundation

/// UIKit: `@MainActor protocol UIContentConfiguration` (iOS 14+). Its requirements
/// (`makeContentView()`, `updated(for:)`) are not declared: the generated cells never call them.
// /documentation/uikit/uicontentconfiguration
@MainActor
public protocol UIContentConfiguration {}

/// UIKit: `struct UIListContentConfiguration` (iOS 14+), a `UIContentConfiguration`; its other
/// conformances and members are not declared.
// /documentation/uikit/uilistcontentconfiguration
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// UIKit: `var text: String? { get set }`
  // /documentation/uikit/uilistcontentconfiguration/text
  public var text: String?
  /// UIKit: `var secondaryText: String? { get set }`
  // /documentation/uikit/uilistcontentconfiguration/secondarytext
  public var secondaryText: String?
}

extension UITableViewCell {
  /// UIKit: `func defaultContentConfiguration() -> UIListContentConfiguration` (iOS 14+)
  // /documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// UIKit: `var contentConfiguration: (any UIContentConfiguration)? { get set }` (iOS 14+)
  // /documentation/uikit/uitableviewcell/contentconfiguration
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}

/// UIKit: `@MainActor class UICollectionViewListCell : UICollectionViewCell` (iOS 14+)
// /documentation/uikit/uicollectionviewlistcell
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// UIKit: `func defaultContentConfiguration() -> UIListContentConfiguration`
  // /documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

extension UICollectionViewCell {
  /// UIKit: `var contentConfiguration: (any UIContentConfiguration)? { get set }` (iOS 14+)
  // /documentation/uikit/uicollectionviewcell/contentconfiguration
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}
