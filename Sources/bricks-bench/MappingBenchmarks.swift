import BricksJSON
import ExampleModels
import Foundation
import TestSupport

/// Maps twitter.json, citm_catalog.json and canada.json three ways into the same Swift types —
/// Bricks (bytes in, models out), JSONDecoder with Codable models, and JSONSerialization plus
/// `as?` hand mapping — and the small API payloads of Fixtures/bench (an issue of ~600 bytes,
/// pages of ~5 KB and ~50 KB) two ways, interleaved with the parse alone (`JSON(parsing:)`) in
/// one run. Prints per payload the parse time, the decode time (bytes → models), their ratio
/// and the ratio to JSONDecoder; then the fixed cost per call, and a warm loop of parse and of
/// decode on the three corpus files.
func runMappingBenchmarks() throws {
  var rows: [MappingRow] = []
  if let data = Bench.loadFixture("issue.json") {
    let decoder = ModelDecoders.iso8601()
    rows.append(
      try measureMapping(
        "issue.json", data, target: 10,
        bricks: { try RepoIssue.parse(data) },
        codable: { try decoder.decode(RepoIssue.self, from: data) }, hand: nil))
  }
  for name in ["issues-5k.json", "issues-50k.json"] {
    guard let data = Bench.loadFixture(name) else { continue }
    let decoder = ModelDecoders.iso8601()
    rows.append(
      try measureMapping(
        name, data, target: 10,
        bricks: { try RepoIssue.parseArray(data) },
        codable: { try decoder.decode([RepoIssue].self, from: data) }, hand: nil))
  }
  if let data = Bench.load("twitter.json") {
    let decoder = ModelDecoders.twitter()
    rows.append(
      try measureMapping(
        "twitter.json", data, target: 16,
        bricks: { try TwitterSearch.parse(data) },
        codable: { try decoder.decode(TwitterSearch.self, from: data) },
        hand: { try TwitterSearch(dictionary: try foundationObject(data)) }))
    // The sparse model: ~12 fields per status; JSONDecoder (same fields) and Bricks only.
    var sparse = try measureMapping(
      "twitter.json (sparse)", data, target: 12,
      bricks: { try SparseTwitterSearch.parse(data) },
      codable: { try decoder.decode(SparseTwitterSearch.self, from: data) },
      hand: nil)
    let strictness = strictnessOfUnreadValues(in: data, decoder: decoder)
    sparse.note = strictness.summary
    let accepted = strictness.acceptedByDecoder
    print("  \(strictness.summary)\(accepted.isEmpty ? "" : " (\(accepted.joined(separator: ", ")))")")
    rows.append(sparse)
  }
  if let data = Bench.load("citm_catalog.json") {
    let decoder = JSONDecoder()
    rows.append(
      try measureMapping(
        "citm_catalog.json", data, target: 35,
        bricks: { try CitmCatalog.parse(data) },
        codable: { try decoder.decode(CitmCatalog.self, from: data) },
        hand: { try CitmCatalog(dictionary: try foundationObject(data)) }))
  }
  if let data = Bench.load("canada.json") {
    let decoder = JSONDecoder()
    rows.append(
      try measureMapping(
        "canada.json", data, target: 30,
        bricks: { try FeatureCollection.parse(data) },
        codable: { try decoder.decode(FeatureCollection.self, from: data) },
        hand: { try FeatureCollection(dictionary: try foundationObject(data)) }))
  }
  if rows.isEmpty {
    print("  skipped: neither Fixtures/bench nor ../shared/data/bench found (set BRICKS_SHARED_DATA)")
    return
  }
  try measureFixedCost()
  print("summary (interleaved, medians; wall clock, then the thread's CPU time, which excludes waiting for a core):")
  print("  parse, decode = bytes → models, decode ÷ parse, how many times faster than JSONDecoder")
  print("  [best-vs-best] {target}, and than JSONSerialization+as?")
  func x(_ r: (median: Double, min: Double)) -> String {
    "\(Bench.format(r.median, 2))x [\(Bench.format(r.min, 2))x]"
  }
  for r in rows {
    let name = r.file.padding(toLength: 22, withPad: " ", startingAt: 0)
    let hand = r.hasHand ? "   vs JSONSerialization+as? \(x(r.vsHand))" : ""
    print(
      "  \(name) parse \(Bench.time(r.parse.median)), decode \(Bench.time(r.bricks.median)),"
        + " decode ÷ parse \(Bench.format(r.bricks.median / r.parse.median, 2))x,"
        + " vs JSONDecoder \(x(r.vsCodable)) {\(r.target)x}\(hand)")
    print(
      "  \(name) thread CPU: parse \(Bench.time(r.cpuParse.median)), decode \(Bench.time(r.cpuBricks.median)),"
        + " decode ÷ parse \(Bench.format(r.cpuBricks.median / r.cpuParse.median, 2))x,"
        + " vs JSONDecoder \(x(r.cpuVsCodable))\(r.hasHand ? "   vs JSONSerialization+as? \(x(r.cpuVsHand))" : "")")
    if let note = r.note { print("  \(String(repeating: " ", count: 22)) \(note)") }
    Bench.json(section: "mapping", name: "\(r.file) Bricks vs JSONDecoder", timing: r.bricks, ratio: r.vsCodable.median)
    Bench.json(
      section: "mapping", name: "\(r.file) decode vs parse", timing: r.bricks, ratio: r.bricks.median / r.parse.median)
  }
  try measureWarmLoops()
}

