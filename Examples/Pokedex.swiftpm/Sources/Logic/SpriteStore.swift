import Foundation

/// Sprites by URL: fetched once, ahead of display when the list prefetches a row, cancelled when
/// the row scrolls away before it arrives, and kept for the rows shown later.
@MainActor
final class SpriteStore {
  private let loader: any DataLoading
  private var images: [URL: Data] = [:]
  private var loading: [URL: Task<Void, Never>] = [:]
  private var cancelled: [Task<Void, Never>] = []
  private var observers: [(owner: Weak, handler: (URL) -> Void)] = []
  /// How many fetches started (a prefetched sprite is not fetched again).
  private(set) var fetches = 0

  init(loader: any DataLoading) {
    self.loader = loader
  }

  /// Calls `handler` with each sprite that arrives, for as long as `owner` lives (a screen, so
  /// that the rows showing the sprite are configured again).
  func observe(_ owner: AnyObject, _ handler: @escaping (URL) -> Void) {
    observers.append((Weak(owner), handler))
  }

  /// The sprite's bytes, once fetched.
  func image(for url: URL) -> Data? { images[url] }

  /// Whether a fetch of `url` is under way.
  func isLoading(_ url: URL) -> Bool { loading[url] != nil }

  /// Starts fetching `url` unless it is here or on its way. A failed fetch is forgotten, so the
  /// next prefetch or display tries again.
  func prefetch(_ url: URL) {
    guard images[url] == nil, loading[url] == nil else { return }
    fetches += 1
    loading[url] = Task { [loader] in
      let data = try? await loader.data(for: url)
      guard !Task.isCancelled else { return }
      self.finish(url, with: data)
    }
  }

  /// Stops fetching `url` (its row scrolled away first).
  func cancel(_ url: URL) {
    guard let task = loading.removeValue(forKey: url) else { return }
    task.cancel()
    cancelled.append(task)
  }

  /// Waits for every fetch under way, cancelled ones included (tests).
  func settle() async {
    while let task = loading.values.first ?? cancelled.first {
      await task.value
      cancelled.removeAll { $0 == task }
    }
  }

  private func finish(_ url: URL, with data: Data?) {
    loading[url] = nil
    guard let data else { return }
    images[url] = data
    observers.removeAll { $0.owner.object == nil }
    for observer in observers { observer.handler(url) }
  }
}

/// A reference that does not keep its object alive.
struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
