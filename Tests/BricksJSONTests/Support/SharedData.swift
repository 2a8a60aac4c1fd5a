import Foundation

/// ../shared/data beside the package (CI always has it; a user's clone may not).
enum SharedData {
  /// The package's root folder (this file is Tests/BricksJSONTests/Support/SharedData.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let root: URL? = {
    let fm = FileManager.default
    if let env = ProcessInfo.processInfo.environment["BRICKS_SHARED_DATA"], fm.fileExists(atPath: env) {
      return URL(fileURLWithPath: env)
    }
    let url = packageRoot.appendingPathComponent("../shared/data").standardizedFileURL
    return fm.fileExists(atPath: url.path) ? url : nil
  }()

  static var isAvailable: Bool { root != nil }

  /// Why a test was skipped when the data is absent.
  static let missing = "../shared/data is absent (a clone without the shared corpus); CI always has it"

  static func url(_ relative: String) -> URL { root!.appendingPathComponent(relative) }
  static func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

  /// Files of JSONTestSuite/test_parsing whose names start with `prefix` (y_, n_, i_).
  static func suite(_ prefix: String) -> [String] {
    guard let root else { return [] }
    let dir = root.appendingPathComponent("JSONTestSuite/test_parsing")
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
      .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
  }

  static let benchFiles = [
    "apache_builds.json", "canada.json", "citm_catalog.json", "github_events.json",
    "google_maps_api_response.json", "twitter.json", "twitter_api_response.json",
    "twitter_timeline.json", "twitterescaped.json",
  ]
}
