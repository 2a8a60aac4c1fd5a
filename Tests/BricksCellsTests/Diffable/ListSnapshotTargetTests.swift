import BricksCells
import BricksTesting
import Foundation
import Testing

@Suite("ListDataSource with a snapshot target") @MainActor
struct ListSnapshotTargetTests {
  struct Post: Identifiable, Hashable {
    var id: Int
    var likes = 0
  }
  struct Promo: Identifiable, Hashable { var id: Int }

  func source() throws -> (ListDataSource, RecordingListSnapshotTarget, RecordingHost) {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let source = ListDataSource(registry: registry)
    let host = RecordingHost(kind: .table, size: CGSize(width: 320, height: 480))
    source.attach(to: host)
    let target = RecordingListSnapshotTarget()
    source.snapshotTarget = target
    return (source, target, host)
  }

  @Test("setStatus, apply, appendItems and setSections become snapshots; the host sees no batch update")
  func updatesBecomeSnapshots() throws {
    let (source, target, host) = try source()
    source.setSections([ListSection(items: [Post(id: 1)])])
    try source.setStatus(.loading)
    #expect(
      target.applied.last?.sectionIdentifiers == positionIdentifiers(1) + [ListDataSource.statusSectionIdentifier])
    try source.appendItems([Post(id: 2)], toSection: 0)
    #expect(target.applied.last?.itemIdentifiers == [[ItemIdentifier(Post.self, 1), ItemIdentifier(Post.self, 2)]])
    #expect(source.status == .idle)
    try source.apply(BatchUpdate(), to: [ListSection(items: [Post(id: 2)])])
    #expect(target.applied.last?.itemIdentifiers == [[ItemIdentifier(Post.self, 2)]])
    #expect(target.applied.count == 4)
    let updates = host.events.filter {
      switch $0 {
      case .reloadData, .batchUpdate: true
      default: false
      }
    }
    #expect(updates.isEmpty)
  }

  @Test("load-more fires from a display event and shows the loading row as a snapshot, once per page")
  func loadMoreThroughSnapshots() throws {
    let (source, target, _) = try source()
    var fired = 0
    source.loadMore = LoadMoreTrigger(threshold: 2) { fired += 1 }
    source.setSections([ListSection(items: (1...5).map { Post(id: $0) })])
    source.willDisplay(NSObject(), at: [0, 2])
    #expect(fired == 0)
    source.willDisplay(NSObject(), at: [0, 3])
    source.willDisplay(NSObject(), at: [0, 4])
    #expect(fired == 1)
    #expect(source.status == .loading)
    #expect(target.applied.last?.sectionIdentifiers.last == ListDataSource.statusSectionIdentifier)
    try source.appendItems([Post(id: 6)], toSection: 0)
    #expect(target.applied.last?.sectionIdentifiers == positionIdentifiers(1))
  }

  @Test("the status row is reloaded when loading turns into an error, reconfigured when the error text changes")
  func statusRowChanges() throws {
    let (source, target, _) = try source()
    source.setSections([ListSection(items: [Post(id: 1)])])
    let row = try #require(
      source.snapshotContent(for: source.sections, status: .loading).itemIdentifiers.last?.first)
    try source.setStatus(.loading)
    try source.setStatus(.failed("offline"))
    #expect(target.applied.last?.reloadedItemIdentifiers == [row])
    #expect(target.applied.last?.reconfiguredItemIdentifiers == [])
    try source.setStatus(.failed("timed out"))
    #expect(target.applied.last?.reconfiguredItemIdentifiers == [row])
    #expect(target.applied.last?.reloadedItemIdentifiers == [])
  }

  @Test("a model of another type with a shown identifier is another item; one with new content reconfigured")
  func anotherTypeIsAnotherItem() throws {
    let (source, target, _) = try source()
    source.setSections([ListSection(items: [Post(id: 1), Post(id: 2)])])
    try source.applySnapshot([ListSection(items: [Promo(id: 1), Post(id: 2, likes: 3)])], to: target)
    #expect(target.applied.last?.itemIdentifiers == [[ItemIdentifier(Promo.self, 1), ItemIdentifier(Post.self, 2)]])
    #expect(target.applied.last?.reloadedItemIdentifiers == [])
    #expect(target.applied.last?.reconfiguredItemIdentifiers == [ItemIdentifier(Post.self, 2)])
  }

  @Test("setSections with a model that has no identity reports it and changes nothing")
  func setSectionsReportsNoIdentity() throws {
    let (source, target, _) = try source()
    var errors: [CellError] = []
    source.onError = { errors.append($0) }
    source.setSections([ListSection(items: [Plain()])])
    #expect(errors.map(\.code) == [.noIdentity])
    #expect(target.applied.isEmpty)
    #expect(source.sections.isEmpty)
  }
}
