import BricksCells
import Testing
import UIKit

@Suite("UITableView as a CellHost")
@MainActor
struct TableHostTests {
  init() { installStandInFactories() }

  @Test("the registry registers and dequeues configured UIKit cells")
  func dequeue() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let cell: TweetCell = try registry.dequeue(
      for: Tweet(id: 1, text: "hi"), at: IndexPath(row: 0, section: 0), on: table)
    #expect(cell.tweet?.id == 1)
    #expect(cell.reuseIdentifier == "UIKitAdapterTests.TweetCell")
    #expect(table._standInFailures.isEmpty)
    #expect(table.hostKind == .table)
    #expect(table.containerSize == CGSize(width: 320, height: 480))
  }

  @Test("the stand-in reuses cells like UIKit, calling prepareForReuse")
  func reuse() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let (table, _) = makeTable([ListSection(items: (0..<3).map { Tweet(id: $0, text: "t\($0)") })], registry: registry)
    table._standInLayout()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TweetCell)
    table._standInEndDisplayingRow(at: IndexPath(row: 0, section: 0))
    let again: TweetCell = try registry.dequeue(
      for: Tweet(id: 9, text: "x"), at: IndexPath(row: 5, section: 0), on: table)
    let reused = again === first
    #expect(reused)
    #expect(again.reuses == 1)
    #expect(again.tweet?.id == 9)
  }

  @Test("a table at a freed table's address gets its own registrations; none is kept alive")
  func tableLifetime() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    var addresses: Set<ObjectIdentifier> = []
    var reusedAddresses = 0
    weak var last: UITableView?
    for i in 0..<500 where i < 30 || reusedAddresses < 3 {
      let table = UITableView(frame: .zero, style: .plain)
      if !addresses.insert(ObjectIdentifier(table)).inserted { reusedAddresses += 1 }
      last = table
      let cell: TweetCell = try registry.dequeue(
        for: Tweet(id: i, text: ""), at: IndexPath(row: 0, section: 0), on: table)
      #expect(cell.tweet?.id == i)
      #expect(table._standInFailures.isEmpty)
    }
    #expect(last == nil)
    #expect(reusedAddresses >= 3)
  }

  @Test("registries on one table each register their cells and leave nothing on it")
  func twoRegistries() throws {
    let table = UITableView(frame: .zero, style: .plain)
    weak var firstRegistry: CellRegistry?
    for i in 0..<2 {
      let registry = CellRegistry()
      if i == 0 { firstRegistry = registry }
      try registry.register(TweetCell.self)
      let cell: TweetCell = try registry.dequeue(
        for: Tweet(id: i, text: ""), at: IndexPath(row: 0, section: 0), on: table)
      #expect(cell.tweet?.id == i)
    }
    #expect(firstRegistry == nil)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("an unregistered identifier is UIKit's failure, recorded by the stand-in")
  func unregistered() throws {
    let table = UITableView(frame: .zero, style: .plain)
    _ = try table.dequeueCell(reuseIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
    #expect(
      table._standInFailures == [
        "unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      ])
  }

  @Test("nib cells register a UINib named after the type, loaded through init(coder:)")
  func nib() throws {
    UINib._standInRegister(nibNamed: "NibTweetCell", holding: NibTweetCell.self)
    let bundle = Bundle(path: NSTemporaryDirectory())!
    let registry = CellRegistry(nibBundle: bundle)
    try registry.register(NibTweetCell.self)
    let table = UITableView(frame: .zero, style: .plain)
    let cell: NibTweetCell = try registry.dequeue(
      for: Tweet(id: 2, text: ""), at: IndexPath(row: 0, section: 0), on: table)
    #expect(cell.tweet?.id == 2)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("a model bound to a class that is not a cell is a wrong-cell-type error, not a crash")
  func notACell() throws {
    let registry = CellRegistry()
    try registry.register(NotACell.self)
    let table = UITableView(frame: .zero, style: .plain)
    let error = #expect(throws: CellError.self) {
      try registry.dequeueCell(for: Photo(id: 1), at: IndexPath(row: 0, section: 0), on: table)
    }
    #expect(error?.code == .wrongCellType)
    #expect(
      error?.message.hasPrefix(
        "dequeued a UITableViewCell for reuse identifier 'UIKitAdapterTests.NotACell', expected NotACell") == true)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("base cells take their identifier from the subclass, nested types included")
  func baseCells() {
    #expect(TweetCell.reuseIdentifier == "UIKitAdapterTests.TweetCell")
    #expect(Outer.Cell.reuseIdentifier == "UIKitAdapterTests.Outer.Cell")
    #expect(NibTweetCell.nibName == "NibTweetCell")
    let cell = TweetCell(style: .default, reuseIdentifier: nil)
    #expect(cell.reuseIdentifier == nil)  // UIKit's instance property is untouched
  }

  @Test("a batch update goes through performBatchUpdates with the data swapped inside")
  func batch() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let (table, source) = makeTable([ListSection(items: [Tweet(id: 1, text: "a")])], registry: registry)
    table._standInLayout()
    var completed = false
    var calls = 0
    try source.list.apply(
      BatchUpdate(insertedItems: [IndexPath(row: 1, section: 0)]),
      to: [ListSection(items: [Tweet(id: 1, text: "a"), Tweet(id: 2, text: "b")])]
    ) {
      completed = $0; calls += 1
    }
    // UIKit calls the completion after the animations, not inside performBatchUpdates.
    #expect(calls == 0)
    table._standInFinishAnimations()
    #expect(completed)
    #expect(calls == 1)
    #expect(table._standInFailures.isEmpty)
    #expect(table._standInOperations.suffix(1) == ["insertRows [[0, 1]]"])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test("reconfigured rows are reconfigured right after the batch, at their new index paths")
  func reconfigure() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let (table, source) = makeTable([ListSection(items: [Tweet(id: 1, text: "a")])], registry: registry)
    table._standInLayout()
    try source.list.apply(
      BatchUpdate(insertedItems: [IndexPath(row: 0, section: 0)], reconfiguredItems: [IndexPath(row: 1, section: 0)]),
      to: [ListSection(items: [Tweet(id: 0, text: "new"), Tweet(id: 1, text: "a!")])])
    table._standInFinishAnimations()
    #expect(table._standInFailures.isEmpty)
    #expect(table._standInOperations.suffix(2) == ["insertRows [[0, 0]]", "reconfigureRows [[0, 1]]"])
  }

  @Test("an interrupted batch update's completion gets false, as UIKit's finished flag")
  func interruptedBatch() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let (table, source) = makeTable([ListSection(items: [Tweet(id: 1, text: "a")])], registry: registry)
    table._standInLayout()
    var finished: [Bool] = []
    try source.list.apply(BatchUpdate(deletedItems: [IndexPath(row: 0, section: 0)]), to: [ListSection(items: [])]) {
      finished.append($0)
    }
    #expect(table._standInPendingCompletions == 1)
    table._standInFinishAnimations(interrupted: true)
    #expect(finished == [false])
    #expect(table._standInFailures.isEmpty)
  }

  @Test("a cell overriding init(style:reuseIdentifier:) with a stored property is created and configured")
  func overridingInitializer() throws {
    let registry = CellRegistry()
    try registry.register(LabelCell.self)
    let table = UITableView(frame: .zero, style: .plain)
    let cell: LabelCell = try registry.dequeue(for: Label(text: "hi"), at: IndexPath(row: 0, section: 0), on: table)
    #expect(cell.text == "hi")
    #expect(cell.contentView.subviews.first === cell.label)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("the stand-in says which class it cannot create instead of inventing one")
  func missingFactory() throws {
    final class Unmade: BrickTableViewCell, ConfigurableCell {
      func configure(with model: Section) {}
    }
    let registry = CellRegistry()
    try registry.register(Unmade.self)
    let table = UITableView(frame: .zero, style: .plain)
    _ = try? registry.dequeueCell(for: Section(title: "x"), at: IndexPath(row: 0, section: 0), on: table)
    #expect(table._standInFailures.first?.hasPrefix("the UIKit stand-in cannot create") == true)
  }

  @Test("the stand-in catches data changed outside the update block, as UIKit does")
  func staleCounts() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let (table, source) = makeTable([ListSection(items: [Tweet(id: 1, text: "a")])], registry: registry)
    table._standInLayout()
    source.list.setSections([ListSection(items: [Tweet(id: 1, text: "a")])])  // reload: fine
    table._standInLayout()
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)  // but no new data
    #expect(
      table._standInFailures.first?.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
      ) == true)
  }
}

