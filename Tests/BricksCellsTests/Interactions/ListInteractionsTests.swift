import BricksCells
import BricksTesting
import Foundation
import Testing

@Suite("List interactions") @MainActor
struct ListInteractionsTests {
  func declared(_ dataSource: ListDataSource) -> ListInteractions {
    let interactions = ListInteractions(dataSource: dataSource)
    interactions.swipeActions(.trailing, for: Memo.self) { memo in
      SwipeActions([.delete {}, SwipeAction(title: memo.pinned ? "Unpin" : "Pin") {}])
    }
    interactions.swipeActions(.leading, for: Memo.self) { memo in
      memo.pinned ? nil : SwipeActions([SwipeAction(title: "Read") {}])
    }
    interactions.contextMenu(for: Promo.self) { promo in
      ContextMenu(title: "Ad \(promo.id)", children: [.action(MenuAction(title: "Hide") {})])
    }
    interactions.reorder(Memo.self, .acrossSections) { !$0.pinned }
    interactions.separator(for: Promo.self) { _ in .hidden }
    return interactions
  }

  @Test("each row gets its type's declarations; status rows get none")
  func perRow() throws {
    let dataSource = try memoDataSource([
      [Memo(id: 1, title: "a", pinned: true), Promo(id: 1)], [Memo(id: 2, title: "b")],
    ])
    let interactions = declared(dataSource)
    try dataSource.setStatus(.failed("Offline"))
    #expect(interactions.swipeActions(.trailing, at: [0, 0])?.actions.map(\.title) == ["Delete", "Unpin"])
    #expect(interactions.swipeActions(.leading, at: [0, 0]) == nil)
    #expect(interactions.swipeActions(.leading, at: [1, 0])?.actions.map(\.title) == ["Read"])
    #expect(interactions.swipeActions(.trailing, at: [0, 1]) == nil)
    #expect(interactions.contextMenu(at: [0, 1])?.title == "Ad 1")
    #expect(interactions.contextMenu(at: [0, 0]) == nil)
    #expect(interactions.separator(at: [0, 1]) == .hidden)
    #expect(interactions.separator(at: [0, 0]) == SeparatorAppearance())
    #expect(!interactions.canMoveItem(at: [0, 0]))  // pinned
    #expect(interactions.canMoveItem(at: [1, 0]))
    #expect(!interactions.canMoveItem(at: [0, 1]))  // promos are not declared movable
    // The error row, then outside the list.
    #expect(dataSource.isStatusRow(at: [2, 0]))
    for path: IndexPath in [[2, 0], [5, 5], [0]] {
      #expect(interactions.swipeActions(.trailing, at: path) == nil)
      #expect(interactions.contextMenu(at: path) == nil)
      #expect(!interactions.canMoveItem(at: path))
    }
  }

  @Test("an untitled action is reported and the row shows none")
  func invalidDeclaration() throws {
    let dataSource = try memoDataSource([[Memo(id: 1, title: "a")]])
    let interactions = ListInteractions(dataSource: dataSource)
    var errors: [InteractionError] = []
    interactions.onError = { errors.append($0) }
    interactions.swipeActions(.trailing, for: Memo.self) { _ in SwipeActions([SwipeAction {}]) }
    interactions.contextMenu(for: Memo.self) { _ in ContextMenu(children: []) }
    #expect(interactions.swipeActions(.trailing, at: [0, 0]) == nil)
    #expect(interactions.contextMenu(at: [0, 0]) == nil)
    #expect(errors.map(\.kind) == [.untitledAction, .untitledAction])
  }

  @Test(
    "a move updates the model without touching the view, reports identities, and the app's next state updates nothing")
  func move() throws {
    let host = RecordingTableHost()
    var app: [[Any]] = [[Memo(id: 1, title: "a"), Memo(id: 2, title: "b"), Promo(id: 1)], [Memo(id: 3, title: "c")]]
    let dataSource = try memoDataSource(app, host: host)
    let interactions = declared(dataSource)
    var moves: [ListMove] = []
    interactions.onMove = { move in
      moves.append(move)
      try? move.apply(to: &app)
    }
    host.clearEvents()
    interactions.moveItem(from: [0, 0], to: [1, 1])
    #expect(host.events.isEmpty)
    #expect(moves.count == 1)
    #expect(moves.first?.identity == AnyHashable(1) && moves.first?.after == AnyHashable(3))
    #expect(dataSource.sections.map { $0.items.map { "\($0)" } } == app.map { $0.map { "\($0)" } })
    try dataSource.apply(BatchUpdate(), to: app.map { ListSection(items: $0) })
    #expect(host.events.isEmpty && host.failures.isEmpty)
    // Dropped where it was: nothing to report.
    interactions.moveItem(from: [1, 1], to: [1, 1])
    #expect(moves.count == 1 && host.events.isEmpty)
    // To the top of a section: nothing before it.
    interactions.moveItem(from: [0, 0], to: [1, 0])
    #expect(moves.last?.identity == AnyHashable(2) && moves.last?.after == nil)
  }

  @Test("a forbidden move is reported and the view is given the model again")
  func forbiddenMove() throws {
    let host = RecordingTableHost()
    let dataSource = try memoDataSource([[Memo(id: 1, title: "a", pinned: true), Memo(id: 2, title: "b")]], host: host)
    let interactions = declared(dataSource)
    var errors: [InteractionError] = []
    interactions.onError = { errors.append($0) }
    var moved = 0
    interactions.onMove = { _ in moved += 1 }
    host.clearEvents()
    interactions.moveItem(from: [0, 0], to: [0, 1])
    #expect(moved == 0)
    #expect(errors.map(\.kind) == [.invalidMove])
    #expect(errors.first?.message.contains("Memo rows do not move") == true)
    #expect(host.events == [.reloadData])
    #expect((dataSource.sections[0].items[0] as? Memo)?.id == 1)
  }

  @Test("a table has the plain, grouped and inset grouped styles, not a sidebar")
  func tableStyles() throws {
    #expect(try ListAppearance(style: .plain).tableStyle() == .plain)
    #expect(try ListAppearance(style: .grouped).tableStyle() == .grouped)
    #expect(try ListAppearance(style: .insetGrouped).tableStyle() == .insetGrouped)
    for style in [ListAppearance.Style.sidebar, .sidebarPlain] {
      let error = #expect(throws: InteractionError.self) { try ListAppearance(style: style).tableStyle() }
      #expect(error?.kind == .unsupportedOnTables)
      #expect(error?.message.hasSuffix("or choose .insetGrouped") == true)
    }
  }
}
