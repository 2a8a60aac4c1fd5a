import Bricks
import Foundation

@testable import AppModule

/// The bundled payload, read as the app reads it.
let feedURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../Sources/Resources/feed.json").standardizedFileURL

/// The bundled feed, failing when told to, counting its calls.
actor ScriptedFeed: FeedLoading {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "The Internet connection appears to be offline." }
  }

  private(set) var calls = 0
  private var failing = false
  private var page: FeedPage?

  func setFailing(_ value: Bool) { failing = value }
  func serve(_ page: FeedPage) { self.page = page }

  func latest() async throws -> FeedPage {
    calls += 1
    if failing { throw Offline() }
    if let page { return page }
    return try await BundledFeed(url: feedURL).latest()
  }
}

/// A fresh folder for archives, removed by the caller.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The bundled payload's entries.
func bundledEntries() throws -> [FeedEntry] {
  try FeedPage.parse(Data(contentsOf: feedURL)).items
}
