import Bricks
import Foundation

/// The timeline's state machine: first load, pull to refresh and load-more, one at a time.
///
/// ```
/// idle ──start──▶ loading ──▶ idle | failed
/// idle ──refresh──▶ refreshing ──▶ idle | failed   (new statuses go on top)
/// idle ──loadMore──▶ loadingMore ──▶ idle | failed (older statuses go below; none: the end)
/// failed ──retry──▶ the request that failed, again
/// ```
/// A request made while another runs is ignored, so a pull during load-more, or a second
/// load-more from the same page, never interleaves two pages.
@MainActor
final class TimelineViewModel {
  enum Phase: Equatable {
    case idle, loading, refreshing, loadingMore
    case failed(String)
  }

  private(set) var rows: [TweetRow] = []
  private(set) var phase: Phase = .idle
  /// True once a load-more came back empty: there is nothing older.
  private(set) var reachedEnd = false
  /// Called after every change of ``content``.
  var onChange: (@MainActor (TimelineContent) -> Void)?

  private let loader: any TimelineLoading
  private var loadedOnce = false
  /// The request whose failure the error row shows, for ``retry()``.
  private var failed: Phase?

  init(loader: any TimelineLoading) {
    self.loader = loader
  }

  /// What the list shows now.
  var content: TimelineContent {
    let status: ListStatus
    switch phase {
    case .loading, .loadingMore: status = .loading
    case .failed(let message): status = .failed(message)
    case .idle, .refreshing: status = .idle
    }
    return TimelineContent(rows: rows, status: status, isRefreshing: phase == .refreshing, canLoadMore: canLoadMore)
  }

  /// Whether scrolling near the end should ask for more.
  var canLoadMore: Bool { phase == .idle && loadedOnce && !reachedEnd && !rows.isEmpty }

  /// Loads the newest page, once.
  func start() async {
    guard !loadedOnce, phase == .idle || isFailed else { return }
    await run(.loading) { [loader] in
      try await loader.statuses(newerThan: nil)
    } apply: { page, model in
      model.rows = page.map(TweetRow.init)
      model.loadedOnce = true
    }
  }

  /// Pull to refresh: statuses newer than the newest shown go on top.
  func refresh() async {
    guard loadedOnce, phase == .idle || isFailed else { return await start() }
    let newest = rows.first?.id
    await run(.refreshing) { [loader] in
      try await loader.statuses(newerThan: newest)
    } apply: { page, model in
      model.rows = Self.merging(page.map(TweetRow.init), above: model.rows)
    }
  }

  /// Load-more: the page older than the oldest shown goes below.
  func loadMore() async {
    guard let oldest = rows.last?.id, loadedOnce, !reachedEnd, phase == .idle || isFailed else { return }
    await run(.loadingMore) { [loader] in
      try await loader.statuses(olderThan: oldest)
    } apply: { page, model in
      if page.isEmpty { model.reachedEnd = true }
      model.rows = Self.merging(model.rows, above: page.map(TweetRow.init))
    }
  }

  /// The error row's retry: the request that failed, again (without a failure: the first
  /// load, or the next page).
  func retry() async {
    switch failed ?? (loadedOnce ? .loadingMore : .loading) {
    case .refreshing: await refresh()
    case .loadingMore: await loadMore()
    default: await start()
    }
  }

  private var isFailed: Bool {
    if case .failed = phase { return true }
    return false
  }

  private func run(
    _ phase: Phase, load: @Sendable () async throws -> [SearchResult.Status],
    apply: (_ page: [SearchResult.Status], _ model: TimelineViewModel) -> Void
  ) async {
    self.phase = phase
    onChange?(content)
    do {
      let page = try await load()
      apply(page, self)
      self.phase = .idle
      failed = nil
    } catch {
      self.phase = .failed("\(error)")
      failed = phase
    }
    onChange?(content)
  }

  /// `top` then `bottom`, each identifier once (the first wins): a page that overlaps what is
  /// shown never shows a status twice.
  static func merging(_ top: [TweetRow], above bottom: [TweetRow]) -> [TweetRow] {
    var seen = Set<Int>()
    return (top + bottom).filter { seen.insert($0.id).inserted }
  }
}

/// The list's content: one section of rows and the status row below it.
struct TimelineContent: Equatable {
  var rows: [TweetRow]
  var status: ListStatus
  /// Whether the refresh control spins.
  var isRefreshing: Bool
  /// Whether scrolling near the end should load more.
  var canLoadMore: Bool

  /// The sections a `ListDataSource` shows.
  var sections: [ListSection] { [ListSection(items: rows)] }
}
