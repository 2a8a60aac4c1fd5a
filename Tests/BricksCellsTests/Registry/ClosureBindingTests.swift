import BricksCells
import BricksTesting
import Foundation
import Testing

/// A view configured only by its registration's closure (as a SwiftUI cell is): it has no
/// `configure(with:)` of its own.
@MainActor
final class ShownView: Reusable, HostInstantiable {
  var shown: String?
  init() {}
}

/// A cell with its own `configure(with:)` for ``Song``.
@MainActor
final class SongCell: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: Song) {}
}

struct Song: Hashable {
  var title: String
}

struct Album: Hashable {
  var name: String
}

@Suite("CellRegistry closure bindings (the registration behind SwiftUI cells)")
@MainActor
struct ClosureBindingTests {
  @Test("dequeues the bound view, registered under its identifier, configured by the registration's closure")
  func configuresThroughTheClosure() throws {
    let registry = CellRegistry()
    try registry.register(ShownView.self, for: Song.self) { view, song in view.shown = "song " + song.title }
    let host = RecordingTableHost()
    let view = try registry.dequeueCell(for: Song(title: "a"), at: [0, 0], on: host)
    #expect((view as? ShownView)?.shown == "song a")
    #expect(host.registeredCellIdentifiers == [ShownView.reuseIdentifier])
    #expect(try registry.reuseIdentifier(for: Song.self) == ShownView.reuseIdentifier)
    #expect(registry.cellType(for: Song.self) == ShownView.self)
  }

  @Test("two model types sharing one view class and reuse pool each configure through their own closure")
  func sharedPoolOwnClosures() throws {
    let registry = CellRegistry()
    try registry.register(ShownView.self, for: Song.self) { view, song in view.shown = "song " + song.title }
    try registry.register(ShownView.self, for: Album.self) { view, album in view.shown = "album " + album.name }
    let host = RecordingTableHost()
    // A seeded random walk of dequeues and end-displayings; the oracle is the text each model's
    // own closure makes. Every kind of step must occur: fresh and reused views of both types.
    var rng = SplitMix(seed: 14)
    var kinds: [String: Int] = [:]
    for step in 0..<400 {
      let path: IndexPath = [0, Int(rng.next() % 6)]
      if rng.next() % 3 == 0 {
        host.endDisplayingCell(at: path)
        continue
      }
      let queued = host.queuedCellCount(for: ShownView.reuseIdentifier)
      let isSong = rng.next() % 2 == 0
      let model: Any = isSong ? Song(title: "\(step)") : Album(name: "\(step)")
      let view = try #require(try registry.dequeueCell(for: model, at: path, on: host) as? ShownView)
      #expect(view.shown == (isSong ? "song \(step)" : "album \(step)"))
      kinds["\(isSong ? "song" : "album") \(queued > 0 ? "reused" : "fresh")", default: 0] += 1
    }
    #expect(Set(kinds.keys) == ["song reused", "song fresh", "album reused", "album fresh"], "\(kinds)")
    #expect(host.registeredCellIdentifiers == [ShownView.reuseIdentifier])
  }

  @Test("registering a model type again with the same view replaces the closure")
  func registeringAgainReplaces() throws {
    let registry = CellRegistry()
    try registry.register(ShownView.self, for: Song.self) { view, _ in view.shown = "first" }
    try registry.register(ShownView.self, for: Song.self) { view, _ in view.shown = "second" }
    let view = try registry.dequeueCell(for: Song(title: "a"), at: [0, 0], on: RecordingTableHost())
    #expect((view as? ShownView)?.shown == "second")
    #expect(registry.registeredModelTypes.count == 1)
  }

  @Test("a model type bound to a ConfigurableCell cannot be bound through a closure, and the reverse")
  func conflictsWithTypedBindings() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self, for: Tweet.self)
    let error = #expect(throws: CellError.self) {
      try registry.register(ShownView.self, for: Tweet.self) { view, _ in view.shown = "x" }
    }
    #expect(error?.code == .duplicateModel)
    #expect(
      error?.message.hasPrefix("model Tweet is already bound to TweetCell; cannot bind it to ShownView too") == true)
    try registry.register(ShownView.self, for: Song.self) { view, _ in view.shown = "x" }
    let reverse = #expect(throws: CellError.self) { try registry.register(SongCell.self, for: Song.self) }
    #expect(reverse?.code == .duplicateModel)
  }

  @Test("a closure-bound view is self-sizing, with the registration's estimate")
  func sizing() throws {
    let registry = CellRegistry()
    try registry.register(ShownView.self, for: Song.self, estimatedHeight: 72) { _, _ in }
    try registry.register(ShownView.self, for: Album.self) { _, _ in }
    let context = DimensionContext(containerSize: CGSize(width: 320, height: 480))
    #expect(try registry.height(for: Song(title: "a"), width: 320) == nil)
    #expect(try registry.size(for: Song(title: "a"), in: context) == nil)
    #expect(try registry.estimatedHeight(for: Song(title: "a"), in: context) == 72)
    #expect(try registry.estimatedHeight(for: Album(name: "b"), in: context) == nil)
  }

  @Test("configure(_:with:) configures a view dequeued elsewhere; unbound models and other views are errors")
  func configureOutsideADequeue() throws {
    let registry = CellRegistry()
    try registry.register(ShownView.self, for: Song.self) { view, song in view.shown = song.title }
    let view = ShownView()
    try registry.configure(view, with: Song(title: "z"))
    #expect(view.shown == "z")
    try registry.configure(view, with: Song(title: "any") as Any)
    #expect(view.shown == "any")
    let unbound = #expect(throws: CellError.self) { try registry.configure(view, with: Album(name: "b")) }
    #expect(unbound?.code == .noCellForModel)
    let wrong = #expect(throws: CellError.self) { try registry.configure(TweetCell(), with: Song(title: "z")) }
    #expect(wrong?.code == .wrongCellType)
  }
}

/// A small seeded generator (SplitMix64), so the random walk repeats exactly.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
