import UIKit

/// `@MainActor class UINavigationItem` (iOS 2.0+; an `NSObject`), with the member the examples
/// use.
// /documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
  /// `var searchController: UISearchController? { get set }` (iOS 11.0+)
  // /documentation/uikit/uinavigationitem/searchcontroller
  open var searchController: UISearchController?
}
