import BricksCells
import BricksTesting
import Foundation
import Testing

@Suite("Recording host")
@MainActor
struct RecordingHostTests {
  @Test("dequeuing an unregistered identifier fails with UIKit's message and the Bricks fix")
  func unregistered() {
    let host = RecordingTableHost()
    host.reportsIssues = false
    let error = #expect(throws: CellError.self) { try host.dequeueCell(reuseIdentifier: "TweetCell", for: [0, 0]) }
    #expect(error?.code == .unregisteredIdentifier)
    #expect(
      error?.message.hasPrefix(
        "unable to dequeue a cell with identifier TweetCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      ) == true)
    #expect(error?.message.contains("registry.register(Cell.self, for: Model.self)") == true)
    #expect(host.failures == [error!])
    #expect(host.events == [.failure(error!.message)])
  }

  @Test("unregistered supplementary views fail the same way")
  func unregisteredSupplementary() {
    let host = RecordingCollectionHost()
    host.reportsIssues = false
    let error = #expect(throws: CellError.self) {
      try host.dequeueSupplementaryView(kind: .header, reuseIdentifier: "H", for: [0, 0])
    }
    #expect(
      error?.message.hasPrefix(
        "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier H") == true)
  }

  @Test("cells are reused after they leave the screen, prepared for reuse")
  func reuse() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let first = try registry.dequeueCell(for: Tweet(id: 1, text: "a"), at: [0, 0], on: host) as! TweetCell
    let second = try registry.dequeueCell(for: Tweet(id: 2, text: "b"), at: [0, 1], on: host) as! TweetCell
    #expect(first !== second)
    #expect(host.createdCellCount == 2)
    host.endDisplayingCell(at: [0, 0])
    #expect(host.queuedCellCount(for: TweetCell.reuseIdentifier) == 1)
    let third = try registry.dequeueCell(for: Tweet(id: 3, text: "c"), at: [0, 2], on: host) as! TweetCell
    #expect(third === first)
    #expect(third.prepared == 1)
    #expect(third.shown?.id == 3)
    #expect(host.reusedCellCount == 1)
    #expect(host.dequeues.last == .dequeueCell(identifier: TweetCell.reuseIdentifier, indexPath: [0, 2], reused: true))
  }

  @Test("a queue only hands out cells of its own identifier")
  func queuesPerIdentifier() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    host.reloadData()
    let tweet = try registry.dequeueCell(for: Tweet(id: 1, text: ""), at: [0, 0], on: host)
    #expect(tweet is TweetCell)
    #expect(host.queuedCellCount(for: AdCell.reuseIdentifier) == 1)
    #expect(try registry.dequeueCell(for: Ad(id: 2), at: [0, 1], on: host) is AdCell)
    #expect(host.reusedCellCount == 1)
  }

  @Test("dequeuing again for a visible index path sends the old cell to the queue")
  func replaceVisible() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let a = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    let b = try registry.dequeueCell(for: Ad(id: 2), at: [0, 0], on: host)
    let replaced = a !== b
    let visible = host.visibleCells[[0, 0]].map { $0 === b } ?? false
    #expect(replaced)
    #expect(visible)
    #expect(host.queuedCellCount(for: AdCell.reuseIdentifier) == 1)
  }

  @Test("re-registering an identifier drops its queue, as UIKit does")
  func reRegister() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    host.reloadData()
    #expect(host.queuedCellCount(for: AdCell.reuseIdentifier) == 1)
    host.registerCell(ViewRegistration(class: AdCell.self, make: { AdCell() }), reuseIdentifier: AdCell.reuseIdentifier)
    #expect(host.queuedCellCount(for: AdCell.reuseIdentifier) == 0)
  }

  @Test("a table shares one pool for headers and footers; a collection keeps one per kind")
  func supplementaryPools() throws {
    let registry = CellRegistry()
    try registry.registerSupplementaryView(HeaderView.self, kind: .header, for: Header.self)
    try registry.registerSupplementaryView(HeaderView.self, kind: .footer, for: Header.self)
    let table = RecordingTableHost(), collection = RecordingCollectionHost()
    registry.registerAll(on: table)
    registry.registerAll(on: collection)
    #expect(table.registeredSupplementaryIdentifiers == [HeaderView.reuseIdentifier])
    #expect(collection.registeredSupplementaryIdentifiers.count == 2)
    let footer = try registry.dequeueSupplementaryView(
      for: Header(title: "f"), kind: .footer, at: [0, 0], on: collection)
    #expect((footer as? HeaderView)?.title == "f")
    let visible = collection.visibleSupplementaryViews[.footer]?[[0, 0]].map { $0 === footer } ?? false
    #expect(visible)
  }

  @Test("an inconsistent batch update is recorded with UIKit's message")
  func batchChecked() {
    let host = RecordingTableHost()
    host.reportsIssues = false
    var counts = [2]
    host.attachItemCounts { counts }
    host.performBatchUpdate(BatchUpdate(insertedItems: [[0, 2]]), updatingData: {}, completion: nil)
    #expect(host.failures.count == 1)
    #expect(
      host.failures.first?.message.hasPrefix(
        "Invalid update: attempt to insert item 2 into section 0, but there are only 2 items in section 0 after the update"
      ) == true)
    host.clearEvents()
    var completed = false
    host.performBatchUpdate(
      BatchUpdate(insertedItems: [[0, 2]]), updatingData: { counts = [3] }, completion: { completed = $0 })
    #expect(host.failures.isEmpty)
    #expect(completed)
    #expect(host.events == [.batchUpdate(BatchUpdate(insertedItems: [[0, 2]]))])
  }

  @Test("events describe themselves")
  func descriptions() {
    #expect(
      RecordingHost.Event.dequeueCell(identifier: "X", indexPath: [0, 1], reused: true).description
        == "dequeue 'X' at [0, 1] (reused)")
    #expect(
      RecordingHost.Event.registerCell(identifier: "X", className: "XCell", nib: "XCell").description
        == "register nib XCell as 'X'")
    #expect(RecordingHost.Event.reloadData.description == "reloadData")
  }

  @Test("event recording can be turned off")
  func noRecording() throws {
    let registry = try makeRegistry()
    let host = RecordingCollectionHost()
    host.recordsEvents = false
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    #expect(host.events.isEmpty)
    #expect(host.createdCellCount == 1)
  }
}
