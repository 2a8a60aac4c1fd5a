import Foundation
import Testing

@testable import BricksJSON

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running out of memory while parsing is an error the parse throws, never a trap: every
/// allocation of a parse is made to fail in turn (through ``ParseMemory/Probe``, no real
/// memory pressure), and a child process parses a 26 MB string under a 300 MB address-space
/// limit. Peak memory while parsing is counted at each allocation.
@Suite struct ParseMemoryTests {
  /// Inputs that reach every allocation a parse makes: the copy of the input, the tape, the
  /// container stack (and its growth past 64 levels), the tape's growth (text denser than a
  /// value per 16 bytes), the decoded escapes (and their growth), the larger copy when the
  /// escapes outgrow its spare room, and the tape's final trim.
  enum Kind: String, CaseIterable {
    case plain, deep, dense, fewEscapes, manyEscapes
  }

  static func input(_ kind: Kind) -> String {
    switch kind {
    case .plain: #"{"a": [1, 2.5, "x", true, null], "b": {}}"#
    // Spaces after it, so that its tape does not grow.
    case .deep:
      String(repeating: "[", count: 100) + "0" + String(repeating: "]", count: 100)
        + String(repeating: " ", count: 2_000)
    case .dense: "[" + String(repeating: "1,", count: 2_000) + "1]"
    case .fewEscapes: #"["a\nb", "\u00e9"]"#
    // Decoded escapes over a quarter of the input: the spare room of its copy is too small.
    case .manyEscapes: "[\"" + String(repeating: #"\n"#, count: 3_000) + "\"]"
    }
  }

  /// The allocations each kind makes, in order (counted by a probe that fails none).
  static let expectedAllocations: [Kind: Int] = [
    .plain: 4,  // copy, tape, stack, trim
    .deep: 5,  // copy, tape, stack, stack growth, trim
    .dense: 5,  // copy, tape, stack, tape growth, trim
    .fewEscapes: 5,  // copy, tape, stack, escapes, trim
    .manyEscapes: 10,  // copy, tape, stack, escapes growing 256 → 512 → … → 4096, larger copy, trim
  ]

  @Test(arguments: Kind.allCases)
  func everyAllocationThatFailsMakesTheParseThrowOutOfMemory(kind: Kind) throws {
    let text = ParseMemoryTests.input(kind)
    let expected = try JSON(parsing: text)
    let counting = ParseMemory.Probe()
    let parsed = try ParseMemory.$probe.withValue(counting) { try JSON(parsing: text) }
    #expect(parsed == expected)
    let allocations = counting.allocations
    #expect(allocations == ParseMemoryTests.expectedAllocations[kind], "\(kind): \(allocations) allocations")
    #expect(counting.blocks == 1, "\(kind): only the document's tape is left")
    var thrown = 0
    for failing in 1...allocations {
      let probe = ParseMemory.Probe(failing: [failing])
      do {
        let json = try ParseMemory.$probe.withValue(probe) { try JSON(parsing: text) }
        // Only the last allocation, the trim of the tape, may fail harmlessly: the document
        // keeps the untrimmed block.
        #expect(failing == allocations, "\(kind): allocation \(failing) failed, yet the parse succeeded")
        #expect(json == expected)
        #expect(probe.blocks == 1)
      } catch {
        thrown += 1
        let error = try #require(error as? JSONParseError)
        #expect(error.kind == .outOfMemory)
        #expect(error.description.hasPrefix("out of memory: could not allocate "), "\(error)")
        #expect(error.description.contains(" bytes to parse \(text.utf8.count) bytes of JSON"), "\(error)")
        #expect(probe.blocks == 0, "\(kind): allocation \(failing) failed and \(probe.blocks) blocks leaked")
      }
    }
    #expect(thrown == allocations - 1)
  }

  /// The same for every corpus file: each allocation failing throws, none traps.
  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"), arguments: SharedData.benchFiles)
  func everyCorpusFileThrowsWhenAnyAllocationFails(file: String) throws {
    let data = try SharedData.data("bench/\(file)")
    let counting = ParseMemory.Probe()
    _ = try ParseMemory.$probe.withValue(counting) { try JSON(parsing: data) }
    #expect(counting.allocations >= 4)
    for failing in 1..<counting.allocations {
      let probe = ParseMemory.Probe(failing: [failing])
      let error = #expect(throws: JSONParseError.self) {
        try ParseMemory.$probe.withValue(probe) { try JSON(parsing: data) }
      }
      #expect(error?.kind == .outOfMemory)
      #expect(probe.blocks == 0)
    }
  }

  // MARK: - Peak memory

  /// The peak while parsing, as a multiple of the input: the caller's copy of the input plus
  /// everything the parse holds at its peak, counted at each allocation.
  static func peakRatio(_ data: Data) throws -> Double {
    let probe = ParseMemory.Probe()
    _ = try ParseMemory.$probe.withValue(probe) { try JSON(parsing: data) }
    return Double(data.count + probe.peak) / Double(data.count)
  }

