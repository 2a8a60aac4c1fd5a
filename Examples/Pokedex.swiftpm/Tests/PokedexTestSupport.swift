import Bricks
import Foundation

@testable import AppModule

/// The bundled responses, read as the app reads them.
let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../Sources/Resources").standardizedFileURL

/// The bundled API, failing the requests it is told to fail.
actor FlakyAPI: DataLoading {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "The Internet connection appears to be offline." }
  }

  private let bundled = BundledPokeAPI(directory: resources)
  private var failures = 0
  private(set) var requests: [URL] = []

  func failNext(_ count: Int = 1) { failures = count }

  func data(for url: URL) async throws -> Data {
    requests.append(url)
    if failures > 0 {
      failures -= 1
      throw Offline()
    }
    return try await bundled.data(for: url)
  }
}

/// Serves any URL with made-up bytes, holding every request until released.
actor GatedImages: DataLoading {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var open = false
  private(set) var served = 0
  var failing: Set<URL> = []

  func data(for url: URL) async throws -> Data {
    if !open { await withCheckedContinuation { waiting.append($0) } }
    served += 1
    if failing.contains(url) { throw FlakyAPI.Offline() }
    return Data("png \(url.lastPathComponent)".utf8)
  }

  func release() {
    open = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }

  func fail(_ url: URL) { failing.insert(url) }
  var waitingCount: Int { waiting.count }
}

/// Waits (yielding, at most 10,000 turns) until `condition` holds; false if it never does.
@MainActor
func eventually(_ condition: () async -> Bool) async -> Bool {
  for _ in 0..<10_000 {
    if await condition() { return true }
    await Task.yield()
  }
  return false
}

final class FakePokemonCell: ConfigurableCell {
  init() {}
  func configure(with row: PokemonRow) {}
}

final class FakeStatusCell: ConfigurableCell {
  init() {}
  func configure(with item: LoadingItem) {}
}
