import Foundation

/// An interaction source whose list takes the moves the view made, whatever it is built from:
/// what ``ListInteractions`` and `UnitInteractions` (BricksCompose) share. They say what their
/// items are; the rules, the checks and the reports are written once, below.
@MainActor
package protocol MoveTaking: InteractionSource {
  /// Called with every move the user made, after the list's model holds it.
  var onMove: ((ListMove) -> Void)? { get }
  /// Called with moves the rules forbid.
  var onError: ((InteractionError) -> Void)? { get }
  /// The number of items in each section of the list's model.
  var itemCounts: [Int] { get }
  /// The reordering rule of the item at `indexPath` (`.none` for items that cannot move).
  func reorderRule(at indexPath: IndexPath) -> ReorderRule
  /// The short name of the item's type at `indexPath`, for messages; `nil` outside the items.
  func itemTypeName(at indexPath: IndexPath) -> String?
  /// Shows the list's model again through the normal update path (the view moved an item the
  /// model did not).
  func showModelAgain()
  /// Moves the item from `source` to `destination` in the list's model (not the view) and
  /// returns the move to report.
  func takeMove(from source: IndexPath, to destination: IndexPath) -> ListMove
}

extension MoveTaking {
  /// ``InteractionSource/canMoveItem(at:)``: whether the item's rule lets it move.
  package func allowsMove(at indexPath: IndexPath) -> Bool { reorderRule(at: indexPath) != .none }

  /// ``InteractionSource/targetIndexPath(forMoveFrom:proposed:)``: the allowed destination
  /// nearest `proposed`.
  package func allowedTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    MoveRules.target(from: source, proposed: proposed, counts: itemCounts, rule: reorderRule(at: source))
  }

  /// ``InteractionSource/moveItem(from:to:)``: a move the rules forbid is reported and the model
  /// shown again; a drop where the item was reports nothing; any other move is taken by the
  /// model and reported to ``onMove``.
  package func takeAndReportMove(from source: IndexPath, to destination: IndexPath) {
    if let problem = MoveRules.violation(
      from: source, to: destination, counts: itemCounts, rule: reorderRule(at: source),
      what: itemTypeName(at: source) ?? "these")
    {
      onError?(InteractionError(.invalidMove, problem))
      showModelAgain()
      return
    }
    guard source != destination else { return }  // dropped where it was: nothing moved
    onMove?(takeMove(from: source, to: destination))
  }
}
