import BricksCells
import TestSupport
import Testing
import UIKit

struct Note: Identifiable, Hashable {
  var id: String
  var text: String
}

/// A model of another type under the same identities as ``Note``: another cell.
struct Badge: Identifiable, Hashable {
  var id: String
  var text: String
}

final class NoteCell: BrickTableViewCell, ConfigurableCell {
  var note: Note?
  func configure(with model: Note) { note = model }
}

final class BadgeCell: BrickTableViewCell, ConfigurableCell {
  var badge: Badge?
  func configure(with model: Badge) { badge = model }
}

final class EmptyRowCell: BrickTableViewCell, ConfigurableCell {
  var message = ""
  func configure(with model: EmptyItem) { message = model.message }
}

final class ErrorRowCell: BrickTableViewCell, ConfigurableCell {
  var message = ""
  func configure(with model: ErrorItem) { message = model.message }
}

@Suite("ListDataSource driving a UITableViewDiffableDataSource")
@MainActor
struct ListDiffableTableAdapterTests {
  let registry = CellRegistry()

  init() throws {
    installStandInFactories()
    _StandInViewFactory.register(NoteCell.self) { NoteCell(style: .default, reuseIdentifier: $0) }
    _StandInViewFactory.register(BadgeCell.self) { BadgeCell(style: .default, reuseIdentifier: $0) }
    _StandInViewFactory.register(EmptyRowCell.self) { EmptyRowCell(style: .default, reuseIdentifier: $0) }
    _StandInViewFactory.register(ErrorRowCell.self) { ErrorRowCell(style: .default, reuseIdentifier: $0) }
    try registry.register(TweetCell.self)
    try registry.register(SpinnerCell.self)
    try registry.register(NoteCell.self)
    try registry.register(BadgeCell.self)
    try registry.register(EmptyRowCell.self)
    try registry.register(ErrorRowCell.self)
    try registry.registerSupplementaryView(SectionHeaderView.self, kind: .header)
  }

  func make() -> (UITableView, ListDataSource, ListDiffableTableAdapter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
    let list = ListDataSource(registry: registry)
    let adapter = ListDiffableTableAdapter(list: list, tableView: table)
    keptAlive.append(adapter)
    return (table, list, adapter)
  }

  /// What the row at `path` shows: a note or badge as a state unit, nil for anything else.
  func row(_ table: UITableView, _ path: IndexPath) -> StateUnit? {
    switch table.cellForRow(at: path) {
    case let cell as NoteCell: cell.note.map { StateUnit(id: $0.id, text: $0.text, cell: 0) }
    case let cell as BadgeCell: cell.badge.map { StateUnit(id: $0.id, text: $0.text, cell: 1) }
    default: nil
    }
  }

  /// A list has no section identifiers: a section is its index.
  func indexed(_ state: PlainState) -> PlainState { state.enumerated().map { ($0.offset, $0.element.units) } }

  func sections(_ state: PlainState) -> [ListSection] {
    state.map { section in
      ListSection(
        items: section.units.map {
          $0.cell == 0 ? Note(id: $0.id, text: $0.text) as Any : Badge(id: $0.id, text: $0.text)
        })
    }
  }

  @Test("the adapter is the list's snapshot target; a TableViewDataSource over the list is the delegate")
  func wiring() {
    let (table, list, adapter) = make()
    #expect(list.snapshotTarget === adapter)
    #expect(table.dataSource === adapter.dataSource)
    #expect(table.delegate === adapter.delegate)
    #expect(table.prefetchDataSource === adapter.delegate)
    #expect(adapter.delegate.list === list)
  }

  @Test("the table shows the list after random sequences of states (400 runs of 3 updates)")
  func tableEqualsList() throws {
    var rng = SeededGenerator(seed: 0x115D_1FF)
    var kinds: [SnapshotEdit: Int] = [:]
    var nextID = 0
    var tally = SnapshotTally()
    for _ in 0..<400 {
      let (table, list, adapter) = make()
      var state = SnapshotStates.deduplicated(indexed(SnapshotStates.random(&rng, nextID: &nextID)))
      list.setSections(sections(state))
      for _ in 0..<3 {
        let (edited, edits) = SnapshotStates.edit(state, &rng, nextID: &nextID)
        for kind in edits { kinds[kind, default: 0] += 1 }
        let next = indexed(edited)
        let content = try list.applySnapshot(sections(next), to: adapter, animated: Bool.random(using: &rng))
        let oracle = SnapshotStates.expected(old: state, new: next)
        let shown = SnapshotStates.deduplicated(next)
        #expect(content.droppedItemIdentifiers.count == oracle.dropped)
        table._standInLayout()
        #expect(table.numberOfSections == shown.count)
        for (s, section) in shown.enumerated() {
          #expect(table.numberOfRows(inSection: s) == section.units.count)
          for (r, unit) in section.units.enumerated() {
            #expect(row(table, IndexPath(row: r, section: s)) == unit)
          }
        }
        let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
        let ids = { SnapshotStates.identifiers($0, in: shown, indexPath: adapter.dataSource.indexPath(for:)) }
        #expect(ids(applied._standInReconfigured) == oracle.reconfigured)
        #expect(ids(applied._standInReloaded) == oracle.reloaded)
        tally.count(oracle)
        state = shown
      }
      #expect(table._standInDequeuesPerRequest.allSatisfy { $0 == 1 })
      #expect(table._standInFailures.isEmpty)
    }
    for kind in SnapshotEdit.allCases where kind != .duplicateSection {  // a list's sections have no identity
      #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind)")
    }
    #expect(tally.sawEveryKind)
  }

