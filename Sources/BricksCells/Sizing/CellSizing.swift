import Foundation

/// A cell of one fixed height (the pod's `cellHeight`).
///
/// ```swift
/// extension TweetCell: StaticHeight { static var cellHeight: CGFloat { 72 } }
/// ```
@MainActor
public protocol StaticHeight {
  /// The height of every instance.
  static var cellHeight: CGFloat { get }
}

public extension StaticHeight {
  /// The height plus vertical padding (the pod's `cellHeight(padding:)`).
  static func cellHeight(padding: Insets) -> CGFloat { cellHeight + padding.vertical }
  /// The height plus `padding` above and below.
  static func cellHeight(padding: CGFloat) -> CGFloat { cellHeight + 2 * padding }
}

/// A collection cell of one fixed size (the pod's `cellSize`).
@MainActor
public protocol StaticSize {
  /// The size of every instance.
  static var cellSize: CGSize { get }
}

/// A cell sized by ``LayoutDimension``s relative to its container.
///
/// ```swift
/// extension PhotoCell: DimensionSized {
///   static var widthUnit: LayoutDimension { .fractionalWidth(1) }
///   static var heightUnit: LayoutDimension { .fractionalWidth(1) }  // square
/// }
/// ```
@MainActor
public protocol DimensionSized {
  /// The width; defaults to the full column width.
  static var widthUnit: LayoutDimension { get }
  /// The height.
  static var heightUnit: LayoutDimension { get }
}

public extension DimensionSized {
  /// The full column width.
  static var widthUnit: LayoutDimension { .fractionalWidth(1) }
}

/// A cell whose height depends on its model and the available width.
///
/// ```swift
/// extension TweetCell: ModelHeight {
///   static func height(for tweet: Tweet, width: CGFloat) -> CGFloat { tweet.text.count > 140 ? 120 : 72 }
/// }
/// ```
public protocol ModelHeight: ConfigurableCell {
  /// The height of a cell showing `model` at `width`.
  static func height(for model: Model, width: CGFloat) -> CGFloat
}

/// A collection cell whose size depends on its model and the container.
public protocol ModelSize: ConfigurableCell {
  /// The size of a cell showing `model` in `context`.
  static func size(for model: Model, in context: DimensionContext) -> CGSize
}
