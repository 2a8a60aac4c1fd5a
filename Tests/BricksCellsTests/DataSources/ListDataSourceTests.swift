import BricksCells
import BricksTesting
import Foundation
import Testing

struct Note: Identifiable, Hashable {
  var id: Int
  var text: String
}

@MainActor
final class NoteCell: ConfigurableCell, HostInstantiable, ModelHeight {
  nonisolated(unsafe) static var measured = 0
  var note: Note?
  init() {}
  func configure(with model: Note) { note = model }
  static func height(for model: Note, width: CGFloat) -> CGFloat {
    measured += 1
    return CGFloat(model.text.count) + 10
  }
}

@MainActor
final class SpinnerCell: ConfigurableCell, HostInstantiable, StaticHeight {
  static var cellHeight: CGFloat { 60 }
  init() {}
  func configure(with model: LoadingItem) {}
}

@MainActor
final class EmptyCell: ConfigurableCell, HostInstantiable {
  var message: String?
  init() {}
  func configure(with model: EmptyItem) { message = model.message }
}

@MainActor
final class ErrorCell: ConfigurableCell, HostInstantiable {
  var message: String?
  init() {}
  func configure(with model: ErrorItem) { message = model.message }
}

final class Box {
  let value: Int
  init(_ value: Int) { self.value = value }
}

@MainActor
final class BoxCell: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: Box) {}
}

@Suite("ListDataSource")
@MainActor
struct ListDataSourceTests {
  let host = RecordingTableHost(width: 320)
  let registry: CellRegistry
  let dataSource: ListDataSource

  init() throws {
    registry = try makeRegistry()
    try registry.register(NoteCell.self)
    try registry.register(SpinnerCell.self)
    try registry.register(EmptyCell.self)
    try registry.register(ErrorCell.self)
    dataSource = ListDataSource(
      registry: registry,
      sections: [
        ListSection(
          header: Header(title: "Tweets"), items: [Tweet(id: 1, text: "a"), Ad(id: 2), Tweet(id: 3, text: "b")]),
        ListSection(header: "Notes", items: [Note(id: 1, text: "hello")], footer: Header(title: "end")),
      ])
    dataSource.attach(to: host)
  }

  @Test("counts sections and rows; attaching registers everything")
  func counts() {
    #expect(dataSource.numberOfSections == 2)
    #expect(dataSource.numberOfItems(inSection: 0) == 3)
    #expect(dataSource.numberOfItems(inSection: 1) == 1)
    #expect(dataSource.numberOfItems(inSection: 2) == 0)
    #expect(dataSource.itemCounts == [3, 1])
    #expect(host.registeredCellIdentifiers.count == 7)
  }

  @Test("dequeues a configured cell for each mixed model")
  func cells() throws {
    #expect((try dataSource.cell(at: [0, 0], on: host) as? TweetCell)?.shown?.id == 1)
    #expect((try dataSource.cell(at: [0, 1], on: host) as? AdCell)?.shown == Ad(id: 2))
    #expect((try dataSource.cell(at: [1, 0], on: host) as? NoteCell)?.note?.text == "hello")
    let error = #expect(throws: CellError.self) { try dataSource.cell(at: [0, 9], on: host) }
    #expect(error?.code == .indexOutOfRange)
    #expect(error?.message.hasPrefix("no item at [0, 9]: the data source has [3, 1] items per section") == true)
  }

  @Test("headers, footers and string titles")
  func supplementary() throws {
    let header = try dataSource.supplementaryView(kind: .header, inSection: 0, on: host)
    #expect((header as? HeaderView)?.title == "Tweets")
    #expect(try dataSource.supplementaryView(kind: .header, inSection: 1, on: host) == nil)
    #expect(dataSource.title(kind: .header, inSection: 1) == "Notes")
    #expect(dataSource.title(kind: .header, inSection: 0) == nil)
    #expect((try dataSource.supplementaryView(kind: .footer, inSection: 1, on: host)) == nil)  // no footer view bound
    #expect(try dataSource.supplementaryHeight(kind: .header, inSection: 0, width: 320) == 30)
    #expect(try dataSource.supplementaryHeight(kind: .header, inSection: 1, width: 320) == nil)  // title: automatic
    #expect(try dataSource.supplementaryHeight(kind: .footer, inSection: 0, width: 320) == 0)
  }

