import Foundation
import TestSupport

/// Timing support shared by every benchmark section.
///
/// Contenders are measured interleaved, each round in a fresh order (a seeded shuffle), so that
/// noise on this shared machine, and the state one contender leaves for the next, hit them
/// alike; each reports its minimum and median.
struct Contender {
  let name: String
  let run: () throws -> Void
}

struct Timing {
  let name: String
  var samples: [Double] = []  // seconds
  var min: Double { samples.min() ?? .nan }
  var median: Double {
    let s = samples.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
}

enum Bench {
  /// Number of timed rounds; `BRICKS_BENCH_ROUNDS` overrides it (a smoke run uses 1).
  static var rounds: Int {
    Int(ProcessInfo.processInfo.environment["BRICKS_BENCH_ROUNDS"] ?? "") ?? 21
  }

  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Runs every contender once to warm up, then `rounds` interleaved timed rounds, each in an
  /// order of its own: a seeded shuffle, so that every contender runs after every other one
  /// about as often. A contender that runs right after one which churns the caches and the
  /// allocator (JSONSerialization) measured 15% slower than the same code run after a lighter
  /// one, and rotating where a round starts (A B C, B C A, ...) does not spread that: it keeps
  /// the cyclic order, so each contender still always follows the same one (it put Bricks,
  /// listed first, right after JSONSerialization, listed last, in all but one round of four).
  static func measure(_ contenders: [Contender], rounds: Int = Bench.rounds) throws -> [Timing] {
    var timings = contenders.map { Timing(name: $0.name) }
    for c in contenders { try c.run() }
    var rng = SeededGenerator(seed: 0xB41C5)
    for _ in 0..<max(1, rounds) {
      for i in contenders.indices.shuffled(using: &rng) {
        let t0 = now()
        try contenders[i].run()
        timings[i].samples.append(Double(now() - t0) / 1e9)
      }
    }
    return timings
  }

  /// Whether `--json` was given: every reported figure is also printed as one JSON object on a
  /// line of its own (the lines that start with `{`), for tooling.
  nonisolated(unsafe) static var jsonLines = false
  /// The section being run (`json`, `compose`, ...), for the JSON lines.
  nonisolated(unsafe) static var section = ""

  /// Prints one figure as a JSON line if `--json` was given: times in seconds; `ratio` is the
  /// figure's median over the section's reference (the first contender), null for the reference.
  static func json(section: String? = nil, name: String, timing t: Timing, ratio: Double?, bytes: Int? = nil) {
    guard jsonLines else { return }
    func number(_ x: Double?) -> String {
      guard let x, x.isFinite else { return "null" }
      return "\(x)"
    }
    func string(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    var fields = [
      "\"section\":\(string(section ?? Bench.section))", "\"name\":\(string(name))",
      "\"median\":\(number(t.median))", "\"min\":\(number(t.min))", "\"rounds\":\(t.samples.count)",
      "\"ratio\":\(number(ratio))",
    ]
    if let bytes { fields.append("\"bytes\":\(bytes)") }
    print("{" + fields.joined(separator: ",") + "}")
  }

  static func format(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

  /// Prints one line per contender: GB/s (or time) at min and median, and the ratio of the
  /// first contender's median against each other's (with `--json`, a JSON line each as well).
  static func report(_ title: String, bytes: Int?, _ timings: [Timing]) {
    print("  \(title)")
    let base = timings[0]
    for t in timings {
      var line = "    " + t.name.padding(toLength: 34, withPad: " ", startingAt: 0)
      if let bytes {
        let gb = Double(bytes) / 1e9
        line += " median \(format(gb / t.median, 3)) GB/s, best \(format(gb / t.min, 3)) GB/s"
      } else {
        line += " median \(format(t.median * 1e3, 3)) ms, best \(format(t.min * 1e3, 3)) ms"
      }
      if t.name != base.name { line += "  -> \(base.name) is \(format(t.median / base.median, 2))x faster" }
      print(line)
      json(
        name: "\(title): \(t.name)", timing: t, ratio: t.name != base.name ? t.median / base.median : nil, bytes: bytes)
    }
  }

  /// ../shared/data/bench, found from the working directory or the package root.
  static func benchDataDirectory() -> URL? {
    let fm = FileManager.default
    var candidates: [URL] = []
    if let env = ProcessInfo.processInfo.environment["BRICKS_SHARED_DATA"] {
      candidates.append(URL(fileURLWithPath: env).appendingPathComponent("bench"))
    }
    let cwd = URL(fileURLWithPath: fm.currentDirectoryPath)
    candidates.append(cwd.appendingPathComponent("../shared/data/bench"))
    let pkg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(pkg.appendingPathComponent("../shared/data/bench"))
    return candidates.first { fm.fileExists(atPath: $0.path) }?.standardizedFileURL
  }

  static func load(_ name: String) -> Data? {
    guard let dir = benchDataDirectory() else { return nil }
    return try? Data(contentsOf: dir.appendingPathComponent(name))
  }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never) func blackHole<T>(_ x: T) { withExtendedLifetime(x) {} }
