import Foundation

/// The swipe actions, context menus, reordering and separators of a ``ListDataSource``'s rows,
/// declared per model type next to the cell bindings.
///
/// ```swift
/// let interactions = ListInteractions(dataSource: dataSource)
/// interactions.swipeActions(.trailing, for: Tweet.self) { tweet in
///   SwipeActions([.delete { store.delete(tweet.id) }])
/// }
/// interactions.contextMenu(for: Tweet.self) { tweet in
///   ContextMenu(children: [.action(MenuAction(title: "Copy link") { copy(tweet.url) })])
/// }
/// interactions.reorder(Tweet.self, .withinSection)
/// interactions.onMove = { move in store.move(move) }
/// ```
/// UIKit's delegate methods are answered from this object row by row (see
/// ``InteractionSource``); on every platform it can be asked directly. Status rows (loading, empty, error)
/// have no actions, no menu and never move. Actions change the app's model; the rows change
/// when the app applies its next state through the data source, the normal update path.
@MainActor
public final class ListInteractions: InteractionSource {
  /// The data source whose rows these are.
  public let dataSource: ListDataSource
  /// The list's style, headers, footers and default separators.
  public var appearance = ListAppearance()
  /// Called with every move the user made, after the data source's model holds it.
  public var onMove: ((ListMove) -> Void)?
  /// Called with declarations that cannot be shown (an untitled action) and moves the rules
  /// forbid; the row then shows no such action, and a forbidden move is put back.
  public var onError: ((InteractionError) -> Void)?

  // Keyed by the model type; each closure casts back to the type it was declared for, which the
  // lookup by `type(of: model)` guarantees.
  var swipe: [SwipeEdge: [ObjectIdentifier: @MainActor (Any) -> SwipeActions?]] = [:]
  var menus: [ObjectIdentifier: @MainActor (Any) -> ContextMenu?] = [:]
  var moves: [ObjectIdentifier: (rule: ReorderRule, canMove: @MainActor (Any) -> Bool)] = [:]
  var separators: [ObjectIdentifier: @MainActor (Any) -> SeparatorAppearance] = [:]

  /// Creates the interactions of `dataSource`'s rows; none are declared yet.
  public init(dataSource: ListDataSource) {
    self.dataSource = dataSource
  }

  // MARK: Declaring

  /// Declares the actions revealed by swiping a `Model` row from `edge` (replacing an earlier
  /// declaration); `make` returns `nil` for a row with none.
  public func swipeActions<Model>(
    _ edge: SwipeEdge, for model: Model.Type, _ make: @escaping @MainActor (Model) -> SwipeActions?
  ) {
    swipe[edge, default: [:]][ObjectIdentifier(model)] = { make($0 as! Model) }
  }

  /// Declares the menu of a long press on a `Model` row; `make` returns `nil` for none.
  public func contextMenu<Model>(for model: Model.Type, _ make: @escaping @MainActor (Model) -> ContextMenu?) {
    menus[ObjectIdentifier(model)] = { make($0 as! Model) }
  }

  /// Declares that `Model` rows can be dragged, where `rule` allows, when `canMove` says so
  /// (default: every one).
  public func reorder<Model>(
    _ model: Model.Type, _ rule: ReorderRule = .withinSection,
    canMove: @escaping @MainActor (Model) -> Bool = { _ in true }
  ) {
    moves[ObjectIdentifier(model)] = (rule, { canMove($0 as! Model) })
  }

  /// Declares the separators of `Model` rows (others use ``ListAppearance/separator``).
  public func separator<Model>(for model: Model.Type, _ make: @escaping @MainActor (Model) -> SeparatorAppearance) {
    separators[ObjectIdentifier(model)] = { make($0 as! Model) }
  }

  // MARK: Answering

  /// The model at `indexPath`, `nil` for a status row or outside the sections.
  func model(at indexPath: IndexPath) -> Any? {
    dataSource.isStatusRow(at: indexPath) ? nil : dataSource.item(at: indexPath)
  }

  public func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath) -> SwipeActions? {
    guard let model = model(at: indexPath), let make = swipe[edge]?[ObjectIdentifier(type(of: model))],
      let actions = make(model)
    else { return nil }
    return checked(actions, for: model, report: onError)
  }

  public func contextMenu(at indexPath: IndexPath) -> ContextMenu? {
    guard let model = model(at: indexPath), let make = menus[ObjectIdentifier(type(of: model))],
      let menu = make(model)
    else { return nil }
    return checked(menu, for: model, report: onError)
  }

  public func separator(at indexPath: IndexPath) -> SeparatorAppearance {
    guard let model = model(at: indexPath), let make = separators[ObjectIdentifier(type(of: model))] else {
      return appearance.separator
    }
    return make(model)
  }

  /// The reordering rule of the row at `indexPath` (`.none` for rows that cannot move).
  public func reorderRule(at indexPath: IndexPath) -> ReorderRule {
    guard let model = model(at: indexPath), let declared = moves[ObjectIdentifier(type(of: model))],
      declared.canMove(model)
    else { return .none }
    return declared.rule
  }

  public func canMoveItem(at indexPath: IndexPath) -> Bool { allowsMove(at: indexPath) }

  public func targetIndexPath(forMoveFrom source: IndexPath, proposed: IndexPath) -> IndexPath {
    allowedTarget(from: source, proposed: proposed)
  }

  public func moveItem(from source: IndexPath, to destination: IndexPath) {
    takeAndReportMove(from: source, to: destination)
  }
}

extension ListInteractions: MoveTaking {
  package var itemCounts: [Int] { dataSource.sections.map(\.items.count) }

  package func itemTypeName(at indexPath: IndexPath) -> String? {
    model(at: indexPath).map { TypeName.short(type(of: $0)) }
  }

  /// Sets the data source's sections again (the view moved a row the model did not).
  package func showModelAgain() { dataSource.setSections(dataSource.sections) }

  package func takeMove(from source: IndexPath, to destination: IndexPath) -> ListMove {
    var sections = dataSource.sections
    let item = sections[source[0]].items.remove(at: source[1])
    sections[destination[0]].items.insert(item, at: destination[1])
    dataSource.sections = sections
    let after = destination[1] > 0 ? dataSource.identity(sections[destination[0]].items[destination[1] - 1]) : nil
    return ListMove(item: item, identity: dataSource.identity(item), from: source, to: destination, after: after)
  }
}
