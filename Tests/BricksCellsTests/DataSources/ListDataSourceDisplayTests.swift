import BricksCells
import BricksTesting
import Foundation
import Testing

/// A model no cell is bound to.
struct Unbound: Hashable {}

/// iOS 18 allows one dequeue per display request: `displayCell`/`displaySupplementaryView` hand
/// back the view the host already dequeued when it cannot be configured, and never one left by
/// an earlier request.
@Suite("ListDataSource display requests dequeue once")
@MainActor
struct ListDataSourceDisplayTests {
  @Test("a configured cell comes back without an error, from one dequeue")
  func configured() throws {
    let host = RecordingTableHost()
    let list = ListDataSource(registry: try makeRegistry(), sections: [ListSection(items: [Ad(id: 1)])])
    let (view, error) = list.displayCell(at: [0, 0], on: host)
    #expect(view is AdCell)
    #expect(error == nil)
    #expect(host.dequeues.count == 1)
  }

  @Test("a cell of another class comes back unconfigured with the wrong-cell-type error, from one dequeue")
  func wrongClass() throws {
    let host = RecordingTableHost()
    let list = ListDataSource(registry: try makeRegistry(), sections: [ListSection(items: [Ad(id: 1), Ad(id: 2)])])
    _ = list.displayCell(at: [0, 0], on: host)
    // Someone registers another class under AdCell's identifier by hand.
    host.registerCell(
      ViewRegistration(class: TweetCell.self, make: { TweetCell() }), reuseIdentifier: AdCell.reuseIdentifier)
    host.clearEvents()
    let (view, error) = list.displayCell(at: [0, 1], on: host)
    let cell = try #require(view as? TweetCell)
    #expect(cell.shown == nil)
    #expect((error as? CellError)?.code == .wrongCellType)
    #expect(host.dequeues.count == 1)
  }

  @Test("when nothing could be dequeued there is no view, only the error")
  func nothingDequeued() throws {
    let host = RecordingTableHost()
    let list = ListDataSource(registry: try makeRegistry(), sections: [ListSection(items: [Unbound()])])
    let (view, error) = list.displayCell(at: [0, 0], on: host)
    #expect(view == nil)
    #expect((error as? CellError)?.code == .noCellForModel)
    let (outside, outsideError) = list.displayCell(at: [3, 0], on: host)
    #expect(outside == nil)
    #expect((outsideError as? CellError)?.code == .indexOutOfRange)
    #expect(host.dequeues.isEmpty)
  }

  @Test("a view an earlier failed dequeue left is never handed to a later request")
  func staleViewIsDiscarded() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    _ = try registry.dequeueCell(for: Ad(id: 1), at: [0, 0], on: host)
    host.registerCell(
      ViewRegistration(class: TweetCell.self, make: { TweetCell() }), reuseIdentifier: AdCell.reuseIdentifier)
    // A direct call fails after its dequeue, outside any display request...
    #expect(throws: CellError.self) { try registry.dequeueCell(for: Ad(id: 2), at: [0, 1], on: host) }
    // ...and a later request that dequeues nothing must not return that cell.
    let list = ListDataSource(registry: registry, sections: [ListSection(items: [Unbound()])])
    let (view, error) = list.displayCell(at: [0, 0], on: host)
    #expect(view == nil)
    #expect((error as? CellError)?.code == .noCellForModel)
  }

  @Test("a header view of another class comes back unconfigured with the error")
  func wrongHeaderClass() throws {
    let host = RecordingCollectionHost()
    let registry = try makeRegistry()
    let list = ListDataSource(registry: registry, sections: [ListSection(header: Header(title: "a"), items: [])])
    _ = list.displaySupplementaryView(kind: .header, inSection: 0, on: host)
    host.registerSupplementaryView(
      ViewRegistration(class: TweetCell.self, make: { TweetCell() }), kind: .header,
      reuseIdentifier: HeaderView.reuseIdentifier)
    let (view, error) = list.displaySupplementaryView(kind: .header, inSection: 0, on: host)
    #expect(view is TweetCell)
    #expect((error as? CellError)?.code == .wrongCellType)
    let (none, noError) = list.displaySupplementaryView(kind: .footer, inSection: 0, on: host)
    #expect(none == nil && noError == nil)
  }
}
