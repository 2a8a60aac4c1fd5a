import BricksCells
import Foundation

// Cells: the cost per call of what every cellForRowAt does, next to a plain dictionary lookup
// measured in the same run:
//   - identifier lookup: `Cell.reuseIdentifier` (cached String(reflecting:)) and the registry's
//     model -> identifier lookup;
//   - dequeue + configure, straight (identifier known, cast by hand) and through the registry
//     (model type -> binding -> host -> configure), typed and as `Any`, on two hosts:
//       * a UIKit-ish host, which does the least UIKit's dequeue does: hashes the identifier to
//         find its registration and queue, takes a queued cell (calling prepareForReuse) or
//         makes one, and tracks the cell shown at each index path in a dictionary; its cell's
//         configure sets two labels' strings. The registry's overhead as a share of this
//         dequeue+configure is the figure that matters (UIKit's own is microseconds);
//       * a lean reuse queue (remembers the last identifier's pool, no hashing), on which the
//         registry's absolute overhead in nanoseconds is least disturbed by the host's noise;
//   - height-cache hits.
// The registry's overhead is (registry dequeue+configure) - (straight dequeue+configure).
//
// Both hosts are written here rather than taken from BricksTesting's RecordingHost
// (bricks-bench depends on Bricks, not on BricksTesting, which links Swift Testing).
//
// Counting instructions instead of timing (the machine is shared): BRICKS_BENCH_ONLY=<name> runs
// one contender alone, BRICKS_BENCH_ROUNDS times, BRICKS_BENCH_CALLS calls each (default
// 200,000); scripts/cells-instructions.sh runs each under callgrind at two call counts and
// prints the difference per call, which leaves out start-up and set-up.

private struct CellsBenchTweet: Hashable {
  var id: Int
  var text: String
  var author: String
  var likes: Int
}

/// A label's worth of state: what a cell's configure writes to.
private final class CellsBenchLabel {
  var text: String?
}

@MainActor
private final class CellsBenchTweetCell: ConfigurableCell, HostInstantiable, ModelHeight {
  let title = CellsBenchLabel()
  let subtitle = CellsBenchLabel()
  init() {}
  func configure(with model: CellsBenchTweet) {
    title.text = model.text
    subtitle.text = model.author
  }
  func prepareForReuse() {
    title.text = nil
    subtitle.text = nil
  }
  static func height(for model: CellsBenchTweet, width: CGFloat) -> CGFloat { 44 }
}

/// A reuse-queue host: dequeuing for an index path takes a queued cell (or makes one) and sends
/// the cell shown there before back to its queue, as scrolling does. Kept lean (the pool of the
/// last identifier is remembered, no exclusivity checks), so that the registry's overhead is not
/// lost in the noise of the host's own cost.
@MainActor
private final class CellsBenchHost: CellsBenchCellOnlyHost {
  final class Pool {
    let make: @MainActor () -> AnyObject
    @exclusivity(unchecked) var queue: [AnyObject] = []
    init(make: @escaping @MainActor () -> AnyObject) { self.make = make }
  }
  let hostKind = CellHostKind.table
  let containerSize = CGSize(width: 375, height: 667)
  @exclusivity(unchecked) var pools: [String: Pool] = [:]
  @exclusivity(unchecked) var last: (identifier: String, pool: Pool)?
  /// The cell shown at each row of section 0, and its pool.
  @exclusivity(unchecked) var visible: [(pool: Pool, cell: AnyObject)?] = []

  func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {
    pools[reuseIdentifier] = Pool(make: registration.make!)
    last = nil
  }
  func pool(_ identifier: String) throws -> Pool {
    if let last, last.identifier == identifier { return last.pool }
    guard let pool = pools[identifier] else { throw CellError(.unregisteredIdentifier, message: identifier) }
    last = (identifier, pool)
    return pool
  }
  func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    let pool = try pool(reuseIdentifier)
    let cell = pool.queue.popLast() ?? pool.make()
    let row = indexPath[1]
    if row >= visible.count { visible += Array(repeating: nil, count: row + 1 - visible.count) }
    if let old = visible[row] { old.pool.queue.append(old.cell) }
    visible[row] = (pool, cell)
    return cell
  }
}

