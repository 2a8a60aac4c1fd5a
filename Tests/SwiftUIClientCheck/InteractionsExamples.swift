// The UIKit and SwiftUI examples of Docs/Interactions.md, as an app writes them;
// scripts/check-uikit.sh type-checks this file against the library and the UIKit and SwiftUI
// stand-ins (as a Swift 6 package and as an Xcode 26 app target), and
// scripts/check-interactions-docs.sh checks that the page's blocks are these.
import BricksCells
import BricksCompose
import SwiftUI
import UIKit

// What the app defines (not in the docs).
struct Memo: Identifiable, Hashable {
  var id: Int
  var title: String
}

struct Folder: Identifiable {
  var id: String
  var memos: [Memo]
}

final class MemoCell: UICollectionViewListCell, ConfigurableCell {
  func configure(with model: Memo) {}
}

final class MemoPreviewController: UIViewController {
  init(memo: Memo) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

@MainActor
final class MemoStore {
  var status = ListStatus.idle
  func delete(_ id: Int) {}
  func markRead(_ id: AnyHashable) {}
  func copy(_ id: AnyHashable) {}
  func reload() { status = .loading }
  func move(id: AnyHashable?, toSection section: Int, after: AnyHashable?) {}
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

extension MemoUnit: Equatable {
  static func == (a: MemoUnit, b: MemoUnit) -> Bool { a.memo == b.memo }
}

@MainActor func example0(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Swipe actions", UIKit table (`ListDataSource`): begin
  let source = TableViewDataSource(list: dataSource)
  let interactions = ListInteractions(dataSource: dataSource)
  interactions.swipeActions(.trailing, for: Memo.self) { memo in
    SwipeActions([.delete { store.delete(memo.id) }])
  }
  source.interactions = interactions  // tableView(_:trailingSwipeActionsConfigurationForRowAt:)
  source.attach(to: tableView)
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

@MainActor func example1(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Swipe actions", UIKit collection (Compose, diffable): begin
  let container = ComposingContainer(host: collectionView)
  let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collectionView)
  let interactions = UnitInteractions(container: container)
  adapter.install(interactions, on: collectionView)  // a list layout: each MemoUnit's swipeActions(_:)
  container.update { for memo in memos { MemoUnit(memo: memo, store: store) } }
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

struct SwipeactionsScreen: View {
  let store: MemoStore
  let memos: [Memo]
  var body: some View {
    // Docs/Interactions.md, "Swipe actions", SwiftUI: begin
    BricksList {
      UnitSection(id: "memos") { for memo in memos { MemoUnit(memo: memo, store: store) } }
    }
    .swipeActions(edge: .leading) { unit in
      SwipeActions([SwipeAction(title: "Read", tint: .blue) { store.markRead(unit.identifier) }])
    }
    // end
  }
}

@MainActor func example3(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Context menus", UIKit table: begin
  let source = TableViewDataSource(list: dataSource)
  interactions.contextMenu(for: Memo.self) { memo in
    ContextMenu(
      title: memo.title,
      children: [.action(MenuAction(title: "Copy", imageName: "doc.on.doc") { store.copy(memo.id) })],
      preview: { MemoPreviewController(memo: memo) })
  }
  source.interactions = interactions  // tableView(_:contextMenuConfigurationForRowAt:point:)
  source.attach(to: tableView)
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

@MainActor func example4(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Context menus", UIKit collection (`ListDataSource`, batch): begin
  let source = CollectionViewDataSource(list: dataSource)
  source.interactions = interactions  // collectionView(_:contextMenuConfigurationForItemsAt:point:)
  source.attach(to: collectionView)
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

struct ContextmenusScreen: View {
  let store: MemoStore
  let memos: [Memo]
  var body: some View {
    // Docs/Interactions.md, "Context menus", SwiftUI: begin
    BricksList {
      UnitSection(id: "memos") { for memo in memos { MemoUnit(memo: memo, store: store) } }
    }
    .contextMenu { unit in
      ContextMenu(children: [.action(MenuAction(title: "Copy") { store.copy(unit.identifier) })])
    }
    // end
  }
}

@MainActor func example6(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Reordering", UIKit table (`ListDataSource`, diffable): begin
  let adapter = ListDiffableTableAdapter(list: dataSource, tableView: tableView)
  interactions.reorder(Memo.self, .acrossSections)
  interactions.onMove = { move in store.move(id: move.identity, toSection: move.to[0], after: move.after) }
  adapter.interactions = interactions  // canMoveRowAt, targetIndexPathForMoveFromRowAt, moveRowAt
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

@MainActor func example7(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Reordering", UIKit collection (`ListDataSource`, diffable): begin
  let adapter = ListDiffableCollectionAdapter(list: dataSource, collectionView: collectionView)
  interactions.reorder(Memo.self, .withinSection)
  interactions.onMove = { move in store.move(id: move.identity, toSection: move.to[0], after: move.after) }
  adapter.install(interactions, on: collectionView)  // the data source's reorderingHandlers
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

struct ReorderingScreen: View {
  let store: MemoStore
  let memos: [Memo]
  var body: some View {
    // Docs/Interactions.md, "Reordering", SwiftUI: begin
    BricksList {
      UnitSection(id: "memos") { for memo in memos { MemoUnit(memo: memo, store: store) } }
    }
    .onMove { move in store.move(id: move.identity, toSection: move.to[0], after: move.after) }
    // end
  }
}

@MainActor func example9(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Pull to refresh", UIKit table (`ListDataSource`): begin
  let refresh = RefreshController(scrollView: tableView) { store.reload() }
  refresh.follow(dataSource)  // the spinner follows dataSource.status
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

@MainActor func example10(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "Pull to refresh", UIKit collection (Compose): begin
  let refresh = RefreshController(scrollView: collectionView) { store.reload() }
  refresh.status = .loading  // a container has no status: say when loading starts...
  refresh.status = .idle  // ...and when it ends
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

struct PulltorefreshScreen: View {
  let store: MemoStore
  let memos: [Memo]
  var body: some View {
    // Docs/Interactions.md, "Pull to refresh", SwiftUI: begin
    BricksList {
      UnitSection(id: "memos") { for memo in memos { MemoUnit(memo: memo, store: store) } }
    }
    .refreshable(status: store.status) { store.reload() }
    // end
  }
}

@MainActor func example12(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) {
  // Docs/Interactions.md, "List appearance", UIKit collection: begin
  interactions.appearance = ListAppearance(style: .insetGrouped, headerMode: .supplementary)
  collectionView.collectionViewLayout = interactions.listLayout()  // UICollectionLayoutListConfiguration
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

@MainActor func example13(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) throws {
  // Docs/Interactions.md, "List appearance", UIKit table: begin
  let style = try ListAppearance(style: .insetGrouped).tableStyle()  // throws for the sidebar styles
  let table = UITableView(frame: .zero, style: style.tableViewStyle)
  let source = TableViewDataSource(list: dataSource)
  source.interactions = interactions  // each row's separator as its cell's separatorInset
  source.attach(to: table)
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

struct ListappearanceScreen: View {
  let store: MemoStore
  let memos: [Memo]
  var body: some View {
    // Docs/Interactions.md, "List appearance", SwiftUI: begin
    BricksList {
      UnitSection(id: "memos") { for memo in memos { MemoUnit(memo: memo, store: store) } }
    }
    .listAppearance(ListAppearance(style: .insetGrouped))
    // end
  }
}

@MainActor func example15(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) throws {
  // Docs/Interactions.md, "Expandable sections", UIKit collection: begin
  let outlineAdapter = OutlineCollectionAdapter(registry: registry, collectionView: collectionView)
  try outlineAdapter.setRoots(
    folders.map { folder in OutlineItem(folder, children: folder.memos.map { OutlineItem($0) }) })
  // the user's disclosure taps expand and collapse; the next setRoots keeps what they expanded
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}

@MainActor func example16(
  store: MemoStore, dataSource: ListDataSource, interactions: ListInteractions, registry: CellRegistry,
  tableView: UITableView, collectionView: UICollectionView, memos: [Memo], folders: [Folder]
) throws {
  // Docs/Interactions.md, "Expandable sections", UIKit table: begin
  let outline = Outline()
  try outline.setRoots(folders.map { OutlineItem($0, children: $0.memos.map { OutlineItem($0) }) })
  dataSource.onSelect = { model, _ in
    guard let folder = model as? Folder else { return }
    outline.toggle(AnyHashable(folder.id))
    dataSource.setSections([ListSection(items: outline.rows.map(\.item))])
  }
  dataSource.setSections([ListSection(items: outline.rows.map(\.item))])
  // end
  _ = (store, dataSource, interactions, registry, tableView, collectionView, memos, folders)
}
