import BricksCells

/// A unit whose row reveals actions when swiped.
///
/// ```swift
/// extension MessageUnit: SwipeableUnit {
///   func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
///     edge == .trailing ? SwipeActions([.delete { inbox.delete(message.id) }]) : nil
///   }
/// }
/// ```
public protocol SwipeableUnit: ComposingUnit {
  /// The actions revealed from `edge`, or `nil` for none.
  @MainActor func swipeActions(_ edge: SwipeEdge) -> SwipeActions?
}

/// A unit whose row shows a menu on a long press.
public protocol MenuUnit: ComposingUnit {
  /// The menu, or `nil` for none.
  @MainActor var contextMenu: ContextMenu? { get }
}

/// A unit whose row can be dragged to reorder it; where to is ``reorderRule``.
///
/// The container updates its sections to the dropped order and reports a ``ListMove`` with the
/// unit's identifier to ``UnitInteractions/onMove``; the app's next state, holding the move,
/// then updates nothing.
public protocol MovableUnit: ComposingUnit {
  /// Where the row may go; default `.withinSection`.
  @MainActor var reorderRule: ReorderRule { get }
}

extension MovableUnit {
  /// `.withinSection`.
  @MainActor public var reorderRule: ReorderRule { .withinSection }
}

/// A unit with its own separators (else the list appearance's apply).
public protocol SeparatedUnit: ComposingUnit {
  /// The row's separators.
  @MainActor var separator: SeparatorAppearance { get }
}
