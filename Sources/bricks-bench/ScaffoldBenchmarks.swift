import BricksScaffold
import Foundation

/// `bricks scaffold` (read, parse, infer, render; no disk writes) on twitter.json and on the
/// same statuses repeated 10x and 100x, to show the time grows linearly with the input.
/// `BRICKS_BENCH_LARGE=1` adds a 100 MB payload (the statuses repeated about 160x); it is off by
/// default so the CI smoke run stays short.
func runScaffoldBenchmarks() throws {
  guard let data = Bench.load("twitter.json") else {
    print("  skipped: ../shared/data/bench/twitter.json not found")
    return
  }
  let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("bricks-bench-scaffold-\(getpid())")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }

  // twitter.json is {"statuses": [...], "search_metadata": {...}}: repeat the statuses.
  let text = String(decoding: data, as: UTF8.self)
  guard let open = text.range(of: "\"statuses\":"),
    let close = text.range(of: "],\"search_metadata\"") ?? text.range(of: "],\n  \"search_metadata\"")
      ?? text.range(of: "], \"search_metadata\"")
  else {
    print("  skipped: twitter.json does not have the expected layout")
    return
  }
  let arrayStart = text[open.upperBound...].firstIndex(of: "[")!
  let statuses = text[text.index(after: arrayStart)..<close.lowerBound]
  func repeated(_ n: Int) -> Data {
    let body = Array(repeating: String(statuses), count: n).joined(separator: ",")
    return Data((String(text[..<text.index(after: arrayStart)]) + body + String(text[close.lowerBound...])).utf8)
  }

  var scales = [1, 10, 100]
  let large = ProcessInfo.processInfo.environment["BRICKS_BENCH_LARGE"] == "1"
  if large {
    // The smallest repeat count whose payload reaches 100 MB.
    let statusBytes = Double(statuses.utf8.count + 1)
    scales.append(Int((100e6 / statusBytes).rounded(.up)))
  }

  var baseline: Double?
  for n in scales {
    var payload: Data? = n == 1 ? data : repeated(n)
    let size = payload!.count
    let file = dir.appendingPathComponent("timeline-x\(n).json")
    try payload!.write(to: file)
    payload = nil  // the scaffold reads the file itself; do not hold a second copy
    defer { try? FileManager.default.removeItem(at: file) }
    let options = ScaffoldOptions(name: "Timeline", samples: [file.path])
    let scaffolder = Scaffolder(
      options: options, templates: try TemplateSet(templatesDirectory: nil, projectDirectory: dir.path))
    let rounds = n >= 100 ? min(Bench.rounds, n == 100 ? 5 : 3) : Bench.rounds
    let timings = try Bench.measure(
      [Contender(name: "scaffold twitter.json x\(n)") { blackHole(try scaffolder.plan()) }], rounds: rounds)
    Bench.report("twitter.json x\(n) (\(Bench.format(Double(size) / 1e6, 2)) MB)", bytes: size, timings)
    let perMB = timings[0].median / (Double(size) / 1e6)
    var line = "    median \(Bench.format(timings[0].median * 1e3, 1)) ms, \(Bench.format(perMB * 1e3, 2)) ms per MB"
    if let baseline {
      line += "; time per MB vs x1: \(Bench.format(perMB / baseline, 2))x (1.00x is linear)"
    } else {
      baseline = perMB
    }
    print(line)
  }
  if !large {
    print("  (BRICKS_BENCH_LARGE=1 adds a 100 MB payload)")
  }
}
