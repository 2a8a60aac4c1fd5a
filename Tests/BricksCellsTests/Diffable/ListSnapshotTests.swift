import BricksCells
import BricksTesting
import Foundation
import Testing

@MainActor
final class RecordingListSnapshotTarget: SnapshotApplying {
  var applied: [SnapshotContent] = []
  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    applied.append(content)
    completion?()
  }
}

struct Plain {}

@Suite("ListDataSource snapshots") @MainActor
struct ListSnapshotTests {
  func dataSource() throws -> ListDataSource {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    return ListDataSource(registry: registry)
  }

  @Test("sections become index identifiers and models their Hashable identity, duplicates dropped")
  func contentOfSections() throws {
    let source = try dataSource()
    let target = RecordingListSnapshotTarget()
    let a = Tweet(id: 1, text: "a"), b = Tweet(id: 2, text: "b")
    try source.applySnapshot([ListSection(items: [a, b, a]), ListSection(items: [b])], to: target)
    let content = try #require(target.applied.last)
    #expect(content.sectionIdentifiers == positionIdentifiers(2))
    let (idA, idB) = (ItemIdentifier(Tweet.self, a), ItemIdentifier(Tweet.self, b))
    #expect(content.itemIdentifiers == [[idA, idB], []])
    #expect(content.droppedItemIdentifiers == [idA, idB])
    #expect(source.item(forSnapshotIdentifier: idB) as? Tweet == b)
  }

  @Test("an Identifiable model whose content changed is reconfigured under the same identifier")
  func reconfiguresChangedModels() throws {
    struct Post: Identifiable, Hashable { var id: Int; var likes: Int }
    let source = try dataSource()
    let target = RecordingListSnapshotTarget()
    try source.applySnapshot([ListSection(items: [Post(id: 1, likes: 0), Post(id: 2, likes: 0)])], to: target)
    try source.applySnapshot([ListSection(items: [Post(id: 1, likes: 5), Post(id: 2, likes: 0)])], to: target)
    #expect(target.applied.last?.itemIdentifiers == [[ItemIdentifier(Post.self, 1), ItemIdentifier(Post.self, 2)]])
    #expect(target.applied.last?.reconfiguredItemIdentifiers == [ItemIdentifier(Post.self, 1)])
  }

  @Test("the status row is its own section after the model sections")
  func statusSection() throws {
    let source = try dataSource()
    let target = RecordingListSnapshotTarget()
    try source.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a")])], status: .loading, to: target)
    #expect(
      target.applied.last?.sectionIdentifiers == positionIdentifiers(1) + [ListDataSource.statusSectionIdentifier])
    #expect(target.applied.last?.itemIdentifiers.last?.count == 1)
    #expect(source.status == .loading)
  }

  @Test("a model with no identity throws, naming where it is, and changes nothing")
  func noIdentityThrows() throws {
    let source = try dataSource()
    let target = RecordingListSnapshotTarget()
    #expect {
      try source.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a"), Plain()])], to: target)
    } throws: { error in
      let error = error as? CellError
      return error?.code == .noIdentity && error?.message.contains("Plain at [0, 1]") == true
    }
    #expect(target.applied.isEmpty)
    #expect(source.sections.isEmpty)
  }
}

@Suite("ListDataSource identity: type and identifier") @MainActor
struct ListIdentityTests {
  struct Story: Identifiable, Hashable {
    var id: Int
    var title = ""
  }
  struct Sponsor: Identifiable, Hashable {
    var id: Int
    var title = ""
  }

  @Test("two model types sharing identifier values are two items in a snapshot, none dropped")
  func sharedIdentifiersInSnapshots() throws {
    let source = ListDataSource(registry: CellRegistry())
    let target = RecordingListSnapshotTarget()
    try source.applySnapshot([ListSection(items: [Story(id: 1), Sponsor(id: 1), Story(id: 2)])], to: target)
    let first = try #require(target.applied.last)
    #expect(
      first.itemIdentifiers == [
        [ItemIdentifier(Story.self, 1), ItemIdentifier(Sponsor.self, 1), ItemIdentifier(Story.self, 2)]
      ])
    #expect(!first.hasDroppedIdentifiers)
    #expect(source.numberOfItems(inSection: 0) == 3)
    // A change to one of them reconfigures that one only.
    try source.applySnapshot(
      [ListSection(items: [Story(id: 1), Sponsor(id: 1, title: "new"), Story(id: 2)])], to: target)
    #expect(target.applied.last?.reconfiguredItemIdentifiers == [ItemIdentifier(Sponsor.self, 1)])
    #expect(
      source.item(forSnapshotIdentifier: ItemIdentifier(Sponsor.self, 1)) as? Sponsor == Sponsor(id: 1, title: "new"))
    #expect(source.item(forSnapshotIdentifier: ItemIdentifier(Story.self, 1)) as? Story == Story(id: 1))
  }

  final class StoryCell: ConfigurableCell, HostInstantiable, ModelHeight {
    init() {}
    func configure(with model: Story) {}
    static func height(for model: Story, width: CGFloat) -> CGFloat { 40 }
  }
  final class SponsorCell: ConfigurableCell, HostInstantiable, ModelHeight {
    init() {}
    func configure(with model: Sponsor) {}
    static func height(for model: Sponsor, width: CGFloat) -> CGFloat { 90 }
  }

  @Test("two model types sharing identifier values keep their own heights in batch mode")
  func sharedIdentifiersInHeights() throws {
    let registry = CellRegistry()
    try registry.register(StoryCell.self)
    try registry.register(SponsorCell.self)
    let source = ListDataSource(registry: registry)
    let host = RecordingTableHost(width: 320)
    source.attach(to: host)
    try source.apply(BatchUpdate(insertedSections: [0]), to: [ListSection(items: [Story(id: 1), Sponsor(id: 1)])])
    #expect(try source.height(at: [0, 0], width: 320) == 40)
    #expect(try source.height(at: [0, 1], width: 320) == 90)
    #expect(source.heightCache.count == 2)
    // Answered from the cache, each under its own identity.
    #expect(try source.height(at: [0, 0], width: 320) == 40)
    #expect(try source.height(at: [0, 1], width: 320) == 90)
    #expect(source.itemIdentifier(of: Story(id: 1)) != source.itemIdentifier(of: Sponsor(id: 1)))
  }
}
