/// The background colour of a swipe action or the tint of a menu element, named without UIKit
/// so that declarations are written and tested on every platform.
///
/// The named colours stand for UIKit's system colours (`.red` for `UIColor.systemRed`, and so
/// on, which adapt to dark mode) and ``rgb(red:green:blue:alpha:)`` for
/// `UIColor(red:green:blue:alpha:)`; in SwiftUI, `Color.red`, ... and
/// `Color(red:green:blue:opacity:)`.
public enum ActionTint: Hashable, Sendable {
  /// `systemRed`: destructive actions' default.
  case red
  /// `systemOrange`.
  case orange
  /// `systemYellow`.
  case yellow
  /// `systemGreen`.
  case green
  /// `systemBlue`.
  case blue
  /// `systemIndigo`.
  case indigo
  /// `systemPurple`.
  case purple
  /// `systemGray`: normal actions' default.
  case gray
  /// A colour by its components, each from 0 to 1 (out-of-range values are clamped by
  /// ``clamped``, as UIKit clamps them).
  case rgb(red: Double, green: Double, blue: Double, alpha: Double = 1)

  /// The colour with its components clamped to 0...1 (a named colour is returned unchanged).
  public var clamped: ActionTint {
    guard case let .rgb(r, g, b, a) = self else { return self }
    func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    return .rgb(red: c(r), green: c(g), blue: c(b), alpha: c(a))
  }
}
