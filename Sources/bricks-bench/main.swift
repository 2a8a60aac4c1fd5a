import Foundation

// Usage: swift run -c release bricks-bench [--json] [section ...]
// Sections: json, json-memory, encoding, mapping, cells, compose, diffable, scaffold (default: all).
// --json: also print every figure as one JSON object per line (section, name, median, min,
// rounds, ratio; times in seconds), the lines that start with "{".
let sections: [(String, () throws -> Void)] = [
  ("json", runJSONBenchmarks),
  ("json-memory", runJSONMemoryBenchmarks),
  ("encoding", runEncodingBenchmarks),
  ("cells", runCellsBenchmarks),
  ("mapping", runMappingBenchmarks),
  ("scaffold", runScaffoldBenchmarks),
  ("compose", runComposeBenchmarks),
  ("diffable", runDiffableBenchmarks),
]
let arguments = CommandLine.arguments.dropFirst()
// bricks-bench --parse FILE [N] [interleaved|cold]: parses FILE N times (default 1) and nothing
// else, for instruction counts (valgrind --tool=callgrind) of one parser.
// bricks-bench --parse-peak FILE: parses FILE once and prints the resident memory that added
// (for json-memory, which runs it in a fresh process per shape).
if arguments.first == "--parse-peak" {
  try parsePeakForMemory(Array(arguments.dropFirst()))
  exit(0)
}
if arguments.first == "--parse" {
  try parseForProfiling(Array(arguments.dropFirst()))
  exit(0)
}
// bricks-bench --map twitter|sparse|citm|canada FILE [N] [bytes]: maps FILE to that example model
// N times and nothing else (parsed once; `bytes` parses every round too), for profiles.
if arguments.first == "--map" {
  try mapForProfiling(Array(arguments.dropFirst()))
  exit(0)
}
Bench.jsonLines = arguments.contains("--json")
let wanted = Set(arguments.filter { $0 != "--json" })
let known = Set(sections.map(\.0))
if let bad = wanted.first(where: { !known.contains($0) }) {
  FileHandle.standardError.write(
    Data("bricks-bench: unknown section '\(bad)'; known: \(sections.map(\.0).joined(separator: ", "))\n".utf8))
  exit(64)
}
for (name, run) in sections where wanted.isEmpty || wanted.contains(name) {
  print("== \(name) ==")
  Bench.section = name
  try run()
}
