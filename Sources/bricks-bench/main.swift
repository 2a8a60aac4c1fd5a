import Foundation

// Usage: swift run -c release bricks-bench [section ...]
// Sections: json, encoding, mapping, cells, compose, diffable, scaffold (default: all).
let sections: [(String, () throws -> Void)] = [
  ("json", runJSONBenchmarks),
  ("encoding", runEncodingBenchmarks),
  ("cells", runCellsBenchmarks),
  ("mapping", runMappingBenchmarks),
  ("scaffold", runScaffoldBenchmarks),
  ("compose", runComposeBenchmarks),
  ("diffable", runDiffableBenchmarks),
]
let wanted = Set(CommandLine.arguments.dropFirst())
let known = Set(sections.map(\.0))
if let bad = wanted.first(where: { !known.contains($0) }) {
  FileHandle.standardError.write(Data("bricks-bench: unknown section '\(bad)'; known: \(sections.map(\.0).joined(separator: ", "))\n".utf8))
  exit(64)
}
for (name, run) in sections where wanted.isEmpty || wanted.contains(name) {
  print("== \(name) ==")
  try run()
}