/// A host doing the least a `UITableView` does on a dequeue: it hashes the identifier to find
/// its registration and reuse queue, takes a queued cell (resetting it, as `prepareForReuse()`)
/// or makes one, and records the cell now shown at the index path, sending the one shown there
/// before back to its queue.
@MainActor
private final class CellsBenchUIKitishHost: CellsBenchCellOnlyHost {
  final class Pool {
    let make: @MainActor () -> AnyObject
    var queue: [AnyObject] = []
    init(make: @escaping @MainActor () -> AnyObject) { self.make = make }
  }
  let hostKind = CellHostKind.table
  let containerSize = CGSize(width: 375, height: 667)
  var pools: [String: Pool] = [:]
  var visible: [IndexPath: (pool: Pool, cell: AnyObject)] = [:]

  func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {
    pools[reuseIdentifier] = Pool(make: registration.make!)
  }
  func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    guard let pool = pools[reuseIdentifier] else { throw CellError(.unregisteredIdentifier, message: reuseIdentifier) }
    let cell: AnyObject
    if let queued = pool.queue.popLast() {
      (queued as? CellsBenchTweetCell)?.prepareForReuse()
      cell = queued
    } else {
      cell = pool.make()
    }
    if let old = visible.updateValue((pool, cell), forKey: indexPath) { old.pool.queue.append(old.cell) }
    return cell
  }
}

/// The part of a benchmark host that only cells use: no supplementary views, no reloads, and a
/// batch update that only updates the data.
@MainActor
private protocol CellsBenchCellOnlyHost: CellHost {}

extension CellsBenchCellOnlyHost {
  func registerSupplementaryView(_ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String) {}
  func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath) throws
    -> AnyObject
  {
    throw CellError(.unregisteredIdentifier, message: "none")
  }
  func reloadData() {}
  func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) {
    updatingData()
  }
}

@MainActor @inline(never) private func identifier<C: Reusable>(of type: C.Type) -> String { C.reuseIdentifier }

func runCellsBenchmarks() throws {
  try MainActor.assumeIsolated { try runCellsBenchmarksOnMain() }
}

