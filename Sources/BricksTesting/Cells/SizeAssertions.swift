import BricksCells
import Foundation

// MARK: - Heights

/// Checks the height of `cell` showing `model` at `width`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyHeight(TweetCell.self, for: tweet, width: 375, equals: 88) == nil)
/// ```
/// The height comes from the cell's sizing protocols exactly as ``CellRegistry`` computes it
/// (``ModelHeight``, ``DimensionSized``, ``StaticHeight``, ``StaticSize``), rounded to whole points.
/// - Parameters:
///   - cell: The cell type.
///   - model: The model it shows.
///   - width: The container's width.
///   - expected: The height, or nil to expect an automatic (self-sizing) cell.
///   - accuracy: How far the height may be from `expected`.
@MainActor
public func verifyHeight<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, width: CGFloat, equals expected: CGFloat?, accuracy: CGFloat = 0
) -> String? {
  verifyHeight(
    cell, for: model, in: DimensionContext(containerSize: CGSize(width: width, height: 0)),
    equals: expected, accuracy: accuracy)
}

/// Checks the height of `cell` showing `model` in `context` (insets, columns, spacing, scale);
/// returns the failure message, or nil.
///
/// ```swift
/// let grid = DimensionContext(containerSize: CGSize(width: 375, height: 667), columns: 2, spacing: 8)
/// #expect(verifyHeight(PhotoCell.self, for: photo, in: grid, equals: 183) == nil)
/// ```
@MainActor
public func verifyHeight<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, in context: DimensionContext, equals expected: CGFloat?, accuracy: CGFloat = 0
) -> String? {
  let registry = CellRegistry()
  do {
    try registry.register(C.self, for: C.Model.self)
    return compare(
      try registry.height(for: model, in: context), expected, accuracy,
      subject: "height of \(TypeName.short(C.self)) for \(TypeName.short(C.Model.self))", context: context)
  } catch {
    return "\(error)"
  }
}

/// Checks the height of the cell `registry` binds to `model`'s type; returns the failure
/// message, or nil.
///
/// ```swift
/// #expect(verifyHeight(registry, for: ad, width: 375, equals: 90) == nil)
/// ```
@MainActor
public func verifyHeight<M>(
  _ registry: CellRegistry, for model: M, width: CGFloat, equals expected: CGFloat?, accuracy: CGFloat = 0
) -> String? {
  let context = DimensionContext(containerSize: CGSize(width: width, height: 0))
  do {
    let cell: AnyClass? = registry.cellType(for: type(of: model as Any)) ?? registry.cellType(for: M.self)
    let name = cell.map { TypeName.short($0) } ?? "the cell"
    return compare(
      try registry.height(for: model, in: context), expected, accuracy,
      subject: "height of \(name) for \(TypeName.short(type(of: model as Any)))", context: context)
  } catch {
    return "\(error)"
  }
}

/// Asserts the height of `cell` showing `model` at `width`.
///
/// ```swift
/// @Test @MainActor func aLongTweetIsTaller() {
///   assertHeight(TweetCell.self, for: Tweet(text: "short"), width: 375, equals: 72)
///   assertHeight(TweetCell.self, for: Tweet(text: longText), width: 375, equals: 120)
/// }
/// ```
/// On failure it records, at the caller's location,
/// `height of TweetCell for Tweet at width 375: expected 88, got 72`. Pass `equals: nil` to
/// assert that the cell sizes itself (automatic dimension).
@MainActor
public func assertHeight<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, width: CGFloat, equals expected: CGFloat?, accuracy: CGFloat = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyHeight(cell, for: model, width: width, equals: expected, accuracy: accuracy),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the height of `cell` showing `model` in `context`.
///
/// ```swift
/// assertHeight(PhotoCell.self, for: photo, in: grid, equals: 183)
/// ```
@MainActor
public func assertHeight<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, in context: DimensionContext, equals expected: CGFloat?, accuracy: CGFloat = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyHeight(cell, for: model, in: context, equals: expected, accuracy: accuracy),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the height of the cell `registry` binds to `model`'s type.
///
/// ```swift
/// assertHeight(registry, for: ad, width: 375, equals: 90)
/// ```
@MainActor
public func assertHeight<M>(
  _ registry: CellRegistry, for model: M, width: CGFloat, equals expected: CGFloat?, accuracy: CGFloat = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyHeight(registry, for: model, width: width, equals: expected, accuracy: accuracy),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

// MARK: - Sizes

/// Checks the size of `cell` showing `model` in `context`; returns the failure message, or nil.
///
/// ```swift
/// let grid = DimensionContext(containerSize: CGSize(width: 375, height: 667), columns: 3)
/// #expect(verifySize(PhotoCell.self, for: photo, in: grid, equals: CGSize(width: 125, height: 125)) == nil)
/// ```
/// - Parameters:
///   - cell: The cell type, configured from `model` by a registry of its own.
///   - model: The model the cell shows.
///   - context: The container size, columns and insets the cell is sized in.
///   - expected: The size, or nil to expect an automatic (self-sizing) cell.
///   - accuracy: How far each dimension may be from `expected`, in points.
@MainActor
public func verifySize<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, in context: DimensionContext, equals expected: CGSize?, accuracy: CGFloat = 0
) -> String? {
  let registry = CellRegistry()
  do {
    try registry.register(C.self, for: C.Model.self)
    let size = try registry.size(for: model, in: context)
    let subject = "size of \(TypeName.short(C.self)) for \(TypeName.short(C.Model.self))"
    switch (size, expected) {
    case (nil, nil): return nil
    case (let size?, let expected?)
    where abs(size.width - expected.width) <= accuracy && abs(size.height - expected.height) <= accuracy:
      return nil
    default:
      return
        "\(subject) \(describe(context)): expected \(expected.map(show) ?? "automatic"), got \(size.map(show) ?? automaticHint)"
    }
  } catch {
    return "\(error)"
  }
}

/// Asserts the size of `cell` showing `model` in `context`.
///
/// ```swift
/// assertSize(PhotoCell.self, for: photo, in: grid, equals: CGSize(width: 125, height: 125))
/// ```
@MainActor
public func assertSize<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, in context: DimensionContext, equals expected: CGSize?, accuracy: CGFloat = 0,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifySize(cell, for: model, in: context, equals: expected, accuracy: accuracy),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

// MARK: - Messages

private let automaticHint =
  "automatic (the cell sizes itself; adopt StaticHeight, ModelHeight or DimensionSized to give it a size)"

private func compare(
  _ height: CGFloat?, _ expected: CGFloat?, _ accuracy: CGFloat, subject: String, context: DimensionContext
) -> String? {
  switch (height, expected) {
  case (nil, nil): return nil
  case (let h?, let e?) where abs(h - e) <= accuracy: return nil
  default:
    return
      "\(subject) \(describe(context)): expected \(expected.map(show) ?? "automatic"), got \(height.map(show) ?? automaticHint)"
  }
}

/// `at width 375`, plus what else shapes the column: `at width 375 (2 columns of 183.5)`.
private func describe(_ context: DimensionContext) -> String {
  var text = "at width \(show(context.containerSize.width))"
  if context.columnWidth != context.containerSize.width {
    let columns = context.columns == 1 ? "column width" : "\(context.columns) columns of"
    text += " (\(columns) \(show(context.columnWidth)))"
  }
  return text
}

/// `88`, `87.5`: a length without a needless `.0`.
private func show(_ value: CGFloat) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
}

private func show(_ size: CGSize) -> String { "\(show(size.width))×\(show(size.height))" }
