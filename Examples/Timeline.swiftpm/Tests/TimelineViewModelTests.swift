import Bricks
import Foundation
import Testing

@testable import AppModule

@MainActor
@Suite struct TimelineViewModelTests {
  /// Every status of the payload, newest first, as the loader serves them.
  static let all: [SearchResult.Status] = {
    guard let data = try? Data(contentsOf: timelineURL), let result = try? SearchResult.parse(data) else { return [] }
    return result.statuses.sorted { $0.id > $1.id }
  }()

  @Test func thePayloadIsTheBundledSearch() {
    #expect(Self.all.count == 60)
    #expect(Set(Self.all.map(\.id)).count == 60)
  }

  @Test func startShowsTheNewestReleasedPage() async {
    let model = TimelineViewModel(loader: ScriptedLoader())
    var seen: [ListStatus] = []
    model.onChange = { seen.append($0.status) }
    await model.start()
    #expect(seen == [.loading, .idle])
    #expect(model.rows.map(\.id) == Self.all.dropFirst(10).prefix(20).map(\.id))
    #expect(model.content.canLoadMore)
    #expect(!model.content.isRefreshing)
  }

  @Test func loadMoreAppendsOlderPagesUntilTheEnd() async {
    let model = TimelineViewModel(loader: ScriptedLoader())
    await model.start()
    await model.loadMore()
    #expect(model.rows.map(\.id) == Self.all.dropFirst(10).prefix(40).map(\.id))
    await model.loadMore()
    #expect(model.rows.count == 50)
    #expect(!model.reachedEnd)
    await model.loadMore()  // empty: the end
    #expect(model.reachedEnd)
    #expect(!model.content.canLoadMore)
    #expect(model.rows.map(\.id) == Self.all.dropFirst(10).map(\.id))
  }

  @Test func refreshPutsNewerStatusesOnTop() async {
    let model = TimelineViewModel(loader: ScriptedLoader())
    await model.start()
    var refreshing: [Bool] = []
    model.onChange = { refreshing.append($0.isRefreshing) }
    await model.refresh()
    #expect(refreshing == [true, false])
    #expect(model.rows.map(\.id) == Self.all.dropFirst(5).prefix(25).map(\.id))
    await model.refresh()
    await model.refresh()  // nothing newer is left
    #expect(model.rows.map(\.id) == Self.all.prefix(30).map(\.id))
  }

  @Test func aFailureShowsTheErrorRowAndRetryRecovers() async {
    let loader = ScriptedLoader()
    let model = TimelineViewModel(loader: loader)
    await loader.setFailNext(true)
    await model.start()
    #expect(model.content.status == .failed("the network is down; try again"))
    #expect(model.rows.isEmpty)
    await model.retry()
    #expect(model.content.status == .idle)
    #expect(model.rows.count == 20)
    await loader.setFailNext(true)
    await model.loadMore()
    #expect(model.content.status == .failed("the network is down; try again"))
    #expect(model.rows.count == 20, "a failed page keeps what is shown")
    await model.retry()
    #expect(model.rows.count == 40)
  }

  @Test func retryAfterAFailedPullPullsAgain() async {
    let loader = ScriptedLoader()
    let model = TimelineViewModel(loader: loader)
    await model.start()
    await loader.setFailNext(true)
    await model.refresh()
    #expect(model.content.status == .failed("the network is down; try again"))
    await model.retry()
    #expect(model.rows.map(\.id) == Self.all.dropFirst(5).prefix(25).map(\.id), "the newer statuses, not the next page")
  }

  @Test func anUnreadableFileSaysWhichAndWhatToDo() async {
    let missing = URL(fileURLWithPath: "/nonexistent/timeline.json")
    let model = TimelineViewModel(loader: BundledTimelineLoader(url: missing))
    await model.start()
    guard case .failed(let message) = model.content.status else {
      Issue.record("expected the error row, got \(model.content.status)")
      return
    }
    #expect(message.hasPrefix("cannot read the timeline from timeline.json"))
    #expect(message.hasSuffix("check that it is in the app's resources"))
  }

  @Test func aRequestWhileAnotherRunsIsIgnored() async {
    let loader = ScriptedLoader()
    let model = TimelineViewModel(loader: loader)
    await model.start()
    let first = Task { await model.loadMore() }
    let second = Task { await model.loadMore() }
    let pull = Task { await model.refresh() }
    await first.value
    await second.value
    await pull.value
    #expect(await loader.calls == 2, "start, then one of the three")
    #expect(Set(model.rows.map(\.id)).count == model.rows.count)
  }

  @Test func aRetweetShowsTheOriginalWithWhoRetweetedIt() throws {
    let retweet = try #require(Self.all.first { $0.retweetedStatus != nil })
    let original = try #require(retweet.retweetedStatus)
    let row = TweetRow(retweet)
    #expect(row.id == retweet.id)
    #expect(row.text == original.text)
    #expect(row.handle == "@" + original.user.screenName)
    #expect(row.retweetedBy == "Retweeted by @\(retweet.user.screenName)")
    let plain = try #require(Self.all.first { $0.retweetedStatus == nil })
    #expect(TweetRow(plain).retweetedBy == nil)
  }

  @Test(arguments: [
    (0, "now"), (42, "42s"), (300, "5m"), (3 * 3600 + 5, "3h"), (2 * 86_400, "2d"), (8 * 86_400, "23 Aug 2014"),
  ])
  func ages(seconds: Int, expected: String) {
    let posted = Date(timeIntervalSince1970: 1_408_752_000)  // 23 Aug 2014 00:00 UTC
    #expect(TweetRow.age(from: posted, to: posted.addingTimeInterval(TimeInterval(seconds))) == expected)
  }
}
