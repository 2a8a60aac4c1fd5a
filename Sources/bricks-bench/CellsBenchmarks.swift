import BricksCells
import Foundation

// Cells: the cost per call of what every cellForRowAt does, next to a plain dictionary lookup
// measured in the same run:
//   - identifier lookup: `Cell.reuseIdentifier` (cached String(reflecting:)) and the registry's
//     model -> identifier lookup;
//   - dequeue + configure on a reuse-queue host, straight (identifier known, cast by hand) and
//     through the registry (model type -> binding -> host -> configure), typed and as `Any`;
//   - height-cache hits.
// The registry's overhead is (registry dequeue+configure) - (straight dequeue+configure); the
// target is within 2x of the dictionary lookup.
//
// The host is a lean reuse queue in the manner of BricksTesting's RecordingHost, without its
// event log (bricks-bench depends on Bricks, not on BricksTesting, which links Swift Testing).
// It keeps the registry's companion, as UITableView and UICollectionView do.

private struct CellsBenchTweet: Hashable {
  var id: Int
  var text: String
  var likes: Int
}

@MainActor
private final class CellsBenchTweetCell: ConfigurableCell, HostInstantiable, ModelHeight {
  var text = ""
  var likes = 0
  init() {}
  func configure(with model: CellsBenchTweet) {
    text = model.text
    likes = model.likes
  }
  static func height(for model: CellsBenchTweet, width: CGFloat) -> CGFloat { 44 }
}

/// A reuse-queue host: dequeuing for an index path takes a queued cell (or makes one) and sends
/// the cell shown there before back to its queue, as scrolling does. Kept lean (the pool of the
/// last identifier is remembered, no exclusivity checks), so that the registry's overhead is not
/// lost in the noise of the host's own cost.
@MainActor
private final class CellsBenchHost: CellHost {
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
  var companions: [AnyObject] = []

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
  func registerSupplementaryView(_ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String) {}
  func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    throw CellError(.unregisteredIdentifier, message: "none")
  }
  func reloadData() {}
  func keepAlive(_ companion: AnyObject) -> Bool {
    companions.append(companion)
    return true
  }
  func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) { updatingData() }
}

@MainActor @inline(never) private func identifier<C: Reusable>(of type: C.Type) -> String { C.reuseIdentifier }

func runCellsBenchmarks() throws {
  try MainActor.assumeIsolated { try runCellsBenchmarksOnMain() }
}

@MainActor
private func runCellsBenchmarksOnMain() throws {
  let n = 200_000
  let registry = CellRegistry()
  try registry.register(CellsBenchTweetCell.self)
  let host = CellsBenchHost()
  registry.registerAll(on: host)
  let id = CellsBenchTweetCell.reuseIdentifier
  let tweets = (0..<64).map { CellsBenchTweet(id: $0, text: "tweet number \($0)", likes: $0 * 3) }
  let anyTweets: [Any] = tweets
  let paths = (0..<16).map { IndexPath(indexes: [0, $0]) }

  // Baselines: a plain dictionary from type to identifier, and from item to height.
  var byType: [ObjectIdentifier: String] = [:]
  for t: Any.Type in [Int.self, String.self, Double.self, CellsBenchTweet.self, CellsBenchTweetCell.self] {
    byType[ObjectIdentifier(t)] = String(reflecting: t)
  }
  let heights = HeightCache<Int>(capacity: 1000)
  var heightDict: [Int: CGFloat] = [:]
  for i in 0..<1000 {
    heights.store(CGFloat(i), for: i, width: 375)
    heightDict[i] = CGFloat(i)
  }
  let typeKey = ObjectIdentifier(CellsBenchTweet.self)

  let contenders: [Contender] = [
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
    Contender(name: "host dequeue+configure (by hand)") {
      for i in 0..<n {
        let cell = try host.dequeueCell(reuseIdentifier: id, for: paths[i & 15])
        (cell as! CellsBenchTweetCell).configure(with: tweets[i & 63])
      }
    },
    Contender(name: "registry dequeue+configure") {
      for i in 0..<n { _ = try registry.dequeueCell(for: tweets[i & 63], at: paths[i & 15], on: host) }
    },
    Contender(name: "registry dequeue+configure (Any)") {
      for i in 0..<n { _ = try registry.dequeueCell(for: anyTweets[i & 63], at: paths[i & 15], on: host) }
    },
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
  let timings = try Bench.measure(contenders)
  Bench.report("cells: \(n) calls per round", bytes: nil, timings)

  // Per call, at the median and at the best round (the best is the least disturbed by other
  // processes on a shared machine).
  func perCall(_ name: String, best: Bool) -> Double {
    let t = timings.first { $0.name == name }!
    return (best ? t.min : t.median) / Double(n) * 1e9
  }
  print("  per call: median / best")
  for t in timings {
    print("    " + t.name.padding(toLength: 34, withPad: " ", startingAt: 0)
      + " \(Bench.format(perCall(t.name, best: false), 1)) / \(Bench.format(perCall(t.name, best: true), 1)) ns")
  }
  for best in [false, true] {
    let dict = perCall("dictionary lookup", best: best)
    let byHand = perCall("host dequeue+configure (by hand)", best: best)
    let overhead = perCall("registry dequeue+configure", best: best) - byHand
    let overheadAny = perCall("registry dequeue+configure (Any)", best: best) - byHand
    print("  \(best ? "best  " : "median"): registry overhead \(Bench.format(overhead, 1)) ns typed, \(Bench.format(overheadAny, 1)) ns as Any"
      + " = \(Bench.format(overhead / dict, 2))x / \(Bench.format(overheadAny / dict, 2))x the dictionary lookup (target <= 2x);"
      + " height cache hit \(Bench.format(perCall("height cache hit", best: best) / perCall("height dictionary lookup", best: best), 2))x a dictionary hit")
  }

  // Heap bytes in use around hot loops (the process is single-threaded here): a hit or a
  // steady-state dequeue that kept memory would grow it.
  if let before = heapBytesInUse() {
    var total: CGFloat = 0
    for i in 0..<n { total += heights.height(for: i % 1000, width: 375) ?? 0 }
    let afterHits = heapBytesInUse() ?? before
    for i in 0..<n { _ = try registry.dequeueCell(for: tweets[i & 63], at: paths[i & 15], on: host) }
    let afterDequeues = heapBytesInUse() ?? afterHits
    blackHole(total)
    print("  heap bytes in use: \(afterHits - before) after \(n) height-cache hits, \(afterDequeues - afterHits) after \(n) registry dequeues")
  }
}

/// glibc's `mallinfo2().uordblks` through dlsym (the Glibc module does not export it); the
/// struct comes back through a hidden pointer, the first argument on x86-64. `nil` elsewhere.
private func heapBytesInUse() -> Int? {
  #if os(Linux) && arch(x86_64)
  struct MallInfo2 { var arena = 0, ordblks = 0, smblks = 0, hblks = 0, hblkhd = 0, usmblks = 0, fsmblks = 0, uordblks = 0, fordblks = 0, keepcost = 0 }
  typealias Fn = @convention(c) (UnsafeMutableRawPointer) -> Void
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
  var info = MallInfo2()
  withUnsafeMutableBytes(of: &info) { unsafeBitCast(symbol, to: Fn.self)($0.baseAddress!) }
  return info.uordblks
  #else
  return nil
  #endif
}
