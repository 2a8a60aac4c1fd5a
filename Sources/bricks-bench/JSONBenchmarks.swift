import BricksJSON
import Foundation

/// Parse and serialize every payload of ../shared/data/bench with Bricks and with
/// JSONSerialization, interleaved in the same run.
func runJSONBenchmarks() throws {
  let files = [
    "twitter.json", "citm_catalog.json", "canada.json", "twitterescaped.json", "github_events.json",
    "apache_builds.json", "google_maps_api_response.json", "twitter_timeline.json", "twitter_api_response.json",
  ]
  guard Bench.benchDataDirectory() != nil else {
    print("  skipped: ../shared/data/bench not found (set BRICKS_SHARED_DATA)")
    return
  }
  try runUTF8ValidationBenchmark()
  var summary: [(String, Double, Double)] = []
  for name in files {
    guard let data = Bench.load(name) else { continue }
    print("\(name) (\(data.count) bytes)")
    let parse = try Bench.measure([
      Contender(name: "Bricks JSON(parsing:)") { blackHole(try JSON(parsing: data)) },
      Contender(name: "JSONSerialization.jsonObject") {
        blackHole(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
      },
    ])
    Bench.report("parse", bytes: data.count, parse)
    let json = try JSON(parsing: data)
    let any = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let serialize = try Bench.measure([
      Contender(name: "Bricks json.serializedData()") { blackHole(json.serializedData()) },
      Contender(name: "JSONSerialization.data") {
        blackHole(try JSONSerialization.data(withJSONObject: any, options: [.fragmentsAllowed]))
      },
    ])
    Bench.report("serialize", bytes: data.count, serialize)
    summary.append((name, parse[1].median / parse[0].median, serialize[1].median / serialize[0].median))
  }
  try reportDocumentMemory(files)
  print("summary (Bricks vs JSONSerialization, median ratio):")
  for (name, p, s) in summary {
    print(
      "  \(name.padding(toLength: 32, withPad: " ", startingAt: 0)) parse \(Bench.format(p, 2))x  serialize \(Bench.format(s, 2))x"
    )
  }
}

/// What a parsed document keeps, per corpus file, as a multiple of the input's size: counted
/// exactly (`JSON.storageByteCount`: 16 bytes per tape entry plus the text's capacity), not
/// sampled from the allocator. The bound the issue sets is 2x on twitter.json.
private func reportDocumentMemory(_ files: [String]) throws {
  print("memory: what a parsed document keeps (tape + text, counted exactly), as a multiple of its input")
  for name in files {
    guard let data = Bench.load(name) else { continue }
    let json = try JSON(parsing: data)
    let ratio = Double(json.storageByteCount) / Double(data.count)
    let bound = name == "twitter.json" ? "  {<= 2x}" : ""
    if Bench.jsonLines {
      print(
        #"{"section":"json","name":"\#(name) document memory / input","ratio":\#(ratio),"bytes":\#(json.storageByteCount)}"#
      )
    }
    print(
      "  \(name.padding(toLength: 32, withPad: " ", startingAt: 0)) \(json.storageByteCount) bytes for \(data.count): \(Bench.format(ratio, 2))x\(bound)"
    )
  }
  print(
    "  (while parsing, the tape's block starts at 3x the input and grows for denser text; only the pages"
      + " written are backed by memory, and the document gives the rest back when parsing ends: see json-memory)")
}

/// `--parse FILE [N] [interleaved]`: parse one file N times.
func parseForProfiling(_ arguments: [String]) throws {
  guard let path = arguments.first else {
    FileHandle.standardError.write(
      Data("usage: bricks-bench --parse FILE [N] [interleaved|cold]\n".utf8))
    exit(64)
  }
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  let roundsText = arguments.count > 1 ? arguments[1] : "1"
  guard let rounds = Int(roundsText), rounds > 0 else {
    FileHandle.standardError.write(
      Data("bricks-bench --parse: '\(roundsText)' is not a positive number of parses\n".utf8))
    exit(64)
  }
  var times: [UInt64] = []
  times.reserveCapacity(rounds)
  // A third argument `interleaved` runs JSONSerialization between parses, as the benchmark
  // section does (its allocations leave the caches and the allocator as an app's would);
  // `cold` instead writes one byte of every cache line of 64 MiB between parses, which evicts
  // the input and the parser's blocks from every cache and leaves the allocator as it was.
  let mode = arguments.count > 2 ? arguments[2] : ""
  guard ["", "interleaved", "cold"].contains(mode) else {
    FileHandle.standardError.write(
      Data("bricks-bench --parse: '\(mode)' is neither 'interleaved' nor 'cold'\n".utf8))
    exit(64)
  }
  var evicting = [UInt8](repeating: 0, count: mode == "cold" ? 64 << 20 : 0)
  for round in 0..<rounds {
    if mode == "interleaved" { blackHole(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) }
    for line in stride(from: 0, to: evicting.count, by: 64) { evicting[line] &+= UInt8(truncatingIfNeeded: round) }
    let start = Bench.now()
    blackHole(try JSON(parsing: data))
    times.append(Bench.now() - start)
  }
  blackHole(evicting)
  // Timing goes to standard error, so instruction-count runs can ignore it.
  times.sort()
  let best = Double(times[0])
  let median = Double(times[times.count / 2])
  FileHandle.standardError.write(
    Data(
      "\(rounds) parses: median \(Bench.format(Double(data.count) / median, 3)) GB/s, best \(Bench.format(Double(data.count) / best, 3)) GB/s\n"
        .utf8))
}

/// `json-memory`: the peak memory of parsing ~25 MB of text of each shape, as a multiple of
/// the input, both counting the caller's copy of the input:
/// - resident: what the process's resident set grows by, measured in a fresh process per shape
///   (`--parse-peak`); pages reserved but never written do not count;
/// - allocated: every byte the parse holds at its peak (its copy of the input with spare room
///   for escapes, the tape's block, the container stack, the decoded escapes), written or
///   not, counted by `ParseMemory.Probe` at each allocation.
func runJSONMemoryBenchmarks() throws {
  let target = 25_000_000
  var shapes: [(String, Data)] = []
  if let twitter = Bench.load("twitter.json") {
    shapes.append(("twitter-like (twitter.json repeated)", repeated(twitter, toAbout: target)))
  }
  if let citm = Bench.load("citm_catalog.json") {
    shapes.append(("citm-like (citm_catalog.json repeated)", repeated(citm, toAbout: target)))
  }
  if let canada = Bench.load("canada.json") {
    shapes.append(("canada-like (canada.json repeated)", repeated(canada, toAbout: target)))
  }
  shapes.append(("[1,1,...]", Data(("[" + String(repeating: "1,", count: target / 2) + "1]").utf8)))
  shapes.append(("[{},{},...]", Data(("[" + String(repeating: "{},", count: target / 3) + "{}]").utf8)))
  shapes.append(("one string", Data(("\"" + String(repeating: "a", count: target) + "\"").utf8)))
  print("peak memory while parsing ~25 MB, counting the caller's copy of the input, as a multiple of the input")
  for (name, data) in shapes {
    let probe = ParseMemory.Probe()
    let json = try ParseMemory.$probe.withValue(probe) { try JSON(parsing: data) }
    let allocated = Double(data.count + probe.peak) / Double(data.count)
    let kept = Double(json.storageByteCount) / Double(data.count)
    let resident = residentPeak(of: data).map { Double(data.count + $0) / Double(data.count) }
    if Bench.jsonLines {
      print(#"{"section":"json-memory","name":"\#(name) allocated peak / input","ratio":\#(allocated)}"#)
      if let resident {
        print(#"{"section":"json-memory","name":"\#(name) resident peak / input","ratio":\#(resident)}"#)
      }
    }
    print(
      "  \(name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(data.count) bytes: peak resident "
        + "\(resident.map { Bench.format($0, 2) + "x" } ?? "n/a"), allocated \(Bench.format(allocated, 2))x;"
        + " document keeps \(Bench.format(kept, 2))x")
  }
}

/// `[doc,doc,...]`: `document` repeated to about `target` bytes.
private func repeated(_ document: Data, toAbout target: Int) -> Data {
  var out = Data("[".utf8)
  out.reserveCapacity(target + document.count + 2)
  repeat {
    if out.count > 1 { out.append(UInt8(ascii: ",")) }
    out.append(document)
  } while out.count < target
  out.append(UInt8(ascii: "]"))
  return out
}

/// `--parse-peak FILE`: parses FILE once and prints the resident memory the parse added at its
/// peak, for `json-memory`, which runs it in a fresh process per shape. Linux only: the
/// resident set's high-water mark (`VmHWM`) is reset through /proc/self/clear_refs after the
/// file is read, and read back after the parse; prints nothing where that is not possible.
/// A small parse first faults in the parser's code and the allocator's arenas, half a megabyte
/// that any first parse in a process pays once, even of `[1]`, and that is not the parse's
/// memory, and a first read of /proc/self/status faults in what reading it takes (200 KB that
/// would otherwise be counted as the parse's): the same warm-ups as the peak test in
/// ParseMemoryTests.
func parsePeakForMemory(_ arguments: [String]) throws {
  guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: bricks-bench --parse-peak FILE\n".utf8))
    exit(64)
  }
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  _ = try JSON(parsing: Data(#"[{"a":[1,1.5,"x",true,null,{}]},"text",[1,2,3]]"#.utf8))
  _ = statusKilobytes("VmHWM")
  let clear = open("/proc/self/clear_refs", O_WRONLY)
  guard clear >= 0 else { return }
  let written = write(clear, "5", 1)
  close(clear)
  guard written == 1, let before = statusKilobytes("VmRSS") else { return }
  let json = try JSON(parsing: data)
  guard let peak = statusKilobytes("VmHWM") else { return }
  print("\((peak - before) * 1024) \(json.storageByteCount)")
}

/// A field of /proc/self/status given in kB (`VmRSS`, `VmHWM`).
private func statusKilobytes(_ field: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
  for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
    return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
  }
  return nil
}

/// The resident peak of parsing `data` in a fresh process (see ``parsePeakForMemory(_:)``):
/// bytes added by the parse, or nil where it cannot be measured.
private func residentPeak(of data: Data) -> Int? {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("bricks-json-memory-\(getpid()).json")
  defer { try? FileManager.default.removeItem(at: file) }
  guard (try? data.write(to: file)) != nil else { return nil }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--parse-peak", file.path]
  let out = Pipe()
  process.standardOutput = out
  guard (try? process.run()) != nil else { return nil }
  let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0, let first = text.split(separator: " ").first else { return nil }
  return Int(first)
}
