import Foundation

/// Edge insets that exist on every platform (UIKit's `UIEdgeInsets` does not exist on Linux).
public struct Insets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the leading (left) edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the trailing (right) edge.
  public var right: CGFloat

  /// Creates insets; every edge defaults to zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }

  /// No insets.
  public static let zero = Insets()

  /// `left + right`.
  public var horizontal: CGFloat { left + right }
  /// `top + bottom`.
  public var vertical: CGFloat { top + bottom }
}
