import UIKit

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