  @Test("heights come from the cells and are cached by identity and width")
  func heights() throws {
    NoteCell.measured = 0
    #expect(try dataSource.height(at: [0, 1], width: 320) == 90)
    #expect(try dataSource.height(at: [1, 0], width: 320) == 15)
    #expect(try dataSource.height(at: [1, 0], width: 320) == 15)
    #expect(NoteCell.measured == 1)
    #expect(try dataSource.height(at: [1, 0], width: 480) == 15)
    #expect(NoteCell.measured == 2)
    #expect(dataSource.heightCache.count == 2)
  }

  @Test("no stale height after a model changes under the same identity")
  func noStaleHeights() throws {
    #expect(try dataSource.height(at: [1, 0], width: 320) == 15)
    var sections = dataSource.sections
    sections[1].items = [Note(id: 1, text: "hello, world")]
    try dataSource.apply(BatchUpdate(reloadedItems: [[1, 0]]), to: sections)
    #expect(try dataSource.height(at: [1, 0], width: 320) == 22)
    // Even without an explicit reload the content hash catches the change.
    sections[1].items = [Note(id: 1, text: "x")]
    dataSource.setSections(sections)
    #expect(try dataSource.height(at: [1, 0], width: 320) == 11)
  }

  @Test("collection sizes use the grid settings")
  func sizes() throws {
    dataSource.columns = 2
    dataSource.spacing = 10
    let photos = ListDataSource(registry: registry, sections: [ListSection(items: [Photo(id: 1)])])
    photos.columns = 3
    photos.insets = Insets(left: 10, right: 10)
    photos.spacing = 5
    #expect(
      try photos.size(at: [0, 0], containerSize: CGSize(width: 330, height: 600)) == CGSize(width: 100, height: 100))
    #expect(
      try dataSource.size(at: [0, 1], containerSize: CGSize(width: 330, height: 600)) == CGSize(width: 160, height: 90))
  }

  @Test("selection and display events are forwarded with the model")
  func events() {
    var selected: [String] = []
    var displayed: [IndexPath] = []
    dataSource.onSelect = { model, path in selected.append("\(model) at \(Array(path))") }
    dataSource.onWillDisplay = { _, _, path in displayed.append(path) }
    dataSource.didSelectItem(at: [0, 1])
    dataSource.didSelectItem(at: [5, 5])
    dataSource.willDisplay(AdCell(), at: [0, 1])
    #expect(selected == ["Ad(id: 2) at [0, 1]"])
    #expect(displayed == [[0, 1]])
  }

  @Test("models are held strongly")
  func strong() throws {
    weak var weakBox: Box?
    let ds: ListDataSource = try {
      let box = Box(42)
      weakBox = box
      try registry.register(BoxCell.self)
      return ListDataSource(registry: registry, sections: [ListSection(items: [box])])
    }()
    #expect(weakBox != nil)
    #expect(ds.item(at: [0, 0]) as? Box === weakBox)
  }

  @Test("a batch update swaps the data inside the host's update and passes its check")
  func batchUpdate() throws {
    var sections = dataSource.sections
    sections[0].items.remove(at: 1)
    sections[1].items.append(Note(id: 2, text: "new"))
    var swappedInside = false
    try dataSource.apply(BatchUpdate(deletedItems: [[0, 1]], insertedItems: [[1, 1]]), to: sections) { done in
      swappedInside = done
    }
    #expect(swappedInside)
    #expect(host.batchUpdates == [BatchUpdate(deletedItems: [[0, 1]], insertedItems: [[1, 1]])])
    #expect(host.failures.isEmpty)
    #expect(dataSource.itemCounts == [2, 2])
  }

  @Test("an inconsistent batch throws UIKit's message and changes nothing")
  func invalidBatch() throws {
    var sections = dataSource.sections
    sections[0].items.removeAll()
    let error = #expect(throws: CellError.self) {
      try dataSource.apply(BatchUpdate(deletedItems: [[0, 0]]), to: sections)
    }
    #expect(
      error?.message.hasPrefix(
        "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (0) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted)"
      ) == true)
    #expect(dataSource.itemCounts == [3, 1])
    #expect(host.batchUpdates.isEmpty)
  }

  @Test("setSections reloads the host")
  func reload() {
    dataSource.setSections([ListSection(items: [Ad(id: 9)])])
    #expect(host.events.last == .reloadData)
    #expect(dataSource.itemCounts == [1])
  }
}

@Suite("List states")
@MainActor
struct ListStateTests {
  let host = RecordingTableHost()
  let registry: CellRegistry

