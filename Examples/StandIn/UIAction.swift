import UIKit

/// `@MainActor class UIAction` (iOS 13.0+; a `UIMenuElement`), with the initializer the
/// examples use.
// /documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// `typealias UIActionHandler = (UIAction) -> Void`
  // /documentation/uikit/uiactionhandler
  public typealias Handler = (UIAction) -> Void

  let handler: Handler

  /// `convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
  /// discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
  /// state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`; the examples pass a
  /// title and the handler only, and the other parameters are not declared.
  // /documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.handler = handler
    super.init(title: title)
  }
}
