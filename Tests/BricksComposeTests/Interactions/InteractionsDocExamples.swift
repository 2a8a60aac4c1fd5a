import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

// Every Swift block of Docs/Interactions.md, in the context it needs, compiled and run;
// scripts/check-interactions-docs.sh checks that the page's blocks are these.

struct Memo: Identifiable, Hashable {
  var id: Int
  var title: String
  var pinned = false
}

struct Folder: Identifiable {
  var id: String
  var memos: [Memo]
}

final class MemoCell: ConfigurableCell, HostInstantiable {
  var shown: Memo?
  init() {}
  func configure(with model: Memo) { shown = model }
}

/// The app's store: what actions change, logged.
@MainActor
final class MemoStore {
  var log: [String] = []
  func delete(_ id: Int) { log.append("delete \(id)") }
  func pin(_ id: Int) { log.append("pin \(id)") }
  func markRead(_ id: Int) { log.append("read \(id)") }
  func copy(_ id: Int) { log.append("copy \(id)") }
  func reload() { log.append("reload") }
  func move(id: AnyHashable?, toSection section: Int, after: AnyHashable?) {
    log.append("move \(id.map { "\($0.base)" } ?? "?") to \(section) after \(after.map { "\($0.base)" } ?? "none")")
  }
}

/// A refresh control as UIKit's behaves.
@MainActor
final class DocRefreshControl: RefreshControlling {
  var isRefreshing = false
  func beginRefreshing() { isRefreshing = true }
  func endRefreshing() { isRefreshing = false }
}

struct MemoUnit: ComposingUnit, SwipeableUnit {
  var memo: Memo
  let store: MemoStore
  var identifier: Int { memo.id }
  func configure(_ cell: MemoCell) { cell.configure(with: memo) }
  func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    edge == .trailing ? SwipeActions([.delete { [store, memo] in store.delete(memo.id) }]) : nil
  }
}

@Suite("InteractionsDocExamples") @MainActor
struct InteractionsDocExamples {
  let store = MemoStore()
  let dataSource: ListDataSource
  let host = RecordingTableHost()

  init() throws {
    let registry = CellRegistry()
    try registry.register(MemoCell.self)
    dataSource = ListDataSource(
      registry: registry,
      sections: [ListSection(items: [Memo(id: 1, title: "a"), Memo(id: 2, title: "b", pinned: true)])])
    dataSource.attach(to: host)
  }

  @Test("swipe actions, menus, reordering and appearance as the page declares them")
  func declarations() throws {
    let interactions = ListInteractions(dataSource: dataSource)
    interactions.swipeActions(.trailing, for: Memo.self) { memo in
      SwipeActions([
        .delete { store.delete(memo.id) },
        SwipeAction(title: "Pin", imageName: "pin", tint: .orange) { store.pin(memo.id) },
      ])
    }
    interactions.swipeActions(.leading, for: Memo.self) { memo in
      SwipeActions([SwipeAction(title: "Read", imageName: "envelope.open", tint: .blue) { store.markRead(memo.id) }])
    }
    interactions.contextMenu(for: Memo.self) { memo in
      ContextMenu(
        title: memo.title,
        children: [
          .action(MenuAction(title: "Copy", imageName: "doc.on.doc") { store.copy(memo.id) }),
          .menu(
            ContextMenu(inline: [
              .action(
                MenuAction(title: "Delete", imageName: "trash", attributes: .destructive) { store.delete(memo.id) })
            ])),
        ])
    }
    interactions.reorder(Memo.self, .acrossSections) { memo in !memo.pinned }
    interactions.onMove = { move in
      store.move(id: move.identity, toSection: move.to[0], after: move.after)
    }
    interactions.appearance = ListAppearance(style: .insetGrouped)
    interactions.appearance.separator.leadingInset = 56
    interactions.separator(for: Memo.self) { memo in
      memo.pinned ? .hidden : SeparatorAppearance(leadingInset: 56)
    }

    interactions.swipeActions(.trailing, at: [0, 0])?.fullSwipeAction?.perform()
    interactions.swipeActions(.leading, at: [0, 1])?.actions.first?.perform()
    for action in interactions.contextMenu(at: [0, 0])?.actions ?? [] { action.handler() }
    #expect(interactions.canMoveItem(at: [0, 0]) && !interactions.canMoveItem(at: [0, 1]))
    interactions.moveItem(from: [0, 0], to: [0, 1])
    #expect(store.log == ["delete 1", "read 2", "copy 1", "delete 1", "move 1 to 0 after 2"])
    #expect(interactions.separator(at: [0, 0]) == .hidden)  // the pinned memo is first now
    #expect(interactions.separator(at: [0, 1]).leadingInset == 56)
    #expect(try interactions.appearance.tableStyle() == .insetGrouped)
  }

  @Test("a unit's swipe actions, as the page declares them")
  func unit() {
    let container = ComposingContainer(host: host)
    container.update { MemoUnit(memo: Memo(id: 7, title: "u"), store: store) }
    let interactions = UnitInteractions(container: container)
    interactions.swipeActions(.trailing, at: [0, 0])?.fullSwipeAction?.perform()
    #expect(interactions.swipeActions(.leading, at: [0, 0]) == nil)
    #expect(store.log == ["delete 7"])
  }

  @Test("pull to refresh, as the page wires it")
  func refreshing() throws {
    let control = DocRefreshControl()
    let refresh = RefreshController(control: control) { store.reload() }
    refresh.follow(dataSource)
    control.isRefreshing = true  // the user pulls
    refresh.pulled()
    #expect(store.log == ["reload"] && !control.isRefreshing)  // this store did not start loading
    try dataSource.setStatus(.loading)
    #expect(control.isRefreshing)
    try dataSource.setStatus(.failed("Offline"))
    #expect(!control.isRefreshing)
  }

  @Test("an outline, as the page builds it")
  func outlines() throws {
    let folders = [
      Folder(id: "work", memos: [Memo(id: 1, title: "a"), Memo(id: 2, title: "b")]), Folder(id: "home", memos: []),
    ]
    let outline = Outline()
    try outline.setRoots(
      folders.map { folder in
        OutlineItem(folder, children: folder.memos.map { OutlineItem($0) }, initiallyExpanded: true)
      })
    outline.toggle(AnyHashable(folders[0].id))
    dataSource.setSections([ListSection(items: outline.rows.map(\.item))])
    #expect(outline.rows.map(\.id) == ["work", "home"])
    #expect(dataSource.sections[0].items.count == 2)
  }
}
