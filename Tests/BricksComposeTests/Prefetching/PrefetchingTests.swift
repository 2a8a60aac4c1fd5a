import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

struct PhotoUnit: ComposingUnit, PrefetchingUnit, Equatable {
  var identifier: String
  let log: EventLog
  static func == (a: PhotoUnit, b: PhotoUnit) -> Bool { a.identifier == b.identifier }
  func configure(_ cell: LabelCell) {}
  func prefetch() { log.entries.append("prefetch \(identifier)") }
  func cancelPrefetching() { log.entries.append("cancel \(identifier)") }
}

struct Photo: Prefetchable, Identifiable, Hashable {
  var id: Int
  @MainActor static var log: [String] = []
  func prefetch() { Self.log.append("prefetch \(id)") }
  func cancelPrefetching() { Self.log.append("cancel \(id)") }
}

final class PhotoCell: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: Photo) {}
}

@Suite("Prefetching", .serialized) @MainActor
struct PrefetchingTests {
  @Test("prefetch calls reach exactly the prefetching units at the index paths, across sections")
  func unitsReceivePrefetch() {
    let log = EventLog()
    let container = ComposingContainer(host: RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480)))
    container.updateSections(animated: false) {
      UnitSection(id: 0) {
        PhotoUnit(identifier: "a", log: log); TextUnit("t"); PhotoUnit(identifier: "b", log: log)
      }
      UnitSection(id: 1) { PhotoUnit(identifier: "c", log: log) }
    }
    #expect(container.prefetch(at: [[0, 2], [0, 1], [1, 0], [5, 5]]) == 2)
    #expect(container.cancelPrefetching(at: [[1, 0], [0, 0]]) == 2)
    #expect(log.entries == ["prefetch b", "prefetch c", "cancel c", "cancel a"])
  }

  @Test("prefetch calls reach the Prefetchable models of a list, and not the status row")
  func modelsReceivePrefetch() throws {
    Photo.log = []
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let source = ListDataSource(
      registry: registry,
      sections: [ListSection(items: [Photo(id: 1), Photo(id: 2)]), ListSection(items: [Photo(id: 3)])])
    try source.setStatus(.loading)
    #expect(source.prefetchItems(at: [[1, 0], [0, 0], [2, 0]]) == 2)
    #expect(source.cancelPrefetchingItems(at: [[0, 1]]) == 1)
    #expect(Photo.log == ["prefetch 3", "prefetch 1", "cancel 2"])
  }

  @Test("load more fires from prefetching near the end, once per page")
  func loadMoreFromPrefetching() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let source = ListDataSource(registry: registry, sections: [ListSection(items: (0..<20).map { Photo(id: $0) })])
    var pages = 0
    source.loadMore = LoadMoreTrigger(threshold: 5) { pages += 1 }
    source.prefetchItems(at: [[0, 10], [0, 11]])
    #expect(pages == 0)  // 20 - 11 = 9 rows from the end, beyond the threshold
    source.prefetchItems(at: [[0, 14], [0, 15]])
    #expect(pages == 1 && source.status == .loading)
    source.prefetchItems(at: [[0, 18]])
    #expect(pages == 1)  // still loading: not again
  }
}

/// A prefetching model with a log of its own (``Photo``'s is shared with another suite).
struct Picture: Prefetchable, Identifiable, Hashable {
  var id: Int
  @MainActor static var log: [String] = []
  func prefetch() { Self.log.append("prefetch \(id)") }
  func cancelPrefetching() { Self.log.append("cancel \(id)") }
}

final class PictureCell: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: Picture) {}
}

@Suite("Prefetching tracked by identity", .serialized) @MainActor
struct PrefetchIdentityTests {
  @Test("a list cancels the model that prefetched, after an update inserted rows at the front")
  func listCancelsThePrefetchedModel() throws {
    Picture.log = []
    let registry = CellRegistry()
    try registry.register(PictureCell.self)
    let source = ListDataSource(registry: registry, sections: [ListSection(items: [Picture(id: 1), Picture(id: 2)])])
    #expect(source.prefetchItems(at: [[0, 1]]) == 1)
    try source.apply(
      BatchUpdate(insertedItems: [[0, 0]]), to: [ListSection(items: [Picture(id: 0), Picture(id: 1), Picture(id: 2)])])
    #expect((source.item(at: [0, 1]) as? Picture)?.id == 1, "the row at the prefetched path is another one now")
    #expect(source.cancelPrefetchingItems(at: [[0, 1]]) == 1)
    #expect(Picture.log == ["prefetch 2", "cancel 2"])
    // Cancelled once: the path is answered with what is shown there from now on.
    #expect(source.cancelPrefetchingItems(at: [[0, 1]]) == 1)
    #expect(Picture.log.last == "cancel 1")
  }

  @Test("a list forgets a prefetch once its row is shown")
  func listForgetsShownPrefetches() throws {
    Picture.log = []
    let source = ListDataSource(
      registry: CellRegistry(), sections: [ListSection(items: [Picture(id: 1), Picture(id: 2)])])
    source.prefetchItems(at: [[0, 0]])
    source.willDisplay(PictureCell(), at: [0, 0])
    source.setSections([ListSection(items: [Picture(id: 9), Picture(id: 1)])])
    source.cancelPrefetchingItems(at: [[0, 0]])
    #expect(Picture.log == ["prefetch 1", "cancel 9"])
  }

  @Test("a container cancels the unit that prefetched, in batch and diffable mode, after an insert at the front")
  func containerCancelsThePrefetchedUnit() {
    for diffable in [false, true] {
      let log = EventLog()
      let container = ComposingContainer(host: RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480)))
      let target = RecordingSnapshotTarget()
      if diffable { container.snapshotTarget = target }
      container.update(animated: false) {
        PhotoUnit(identifier: "a", log: log); PhotoUnit(identifier: "b", log: log)
      }
      #expect(container.prefetch(at: [[0, 0], [0, 1]]) == 2)
      container.update {
        PhotoUnit(identifier: "new", log: log); PhotoUnit(identifier: "a", log: log);
        PhotoUnit(identifier: "b", log: log)
      }
      #expect(container.cancelPrefetching(at: [[0, 1], [0, 0]]) == 2)
      #expect(log.entries == ["prefetch a", "prefetch b", "cancel b", "cancel a"], "diffable: \(diffable)")
    }
  }
}