@MainActor
private func runCellsBenchmarksOnMain() throws {
  let n = Int(ProcessInfo.processInfo.environment["BRICKS_BENCH_CALLS"] ?? "") ?? 200_000
  let registry = CellRegistry()
  try registry.register(CellsBenchTweetCell.self)
  let host = CellsBenchHost()
  registry.registerAll(on: host)
  let uikitish = CellsBenchUIKitishHost()
  registry.registerAll(on: uikitish)
  let id = CellsBenchTweetCell.reuseIdentifier
  let tweets = (0..<64).map {
    CellsBenchTweet(id: $0, text: "tweet number \($0)", author: "author \($0 % 7)", likes: $0 * 3)
  }
  let anyTweets: [Any] = tweets
  let paths = (0..<16).map { IndexPath(indexes: [0, $0]) }

  // Baseline: a plain dictionary from item to height.
  let heights = HeightCache<Int>(capacity: 1000)
  var heightDict: [Int: CGFloat] = [:]
  for i in 0..<1000 {
    heights.store(CGFloat(i), for: i, width: 375)
    heightDict[i] = CGFloat(i)
  }

  // Dequeue + configure on `host`: by hand (identifier known, cast by hand), then through the
  // registry with the model typed and as `Any`.
  func dequeueContenders(on host: some CellHost, byHand: String, typed: String, any: String) -> [Contender] {
    [
      Contender(name: byHand) {
        for i in 0..<n {
          let cell = try host.dequeueCell(reuseIdentifier: id, for: paths[i & 15])
          (cell as! CellsBenchTweetCell).configure(with: tweets[i & 63])
        }
      },
      Contender(name: typed) {
        for i in 0..<n { _ = try registry.dequeueCell(for: tweets[i & 63], at: paths[i & 15], on: host) }
      },
      Contender(name: any) {
        for i in 0..<n { _ = try registry.dequeueCell(for: anyTweets[i & 63], at: paths[i & 15], on: host) }
      },
    ]
  }

  let contenders: [Contender] =
    identifierContenders(calls: n, registry: registry)
    + dequeueContenders(
      on: host, byHand: "host dequeue+configure (by hand)", typed: "registry dequeue+configure",
      any: "registry dequeue+configure (Any)")
    + dequeueContenders(
      on: uikitish, byHand: "UIKit-ish host: by hand", typed: "UIKit-ish host: registry",
      any: "UIKit-ish host: registry (Any)")
    + [
      Contender(name: "height dictionary lookup") {
        var total: CGFloat = 0
        for i in 0..<n { total += heightDict[i & 1023 % 1000] ?? 0 }
        blackHole(total)
      },
      Contender(name: "height cache hit") {
        var total: CGFloat = 0
        for i in 0..<n { total += heights.height(for: i & 1023 % 1000, width: 375) ?? 0 }
        blackHole(total)
      },
    ]
  if let only = ProcessInfo.processInfo.environment["BRICKS_BENCH_ONLY"] {
    return try runOnly(only, of: contenders, calls: n)
  }
  let timings = try Bench.measure(contenders)
  Bench.report("cells: \(n) calls per round", bytes: nil, timings)

  reportPerCall(timings, calls: n)

  try reportHeapGrowth(calls: n, heights: heights, registry: registry, tweets: tweets, paths: paths, host: host)
}

/// The identifier lookups: a plain dictionary from type to identifier (the baseline), the cell's
/// static identifier, and the registry's.
@MainActor
private func identifierContenders(calls n: Int, registry: CellRegistry) -> [Contender] {
  var byType: [ObjectIdentifier: String] = [:]
  for t: Any.Type in [Int.self, String.self, Double.self, CellsBenchTweet.self, CellsBenchTweetCell.self] {
    byType[ObjectIdentifier(t)] = String(reflecting: t)
  }
  let typeKey = ObjectIdentifier(CellsBenchTweet.self)
  return [
    Contender(name: "dictionary lookup") {
      var total = 0
      for _ in 0..<n { total &+= byType[typeKey]!.utf8.count }
      blackHole(total)
    },
    Contender(name: "Cell.reuseIdentifier") {
      var total = 0
      for _ in 0..<n { total &+= identifier(of: CellsBenchTweetCell.self).utf8.count }
      blackHole(total)
    },
    Contender(name: "registry.reuseIdentifier(for:)") {
      var total = 0
      for _ in 0..<n { total &+= try registry.reuseIdentifier(for: CellsBenchTweet.self).utf8.count }
      blackHole(total)
    },
  ]
}

/// `BRICKS_BENCH_ONLY=<name>`: runs one contender (for a profiler), without timing it.
private func runOnly(_ only: String, of contenders: [Contender], calls n: Int) throws {
  guard let contender = contenders.first(where: { $0.name == only }) else {
    throw CellError(
      .noCellForModel,
      message: "no cells contender named '\(only)'; known: \(contenders.map(\.name).joined(separator: ", "))")
  }
  for _ in 0..<max(1, Bench.rounds) { try contender.run() }
  print("  ran '\(only)' \(max(1, Bench.rounds)) x \(n) calls")
}