  init() throws {
    registry = try makeRegistry()
    try registry.register(NoteCell.self)
    try registry.register(SpinnerCell.self)
    try registry.register(EmptyCell.self)
    try registry.register(ErrorCell.self)
  }

  func notes(_ range: Range<Int>) -> [Any] { range.map { Note(id: $0, text: "n\($0)") } }

  @Test("an empty list shows the empty row, in its own section")
  func empty() throws {
    let ds = ListDataSource(registry: registry, sections: [ListSection(items: [])])
    #expect(ds.numberOfSections == 1)
    ds.emptyItem = EmptyItem(message: "No notes yet")
    ds.attach(to: host)
    #expect(ds.itemCounts == [0, 1])
    #expect(ds.isStatusRow(at: [1, 0]))
    #expect((try ds.cell(at: [1, 0], on: host) as? EmptyCell)?.message == "No notes yet")
    // Content arrives: the empty section goes, in the same batch as the inserts.
    try ds.apply(BatchUpdate(insertedItems: [[0, 0]]), to: [ListSection(items: notes(0..<1))])
    #expect(host.batchUpdates.last == BatchUpdate(deletedSections: [1], insertedItems: [[0, 0]]))
    #expect(host.failures.isEmpty)
    #expect(ds.itemCounts == [1])
  }

  @Test("loading shows a loading row after the models, without touching them")
  func loading() throws {
    let ds = ListDataSource(registry: registry, sections: [ListSection(items: notes(0..<2))])
    ds.attach(to: host)
    try ds.setStatus(.loading)
    #expect(ds.itemCounts == [2, 1])
    #expect(host.batchUpdates.last == BatchUpdate(insertedSections: [1]))
    #expect(try ds.cell(at: [1, 0], on: host) is SpinnerCell)
    #expect(try ds.height(at: [1, 0], width: 320) == 60)
    try ds.setStatus(.failed("offline"))
    #expect(host.batchUpdates.last == BatchUpdate(reloadedSections: [1]))
    #expect((try ds.cell(at: [1, 0], on: host) as? ErrorCell)?.message == "offline")
    var retried = 0
    ds.onRetry = { retried += 1 }
    ds.didSelectItem(at: [1, 0])
    #expect(retried == 1)
    try ds.setStatus(.idle)
    #expect(host.batchUpdates.last == BatchUpdate(deletedSections: [1]))
    #expect(ds.itemCounts == [2])
    #expect(host.failures.isEmpty)
  }

  @Test("load more fires once when the last rows show, then appends a page")
  func loadMore() throws {
    let ds = ListDataSource(registry: registry, sections: [ListSection(items: notes(0..<10))])
    ds.attach(to: host)
    var pages = 0
    ds.loadMore = LoadMoreTrigger(threshold: 3) { pages += 1 }
    ds.willDisplay(NoteCell(), at: [0, 6])
    #expect(pages == 0)
    ds.willDisplay(NoteCell(), at: [0, 7])
    #expect(pages == 1)
    #expect(ds.status == .loading)
    #expect(ds.itemCounts == [10, 1])
    ds.willDisplay(NoteCell(), at: [0, 8])
    ds.willDisplay(NoteCell(), at: [1, 0])
    #expect(pages == 1)
    try ds.appendItems(notes(10..<15), toSection: 0)
    #expect(ds.status == .idle)
    #expect(ds.itemCounts == [15])
    #expect(host.batchUpdates.last == BatchUpdate(deletedSections: [1], insertedItems: (10..<15).map { [0, $0] }))
    #expect(host.failures.isEmpty)
    ds.willDisplay(NoteCell(), at: [0, 12])
    #expect(pages == 2)
  }

  @Test("appending to a missing section is an error")
  func appendMissing() {
    let ds = ListDataSource(registry: registry)
    let error = #expect(throws: CellError.self) { try ds.appendItems([], toSection: 0) }
    #expect(
      error?.message
        == "cannot append to section 0: the data source has 0 model sections; add the section with apply(_:to:) first")
  }

  @Test("without a host, updates just swap the data")
  func detached() throws {
    let ds = ListDataSource(registry: registry, sections: [ListSection(items: notes(0..<1))])
    try ds.apply(BatchUpdate(insertedItems: [[0, 1]]), to: [ListSection(items: notes(0..<2))])
    #expect(ds.itemCounts == [2])
  }
}
