import BricksCells

/// How a container lays out its units.
public enum ContainerLayout: Hashable, Sendable {
  /// One column, scrolling vertically (the only layout of a table).
  case vertical
  /// One row, scrolling horizontally (a carousel); widths are fractions of the container width.
  case horizontal
  /// `columns` columns, scrolling vertically; widths are fractions of one column.
  case grid(columns: Int)

  /// The number of columns units' widths resolve against: 1, 1, or the grid's.
  public var columns: Int {
    if case .grid(let columns) = self { return max(1, columns) }
    return 1
  }
}
