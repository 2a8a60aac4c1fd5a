import BricksCells
import Foundation

/// A type-erased ``ComposingUnit``: what builders produce and containers hold.
///
/// Create one with `AnyUnit(unit)`; builders do it for you. Its ``identifier`` is the unit's type
/// and its own identifier, so units of different types may share identifier values in one
/// container: `PostUnit` 1 and `AdUnit` 1 are two units.
public struct AnyUnit {
  /// The wrapped unit.
  public let base: any ComposingUnit
  /// The wrapped unit's type and identifier.
  public let identifier: ItemIdentifier
  /// The wrapped unit's width.
  public let width: LayoutDimension
  /// The wrapped unit's height.
  public let height: LayoutDimension
  let cellType: AnyClass
  /// The wrapped unit's ``ComposingUnit/reloadsOnChange``.
  public let reloadsOnChange: Bool
  let contentEqual: (any ComposingUnit) -> Bool

  /// Wraps `unit`.
  public init<U: ComposingUnit>(_ unit: U) {
    base = unit
    identifier = ItemIdentifier(U.self, unit.identifier)
    width = unit.width
    height = unit.height
    cellType = U.Cell.self
    reloadsOnChange = unit.reloadsOnChange
    contentEqual = { other in
      guard let other = other as? U else { return false }
      return unit.isContentEqual(to: other)
    }
  }

  /// Wraps a unit whose type is known only at run time.
  public static func erase(_ unit: any ComposingUnit) -> AnyUnit {
    return open(unit)
  }

  static func open<U: ComposingUnit>(_ unit: U) -> AnyUnit { AnyUnit(unit) }

  /// Whether `other` wraps a unit of the same type that looks the same.
  public func isContentEqual(to other: AnyUnit) -> Bool { contentEqual(other.base) }

  /// Whether a change from `self` to `other` (same identifier, different content) needs a new
  /// cell rather than configuring the existing one again: when `other` asks for it
  /// (``ComposingUnit/reloadsOnChange``) or its cell class differs (UIKit's reconfigure must
  /// dequeue the same type of cell).
  public func needsReload(becoming other: AnyUnit) -> Bool {
    other.reloadsOnChange || ObjectIdentifier(cellType) != ObjectIdentifier(other.cellType)
  }

  /// The reuse identifier of the wrapped unit's cell.
  @MainActor public var reuseIdentifier: String { Self.reuseIdentifier(of: base) }
  /// The registration of the wrapped unit's cell, finding nibs that name no bundle in
  /// `nibBundle` (see ``ComposingUnit/registration(nibBundle:)``).
  @MainActor public func registration(nibBundle: Bundle?) -> ViewRegistration {
    Self.registration(of: base, nibBundle: nibBundle)
  }
  @MainActor static func reuseIdentifier<U: ComposingUnit>(of unit: U) -> String { U.reuseIdentifier }
  @MainActor static func registration<U: ComposingUnit>(of unit: U, nibBundle: Bundle?) -> ViewRegistration {
    U.registration(nibBundle: nibBundle)
  }

  /// Configures `cell` when it is the wrapped unit's cell type.
  /// - Returns: `false` (and does nothing) for a cell of another type.
  @MainActor @discardableResult
  public func configure(_ cell: AnyObject) -> Bool { Self.configure(base, cell) }

  @MainActor static func configure<U: ComposingUnit>(_ unit: U, _ cell: AnyObject) -> Bool {
    guard let cell = cell as? U.Cell else { return false }
    unit.configure(cell)
    return true
  }
}

extension AnyUnit: CustomStringConvertible {
  /// `TitleUnit("title")`.
  public var description: String { identifier.description }
}

// MARK: - Capabilities

extension AnyUnit {
  /// Whether a tap selects the unit (only ``SelectableUnit``s that allow it).
  @MainActor public var isSelectable: Bool { (base as? any SelectableUnit)?.isSelectable ?? false }

  /// Whether a touch highlights the cell: a ``HighlightableUnit``'s answer, else whether the
  /// unit is selectable.
  @MainActor public var isHighlightable: Bool {
    if let unit = base as? any HighlightableUnit { return unit.isHighlightable }
    return isSelectable
  }

  /// Forwards to ``SelectableUnit/didSelect()``.
  @MainActor public func didSelect() { (base as? any SelectableUnit)?.didSelect() }
  /// Forwards to ``SelectableUnit/didDeselect()``.
  @MainActor public func didDeselect() { (base as? any SelectableUnit)?.didDeselect() }

  /// Forwards to ``HighlightableUnit/didHighlight(_:)``.
  @MainActor public func didHighlight(_ cell: AnyObject) {
    if let unit = base as? any HighlightableUnit { Self.highlight(unit, cell, on: true) }
  }
  /// Forwards to ``HighlightableUnit/didUnhighlight(_:)``.
  @MainActor public func didUnhighlight(_ cell: AnyObject) {
    if let unit = base as? any HighlightableUnit { Self.highlight(unit, cell, on: false) }
  }
  /// Forwards to ``DisplayingUnit/willDisplay(_:)``.
  @MainActor public func willDisplay(_ cell: AnyObject) {
    if let unit = base as? any DisplayingUnit { Self.willDisplay(unit, cell) }
  }
  /// Forwards to ``EndDisplayingUnit/didEndDisplaying(_:)``.
  @MainActor public func didEndDisplaying(_ cell: AnyObject) {
    if let unit = base as? any EndDisplayingUnit { Self.didEndDisplaying(unit, cell) }
  }

  @MainActor static func highlight<U: HighlightableUnit>(_ unit: U, _ cell: AnyObject, on: Bool) {
    guard let cell = cell as? U.Cell else { return }
    if on { unit.didHighlight(cell) } else { unit.didUnhighlight(cell) }
  }
  @MainActor static func willDisplay<U: DisplayingUnit>(_ unit: U, _ cell: AnyObject) {
    if let cell = cell as? U.Cell { unit.willDisplay(cell) }
  }
  @MainActor static func didEndDisplaying<U: EndDisplayingUnit>(_ unit: U, _ cell: AnyObject) {
    if let cell = cell as? U.Cell { unit.didEndDisplaying(cell) }
  }
}
