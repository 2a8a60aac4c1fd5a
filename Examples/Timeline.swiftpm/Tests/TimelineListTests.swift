import Bricks
import BricksTesting
import Foundation
import Testing

@testable import AppModule

/// The view model's content, shown by a `ListDataSource` the way the app's screen shows it
/// (the same registry bindings and snapshot path, with cells that need no UIKit).
@MainActor
@Suite struct TimelineListTests {
  let list: ListDataSource
  let snapshots = RecordingSnapshots()
  let host = RecordingTableHost()  // the list holds its host weakly

  init() throws {
    list = ListDataSource(registry: CellRegistry())
    try list.registry.register(FakeTweetCell.self)
    try list.registry.register(FakeLoadingCell.self)
    try list.registry.register(FakeErrorCell.self)
    try list.registry.register(FakeEmptyCell.self)
    list.emptyItem = EmptyItem(message: "No tweets yet. Pull to refresh.")
    list.attach(to: host)
  }

  func show(_ content: TimelineContent) throws {
    try list.applySnapshot(content.sections, status: content.status, to: snapshots)
  }

  @Test func theFirstLoadShowsOnlyTheLoadingRowThenTheTweets() async throws {
    let model = TimelineViewModel(loader: ScriptedLoader())
    var shown: [[String]] = []
    model.onChange = { content in
      try? show(content)
      shown.append(rows())
    }
    await model.start()
    #expect(shown.first == ["LoadingItem"])
    #expect(shown.last?.count == 20)
    #expect(shown.last?.allSatisfy { $0.hasPrefix("tweet ") } == true)
    #expect(snapshots.applied.count == 2)
  }

  @Test func anEmptyTimelineShowsTheEmptyRowAndAFailureTheErrorRowThatRetries() throws {
    try show(TimelineContent(rows: [], status: .idle, isRefreshing: false, canLoadMore: false))
    #expect(rows() == ["EmptyItem: No tweets yet. Pull to refresh."])
    try show(TimelineContent(rows: [], status: .failed("offline"), isRefreshing: false, canLoadMore: false))
    #expect(rows() == ["ErrorItem: offline"])
    var retried = 0
    list.onRetry = { retried += 1 }
    list.didSelectItem(at: IndexPath(item: 0, section: list.numberOfSections - 1))
    #expect(retried == 1)
  }

  @Test func aTweetWhoseCountsChangedIsReconfiguredNotReplaced() throws {
    let statuses = TimelineViewModelTests.all.prefix(3).map(TweetRow.init)
    try show(TimelineContent(rows: statuses, status: .idle, isRefreshing: false, canLoadMore: true))
    let liked = statuses.map { row in row.id == statuses[1].id ? row.liked() : row }
    try show(TimelineContent(rows: liked, status: .idle, isRefreshing: false, canLoadMore: true))
    let last = try #require(snapshots.applied.last)
    #expect(last.reconfiguredItemIdentifiers.count == 1)
    #expect(last.reloadedItemIdentifiers.isEmpty)
    #expect((list.item(at: IndexPath(item: 1, section: 0)) as? TweetRow)?.likes == statuses[1].likes + 1)
  }

  @Test func theHeightCacheAnswersForAMeasuredRowUntilItChanges() throws {
    let row = TweetRow(TimelineViewModelTests.all[0])
    try show(TimelineContent(rows: [row], status: .idle, isRefreshing: false, canLoadMore: false))
    let path = IndexPath(item: 0, section: 0)
    #expect(try list.height(at: path, width: 375) == nil, "not measured yet: self-sizing")
    // What the screen does when the table displays the measured row.
    list.heightCache.store(132, for: try #require(list.itemIdentifier(of: row)), width: 375, revision: row.hashValue)
    #expect(try list.height(at: path, width: 375) == 132)
    #expect(try list.height(at: path, width: 414) == nil, "another width is measured again")
    try show(TimelineContent(rows: [row.liked()], status: .idle, isRefreshing: false, canLoadMore: false))
    #expect(try list.height(at: path, width: 375) == nil, "changed content is measured again")
  }

  /// What each row of the list shows, in order, status row included.
  func rows() -> [String] {
    (0..<list.numberOfSections).flatMap { section in
      (0..<list.numberOfItems(inSection: section)).map { item -> String in
        switch list.item(at: IndexPath(item: item, section: section)) {
        case let row as TweetRow: "tweet \(row.id)"
        case is LoadingItem: "LoadingItem"
        case let empty as EmptyItem: "EmptyItem: \(empty.message)"
        case let error as ErrorItem: "ErrorItem: \(error.message)"
        case let other: "\(String(describing: other))"
        }
      }
    }
  }
}

extension TweetRow {
  /// The same tweet with one more like.
  func liked() -> TweetRow {
    TweetRow(
      id: id, author: author, handle: handle, text: text, retweetedBy: retweetedBy, postedAt: postedAt,
      retweets: retweets, likes: likes + 1, mediaCount: mediaCount)
  }
}
