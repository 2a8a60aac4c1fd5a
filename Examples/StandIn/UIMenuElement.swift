import UIKit

/// `@MainActor class UIMenuElement` (iOS 13.0+; an `NSObject`): what ``UIAction`` is.
// /documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {
  /// `var title: String { get }`
  // /documentation/uikit/uimenuelement/title
  public let title: String

  init(title: String) {
    self.title = title
    super.init()
  }
}