private struct MappingRow {
  let file: String
  let vsCodable: (median: Double, min: Double)
  let vsHand: (median: Double, min: Double)
  let cpuVsCodable: (median: Double, min: Double)
  let cpuVsHand: (median: Double, min: Double)
  let target: Int
  let hasHand: Bool
  let bricks: Timing
  let parse: Timing
  let cpuBricks: Timing
  let cpuParse: Timing
  /// A line printed under the row's figures.
  var note: String? = nil
}

/// How many of the documents invalid only in a member the sparse model skips (a status's
/// `source`) each side accepts: what the sparse ratio compares, a parse that checks every
/// value against one that checks only what the model reads.
private func strictnessOfUnreadValues(
  in data: Data, decoder: JSONDecoder
) -> (summary: String, acceptedByDecoder: [String]) {
  let documents = UnreadInvalidValues.kinds.compactMap { kind in
    UnreadInvalidValues.splice(kind, intoValueOf: "source", in: [UInt8](data)).map { (kind.name, Data($0.bytes)) }
  }
  let byDecoder = documents.filter { (try? decoder.decode(SparseTwitterSearch.self, from: $0.1)) != nil }
  let byBricks = documents.filter { (try? SparseTwitterSearch.parse($0.1)) != nil }
  return (
    "of \(documents.count) documents invalid only in a value the model skips,"
      + " Bricks accepts \(byBricks.count), JSONDecoder \(byDecoder.count)",
    byDecoder.map(\.0)
  )
}

extension Bench {
  /// A payload of Fixtures/bench (written by Fixtures/bench/generate.py).
  static func loadFixture(_ name: String) -> Data? {
    let pkg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try? Data(contentsOf: pkg.appendingPathComponent("Fixtures/bench").appendingPathComponent(name))
  }

  /// A duration in the unit that suits it (µs under a millisecond, else ms).
  static func time(_ seconds: Double) -> String {
    seconds < 1e-3 ? "\(format(seconds * 1e6, 2)) µs" : "\(format(seconds * 1e3, 3)) ms"
  }
}

private func foundationObject(_ data: Data) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw HandMappingError([String: Any].self, "$")
  }
  return object
}

/// Runs the calls of a small payload in batches, so that a sample is long enough for the
/// clock: each sample is `repeats` calls, reported per call.
private func batch(_ repeats: Int, _ body: @escaping () throws -> Void) -> () throws -> Void {
  { for _ in 0..<repeats { try body() } }
}

