import BricksCells
import BricksCompose
import SwiftUI
import TestSupport
import Testing
import UIKit

struct Node: Identifiable, Hashable {
  var id: Int
}

final class NodeItemCell: BrickCollectionViewCell, ConfigurableCell {
  var node: Node?
  func configure(with model: Node) { node = model }
}

final class FailureRowCell: BrickTableViewCell, ConfigurableCell {
  var message = ""
  func configure(with model: ErrorItem) { message = model.message }
}

/// A random forest over ids 1...24, each id at most once, up to three levels deep.
func randomForest(_ rng: inout SeededGenerator, counter: inout KindCounter) -> [OutlineItem] {
  var pool = Array(1...24).shuffled(using: &rng)
  func nodes(depth: Int) -> [OutlineItem] {
    (0..<Int.random(in: 0...(depth == 0 ? 4 : 3), using: &rng)).compactMap { _ in
      guard let id = pool.popLast() else { return nil }
      let children = depth < 2 && Bool.random(using: &rng) ? nodes(depth: depth + 1) : []
      let open = Bool.random(using: &rng)
      if open && !children.isEmpty { counter.note("new node starts expanded") }
      return OutlineItem(Node(id: id), children: children, initiallyExpanded: open)
    }
  }
  return nodes(depth: 0)
}

/// The app behind a refresh control: whether it starts a load when asked, and how often it was.
@MainActor
final class RefreshingApp {
  var startsLoading = true
  var reloads = 0
}