/// Per call, at the median and at the best round; the registry's overhead against a dictionary
/// lookup and as a share of a realistic dequeue.
private func reportPerCall(_ timings: [Timing], calls n: Int) {
  // Per call, at the median and at the best round (the best is the least disturbed by other
  // processes on a shared machine).
  func perCall(_ name: String, best: Bool) -> Double {
    let t = timings.first { $0.name == name }!
    return (best ? t.min : t.median) / Double(n) * 1e9
  }
  print("  per call: median / best")
  for t in timings {
    print(
      "    " + t.name.padding(toLength: 34, withPad: " ", startingAt: 0)
        + " \(Bench.format(perCall(t.name, best: false), 1)) / \(Bench.format(perCall(t.name, best: true), 1)) ns")
  }
  for best in [false, true] {
    let dict = perCall("dictionary lookup", best: best)
    let byHand = perCall("host dequeue+configure (by hand)", best: best)
    let overhead = perCall("registry dequeue+configure", best: best) - byHand
    let overheadAny = perCall("registry dequeue+configure (Any)", best: best) - byHand
    print(
      "  \(best ? "best  " : "median"): registry overhead \(Bench.format(overhead, 1)) ns typed, \(Bench.format(overheadAny, 1)) ns as Any"
        + " = \(Bench.format(overhead / dict, 2))x / \(Bench.format(overheadAny / dict, 2))x the dictionary lookup;"
        + " height cache hit \(Bench.format(perCall("height cache hit", best: best) / perCall("height dictionary lookup", best: best), 2))x a dictionary hit"
    )
    let realistic = perCall("UIKit-ish host: by hand", best: best)
    let viaRegistry = perCall("UIKit-ish host: registry", best: best)
    let viaRegistryAny = perCall("UIKit-ish host: registry (Any)", best: best)
    print(
      "  \(best ? "best  " : "median"): UIKit-ish host: dequeue+configure \(Bench.format(realistic, 1)) ns by hand;"
        + " registry overhead \(Bench.format(viaRegistry - realistic, 1)) ns typed, \(Bench.format(viaRegistryAny - realistic, 1)) ns as Any"
        + " = \(Bench.format((viaRegistry - realistic) / viaRegistry * 100, 0))% / \(Bench.format((viaRegistryAny - realistic) / viaRegistryAny * 100, 0))% of the registry's dequeue+configure"
    )
  }
}

/// The heap growth over a run of height-cache hits and one of registry dequeues.
@MainActor
private func reportHeapGrowth(
  calls n: Int, heights: HeightCache<Int>, registry: CellRegistry, tweets: [CellsBenchTweet], paths: [IndexPath],
  host: CellsBenchHost
) throws {
  // Heap bytes in use around hot loops (the process is single-threaded here): a hit or a
  // steady-state dequeue that kept memory would grow it.
  if let before = heapBytesInUse() {
    var total: CGFloat = 0
    for i in 0..<n { total += heights.height(for: i % 1000, width: 375) ?? 0 }
    let afterHits = heapBytesInUse() ?? before
    for i in 0..<n { _ = try registry.dequeueCell(for: tweets[i & 63], at: paths[i & 15], on: host) }
    let afterDequeues = heapBytesInUse() ?? afterHits
    blackHole(total)
    print(
      "  heap bytes in use: \(afterHits - before) after \(n) height-cache hits, \(afterDequeues - afterHits) after \(n) registry dequeues"
    )
  }
}

/// glibc's `mallinfo2().uordblks` through dlsym (the Glibc module does not export it); the
/// struct comes back through a hidden pointer, the first argument on x86-64. `nil` elsewhere.
private func heapBytesInUse() -> Int? {
  #if os(Linux) && arch(x86_64)
  struct MallInfo2 {
    var arena = 0, ordblks = 0, smblks = 0, hblks = 0, hblkhd = 0, usmblks = 0, fsmblks = 0, uordblks = 0, fordblks = 0,
      keepcost = 0
  }
  typealias Fn = @convention(c) (UnsafeMutableRawPointer) -> Void
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
  var info = MallInfo2()
  withUnsafeMutableBytes(of: &info) { unsafeBitCast(symbol, to: Fn.self)($0.baseAddress!) }
  return info.uordblks
  #else
  return nil
  #endif
}
