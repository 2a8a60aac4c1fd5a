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
    #expect(content.sectionIdentifiers == [AnyHashable(0), AnyHashable(1)])
    #expect(content.itemIdentifiers == [[AnyHashable(a), AnyHashable(b)], []])
    #expect(content.droppedIdentifiers == [AnyHashable(a), AnyHashable(b)])
    #expect(source.item(forSnapshotIdentifier: AnyHashable(b)) as? Tweet == b)
  }

  @Test("an Identifiable model whose content changed is reconfigured under the same identifier")
  func reconfiguresChangedModels() throws {
    struct Post: Identifiable, Hashable { var id: Int; var likes: Int }
    let source = try dataSource()
    let target = RecordingListSnapshotTarget()
    try source.applySnapshot([ListSection(items: [Post(id: 1, likes: 0), Post(id: 2, likes: 0)])], to: target)
    try source.applySnapshot([ListSection(items: [Post(id: 1, likes: 5), Post(id: 2, likes: 0)])], to: target)
    #expect(target.applied.last?.itemIdentifiers == [[AnyHashable(1), AnyHashable(2)]])
    #expect(target.applied.last?.reconfiguredItemIdentifiers == [AnyHashable(1)])
  }

  @Test("the status row is its own section after the model sections")
  func statusSection() throws {
    let source = try dataSource()
    let target = RecordingListSnapshotTarget()
    try source.applySnapshot([ListSection(items: [Tweet(id: 1, text: "a")])], status: .loading, to: target)
    #expect(target.applied.last?.sectionIdentifiers == [AnyHashable(0), ListDataSource.statusSectionIdentifier])
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
