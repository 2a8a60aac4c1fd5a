import BricksJSON
import ExampleModels
import Foundation

/// Maps twitter.json, citm_catalog.json and canada.json three ways into the same Swift types —
/// Bricks (bytes in, models out), JSONDecoder with Codable models, and JSONSerialization plus
/// `as?` hand mapping — interleaved in one run; prints min and median and the ratios.
func runMappingBenchmarks() throws {
  guard Bench.benchDataDirectory() != nil else {
    print("  skipped: ../shared/data/bench not found (set BRICKS_SHARED_DATA)")
    return
  }
  var rows: [MappingRow] = []
  if let data = Bench.load("twitter.json") {
    let decoder = ModelDecoders.twitter()
    rows.append(
      try measureMapping(
        "twitter.json", data, targets: (8, 8),
        bricks: { try TwitterSearch.parse(data) },
        codable: { try decoder.decode(TwitterSearch.self, from: data) },
        hand: { try TwitterSearch(dictionary: try foundationObject(data)) }))
  }
  if let data = Bench.load("twitter.json") {
    // The sparse model: ~12 fields per status; JSONDecoder (same fields) and Bricks only.
    let decoder = ModelDecoders.twitter()
    rows.append(
      try measureMapping(
        "twitter.json (sparse)", data, targets: (6, 0),
        bricks: { try SparseTwitterSearch.parse(data) },
        codable: { try decoder.decode(SparseTwitterSearch.self, from: data) },
        hand: nil))
  }
  if let data = Bench.load("citm_catalog.json") {
    let decoder = JSONDecoder()
    rows.append(
      try measureMapping(
        "citm_catalog.json", data, targets: (25, 8),
        bricks: { try CitmCatalog.parse(data) },
        codable: { try decoder.decode(CitmCatalog.self, from: data) },
        hand: { try CitmCatalog(dictionary: try foundationObject(data)) }))
  }
  if let data = Bench.load("canada.json") {
    let decoder = JSONDecoder()
    rows.append(
      try measureMapping(
        "canada.json", data, targets: (15, 8),
        bricks: { try FeatureCollection.parse(data) },
        codable: { try decoder.decode(FeatureCollection.self, from: data) },
        hand: { try FeatureCollection(dictionary: try foundationObject(data)) }))
  }
  print("summary: how many times faster Bricks is, median ratio [best-vs-best ratio] {target}")
  func x(_ r: (median: Double, min: Double)) -> String {
    "\(Bench.format(r.median, 2))x [\(Bench.format(r.min, 2))x]"
  }
  for r in rows {
    let name = r.file.padding(toLength: 22, withPad: " ", startingAt: 0)
    let hand = { (v: (median: Double, min: Double)) in
      r.hasHand ? "   vs JSONSerialization+as? \(x(v)) {\(r.targets.hand)x}" : ""
    }
    print("  \(name) wall clock  vs JSONDecoder \(x(r.vsCodable)) {\(r.targets.codable)x}\(hand(r.vsHand))")
    print("  \(name) thread CPU  vs JSONDecoder \(x(r.cpuVsCodable)) {\(r.targets.codable)x}\(hand(r.cpuVsHand))")
    Bench.json(section: "mapping", name: "\(r.file) Bricks vs JSONDecoder", timing: r.bricks, ratio: r.vsCodable.median)
  }
}

private struct MappingRow {
  let file: String
  let vsCodable: (median: Double, min: Double)
  let vsHand: (median: Double, min: Double)
  let cpuVsCodable: (median: Double, min: Double)
  let cpuVsHand: (median: Double, min: Double)
  let targets: (codable: Int, hand: Int)
  let hasHand: Bool
  let bricks: Timing
}

private func foundationObject(_ data: Data) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw HandMappingError([String: Any].self, "$")
  }
  return object
}

private func measureMapping<M: Equatable>(
  _ file: String, _ data: Data, targets: (Int, Int),
  bricks: @escaping () throws -> M, codable: @escaping () throws -> M, hand: (() throws -> M)?
) throws -> MappingRow {
  print("\(file) (\(data.count) bytes)")
  // The three must agree before their times mean anything (canada.json's doubles from
  // JSONSerialization on Linux are not correctly rounded, so only the other two are compared there).
  let model = try bricks()
  if try codable() != model { print("  warning: JSONDecoder's \(M.self) differs from Bricks'") }
  if file != "canada.json", let hand, try hand() != model {
    print("  warning: the hand-mapped \(M.self) differs from Bricks'")
  }
  // Each contender also records the CPU time of its own thread per sample: on a loaded
  // machine that excludes the time it waited for a core, which the wall clock does not.
  let cpu = (0..<3).map { _ in CPUSamples() }
  var contenders = [
    Contender(name: "Bricks \(M.self).parse(data)") { try cpu[0].time { blackHole(try bricks()) } },
    Contender(name: "JSONDecoder (Codable)") { try cpu[1].time { blackHole(try codable()) } },
  ]
  if let hand {
    contenders.append(Contender(name: "JSONSerialization + as?") { try cpu[2].time { blackHole(try hand()) } })
  }
  let timings = try Bench.measure(contenders)
  Bench.report("map to \(M.self) (wall clock)", bytes: data.count, timings)
  let cpuTimings = zip(timings, cpu).map { Timing(name: $0.name, samples: Array($1.samples.dropFirst())) }
  Bench.report("map to \(M.self) (thread CPU time)", bytes: data.count, cpuTimings)
  let b = timings[0]
  let c = cpuTimings[0]
  return MappingRow(
    file: file,
    vsCodable: (timings[1].median / b.median, timings[1].min / b.min),
    vsHand: hand == nil ? (.nan, .nan) : (timings[2].median / b.median, timings[2].min / b.min),
    cpuVsCodable: (cpuTimings[1].median / c.median, cpuTimings[1].min / c.min),
    cpuVsHand: hand == nil ? (.nan, .nan) : (cpuTimings[2].median / c.median, cpuTimings[2].min / c.min),
    targets: (codable: targets.0, hand: targets.1), hasHand: hand != nil, bricks: b)
}

/// Thread CPU time per sample (the first, the warm-up, is dropped when reported).
private final class CPUSamples {
  var samples: [Double] = []

  func time(_ body: () throws -> Void) rethrows {
    let t0 = CPUSamples.now()
    try body()
    samples.append(CPUSamples.now() - t0)
  }

  static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// `--map twitter|sparse|citm|canada FILE [N] [bytes]`: maps FILE to one example model N times
/// (default 1) and does nothing else, for profiles (`perf record`) and instruction counts
/// (`valgrind --tool=callgrind`) of the mapping layer. FILE is parsed once and the parsed `JSON`
/// mapped N times; with `bytes`, each round parses too (what `Model.parse(data)` costs).
func mapForProfiling(_ arguments: [String]) throws {
  let models: [String: (JSON) throws -> Any] = [
    "twitter": { try TwitterSearch(json: $0) },
    "sparse": { try SparseTwitterSearch(json: $0) },
    "citm": { try CitmCatalog(json: $0) },
    "canada": { try FeatureCollection(json: $0) },
  ]
  guard arguments.count >= 2, let map = models[arguments[0]] else {
    FileHandle.standardError.write(
      Data("usage: bricks-bench --map twitter|sparse|citm|canada FILE [N] [bytes]\n".utf8))
    exit(64)
  }
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
  let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
  let withParse = arguments.count > 3 && arguments[3] == "bytes"
  let parsed = try JSON(parsing: data)
  for _ in 0..<rounds {
    blackHole(try map(withParse ? try JSON(parsing: data) : parsed))
  }
}
