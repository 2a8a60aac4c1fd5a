import UIKit

/// `@MainActor class UIRefreshControl` (iOS 6.0+; a `UIControl`). Pulling sends
/// `UIControl.Event.valueChanged`; `endRefreshing()` must be called when the refresh is done.
// /documentation/uikit/uirefreshcontrol
@MainActor
open class UIRefreshControl: UIControl {
  /// `init()`
  // /documentation/uikit/uirefreshcontrol/init()
  public init() {
    super.init(frame: .zero)
  }

  /// `init?(coder: NSCoder)`, inherited from `UIView`.
  // /documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `var isRefreshing: Bool { get }`
  // /documentation/uikit/uirefreshcontrol/isrefreshing
  open private(set) var isRefreshing = false

  /// `func beginRefreshing()`
  // /documentation/uikit/uirefreshcontrol/beginrefreshing()
  open func beginRefreshing() { isRefreshing = true }

  /// `func endRefreshing()`
  // /documentation/uikit/uirefreshcontrol/endrefreshing()
  open func endRefreshing() { isRefreshing = false }
}

extension UIScrollView {
  /// `var refreshControl: UIRefreshControl? { get set }` (iOS 10.0+)
  // /documentation/uikit/uiscrollview/refreshcontrol
  @MainActor
  public var refreshControl: UIRefreshControl? {
    get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
    set {
      refreshControl?.removeFromSuperview()
      if let newValue { addSubview(newValue) }
    }
  }
}
