import Foundation

/// `@MainActor class UIViewController` (iOS 2.0+; a `UIResponder`), with the members the
/// examples use. As in UIKit, reading ``view`` loads it: `loadView()` and then `viewDidLoad()`,
/// once.
// /documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
  // /documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// `init?(coder: NSCoder)`
  // /documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// `init()`, inherited from `NSObject` in UIKit (`nibName` and `bundle` `nil`).
  // /documentation/objectivec/nsobject-swift.class/init()
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// `var view: UIView! { get set }`
  // /documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// `var isViewLoaded: Bool { get }`
  // /documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { loadedView != nil }

  /// `func loadView()`: the default makes a plain view (the examples' have no nib).
  // /documentation/uikit/uiviewcontroller/loadview()
  open func loadView() { loadedView = UIView(frame: .zero) }

  /// `func viewDidLoad()`
  // /documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// `var title: String? { get set }`
  // /documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// `var navigationController: UINavigationController? { get }`
  // /documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? {
    var controller = parentController
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parentController
    }
    return nil
  }

  /// `var navigationItem: UINavigationItem { get }`
  // /documentation/uikit/uiviewcontroller/navigationitem
  open private(set) lazy var navigationItem = UINavigationItem()

  /// The container holding this controller (`parent` in UIKit), set by ``UINavigationController``.
  weak var parentController: UIViewController?
}

/// `@MainActor class UINavigationItem` (iOS 2.0+; an `NSObject`), with the member the examples
/// use.
// /documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
  /// `var searchController: UISearchController? { get set }` (iOS 11.0+)
  // /documentation/uikit/uinavigationitem/searchcontroller
  open var searchController: UISearchController?
}

/// `@MainActor class UINavigationController` (iOS 2.0+; a `UIViewController`), with the
/// members the examples use.
// /documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  /// `var viewControllers: [UIViewController] { get set }`
  // /documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] = [] {
    didSet { for controller in viewControllers { controller.parentController = self } }
  }

  /// `init(rootViewController: UIViewController)`
  // /documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    rootViewController.parentController = self
  }

  /// `init?(coder aDecoder: NSCoder)`
  // /documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  /// `func pushViewController(_ viewController: UIViewController, animated: Bool)`
  // /documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }
}

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
