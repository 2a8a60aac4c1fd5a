import UIKit

/// `@MainActor class UIControl` (iOS 2.0+; a `UIView`), with the members the examples use.
// /documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  /// `struct Event` (`OptionSet`), with the event the examples use.
  // /documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `static var valueChanged: UIControl.Event { get }`
    // /documentation/uikit/uicontrol/event/valuechanged
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
  }

  private var actions: [(UIAction, Event)] = []

  /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)` (iOS 14.0+)
  // /documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((action, controlEvents))
  }

  /// `func sendActions(for controlEvents: UIControl.Event)`
  // /documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }
}
