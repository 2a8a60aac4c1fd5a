import Bricks
import Foundation

/// Where the feed comes from: an API in a real app, a bundled file here.
protocol FeedLoading: Sendable {
  func latest() async throws -> FeedPage
}

/// Reads the feed from a file.
struct BundledFeed: FeedLoading {
  let url: URL

  func latest() async throws -> FeedPage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw FeedError.unreadable(url.lastPathComponent, error.localizedDescription)
    }
    return try FeedPage.parse(data)
  }
}

enum FeedError: Error, Equatable, CustomStringConvertible {
  case unreadable(String, String)

  var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "cannot read the feed from \(file) (\(reason)); check that it is in the app's resources"
    }
  }
}
