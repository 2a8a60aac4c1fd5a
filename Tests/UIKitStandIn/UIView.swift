import Foundation

/// `UIResponder`: the base of every view.
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }
}

/// `UIView`, with the members Bricks uses.
@MainActor
open class UIView: UIResponder {
  /// UIKit: `open var frame: CGRect`.
  open var frame: CGRect
  /// UIKit: `open var bounds: CGRect`.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// UIKit: `open var isHidden: Bool`.
  open var isHidden = false
  /// UIKit: `open var superview: UIView? { get }`.
  open var superview: UIView? { _superview }
  weak var _superview: UIView?
  /// UIKit: `open var subviews: [UIView] { get }`.
  open var subviews: [UIView] { _subviews }
  var _subviews: [UIView] = []
  /// UIKit: `open var window: UIWindow? { get }`: the window at the root of the superviews.
  open var window: UIWindow? {
    var view: UIView? = self
    while let v = view {
      if let window = v as? UIWindow { return window }
      view = v.superview
    }
    return nil
  }

  /// UIKit: `public init(frame: CGRect)`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// UIKit: `public required init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// UIKit: `open func layoutSubviews()`.
  open func layoutSubviews() {}

  /// UIKit: `open func addSubview(_ view: UIView)`.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    _subviews.append(view)
    view._superview = self
  }

  /// UIKit: `open func removeFromSuperview()`.
  open func removeFromSuperview() {
    _superview?._subviews.removeAll { $0 === self }
    _superview = nil
  }
}

/// `UIWindow`.
@MainActor
open class UIWindow: UIView {}

/// `UIScrollView`.
@MainActor
open class UIScrollView: UIView {}

/// `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// UIKit: `public var top: CGFloat`.
  public var top: CGFloat
  /// UIKit: `public var left: CGFloat`.
  public var left: CGFloat
  /// UIKit: `public var bottom: CGFloat`.
  public var bottom: CGFloat
  /// UIKit: `public var right: CGFloat`.
  public var right: CGFloat
  /// UIKit: `public init()`.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  /// UIKit: `public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// UIKit: `public static var zero: UIEdgeInsets`.
  public static var zero: UIEdgeInsets { UIEdgeInsets() }
}

/// `UINib`: a name and a bundle. The stand-in cannot read nib files; tests declare which class
/// a nib holds with ``_standInRegister(nibNamed:holding:)`` (a xib's custom class).
@MainActor
open class UINib: NSObject {
  let name: String
  let bundle: Bundle?

  /// UIKit: `public /*not inherited*/ init(nibName name: String, bundle bundleOrNil: Bundle?)`.
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

  /// Not UIKit: the nib's name and bundle, for tests.
  public var _standInName: String { name }
  /// Not UIKit: the nib's bundle, for tests.
  public var _standInBundle: Bundle? { bundle }

  /// Loads the nib's view through `init?(coder:)`, as UIKit does.
  func _standInInstantiate() -> UIView? {
    guard let cls = Self._standInClasses[name] as? UIView.Type else { return nil }
    return cls.init(coder: NSCoder())
  }
}
