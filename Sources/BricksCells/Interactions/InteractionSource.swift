import Foundation

/// What a list's swipe actions, menus, reordering and separators are, row by row: what the
/// UIKit's table and collection delegate methods ask, whatever the list is built from.
///
/// ``ListInteractions`` answers for a ``ListDataSource``'s models and `UnitInteractions`
/// (BricksCompose) for a container's units; tests ask them directly on every platform.
@MainActor
public protocol InteractionSource: AnyObject {
  /// The list's style, headers, footers and default separators.
  var appearance: ListAppearance { get }
  /// The actions revealed by swiping the row at `indexPath` from `edge`, or `nil` for none
  /// (status rows have none). Invalid declarations are reported and give `nil`.
  func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> SwipeActions?
  /// The menu of a long press on the row at `indexPath`, or `nil` for none.
  func contextMenu(at indexPath: IndexPath) -> ContextMenu?
  /// The separators of the row at `indexPath`.
  func separator(at indexPath: IndexPath) -> SeparatorAppearance
  /// Whether the row at `indexPath` can be dragged.
  func canMoveItem(at indexPath: IndexPath) -> Bool
  /// The allowed destination nearest `proposed` for a row dragged from `source`.
  func targetIndexPath(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath
  /// The view has moved the row from `source` to `destination`: update the list's model to
  /// match, without touching the view, and report the move to the app. A move the rules forbid
  /// is reported as an error and the view is put back through the normal update path; a row
  /// dropped where it was reports nothing.
  func moveItem(from source: IndexPath, to destination: IndexPath)
}
