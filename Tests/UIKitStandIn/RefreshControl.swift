import Foundation

/// `@MainActor class UIControl` (iOS 2.0+; a `UIView`), with the members Bricks uses.
// /documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  /// `struct Event` (an `OptionSet`; `valueChanged` is `1 << 12`, UIKit's
  /// `UIControlEventValueChanged`)
  // /documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    /// `init(rawValue: UInt)`
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `let rawValue: UInt`
    public let rawValue: UInt
    /// `static var valueChanged: UIControl.Event { get }`
    // /documentation/uikit/uicontrol/event/valuechanged
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
  }

  var actions: [(UIAction, Event)] = []

  /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// `func sendActions(for controlEvents: UIControl.Event)`: runs the actions registered for
  /// the events.
  // /documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
  }
}

/// `@MainActor class UIRefreshControl` (iOS 6.0+; a `UIControl`): "When the user drags the top of
/// the scrollable content area downward, the scroll view reveals the refresh control, begins
/// animating its progress indicator, and notifies your app" (its `valueChanged` event).
// /documentation/uikit/uirefreshcontrol
@MainActor
open class UIRefreshControl: UIControl {
  /// `var isRefreshing: Bool { get }`
  // /documentation/uikit/uirefreshcontrol/isrefreshing
  open private(set) var isRefreshing = false
  /// Not UIKit: how many times the spinner started and ended.
  public private(set) var _standInBegins = 0
  public private(set) var _standInEnds = 0

  /// `init()`: "This initializes a UIRefreshControl with a default height and width."
  public init() { super.init(frame: .zero) }

  /// `init?(coder: NSCoder)` (UIView's, required).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `func beginRefreshing()` (iOS 6.0+): "Tells the control that a refresh operation was started
  /// programmatically."
  // /documentation/uikit/uirefreshcontrol/beginrefreshing()
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    _standInBegins += 1
  }

  /// `func endRefreshing()` (iOS 6.0+): returns "the refresh control to its default state".
  // /documentation/uikit/uirefreshcontrol/endrefreshing()
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    _standInEnds += 1
  }

  /// Not UIKit: the user pulls the list down: the spinner starts and `valueChanged` is sent.
  /// A pull while refreshing does nothing (the control is already open).
  public func _standInPull() {
    guard !isRefreshing else { return }
    isRefreshing = true
    _standInBegins += 1
    sendActions(for: .valueChanged)
  }
}

/// The refresh controls of scroll views, by view (a view freed and another at its address must
/// not inherit its control).
@MainActor var _standInRefreshControls: [ObjectIdentifier: (view: Weak, control: UIRefreshControl)] = [:]

struct Weak {
  weak var object: AnyObject?
}

extension UIScrollView {
  /// `var refreshControl: UIRefreshControl? { get set }` (iOS 10.0+): "The refresh control
  /// associated with the scroll view" (held strongly, as a subview).
  // /documentation/uikit/uiscrollview/refreshcontrol
  @available(iOS 10.0, *)
  public var refreshControl: UIRefreshControl? {
    get {
      guard let entry = _standInRefreshControls[ObjectIdentifier(self)], entry.view.object === self else { return nil }
      return entry.control
    }
    set {
      refreshControl?.removeFromSuperview()
      _standInRefreshControls[ObjectIdentifier(self)] = newValue.map { (Weak(object: self), $0) }
      if let newValue { addSubview(newValue) }
    }
  }
}
