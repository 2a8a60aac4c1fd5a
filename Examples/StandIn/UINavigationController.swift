import UIKit

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
