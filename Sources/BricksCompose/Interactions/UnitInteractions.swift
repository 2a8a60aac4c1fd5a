import BricksCells
import Foundation

/// The swipe actions, context menus, reordering and separators of a ``ComposingContainer``'s
/// units, as the units declare them (``SwipeableUnit``, ``MenuUnit``, ``MovableUnit``,
/// ``SeparatedUnit``).
///
/// ```swift
/// let interactions = UnitInteractions(container: container)
/// interactions.appearance = ListAppearance(style: .insetGrouped)
/// interactions.onMove = { move in board.move(cardID: move.identity, toColumn: move.to[0], after: move.after) }
/// ```
/// UIKit's delegate methods are answered from this object row by row; on every platform it can be asked directly. A
/// unit's actions change the app's model; the rows change when the app applies its next state
/// to the container, the normal update path.
@MainActor
public final class UnitInteractions: InteractionSource {
  /// The container whose units these are.
  public let container: ComposingContainer
  /// The list's style, headers, footers and default separators.
  public var appearance = ListAppearance()
  /// Called with every move the user made, after the container's sections hold it; the
  /// identity is the unit's identifier.
  public var onMove: ((ListMove) -> Void)?
  /// Called with declarations that cannot be shown and moves the rules forbid.
  public var onError: ((InteractionError) -> Void)?

  /// Creates the interactions of `container`'s units.
  public init(container: ComposingContainer) {
    self.container = container
  }

  func unit(at indexPath: IndexPath) -> AnyUnit? {
    guard indexPath.count == 2, container.sections.indices.contains(indexPath[0]) else { return nil }
    let units = container.sections[indexPath[0]].units
    return units.indices.contains(indexPath[1]) ? units[indexPath[1]] : nil
  }

  public func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> SwipeActions? {
    guard let unit = unit(at: indexPath), let actions = (unit.base as? any SwipeableUnit)?.swipeActions(edge) else {
      return nil
    }
    return checked(actions, for: unit.base, report: onError)
  }

  public func contextMenu(at indexPath: IndexPath) -> ContextMenu? {
    guard let unit = unit(at: indexPath), let menu = (unit.base as? any MenuUnit)?.contextMenu else { return nil }
    return checked(menu, for: unit.base, report: onError)
  }

  public func separator(at indexPath: IndexPath) -> SeparatorAppearance {
    (unit(at: indexPath)?.base as? any SeparatedUnit)?.separator ?? appearance.separator
  }

  /// The reordering rule of the unit at `indexPath` (`.none` for units that do not move).
  public func reorderRule(at indexPath: IndexPath) -> ReorderRule {
    (unit(at: indexPath)?.base as? any MovableUnit)?.reorderRule ?? .none
  }

  public func canMoveItem(at indexPath: IndexPath) -> Bool { allowsMove(at: indexPath) }

  public func targetIndexPath(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath {
    allowedTarget(from: source, proposed: proposed)
  }

  public func moveItem(from source: IndexPath, to destination: IndexPath) {
    takeAndReportMove(from: source, to: destination)
  }
}

extension UnitInteractions: MoveTaking {
  package var itemCounts: [Int] { container.sections.map(\.units.count) }

  package func itemTypeName(at indexPath: IndexPath) -> String? {
    unit(at: indexPath).map { TypeName.short(type(of: $0.base)) }
  }

  /// Sets the container's sections again, without animation (the view moved a unit the model did not).
  package func showModelAgain() { container.setSections(container.sections, animated: false) }

  package func takeMove(from source: IndexPath, to destination: IndexPath) -> ListMove {
    var sections = container.sections
    let unit = sections[source[0]].units.remove(at: source[1])
    sections[destination[0]].units.insert(unit, at: destination[1])
    container.sections = sections
    let after = destination[1] > 0 ? sections[destination[0]].units[destination[1] - 1].identifier.value : nil
    return ListMove(item: unit.base, identity: unit.identifier.value, from: source, to: destination, after: after)
  }
}
