// Type-checked on Linux by scripts/check-uikit.sh against the UIKit and SwiftUI stand-ins.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import BricksCells
import SwiftUI
import UIKit

/// Swipe actions, context menus, reordering, pull to refresh and list appearance for
/// ``BricksList``, in SwiftUI's style of modifiers.
///
/// ```swift
/// BricksList {
///   UnitSection(id: "inbox") { for message in inbox.messages { MessageUnit(message: message) } }
/// }
/// .listAppearance(ListAppearance(style: .insetGrouped))
/// .swipeActions(edge: .trailing) { unit in
///   (unit.base as? MessageUnit).map { message in SwipeActions([.delete { inbox.delete(message.message.id) }]) }
/// }
/// .contextMenu { unit in ContextMenu(children: [.action(MenuAction(title: "Copy") { copy(unit.identifier) })]) }
/// .onMove { move in inbox.move(id: move.identity, after: move.after) }
/// .refreshable(status: inbox.status) { inbox.reload() }
/// ```
/// A unit's own declarations (``SwipeableUnit``, ``MenuUnit``, ``MovableUnit``,
/// ``SeparatedUnit``) come first; the closures given here answer for units that declare none.
/// Swipe actions and separators need a list layout, which ``listAppearance(_:)`` and
/// ``swipeActions(edge:_:)`` turn on (without them the sections keep their own layouts).
extension BricksList {
  /// Shows the sections as a list (`UICollectionLayoutListConfiguration`) in `appearance`'s
  /// style, with its headers, footers and separators.
  public func listAppearance(_ appearance: ListAppearance) -> BricksList {
    var list = self
    list.options.appearance = appearance
    return list
  }

  /// The actions revealed by swiping a row from `edge`, for units that declare none; `nil` for
  /// a row without. Turns on the list layout.
  public func swipeActions(edge: SwipeEdge = .trailing, _ actions: @escaping @MainActor (AnyUnit) -> SwipeActions?)
    -> BricksList
  {
    var list = self
    list.options.swipeActions[edge] = actions
    return list
  }

  /// The menu of a long press on a row, for units that declare none; `nil` for none.
  public func contextMenu(_ menu: @escaping @MainActor (AnyUnit) -> ContextMenu?) -> BricksList {
    var list = self
    list.options.contextMenu = menu
    return list
  }

  /// Called with every row the user dragged (units adopting ``MovableUnit`` move): apply it to
  /// the app's state; the next body, which holds the move, updates nothing.
  public func onMove(perform action: @escaping @MainActor (ListMove) -> Void) -> BricksList {
    var list = self
    list.options.onMove = action
    return list
  }

  /// Pull to refresh: pulling calls `action`, which starts the app's reload (its status becomes
  /// `.loading`); the spinner shows while `status` is `.loading` and ends when it leaves it.
  public func refreshable(status: ListStatus, action: @escaping @MainActor () -> Void) -> BricksList {
    var list = self
    list.options.refresh = (status, action)
    return list
  }

  /// Called with declarations that cannot be shown and moves the rules forbid.
  public func onInteractionError(_ action: @escaping @MainActor (InteractionError) -> Void) -> BricksList {
    var list = self
    list.options.onError = action
    return list
  }
}

/// What the interaction modifiers of a ``BricksList`` set.
struct BricksListOptions {
  var appearance: ListAppearance?
  var swipeActions: [SwipeEdge: @MainActor (AnyUnit) -> SwipeActions?] = [:]
  var contextMenu: (@MainActor (AnyUnit) -> ContextMenu?)?
  var onMove: (@MainActor (ListMove) -> Void)?
  var refresh: (status: ListStatus, action: @MainActor () -> Void)?
  var onError: (@MainActor (InteractionError) -> Void)?

  var isEmpty: Bool {
    appearance == nil && swipeActions.isEmpty && contextMenu == nil && onMove == nil && refresh == nil && onError == nil
  }

  /// Installs the interactions on the list's collection view, `nil` when no modifier was used.
  @MainActor
  func install(
    on collectionView: UICollectionView, container: ComposingContainer, adapter: ComposingDiffableCollectionAdapter
  ) -> BricksListInteractions? {
    guard !isEmpty else { return nil }
    let interactions = BricksListInteractions(container: container)
    interactions.update(self)
    adapter.install(
      interactions, on: collectionView, listLayout: appearance != nil || !swipeActions.isEmpty)
    #if !os(tvOS)  // tvOS has no refresh control
    if let refresh {
      let controller = RefreshController(scrollView: collectionView, onRefresh: refresh.action)
      controller.status = refresh.status
      interactions.refresh = controller
    }
    #endif
    return interactions
  }
}

/// The interactions of a ``BricksList``: the units' own, then the modifiers' closures.
@MainActor
final class BricksListInteractions: InteractionSource {
  let units: UnitInteractions
  var options = BricksListOptions()
  var refresh: RefreshController?

  init(container: ComposingContainer) {
    units = UnitInteractions(container: container)
  }

  /// Takes the modifiers of a new body.
  func update(_ newOptions: BricksListOptions) {
    options = newOptions
    units.appearance = newOptions.appearance ?? ListAppearance()
    units.onMove = newOptions.onMove
    units.onError = newOptions.onError
    if let refresh, let next = newOptions.refresh {
      refresh.onRefresh = next.action
      refresh.status = next.status
    }
  }

  var appearance: ListAppearance { units.appearance }

  func unit(at indexPath: IndexPath) -> AnyUnit? {
    let sections = units.container.sections
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
    let row = sections[indexPath[0]].units
    return row.indices.contains(indexPath[1]) ? row[indexPath[1]] : nil
  }

  func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> SwipeActions? {
    if let own = units.swipeActions(edge, at: indexPath) { return own }
    guard let unit = unit(at: indexPath), let actions = options.swipeActions[edge]?(unit) else { return nil }
    return checked(actions, for: unit.base, report: units.onError)
  }

  func contextMenu(at indexPath: IndexPath) -> ContextMenu? {
    if let own = units.contextMenu(at: indexPath) { return own }
    guard let unit = unit(at: indexPath), let menu = options.contextMenu?(unit) else { return nil }
    return checked(menu, for: unit.base, report: units.onError)
  }

  func separator(at indexPath: IndexPath) -> SeparatorAppearance { units.separator(at: indexPath) }
  func canMoveItem(at indexPath: IndexPath) -> Bool { units.canMoveItem(at: indexPath) }
  func targetIndexPath(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath {
    units.targetIndexPath(forMoveFrom: source, proposed: proposed)
  }
  func moveItem(from source: IndexPath, to destination: IndexPath) { units.moveItem(from: source, to: destination) }
}

extension BricksListInteractions: InteractionErrorReporting {
  var onError: ((InteractionError) -> Void)? { units.onError }
}
#endif
