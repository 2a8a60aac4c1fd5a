import UIKit

/// `typealias UIActionHandler = (UIAction) -> Void`
// /documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// `@MainActor class UIAction` (iOS 13.0+; a `UIMenuElement`), with its initializer.
// /documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// `var handler`, not public in UIKit: what the stand-in's ``UIControl`` calls.
  let handler: UIActionHandler

  /// `convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
  /// discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
  /// state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`; `identifier`,
  /// `attributes` and `state` (types of their own) are not declared, as the examples pass none.
  // /documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(
    title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.handler = handler
    super.init(title: title)
  }
}
