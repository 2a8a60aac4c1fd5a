import Foundation

// Each declaration below carries the path of the Apple documentation page it mirrors
// (https://developer.apple.com + the path); Tests/UIKitStandIn/README.md says how they were
// checked. Members named `_standIn…` are not UIKit.

/// `@MainActor class UIResponder` (iOS 2.0+; an `NSObject`)
// /documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  /// `init()`, inherited from `NSObject`.
  // /documentation/objectivec/nsobject-swift.class/init()
  public override init() { super.init() }
}

/// `@MainActor class UIView` (iOS 2.0+, tvOS, visionOS 1.0+; a `UIResponder`), with the members
/// Bricks uses.
// /documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  /// `var frame: CGRect { get set }`
  // /documentation/uikit/uiview/frame
  open var frame: CGRect
  /// `var bounds: CGRect { get set }`
  // /documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// `var isHidden: Bool { get set }`
  // /documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// `var superview: UIView? { get }`
  // /documentation/uikit/uiview/superview
  open var superview: UIView? { _superview }
  weak var _superview: UIView?
  /// `var subviews: [UIView] { get }`
  // /documentation/uikit/uiview/subviews
  open var subviews: [UIView] { _subviews }
  var _subviews: [UIView] = []
  /// `var window: UIWindow? { get }`: the window at the root of the superviews.
  // /documentation/uikit/uiview/window
  open var window: UIWindow? {
    var view: UIView? = self
    while let v = view {
      if let window = v as? UIWindow { return window }
      view = v.superview
    }
    return nil
  }

  /// `init(frame: CGRect)` (iOS 2.0+): the designated initializer (the page says so), not `required`.
  // /documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// `init?(coder: NSCoder)` (iOS 2.0+). The page's Declaration does not print `required`; the
  /// initializer is `required` because UIView adopts NSCoding, whose `init?(coder:)` requirement
  /// makes the imported initializer `required` (Apple's pages of Swift UIView subclasses show
  /// `required dynamic init?(coder: NSCoder)`).
  // /documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// `func layoutSubviews()`
  // /documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}

  /// `func addSubview(_ view: UIView)`
  // /documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    _subviews.append(view)
    view._superview = self
  }

  /// `func removeFromSuperview()`
  // /documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    _superview?._subviews.removeAll { $0 === self }
    _superview = nil
  }
}

/// `@MainActor class UIWindow` (iOS 2.0+; a `UIView`)
// /documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {}

/// `@MainActor class UIScrollView : UIView`
// /documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {}

/// `struct UIEdgeInsets`: `Equatable` (and `Sendable`), not `Hashable`.
// /documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  /// `var top: CGFloat`
  // /documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// `var left: CGFloat`
  // /documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// `var bottom: CGFloat`
  // /documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// `var right: CGFloat`
  // /documentation/uikit/uiedgeinsets/right
  public var right: CGFloat
  /// `init()`: "Initializes the edge insets structure to default values" (every edge 0).
  // /documentation/uikit/uiedgeinsets/init()
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
  // /documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// `static let zero: UIEdgeInsets`
  // /documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets()
}

/// `@MainActor class UINib : NSObject`, deprecated on visionOS ("Loading Interface Builder
/// products will not be supported in a future version of visionOS."). The stand-in cannot read
/// nib files; tests declare which class a nib holds with ``_standInRegister(nibNamed:holding:)``
/// (a xib's custom class).
// /documentation/uikit/uinib
@available(
  visionOS, deprecated: 1.0,
  message: "Loading Interface Builder products will not be supported in a future version of visionOS."
)
@MainActor
open class UINib: NSObject {
  let name: String
  let bundle: Bundle?

  /// `init(nibName name: String, bundle bundleOrNil: Bundle?)`: iOS 4.0+, tvOS, deprecated in
  /// visionOS 1.0.
  // /documentation/uikit/uinib/init(nibname:bundle:)
  @available(
    visionOS, deprecated: 1.0,
    message: "Loading Interface Builder products will not be supported in a future version of visionOS."
  )
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    self.bundle = bundleOrNil
    super.init()
  }

  static var _standInClasses: [String: AnyClass] = [:]

  /// Not UIKit: says that the nib `name` holds a view of class `viewClass`.
  public static func _standInRegister(nibNamed name: String, holding viewClass: AnyClass) {
    _standInClasses[name] = viewClass
  }

  /// Not UIKit: the nib's name, for tests.
  public var _standInName: String { name }
  /// Not UIKit: the nib's bundle, for tests.
  public var _standInBundle: Bundle? { bundle }

  /// Loads the nib's view through `init?(coder:)` (`required` in UIKit too), as UIKit does.
  func _standInInstantiate() -> UIView? {
    guard let cls = Self._standInClasses[name] as? UIView.Type else { return nil }
    return cls.init(coder: NSCoder())
  }
}
