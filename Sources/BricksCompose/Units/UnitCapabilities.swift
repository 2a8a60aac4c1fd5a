/// A unit that reacts to taps: the container calls ``didSelect()`` from
/// `tableView(_:didSelectRowAt:)` / `collectionView(_:didSelectItemAt:)`.
///
/// ```swift
/// extension PriceUnit: SelectableUnit {
///   func didSelect() { router.showPriceHistory() }
/// }
/// ```
public protocol SelectableUnit: ComposingUnit {
  /// Whether a tap may select the unit; default `true`.
  @MainActor var isSelectable: Bool { get }
  /// The unit was selected.
  @MainActor func didSelect()
  /// The unit was deselected; default does nothing.
  @MainActor func didDeselect()
}

extension SelectableUnit {
  /// `true`.
  @MainActor public var isSelectable: Bool { true }
  /// Does nothing.
  @MainActor public func didDeselect() {}
}

/// A unit that controls and observes touch-down highlighting.
///
/// Units that do not adopt it highlight only when they are ``SelectableUnit``s.
public protocol HighlightableUnit: ComposingUnit {
  /// Whether a touch highlights the cell; default `true`.
  @MainActor var isHighlightable: Bool { get }
  /// The cell was highlighted; default does nothing.
  @MainActor func didHighlight(_ cell: Cell)
  /// The cell lost its highlight; default does nothing.
  @MainActor func didUnhighlight(_ cell: Cell)
}

extension HighlightableUnit {
  /// `true`.
  @MainActor public var isHighlightable: Bool { true }
  /// Does nothing.
  @MainActor public func didHighlight(_ cell: Cell) {}
  /// Does nothing.
  @MainActor public func didUnhighlight(_ cell: Cell) {}
}

/// A unit told when its cell is about to appear (start a video, log an impression, load more).
public protocol DisplayingUnit: ComposingUnit {
  /// The cell is about to be displayed (`willDisplay`).
  @MainActor func willDisplay(_ cell: Cell)
}

/// A unit told when its cell left the screen (pause a video, cancel an image load).
public protocol EndDisplayingUnit: ComposingUnit {
  /// The cell was removed from the screen (`didEndDisplaying`).
  @MainActor func didEndDisplaying(_ cell: Cell)
}
