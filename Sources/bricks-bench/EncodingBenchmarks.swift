import BricksJSON
import ExampleModels
import Foundation

/// Encodes arrays and dictionaries of small models at ×1, ×10 and ×100 elements and prints
/// the time per element at each size: linear encoding keeps it flat (a quadratic one grew
/// 10x per step). Needs no data files.
func runEncodingBenchmarks() throws {
  struct Point: JSONEncodable {
    var x: Int
    var y: String
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["x"] = x; o["y"] = y
      }
    }
  }
  let base = 2_000
  for (label, encode) in [
    (
      "[Point].toJSON()",
      { (n: Int) -> () -> Void in
        let points = (0..<n).map { Point(x: $0, y: "p\($0)") }
        return { blackHole(points.toJSON()) }
      }
    ),
    (
      "[String: Point].toJSON()",
      { (n: Int) -> () -> Void in
        let points = Dictionary(uniqueKeysWithValues: (0..<n).map { ("k\($0)", Point(x: $0, y: "p\($0)")) })
        return { blackHole(points.toJSON()) }
      }
    ),
    (
      "[Point].toJSON().serializedData()",
      { (n: Int) -> () -> Void in
        let points = (0..<n).map { Point(x: $0, y: "p\($0)") }
        return { blackHole(points.toJSON().serializedData()) }
      }
    ),
  ] {
    print("\(label)")
    var perElement: [Double] = []
    for scale in [1, 10, 100] {
      let n = base * scale
      let run = encode(n)
      let rounds = max(1, Bench.rounds / scale)
      let t = try Bench.measure([Contender(name: "x\(scale) (\(n) models)", run: run)], rounds: rounds)[0]
      perElement.append(t.median / Double(n))
      let ratio = perElement.last! / perElement[0]
      print(
        "    x\(scale)".padding(toLength: 8, withPad: " ", startingAt: 0)
          + " \(n) models: median \(Bench.format(t.median * 1e3, 2)) ms,"
          + " \(Bench.format(perElement.last! * 1e9, 0)) ns/model (\(Bench.format(ratio, 2))x the x1 cost per model)")
    }
  }
  print("  linear encoding keeps ns/model roughly flat from x1 to x100; quadratic would grow ~100x")
  try runModelEncodingBenchmarks()
}

/// Models → bytes: the twitter.json, citm_catalog.json and canada.json models written by Bricks
/// (`jsonData()`) and by JSONEncoder (Codable), interleaved; prints the times and the ratio.
func runModelEncodingBenchmarks() throws {
  var summary: [String] = []
  func measure<M: Codable & JSONEncodable & JSONDecodable & Equatable>(
    _ file: String, _ type: M.Type, encoder: JSONEncoder, decoder: JSONDecoder
  ) throws {
    guard let data = Bench.load(file) else { return }
    let model = try M.parse(data)
    // Both outputs must read back as the model before their times mean anything.
    let bricksOut = model.jsonData()
    let foundationOut = try encoder.encode(model)
    if try M.parse(bricksOut) != model { print("  warning: Bricks' \(file) output does not read back") }
    if try decoder.decode(M.self, from: foundationOut) != model {
      print("  warning: JSONEncoder's \(file) output does not read back")
    }
    print("\(file) model → bytes (Bricks \(bricksOut.count) bytes, JSONEncoder \(foundationOut.count) bytes)")
    let cpu = (0..<2).map { _ in CPUSamples() }
    let timings = try Bench.measure([
      Contender(name: "Bricks \(M.self).jsonData()") { cpu[0].time { blackHole(model.jsonData()) } },
      Contender(name: "JSONEncoder (Codable)") { try cpu[1].time { blackHole(try encoder.encode(model)) } },
    ])
    Bench.report("encode \(M.self) (wall clock)", bytes: nil, timings)
    let cpuTimings = zip(timings, cpu).map { Timing(name: $0.name, samples: Array($1.samples.dropFirst())) }
    summary.append(
      "  \(file.padding(toLength: 18, withPad: " ", startingAt: 0)) Bricks \(Bench.time(timings[0].median)),"
        + " JSONEncoder \(Bench.time(timings[1].median)): \(Bench.format(timings[1].median / timings[0].median, 2))x;"
        + " thread CPU \(Bench.time(cpuTimings[0].median)), \(Bench.time(cpuTimings[1].median)):"
        + " \(Bench.format(cpuTimings[1].median / cpuTimings[0].median, 2))x {10x}")
  }
  try measure("twitter.json", TwitterSearch.self, encoder: ModelEncoders.twitter(), decoder: ModelDecoders.twitter())
  try measure("citm_catalog.json", CitmCatalog.self, encoder: JSONEncoder(), decoder: JSONDecoder())
  try measure("canada.json", FeatureCollection.self, encoder: JSONEncoder(), decoder: JSONDecoder())
  guard !summary.isEmpty else {
    print("  models → bytes skipped: ../shared/data/bench not found (set BRICKS_SHARED_DATA)")
    return
  }
  print(
    "summary: models → bytes, how many times faster than JSONEncoder (medians, interleaved; wall clock, thread CPU) {target}"
  )
  for line in summary { print(line) }
}
