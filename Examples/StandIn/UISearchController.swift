import UIKit

/// `@MainActor protocol UISearchResultsUpdating : NSObjectProtocol` (iOS 8.0+)
// /documentation/uikit/uisearchresultsupdating
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// `func updateSearchResults(for searchController: UISearchController)`
  // /documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
  func updateSearchResults(for searchController: UISearchController)
}

/// `@MainActor class UISearchBar` (iOS 2.0+; a `UIView`), with the member the examples use.
// /documentation/uikit/uisearchbar
@MainActor
open class UISearchBar: UIView {
  /// `var text: String? { get set }`
  // /documentation/uikit/uisearchbar/text
  open var text: String?
  /// `var placeholder: String? { get set }`
  // /documentation/uikit/uisearchbar/placeholder
  open var placeholder: String?
}

/// `@MainActor class UISearchController` (iOS 8.0+; a `UIViewController`), with the members the
/// examples use.
// /documentation/uikit/uisearchcontroller
@MainActor
open class UISearchController: UIViewController {
  /// `var searchBar: UISearchBar { get }`
  // /documentation/uikit/uisearchcontroller/searchbar
  public let searchBar = UISearchBar(frame: .zero)

  /// `weak var searchResultsUpdater: (any UISearchResultsUpdating)? { get set }`
  // /documentation/uikit/uisearchcontroller/searchresultsupdater
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// `var obscuresBackgroundDuringPresentation: Bool { get set }` (iOS 9.1+)
  // /documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation
  open var obscuresBackgroundDuringPresentation = true

  /// `init(searchResultsController: UIViewController?)`
  // /documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// `init?(coder: NSCoder)`
  // /documentation/uikit/uisearchcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
