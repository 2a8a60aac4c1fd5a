// Compiled into the UIKit stand-in module (Tests/UIKitStandIn) by scripts/scaffold-e2e.sh only,
// to type-check the cells `bricks scaffold` generates. Declarations as in Apple's UIKit
// (iOS 14+), for the members the generated cells use; bodies are never run.
import Foundation

/// UIKit: `@MainActor public protocol UIContentConfiguration`.
@MainActor
public protocol UIContentConfiguration {}

/// UIKit: `public struct UIListContentConfiguration: UIContentConfiguration, Hashable`.
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// UIKit: `public var text: String?`.
  public var text: String?
  /// UIKit: `public var secondaryText: String?`.
  public var secondaryText: String?
}

extension UITableViewCell {
  /// UIKit: `open func defaultContentConfiguration() -> UIListContentConfiguration`.
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// UIKit: `open var contentConfiguration: (any UIContentConfiguration)?`.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}

/// UIKit: `open class UICollectionViewListCell: UICollectionViewCell`.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// UIKit: `open func defaultContentConfiguration() -> UIListContentConfiguration`.
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

extension UICollectionViewCell {
  /// UIKit: `open var contentConfiguration: (any UIContentConfiguration)?`.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { nil }
    set {}
  }
}
