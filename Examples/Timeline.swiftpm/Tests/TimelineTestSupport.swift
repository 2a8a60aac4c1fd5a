import Bricks
import Foundation

@testable import AppModule

/// The bundled payload, read by the tests as the app reads it.
let timelineURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../Sources/Resources/timeline.json").standardizedFileURL

/// A loader that answers from a list of statuses and fails when told to, counting its calls.
actor ScriptedLoader: TimelineLoading {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the network is down; try again" }
  }

  private let source: BundledTimelineLoader
  private(set) var calls = 0
  var failNext = false

  init(url: URL = timelineURL, pageSize: Int = 20, hiddenAtStart: Int = 10) {
    source = BundledTimelineLoader(url: url, pageSize: pageSize, hiddenAtStart: hiddenAtStart)
  }

  func setFailNext(_ value: Bool) { failNext = value }

  func statuses(newerThan sinceID: Int?) async throws -> [SearchResult.Status] {
    try check()
    return try await source.statuses(newerThan: sinceID)
  }

  func statuses(olderThan maxID: Int) async throws -> [SearchResult.Status] {
    try check()
    return try await source.statuses(olderThan: maxID)
  }

  private func check() throws {
    calls += 1
    if failNext {
      failNext = false
      throw Failure()
    }
  }
}

/// Stand-ins for the app's cells: the registry binds models to cells the same way on Linux.
final class FakeTweetCell: ConfigurableCell {
  init() {}
  private(set) var shown: TweetRow?
  func configure(with row: TweetRow) { shown = row }
}

final class FakeLoadingCell: ConfigurableCell {
  init() {}
  func configure(with item: LoadingItem) {}
}

final class FakeErrorCell: ConfigurableCell {
  init() {}
  func configure(with item: ErrorItem) {}
}

final class FakeEmptyCell: ConfigurableCell {
  init() {}
  func configure(with item: EmptyItem) {}
}