  @Test("a content-only change reconfigures the row, never reloads it")
  func contentOnlyChangeReconfigures() throws {
    let (table, list, adapter) = make()
    try list.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a"), Tweet(id: 2, text: "b")])], to: adapter)
    try list.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a!"), Tweet(id: 2, text: "b")])], to: adapter)
    let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(applied._standInReconfigured == [adapter.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))!])
    #expect(applied._standInReloaded.isEmpty)
    table._standInLayout()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TweetCell)?.tweet?.text == "a!")
    #expect(!table._standInOperations.contains { $0.hasPrefix("reloadRows") })
  }

  @Test("a repeated model never reaches the snapshot")
  func duplicates() throws {
    let (table, list, adapter) = make()
    let content = try list.applySnapshot(
      [ListSection(items: [Tweet(id: 1, text: "a"), Tweet(id: 2, text: "b"), Tweet(id: 1, text: "a again")])],
      to: adapter, animated: false)
    #expect(content.droppedItemIdentifiers == [ItemIdentifier(Tweet.self, 1)])
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(list.sections[0].items.count == 2)
    table._standInLayout()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TweetCell)?.tweet?.text == "a")
  }

  @Test("the empty, loading and error rows are the status section's row; selecting the error row retries")
  func statusRows() throws {
    let (table, list, adapter) = make()
    list.emptyItem = EmptyItem(message: "Nothing yet")
    list.setSections([ListSection(items: [])])
    table._standInLayout()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 1)) as? EmptyRowCell)?.message == "Nothing yet")
    try list.setStatus(.loading)
    table._standInLayout()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) is SpinnerCell)
    try list.setStatus(.failed("Offline"))
    let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(applied._standInReloaded.count == 1)  // a spinner cannot become an error row by reconfiguring
    table._standInLayout()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 1)) as? ErrorRowCell)?.message == "Offline")
    var retries = 0
    list.onRetry = { retries += 1 }
    table._standInSelectRow(at: IndexPath(row: 0, section: 1))
    #expect(retries == 1)
    try list.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a")])], status: .idle, to: adapter)
    #expect(table.numberOfSections == 1)
    #expect(table._standInDequeuesPerRequest.allSatisfy { $0 == 1 })
    #expect(table._standInFailures.isEmpty)
  }

  @Test("load-more fires while rows show, the loading row comes as a snapshot, a page is appended")
  func loadMore() throws {
    let (table, list, adapter) = make()
    var pages = 0
    list.loadMore = LoadMoreTrigger(threshold: 2) { pages += 1 }
    list.setSections([ListSection(items: (0..<5).map { Tweet(id: $0, text: "") })])
    table._standInLayout()
    #expect(pages == 1)
    #expect(list.status == .loading)
    #expect(table.numberOfSections == 2)
    table._standInLayout()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) is SpinnerCell)
    try list.appendItems((5..<8).map { Tweet(id: $0, text: "") }, toSection: 0)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(adapter.dataSource._standInApplied.count == 3)  // the page, the loading row, the next page
    #expect(!table._standInOperations.contains { $0.hasPrefix("insert") || $0.hasPrefix("delete") })
    #expect(table._standInFailures.isEmpty)
  }

  @Test("String headers are section titles from the data source; header models are the delegate's views")
  func headers() throws {
    let (table, list, adapter) = make()
    try list.applySnapshot(
      [
        ListSection(header: Section(title: "Today"), items: [Tweet(id: 1, text: "a")]),
        ListSection(header: "Yesterday", items: [Tweet(id: 2, text: "b")], footer: "2 tweets"),
      ], to: adapter, animated: false)
    table._standInLayout()
    #expect((table._standInHeaderViews[0] as? SectionHeaderView)?.title == "Today")
    #expect(table._standInHeaderTitles[1] == "Yesterday")
    #expect(adapter.dataSource.tableView(table, titleForFooterInSection: 1) == "2 tweets")
    #expect(table._standInRowHeights[IndexPath(row: 0, section: 0)] == 44)
  }

  @Test("rows are inserted and deleted with the adapter's defaultRowAnimation")
  func rowAnimation() throws {
    let (_, list, adapter) = make()
    adapter.defaultRowAnimation = .top
    try list.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a")])], to: adapter)
    #expect(adapter.dataSource._standInApplied.last?.rowAnimation == .top)
    #expect(adapter.dataSource._standInApplied.last?.animated == true)
  }

  @Test("the data source answers identifiers and index paths from the snapshot shown")
  func identifiers() throws {
    let (_, list, adapter) = make()
    try list.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a"), Tweet(id: 2, text: "b")])], to: adapter)
    let number = try #require(adapter.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)))
    #expect(adapter.dataSource.indexPath(for: number) == IndexPath(row: 1, section: 0))
    #expect(adapter.dataSource.sectionIdentifier(for: 0) != nil)
    #expect(adapter.dataSource.sectionIdentifier(for: 1) == nil)
    #expect(adapter.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == nil)
  }
}