@Suite("TableViewDataSource")
@MainActor
struct TableDataSourceTests {
  let registry: CellRegistry

  init() throws {
    registry = CellRegistry()
    try registry.register(TweetCell.self)
    try registry.register(SpinnerCell.self)
    try registry.registerSupplementaryView(SectionHeaderView.self, kind: .header)
  }

  @Test("a layout pass gets counts, configured cells, heights and headers from the list")
  func layout() throws {
    let (table, _) = makeTable(
      [
        ListSection(
          header: Section(title: "Today"),
          items: [Tweet(id: 1, text: "short"), Tweet(id: 2, text: "a tweet longer than twenty")]),
        ListSection(header: "Yesterday", items: [Tweet(id: 3, text: "c")]),
      ], registry: registry)
    table._standInLayout()
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.count == 3)
    #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TweetCell)?.tweet?.id == 2)
    #expect(table._standInRowHeights[IndexPath(row: 0, section: 0)] == 44)
    #expect(table._standInRowHeights[IndexPath(row: 1, section: 0)] == 88)
    #expect((table._standInHeaderViews[0] as? SectionHeaderView)?.title == "Today")
    #expect(table._standInHeaderTitles[1] == "Yesterday")
    #expect(table._standInFailures.isEmpty)
  }

  @Test("selection is forwarded with the model")
  func selection() {
    let (table, source) = makeTable([ListSection(items: [Tweet(id: 7, text: "x")])], registry: registry)
    var selected: Tweet?
    source.list.onSelect = { model, _ in selected = model as? Tweet }
    table._standInSelectRow(at: IndexPath(row: 0, section: 0))
    #expect(selected?.id == 7)
  }

  @Test("load more fires during layout and shows the loading row, then a page is appended")
  func loadMore() throws {
    let (table, source) = makeTable([ListSection(items: (0..<5).map { Tweet(id: $0, text: "") })], registry: registry)
    var pages = 0
    source.list.loadMore = LoadMoreTrigger(threshold: 2) { pages += 1 }
    table._standInLayout()
    #expect(pages == 1)
    #expect(table.numberOfSections == 2)
    table._standInLayout()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) is SpinnerCell)
    try source.list.appendItems((5..<8).map { Tweet(id: $0, text: "") }, toSection: 0)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("a model bound to a class that is not a cell shows the cell already dequeued, blank, and reports the error")
  func wrongCellTypeShowsTheDequeuedCell() throws {
    try registry.register(NotACell.self)
    let (table, source) = makeTable([ListSection(items: [Photo(id: 1)])], registry: registry)
    var errors: [CellError] = []
    source.list.onError = { errors.append($0) }
    table._standInLayout()
    #expect(errors.map(\.code) == [.wrongCellType])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The cell dequeued under the model's identifier, not a second fallback dequeue.
    #expect(cell.reuseIdentifier == "UIKitAdapterTests.NotACell")
    #expect(table._standInFailures.isEmpty)
  }

  @Test("a model with no cell shows a blank cell and reports the error")
  func missingCell() {
    let (table, source) = makeTable([ListSection(items: [Photo(id: 1)])], registry: registry)
    var errors: [String] = []
    source.list.onError = { errors.append($0.message) }
    table._standInLayout()
    #expect(
      errors.first
        == "no cell registered for model Photo; register one with registry.register(PhotoCell.self, for: Photo.self)")
    #expect(table.visibleCells.count == 1)
    #expect(table._standInFailures.isEmpty)
  }
}