  /// Dense shapes, ~2.5 MB each (the ratio does not depend on the size: every buffer is
  /// proportional to the text). Before the tape grew with the text, every parse reserved 8
  /// bytes per input byte and copied its entries out: 18.25x for `[1,1,…]`, 13.6x for `[{},…]`.
  @Test(arguments: [
    ("[1,1,...]", "1,", 11.3), ("[{},...]", "{},", 9.3), ("[[],...]", "[],", 9.3),
    ("[\"\",...]", "\"\",", 9.3), ("one string", "a", 3.3),
  ])
  func peakMemoryOfDenseShapes(shape: String, unit: String, bound: Double) throws {
    let count = 2_500_000 / unit.utf8.count
    let text =
      shape == "one string"
      ? "\"" + String(repeating: unit, count: count) + "\""
      : "[" + String(repeating: unit, count: count) + unit.dropLast() + "]"
    let ratio = try ParseMemoryTests.peakRatio(Data(text.utf8))
    #expect(ratio <= bound, "\(shape): peak \(ratio)x the input")
  }

  /// Corpus files repeated to ~2.5 MB (twitter-like, citm-like, canada-like text).
  @Test(
    .enabled(if: SharedData.isAvailable, "\(SharedData.missing)"),
    arguments: [
      ("twitter.json", 3.4), ("citm_catalog.json", 3.3), ("canada.json", 4.8),
    ])
  func peakMemoryOfCorpusLikeText(file: String, bound: Double) throws {
    let document = try SharedData.data("bench/\(file)")
    var data = Data("[".utf8)
    repeat {
      if data.count > 1 { data.append(UInt8(ascii: ",")) }
      data.append(document)
    } while data.count < 2_500_000
    data.append(UInt8(ascii: "]"))
    let ratio = try ParseMemoryTests.peakRatio(data)
    #expect(ratio <= bound, "\(file) repeated: peak \(ratio)x the input")
  }

  // MARK: - A real address-space limit, in a child process

  /// The environment variable that makes ``limitedParseInChildProcess()`` the child's role:
  /// the path of the file it writes its outcome to.
  static let childOutcomeVariable = "BRICKS_JSON_LIMITED_PARSE_OUTCOME"

  /// A 26 MB string parsed under a 300 MB address-space limit, and again with only 20 MB of
  /// room left, in a child process (this test binary, running only
  /// ``limitedParseInChildProcess()``): each parse either succeeds with the right value or
  /// throws `outOfMemory`, and the child exits normally. With 20 MB of room the copy of the
  /// input alone does not fit, so that parse must throw. (Before parsing allocated through
  /// ``ParseMemory``, the first parse trapped: it reserved 208 MB of tape up front.)
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childOutcomeVariable] == nil))
  func aParseUnderAnAddressSpaceLimitThrowsInsteadOfTrapping() throws {
    let outcome = FileManager.default.temporaryDirectory
      .appendingPathComponent("bricks-limited-parse-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
    defer { try? FileManager.default.removeItem(at: outcome) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", "limitedParseInChildProcess"]
    var environment = ProcessInfo.processInfo.environment
    environment[ParseMemoryTests.childOutcomeVariable] = outcome.path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "the child died of signal \(process.terminationStatus)")
    let lines = (try? String(contentsOf: outcome, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    #expect(lines.count == 2, "the child wrote \(lines)")
    guard lines.count == 2 else { return }
    #expect(
      lines[0] == "parsed" || lines[0].hasPrefix("outOfMemory: out of memory: could not allocate "), "\(lines[0])")
    #expect(lines[1].hasPrefix("outOfMemory: out of memory: could not allocate "), "\(lines[1])")
  }

  /// The child's role (disabled unless the parent set ``childOutcomeVariable``): builds the
  /// string, limits its address space, parses, lifts the limit, and writes one line per parse.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childOutcomeVariable] != nil))
  func limitedParseInChildProcess() throws {
    let path = try #require(ProcessInfo.processInfo.environment[ParseMemoryTests.childOutcomeVariable])
    let length = 26_000_000
    let text = "\"" + String(repeating: "a", count: length) + "\""
    var lines: [String] = []
    for limit in [300_000_000, ParseMemoryTests.addressSpaceInUse() + 20_000_000] {
      var original = rlimit()
      getrlimit(ParseMemoryTests.addressSpace, &original)
      var limited = original
      limited.rlim_cur = rlim_t(limit)
      setrlimit(ParseMemoryTests.addressSpace, &limited)
      let line: String
      do {
        let json = try JSON(parsing: text)
        line = json.stringValue?.utf8.count == length ? "parsed" : "wrong value"
      } catch {
        line = "\(error.kind.rawValue): \(error)"
      }
      setrlimit(ParseMemoryTests.addressSpace, &original)
      lines.append(line)
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  #if canImport(Glibc)
  static let addressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
  #else
  static let addressSpace = RLIMIT_AS
  #endif

  /// The bytes of address space this process maps now (Linux: /proc/self/statm; elsewhere 0).
  static func addressSpaceInUse() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
