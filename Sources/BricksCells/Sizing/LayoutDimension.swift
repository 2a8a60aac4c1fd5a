import Foundation

/// A width or height stated relative to a container, resolved later against a
/// ``DimensionContext``.
///
/// ```swift
/// .absolute(44)                  // 44 points
/// .fractionalWidth(0.5)          // half a column's width
/// .fractionalHeight(1.0 / 3)     // a third of the height inside the insets
/// .containerWidth(minus: 32)     // a column's width minus 32
/// .containerHeight(plus: 10)     // the height inside the insets plus 10
/// .custom { ctx in ctx.columnWidth * 9 / 16 }
/// .automatic(estimated: 80)      // self-sizing; resolves to nil
/// ```
/// Widths relate to ``DimensionContext/columnWidth`` (the whole width inside the insets in a
/// list, one column in a grid); heights to ``DimensionContext/availableHeight``.
/// Every resolved value is clamped at zero and rounded down to the pixel grid of
/// ``DimensionContext/scale`` (see ``DimensionContext/rounded(_:)``).
public struct LayoutDimension: Sendable, CustomStringConvertible {
  /// Which side of the container a dimension refers to.
  public enum Axis: Hashable, Sendable {
    /// The column width (container width inside the insets, divided among grid columns).
    case width
    /// The height inside the insets.
    case height
  }

  enum Storage: Sendable {
    case absolute(CGFloat)
    case fraction(CGFloat, Axis)
    case container(Axis, CGFloat)
    case custom(@Sendable (DimensionContext) -> CGFloat)
    case automatic(estimated: CGFloat)
  }

  let storage: Storage

  /// A fixed number of points.
  public static func absolute(_ points: CGFloat) -> LayoutDimension { .init(storage: .absolute(points)) }
  /// `fraction` of the column width.
  public static func fractionalWidth(_ fraction: CGFloat) -> LayoutDimension {
    .init(storage: .fraction(fraction, .width))
  }
  /// `fraction` of the height inside the insets.
  public static func fractionalHeight(_ fraction: CGFloat) -> LayoutDimension {
    .init(storage: .fraction(fraction, .height))
  }
  /// The column width minus `points`.
  public static func containerWidth(minus points: CGFloat) -> LayoutDimension {
    .init(storage: .container(.width, -points))
  }
  /// The column width plus `points`.
  public static func containerWidth(plus points: CGFloat) -> LayoutDimension {
    .init(storage: .container(.width, points))
  }
  /// The height inside the insets minus `points`.
  public static func containerHeight(minus points: CGFloat) -> LayoutDimension {
    .init(storage: .container(.height, -points))
  }
  /// The height inside the insets plus `points`.
  public static func containerHeight(plus points: CGFloat) -> LayoutDimension {
    .init(storage: .container(.height, points))
  }
  /// Whatever `resolve` computes from the context (then clamped and rounded).
  public static func custom(_ resolve: @escaping @Sendable (DimensionContext) -> CGFloat) -> LayoutDimension {
    .init(storage: .custom(resolve))
  }
  /// Self-sizing: the cell measures itself (`UITableView.automaticDimension`); resolves to
  /// `nil`, with `estimated` as the estimate hosts use before measuring.
  public static func automatic(estimated: CGFloat = 44) -> LayoutDimension {
    .init(storage: .automatic(estimated: estimated))
  }

  /// True for ``automatic(estimated:)``.
  public var isAutomatic: Bool {
    if case .automatic = storage { return true }
    return false
  }

  /// The value in `context`, or `nil` for ``automatic(estimated:)``.
  public func resolve(in context: DimensionContext) -> CGFloat? {
    switch storage {
    case .absolute(let points): context.rounded(points)
    case .fraction(let f, .width): context.rounded(context.columnWidth * f)
    case .fraction(let f, .height): context.rounded(context.availableHeight * f)
    case .container(.width, let delta): context.rounded(context.columnWidth + delta)
    case .container(.height, let delta): context.rounded(context.availableHeight + delta)
    case .custom(let resolve): context.rounded(resolve(context))
    case .automatic: nil
    }
  }

  /// The resolved value, or for an automatic dimension its estimate (what to tell a host before
  /// the cell has measured itself).
  public func estimate(in context: DimensionContext) -> CGFloat {
    if case .automatic(let estimated) = storage { return context.rounded(estimated) }
    return resolve(in: context) ?? 0
  }

  /// E.g. `absolute(44)`, `fractionalWidth(0.5)`, `containerWidth(minus: 16)`.
  public var description: String {
    switch storage {
    case .absolute(let p): "absolute(\(p))"
    case .fraction(let f, .width): "fractionalWidth(\(f))"
    case .fraction(let f, .height): "fractionalHeight(\(f))"
    case .container(let axis, let d):
      "container\(axis == .width ? "Width" : "Height")(\(d < 0 ? "minus" : "plus"): \(abs(d)))"
    case .custom: "custom"
    case .automatic(let e): "automatic(estimated: \(e))"
    }
  }
}

/// A width and a height, each a ``LayoutDimension``.
public struct DimensionSize: Sendable, CustomStringConvertible {
  /// The width.
  public var width: LayoutDimension
  /// The height.
  public var height: LayoutDimension

  /// Creates a size.
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// Both sides resolved, or `nil` if either is automatic.
  public func resolve(in context: DimensionContext) -> CGSize? {
    guard let w = width.resolve(in: context), let h = height.resolve(in: context) else { return nil }
    return CGSize(width: w, height: h)
  }

  /// Both sides resolved, automatic sides replaced by their estimates.
  public func estimate(in context: DimensionContext) -> CGSize {
    CGSize(width: width.estimate(in: context), height: height.estimate(in: context))
  }

  /// `width × height`.
  public var description: String { "\(width) × \(height)" }
}