private func measureMapping<M: Equatable>(
  _ file: String, _ data: Data, target: Int,
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
  // Small payloads are timed in batches of calls (about 1 MB of input per sample).
  let repeats = max(1, 1_000_000 / data.count)
  // Each contender also records the CPU time of its own thread per sample: on a loaded
  // machine that excludes the time it waited for a core, which the wall clock does not.
  let cpu = (0..<4).map { _ in CPUSamples() }
  var contenders = [
    Contender(name: "Bricks \(M.self).parse(data)") {
      try cpu[0].time { try batch(repeats) { blackHole(try bricks()) }() }
    },
    Contender(name: "JSONDecoder (Codable)") { try cpu[1].time { try batch(repeats) { blackHole(try codable()) }() } },
    Contender(name: "JSON(parsing:) (parse only)") {
      try cpu[2].time { try batch(repeats) { blackHole(try JSON(parsing: data)) }() }
    },
  ]
  if let hand {
    contenders.append(
      Contender(name: "JSONSerialization + as?") { try cpu[3].time { try batch(repeats) { blackHole(try hand()) }() } })
  }
  let perCall = { (t: Timing) in Timing(name: t.name, samples: t.samples.map { $0 / Double(repeats) }) }
  let timings = try Bench.measure(contenders).map(perCall)
  let suffix = repeats > 1 ? ", per call in batches of \(repeats)" : ""
  Bench.report("map to \(M.self) (wall clock\(suffix))", bytes: data.count, timings)
  let cpuTimings = zip(timings, cpu).map { Timing(name: $0.name, samples: Array($1.samples.dropFirst())) }.map(perCall)
  let b = timings[0]
  let c = cpuTimings[0]
  return MappingRow(
    file: file,
    vsCodable: (timings[1].median / b.median, timings[1].min / b.min),
    vsHand: hand == nil ? (.nan, .nan) : (timings[3].median / b.median, timings[3].min / b.min),
    cpuVsCodable: (cpuTimings[1].median / c.median, cpuTimings[1].min / c.min),
    cpuVsHand: hand == nil ? (.nan, .nan) : (cpuTimings[3].median / c.median, cpuTimings[3].min / c.min),
    target: target, hasHand: hand != nil, bricks: b, parse: timings[2], cpuBricks: c, cpuParse: cpuTimings[2])
}

/// The fixed cost of one call, whatever the payload: `[]` mapped to `[RepoIssue]` (buffers, padding
/// copies, the tape's reservation, the decoder's setup), Bricks and JSONDecoder interleaved.
private func measureFixedCost() throws {
  let data = Data("[]".utf8)
  let decoder = ModelDecoders.iso8601()
  let repeats = 10_000
  let timings = try Bench.measure([
    Contender(name: "Bricks [RepoIssue].parse") { try batch(repeats) { blackHole(try RepoIssue.parseArray(data)) }() },
    Contender(name: "JSONDecoder [RepoIssue]") {
      try batch(repeats) { blackHole(try decoder.decode([RepoIssue].self, from: data)) }()
    },
    Contender(name: "JSON(parsing:)") { try batch(repeats) { blackHole(try JSON(parsing: data)) }() },
  ]).map { Timing(name: $0.name, samples: $0.samples.map { $0 / Double(repeats) }) }
  print("fixed cost per call (`[]` to [RepoIssue], median of \(timings[0].samples.count) rounds of \(repeats) calls):")
  print(
    "  Bricks \(Bench.format(timings[0].median * 1e9, 0)) ns (parse alone \(Bench.format(timings[2].median * 1e9, 0)) ns),"
      + " JSONDecoder \(Bench.format(timings[1].median * 1e9, 0)) ns:"
      + " \(Bench.format(timings[1].median / timings[0].median, 2))x")
  Bench.json(section: "mapping", name: "fixed cost per call: Bricks", timing: timings[0], ratio: nil)
  Bench.json(
    section: "mapping", name: "fixed cost per call: JSONDecoder", timing: timings[1],
    ratio: timings[1].median / timings[0].median)
}