@Suite("Refresh, outlines and BricksList through the UIKit adapters")
@MainActor
struct InteractionStateTests {
  @Test("the refresh control's spinner follows the list's status over 2,000 random steps")
  func refreshFollowsStatus() throws {
    installStandInFactories()
    _StandInViewFactory.register(FailureRowCell.self) { FailureRowCell(style: .default, reuseIdentifier: $0) }
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    try registry.register(SpinnerCell.self)
    try registry.register(FailureRowCell.self)
    let (table, source) = makeTable([ListSection(items: [Tweet(id: 0, text: "first")])], registry: registry)
    let list = source.list
    let app = RefreshingApp()
    let refresh = RefreshController(scrollView: table) {
      app.reloads += 1
      if app.startsLoading { try? list.setStatus(.loading) }
    }
    refresh.follow(list)
    let control = try #require(table.refreshControl)
    var rng = SeededGenerator(seed: 0x5EF2E5)
    var counter = KindCounter()
    var expected = ListStatus.idle  // the oracle: the status the app set last
    var nextID = 1
    for step in 0..<2000 {
      let wasSpinning = control.isRefreshing
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:  // the user pulls
        app.startsLoading = Bool.random(using: &rng)
        let pullsBefore = app.reloads
        control._standInPull()
        if wasSpinning {
          #expect(app.reloads == pullsBefore, "a pull while spinning asks nothing")
          counter.note("pull while spinning")
        } else if app.startsLoading {
          expected = .loading
          counter.note("pull starts a load")
        } else {
          counter.note("pull the app ignores")
        }
      case 1 where expected == .loading:  // the load ends with new rows
        nextID += 1
        let next = [ListSection(items: list.sections[0].items + [Tweet(id: nextID, text: "t")])]
        try list.apply(
          BatchUpdate(insertedItems: [IndexPath(indexes: [0, list.sections[0].items.count])]), to: next,
          status: .idle)
        table._standInFinishAnimations()
        expected = .idle
        counter.note("load ends with rows")
      case 2 where expected == .loading:  // the load fails: the error row shows
        try list.setStatus(.failed("No connection"))
        table._standInFinishAnimations()
        expected = .failed("No connection")
        let rows = shownStatusRow(table)
        #expect(rows == "No connection", "step \(step): the failure shows as the error row")
        counter.note("load fails")
      case 3:  // the app loads without a pull (first load, timer)
        try list.setStatus(.loading)
        table._standInFinishAnimations()
        expected = .loading
        counter.note("load without a pull")
      default:
        try list.setStatus(.idle)
        table._standInFinishAnimations()
        expected = .idle
        counter.note("back to idle")
      }
      #expect(list.status == expected, "step \(step)")
      #expect(
        control.isRefreshing == (expected == .loading),
        "step \(step): spinner \(control.isRefreshing), status \(expected)")
      #expect(table._standInFailures.isEmpty, "step \(step): \(table._standInFailures)")
      if control.isRefreshing != (expected == .loading) { break }
    }
    #expect(control._standInBegins - control._standInEnds == (control.isRefreshing ? 1 : 0))
    let missing = counter.missing([
      "pull starts a load", "pull the app ignores", "pull while spinning", "load ends with rows", "load fails",
      "load without a pull", "back to idle",
    ])
    #expect(missing.isEmpty, "kinds never generated: \(missing)")
  }

  /// The message of the error row the table shows, if any.
  func shownStatusRow(_ table: UITableView) -> String? {
    for path in table.indexPathsForVisibleRows ?? [] { table._standInEndDisplayingRow(at: path) }
    table._standInLayout(maxRows: 10_000)
    let last = table.numberOfSections - 1
    guard last >= 0, table.numberOfRows(inSection: last) == 1 else { return nil }
    return (table.cellForRow(at: IndexPath(row: 0, section: last)) as? FailureRowCell)?.message
  }

  @Test("an outline section keeps what the user expanded across 1,500 random tree updates and disclosure taps")
  func outlineExpansionSurvivesUpdates() throws {
    installStandInFactories()
    _StandInViewFactory.register(NodeItemCell.self) { _ in NodeItemCell(frame: .zero) }
    let registry = CellRegistry()
    try registry.register(NodeItemCell.self)
    let collection = makeListCollection()
    let adapter = OutlineCollectionAdapter(registry: registry, collectionView: collection)
    var rng = SeededGenerator(seed: 0x0071_1AE)
    var counter = KindCounter()
    // The oracle: the tree as given, and the expansion the rules say.
    var tree: [OutlineItem] = []
    var expanded = Set<Int>()
    var known = Set<Int>()
    func flatten(_ nodes: [OutlineItem]) -> [Int] {
      nodes.flatMap { node -> [Int] in
        let id = node.id.base as! Int
        return [id] + (expanded.contains(id) ? flatten(node.children) : [])
      }
    }
    func walk(_ nodes: [OutlineItem], _ visit: (OutlineItem) -> Void) {
      for node in nodes {
        visit(node)
        walk(node.children, visit)
      }
    }
    for step in 0..<1500 {
      let shownBefore = shownNodes(collection)
      let tappable = shownBefore.indices.filter { i in
        var hasChildren = false
        walk(tree) { if $0.id.base as! Int == shownBefore[i] { hasChildren = !$0.children.isEmpty } }
        return hasChildren
      }
      if !tappable.isEmpty && Int.random(in: 0..<3, using: &rng) > 0 {
        let i = tappable.randomElement(using: &rng)!
        let number = try #require(adapter.dataSource.itemIdentifier(for: IndexPath(item: i, section: 0)))
        let id = shownBefore[i]
        #expect(adapter.dataSource._standInToggle(number, in: 0))
        if expanded.contains(id) {
          expanded.remove(id)
          counter.note("collapse")
        } else {
          expanded.insert(id)
          counter.note("expand")
        }
      } else if Int.random(in: 0..<12, using: &rng) == 0, let first = tree.first {
        // A tree repeating an identity is refused; nothing changes.
        let bad = [first, OutlineItem(Node(id: first.id.base as! Int))]
        #expect(throws: InteractionError.self) { try adapter.setRoots(bad) }
        counter.note("duplicate refused")
      } else {
        let next = randomForest(&rng, counter: &counter)
        var ids = Set<Int>()
        var nextExpanded = Set<Int>()
        walk(next) { node in
          let id = node.id.base as! Int
          ids.insert(id)
          if known.contains(id) {
            if expanded.contains(id) {
              nextExpanded.insert(id)
              if !node.children.isEmpty { counter.note("expansion kept across an update") }
            }
          } else if node.initiallyExpanded {
            nextExpanded.insert(id)
          }
        }
        if !known.subtracting(ids).isEmpty { counter.note("nodes leave the tree") }
        try adapter.setRoots(next)
        tree = next
        expanded = nextExpanded
        known = ids
        counter.note("tree update")
      }
      let shown = shownNodes(collection)
      #expect(shown == flatten(tree), "step \(step): the collection shows the outline's visible rows")
      #expect(Set(adapter.outline.expanded.map { $0.base as! Int }) == expanded, "step \(step)")
      if shown != flatten(tree) { break }
    }
    let missing = counter.missing([
      "expand", "collapse", "tree update", "expansion kept across an update", "nodes leave the tree",
      "new node starts expanded", "duplicate refused",
    ])
    #expect(missing.isEmpty, "kinds never generated: \(missing)")
    #expect(collection._standInFailures.isEmpty)
  }

  func shownNodes(_ collection: UICollectionView) -> [Int] {
    guard collection.numberOfSections > 0 else { return [] }
    let count = collection.numberOfItems(inSection: 0)
    for i in 0..<count { collection._standInEndDisplayingItem(at: IndexPath(item: i, section: 0)) }
    collection._standInLayout(maxItems: 10_000)
    return (0..<count).compactMap {
      (collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? NodeItemCell)?.node?.id
    }
  }

  @Test("BricksList's modifiers: list appearance, swipe actions and menus for units that declare none, moves, refresh")
  func bricksListModifiers() throws {
    installInteractionFactories()
    let store = RowStore([[.chore(Chore(id: 1)), .banner(Banner(id: 2)), .chore(Chore(id: 3))]])
    var moves: [ListMove] = []
    var reloads = 0
    func body(status: ListStatus) -> BricksList {
      BricksList(animated: false) {
        UnitSection(id: 0) {
          ChoreUnit(chore: Chore(id: 1), store: store)
          BannerUnit(banner: Banner(id: 2))
          ChoreUnit(chore: Chore(id: 3), store: store)
        }
      }
      .listAppearance(ListAppearance(style: .insetGrouped))
      .swipeActions(edge: .leading) { unit in
        unit.base is BannerUnit ? SwipeActions([SwipeAction(title: "Hide") { store.log.append("hide") }]) : nil
      }
      .contextMenu { unit in
        ContextMenu(children: [.action(MenuAction(title: "Info \(unit.identifier.value)") {})])
      }
      .onMove { moves.append($0) }
      .refreshable(status: status) { reloads += 1 }
    }
    let list = body(status: .idle)
    let context = BricksList.Context(_standInCoordinator: list.makeCoordinator())
    let collection = list.makeUIView(context: context)
    #expect(collection._standInListConfiguration(inSection: 0)?.appearance == .insetGrouped)
    // The unit's own trailing actions; the modifier's leading ones for the banner only.
    #expect(
      describe(collection._standInSwipeActions(leading: false, at: [0, 0]))?.actions.first?.hasPrefix("Delete") == true)
    #expect(
      describe(collection._standInSwipeActions(leading: true, at: [0, 1]))?.actions == ["Hide|normal|systemGray|-"])
    #expect(collection._standInSwipeActions(leading: true, at: [0, 0]) == nil)
    // The unit's own menu first; the modifier's for the banner.
    #expect(describe(collection._standInContextMenu(at: [0, 0]))?.contains("Copy") == true)
    #expect(describe(collection._standInContextMenu(at: [0, 1])) == ["menu ", "Info 2"])
    // A chore dragged to the end is reported with its identity.
    #expect(collection._standInDragItem(at: [0, 0], to: [0, 2]) == [0, 2])
    #expect(moves.map { $0.identity?.base as? Int } == [1])
    #expect(moves.first?.after?.base as? Int == 3)
    // Pull to refresh follows the status the body passes.
    let control = try #require(collection.refreshControl)
    control._standInPull()
    #expect(reloads == 1)
    body(status: .loading).updateUIView(collection, context: context)
    #expect(control.isRefreshing)
    body(status: .idle).updateUIView(collection, context: context)
    #expect(!control.isRefreshing)
    #expect(collection._standInFailures.isEmpty)
  }
}
