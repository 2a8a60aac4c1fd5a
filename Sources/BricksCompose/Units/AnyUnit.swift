import BricksCells
import Foundation

/// A type-erased ``ComposingUnit``: what builders produce and containers hold.
///
/// Create one with `AnyUnit(unit)`; builders do it for you. Its ``identifier`` is the unit's type
/// and its own identifier, so units of different types may share identifier values in one
/// container: `PostUnit` 1 and `AdUnit` 1 are two units.
public struct AnyUnit {
  /// The unit, behind one reference: copying an `AnyUnit` (arrays of them, every update) retains
  /// one object, and comparing contents needs no existential cast.
  let box: AnyUnitBox
  /// The wrapped unit's type and identifier.
  public let identifier: ItemIdentifier

  /// Wraps `unit`.
  public init<U: ComposingUnit>(_ unit: U) {
    box = UnitBox(unit)
    identifier = ItemIdentifier(U.self, unit.identifier)
  }

  /// Wraps a unit whose type is known only at run time.
  public static func erase(_ unit: any ComposingUnit) -> AnyUnit {
    return open(unit)
  }

  static func open<U: ComposingUnit>(_ unit: U) -> AnyUnit { AnyUnit(unit) }

  /// The wrapped unit.
  public var base: any ComposingUnit { box.base }
  /// The wrapped unit's width.
  public var width: LayoutDimension { box.width }
  /// The wrapped unit's height.
  public var height: LayoutDimension { box.height }
  /// The wrapped unit's ``ComposingUnit/reloadsOnChange``.
  public var reloadsOnChange: Bool { box.reloadsOnChange }
  /// The wrapped unit's cell class.
  var cellType: AnyClass { box.cellType }

  /// Whether `other` wraps a unit of the same type that looks the same.
  public func isContentEqual(to other: AnyUnit) -> Bool { box === other.box || box.isContentEqual(to: other.box) }

  /// Whether a change from `self` to `other` (same identifier, different content) needs a new
  /// cell rather than configuring the existing one again: when `other` asks for it
  /// (``ComposingUnit/reloadsOnChange``) or its cell class differs (UIKit's reconfigure must
  /// dequeue the same type of cell; units with one identifier have one type, so one cell class).
  public func needsReload(becoming other: AnyUnit) -> Bool {
    other.reloadsOnChange || ObjectIdentifier(box.cellType) != ObjectIdentifier(other.box.cellType)
  }

  /// The reuse identifier of the wrapped unit's cell.
  @MainActor public var reuseIdentifier: String { box.reuseIdentifier }
  /// The registration of the wrapped unit's cell, finding nibs that name no bundle in
  /// `nibBundle` (see ``ComposingUnit/registration(nibBundle:)``).
  @MainActor public func registration(nibBundle: Bundle?) -> ViewRegistration {
    box.registration(nibBundle: nibBundle)
  }

  /// Configures `cell` when it is the wrapped unit's cell type.
  /// - Returns: `false` (and does nothing) for a cell of another type.
  @MainActor @discardableResult
  public func configure(_ cell: AnyObject) -> Bool { box.configure(cell) }
}

/// The type-erased part of an ``AnyUnit``: one subclass, ``UnitBox``, per unit type.
class AnyUnitBox {
  var base: any ComposingUnit { preconditionFailure("AnyUnitBox is abstract") }
  var width: LayoutDimension { preconditionFailure("AnyUnitBox is abstract") }
  var height: LayoutDimension { preconditionFailure("AnyUnitBox is abstract") }
  var reloadsOnChange: Bool { preconditionFailure("AnyUnitBox is abstract") }
  var cellType: AnyClass { preconditionFailure("AnyUnitBox is abstract") }
  func isContentEqual(to other: AnyUnitBox) -> Bool { preconditionFailure("AnyUnitBox is abstract") }
  @MainActor var reuseIdentifier: String { preconditionFailure("AnyUnitBox is abstract") }
  @MainActor func registration(nibBundle: Bundle?) -> ViewRegistration { preconditionFailure("AnyUnitBox is abstract") }
  @MainActor func configure(_ cell: AnyObject) -> Bool { preconditionFailure("AnyUnitBox is abstract") }
}

final class UnitBox<U: ComposingUnit>: AnyUnitBox {
  let unit: U
  init(_ unit: U) { self.unit = unit }
  override var base: any ComposingUnit { unit }
  override var width: LayoutDimension { unit.width }
  override var height: LayoutDimension { unit.height }
  override var reloadsOnChange: Bool { unit.reloadsOnChange }
  override var cellType: AnyClass { U.Cell.self }
  override func isContentEqual(to other: AnyUnitBox) -> Bool {
    guard let other = other as? Self else { return false }  // this class: no generic metadata lookup
    return unit.isContentEqual(to: other.unit)
  }
  @MainActor override var reuseIdentifier: String { U.reuseIdentifier }
  @MainActor override func registration(nibBundle: Bundle?) -> ViewRegistration { U.registration(nibBundle: nibBundle) }
  @MainActor override func configure(_ cell: AnyObject) -> Bool {
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