/// Parse alone and bytes → models, each in a warm loop of its own (the same call back to back,
/// not interleaved with anything): how much mapping adds to parsing, with the caches and the
/// allocator in their best state.
private func measureWarmLoops() throws {
  let files: [(String, (Data) throws -> Any)] = [
    ("twitter.json", { try TwitterSearch.parse($0) }),
    ("citm_catalog.json", { try CitmCatalog.parse($0) }),
    ("canada.json", { try FeatureCollection.parse($0) }),
  ]
  let calls = 5
  print(
    "warm loop (\(Bench.rounds) rounds of \(calls) parses back to back, then \(calls) decodes; medians per call):"
      + " Model.parse(data) ÷ JSON(parsing: data) {≤ 1.5x}")
  for (name, map) in files {
    guard let data = Bench.load(name) else { continue }
    // Each round times a block of parses and then a block of decodes, so that both see the
    // same moments of a shared machine; the first round warms up and is dropped.
    var wall = (parse: Timing(name: "parse"), decode: Timing(name: "decode"))
    let cpu = (parse: CPUSamples(), decode: CPUSamples())
    for round in 0...Bench.rounds {
      let t0 = Bench.now()
      try cpu.parse.time { for _ in 0..<calls { blackHole(try JSON(parsing: data)) } }
      let t1 = Bench.now()
      try cpu.decode.time { for _ in 0..<calls { blackHole(try map(data)) } }
      let t2 = Bench.now()
      guard round > 0 else { continue }
      wall.parse.samples.append(Double(t1 - t0) / 1e9 / Double(calls))
      wall.decode.samples.append(Double(t2 - t1) / 1e9 / Double(calls))
    }
    let perCall = { (c: CPUSamples) in c.samples.dropFirst().map { $0 / Double(calls) } }
    let cpuParse = Timing(name: "parse", samples: perCall(cpu.parse))
    let cpuDecode = Timing(name: "decode", samples: perCall(cpu.decode))
    print(
      "  \(name.padding(toLength: 18, withPad: " ", startingAt: 0)) parse \(Bench.time(wall.parse.median)),"
        + " Model.parse \(Bench.time(wall.decode.median)): \(Bench.format(wall.decode.median / wall.parse.median, 2))x;"
        + " thread CPU \(Bench.time(cpuParse.median)), \(Bench.time(cpuDecode.median)):"
        + " \(Bench.format(cpuDecode.median / cpuParse.median, 2))x")
    Bench.json(
      section: "mapping", name: "\(name) warm Model.parse vs JSON(parsing:)", timing: wall.decode,
      ratio: wall.decode.median / wall.parse.median)
  }
}

/// Thread CPU time per sample (the first, the warm-up, is dropped when reported).
final class CPUSamples {
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

/// `--map twitter|sparse|citm|canada|issues FILE [N] [bytes|encode]`: maps FILE to one example
/// model N times (default 1) and does nothing else, for profiles (`perf record`) and instruction
/// counts (`valgrind --tool=callgrind`) of the mapping layer. FILE is parsed once and the parsed
/// `JSON` mapped N times; with `bytes`, each round parses too (what `Model.parse(data)` costs);
/// with `encode`, FILE is mapped once and the model written to bytes N times (`jsonData()`).
func mapForProfiling(_ arguments: [String]) throws {
  let models: [String: (JSON) throws -> Any] = [
    "twitter": { try TwitterSearch(json: $0) },
    "sparse": { try SparseTwitterSearch(json: $0) },
    "citm": { try CitmCatalog(json: $0) },
    "canada": { try FeatureCollection(json: $0) },
    "issues": { try [RepoIssue](json: $0) },
  ]
  guard arguments.count >= 2, let map = models[arguments[0]] else {
    FileHandle.standardError.write(
      Data("usage: bricks-bench --map twitter|sparse|citm|canada|issues FILE [N] [bytes|encode]\n".utf8))
    exit(64)
  }
  let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
  let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
  let mode = arguments.count > 3 ? arguments[3] : ""
  let parsed = try JSON(parsing: data)
  if mode == "encode" {
    guard let model = try map(parsed) as? any JSONEncodable else {
      FileHandle.standardError.write(Data("bricks-bench --map: the \(arguments[0]) model is not encodable\n".utf8))
      exit(64)
    }
    for _ in 0..<rounds { blackHole(model.jsonData()) }
    return
  }
  for _ in 0..<rounds {
    blackHole(try map(mode == "bytes" ? try JSON(parsing: data) : parsed))
  }
}
