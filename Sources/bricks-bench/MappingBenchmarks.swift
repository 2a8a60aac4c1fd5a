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
    rows.append(try measureMapping("twitter.json", data, targets: (4, 8),
      bricks: { try TwitterSearch.parse(data) },
      codable: { try decoder.decode(TwitterSearch.self, from: data) },
      hand: { try TwitterSearch(dictionary: try foundationObject(data)) }))
  }
  if let data = Bench.load("citm_catalog.json") {
    let decoder = JSONDecoder()
    rows.append(try measureMapping("citm_catalog.json", data, targets: (15, 8),
      bricks: { try CitmCatalog.parse(data) },
      codable: { try decoder.decode(CitmCatalog.self, from: data) },
      hand: { try CitmCatalog(dictionary: try foundationObject(data)) }))
  }
  if let data = Bench.load("canada.json") {
    let decoder = JSONDecoder()
    rows.append(try measureMapping("canada.json", data, targets: (8, 8),
      bricks: { try FeatureCollection.parse(data) },
      codable: { try decoder.decode(FeatureCollection.self, from: data) },
      hand: { try FeatureCollection(dictionary: try foundationObject(data)) }))
  }
  print("summary (how many times faster Bricks is; median, with best-vs-best in brackets; target in braces):")
  for r in rows {
    let name = r.file.padding(toLength: 20, withPad: " ", startingAt: 0)
    print("  \(name) vs JSONDecoder \(Bench.format(r.vsCodable.median, 2))x [\(Bench.format(r.vsCodable.min, 2))x] {\(r.targets.codable)x}"
      + "   vs JSONSerialization+as? \(Bench.format(r.vsHand.median, 2))x [\(Bench.format(r.vsHand.min, 2))x] {\(r.targets.hand)x}")
  }
}

private struct MappingRow {
  let file: String
  let vsCodable: (median: Double, min: Double)
  let vsHand: (median: Double, min: Double)
  let targets: (codable: Int, hand: Int)
}

private func foundationObject(_ data: Data) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    throw HandMappingError([String: Any].self, "$")
  }
  return object
}

private func measureMapping<M: Equatable>(
  _ file: String, _ data: Data, targets: (Int, Int),
  bricks: @escaping () throws -> M, codable: @escaping () throws -> M, hand: @escaping () throws -> M
) throws -> MappingRow {
  print("\(file) (\(data.count) bytes)")
  // The three must agree before their times mean anything (canada.json's doubles from
  // JSONSerialization on Linux are not correctly rounded, so only the other two are compared there).
  let model = try bricks()
  if try codable() != model { print("  warning: JSONDecoder's \(M.self) differs from Bricks'") }
  if file != "canada.json", try hand() != model { print("  warning: the hand-mapped \(M.self) differs from Bricks'") }
  let timings = try Bench.measure([
    Contender(name: "Bricks \(M.self).parse(data)") { blackHole(try bricks()) },
    Contender(name: "JSONDecoder (Codable)") { blackHole(try codable()) },
    Contender(name: "JSONSerialization + as?") { blackHole(try hand()) },
  ])
  Bench.report("map to \(M.self)", bytes: data.count, timings)
  let b = timings[0]
  return MappingRow(
    file: file,
    vsCodable: (timings[1].median / b.median, timings[1].min / b.min),
    vsHand: (timings[2].median / b.median, timings[2].min / b.min),
    targets: (codable: targets.0, hand: targets.1))
}
