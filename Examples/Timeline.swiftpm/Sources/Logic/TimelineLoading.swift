import Bricks
import Foundation

/// Where the timeline's statuses come from: a search API in a real app, a bundled file here.
protocol TimelineLoading: Sendable {
  /// The statuses newer than `sinceID` (all of the newest page when `nil`), newest first:
  /// what pull to refresh asks for.
  func statuses(newerThan sinceID: Int?) async throws -> [SearchResult.Status]
  /// Up to one page of statuses older than `maxID`, newest first; empty at the end.
  func statuses(olderThan maxID: Int) async throws -> [SearchResult.Status]
}

/// Serves a search payload from a file, one page at a time, as the search API would.
///
/// The newest `hiddenAtStart` statuses are held back and released a few per refresh, so pull to
/// refresh has something new to show offline.
actor BundledTimelineLoader: TimelineLoading {
  let url: URL
  let pageSize: Int
  private var released: Int
  private let releasedPerRefresh: Int
  private var cached: [SearchResult.Status]?

  /// Reads `url` (a search payload: `{"statuses": [...], "search_metadata": {...}}`) on first use.
  init(url: URL, pageSize: Int = 20, hiddenAtStart: Int = 10, releasedPerRefresh: Int = 5) {
    self.url = url
    self.pageSize = max(1, pageSize)
    self.released = -max(0, hiddenAtStart)
    self.releasedPerRefresh = max(1, releasedPerRefresh)
  }

  func statuses(newerThan sinceID: Int?) async throws -> [SearchResult.Status] {
    let all = try visible()
    guard let sinceID else { return Array(all.prefix(pageSize)) }
    released += releasedPerRefresh
    return try visible().prefix { $0.id > sinceID }
  }

  func statuses(olderThan maxID: Int) async throws -> [SearchResult.Status] {
    Array(try visible().drop { $0.id >= maxID }.prefix(pageSize))
  }

  /// The statuses released so far, newest first.
  private func visible() throws -> [SearchResult.Status] {
    let all = try payload()
    return Array(all.dropFirst(max(0, min(all.count, -released))))
  }

  private func payload() throws -> [SearchResult.Status] {
    if let cached { return cached }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw TimelineError.unreadable(url, error.localizedDescription)
    }
    let statuses = try SearchResult.parse(data).statuses.sorted { $0.id > $1.id }
    cached = statuses
    return statuses
  }
}

/// Why the timeline could not load, for the error row.
enum TimelineError: Error, Equatable, CustomStringConvertible {
  case unreadable(URL, String)

  var description: String {
    switch self {
    case .unreadable(let url, let reason):
      "cannot read the timeline from \(url.lastPathComponent) (\(reason)); check that it is in the app's resources"
    }
  }
}
