import Foundation

/// What a ``LayoutDimension`` resolves against: the container's size, its insets, the number of
/// grid columns and the spacing between them, and the display scale used for rounding.
///
/// ```swift
/// let context = DimensionContext(containerSize: CGSize(width: 375, height: 667),
///                                insets: Insets(left: 16, right: 16), columns: 2, spacing: 8)
/// context.columnWidth  // (375 - 32 - 8) / 2 = 167.5
/// ```
public struct DimensionContext: Hashable, Sendable {
  /// The container's full size (a table's or collection's bounds).
  public var containerSize: CGSize
  /// Section (content) insets inside the container.
  public var insets: Insets
  /// The number of columns of a grid; 1 for a list.
  public var columns: Int
  /// The spacing between two columns.
  public var spacing: CGFloat
  /// Pixels per point; resolved values are rounded down to this grid.
  public var scale: CGFloat

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - containerSize: the container's size.
  ///   - insets: content insets (default none).
  ///   - columns: grid columns, at least 1 (default 1).
  ///   - spacing: space between columns (default 0).
  ///   - scale: display scale for rounding, at least 1 (default 1: whole points).
  public init(containerSize: CGSize, insets: Insets = .zero, columns: Int = 1, spacing: CGFloat = 0, scale: CGFloat = 1)
  {
    self.containerSize = containerSize
    self.insets = insets
    self.columns = max(1, columns)
    self.spacing = spacing
    self.scale = max(1, scale)
  }

  /// The width inside the insets.
  public var availableWidth: CGFloat { max(0, containerSize.width - insets.horizontal) }
  /// The height inside the insets.
  public var availableHeight: CGFloat { max(0, containerSize.height - insets.vertical) }
  /// The width of one column: `(availableWidth - spacing × (columns - 1)) / columns`, unrounded.
  public var columnWidth: CGFloat {
    max(0, (availableWidth - spacing * CGFloat(columns - 1)) / CGFloat(columns))
  }

  /// `value` clamped at zero and rounded down to the pixel grid (`floor(value × scale) / scale`),
  /// so that `columns` cells of the resolved width always fit in a row.
  public func rounded(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, value > 0 else { return 0 }
    return (value * scale + 1e-9).rounded(.down) / scale
  }
}
