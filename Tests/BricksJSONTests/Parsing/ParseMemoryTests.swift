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
  /// value per 2.7 bytes), the decoded escapes (and their growth), the larger copy when the
  /// escapes outgrow its spare room, and the tape's final trim.
  enum Kind: String, CaseIterable {
    case plain, deep, dense, fewEscapes, spilledEscapes, manyEscapes
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
    // Decoded escapes (10,000 bytes) that fit the spare room of its copy (a quarter of the
    // input): the scratch block is spilled there each time it fills and never grows.
    case .spilledEscapes:
      "[\"" + String(repeating: #"\n"#, count: 10_000) + "\"]" + String(repeating: " ", count: 40_000)
    // Decoded escapes over a quarter of the input: the spare room of its copy fills up.
    case .manyEscapes: "[\"" + String(repeating: #"\n"#, count: 30_000) + "\"]"
    }
  }

  /// The allocations each kind makes, in order (counted by a probe that fails none).
  static let expectedAllocations: [Kind: Int] = [
    .plain: 4,  // copy, tape, stack, trim
    .deep: 5,  // copy, tape, stack, stack growth, trim
    .dense: 5,  // copy, tape, stack, tape growth, trim
    .fewEscapes: 5,  // copy, tape, stack, escapes, trim
    .spilledEscapes: 5,  // copy, tape, stack, escapes (4,096 bytes, spilled each time it fills), trim
    // copy, tape, stack, escapes spilled into the copy's spare room until it is full, then
    // growing 4,096 → 8,192 → 16,384 → 32,768, larger copy, trim
    .manyEscapes: 9,
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

  /// Escapes decoded through a spill into the copy's spare room read back as written, in strings
  /// and keys that straddle the moments the scratch block is spilled, whether the room suffices
  /// or not (checked against the decoded text built independently).
  @Test(arguments: [100, 3_000, 8_000])
  func spilledEscapesReadBackAsWritten(pieces: Int) throws {
    var text = "{"
    var expected: [(String, String)] = []
    for i in 0..<pieces {
      let key = "k\(i)\u{e9}"
      let value = String(repeating: "a\"\u{1F600}", count: i % 7 + 1)
      text +=
        (i == 0 ? "" : ",") + #""k\#(i)\u00e9":""# + String(repeating: #"a\"\ud83d\ude00"#, count: i % 7 + 1) + "\""
      expected.append((key, value))
    }
    text += "}" + String(repeating: " ", count: pieces < 8_000 ? text.utf8.count * 4 : 0)
    let json = try JSON(parsing: text)
    for (key, value) in expected { #expect(json[key]?.stringValue == value, "\(key)") }
  }

  /// The same for every corpus file: each allocation failing throws, none traps.
  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"), arguments: SharedData.benchFiles)
  func everyCorpusFileThrowsWhenAnyAllocationFails(file: String) throws {
    let data = try SharedData.data("bench/\(file)")
    let counting = ParseMemory.Probe()
    _ = try ParseMemory.$probe.withValue(counting) { try JSON(parsing: data) }
    #expect(counting.allocations >= 4)  // copy, tape, stack, trim
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

  /// The shapes whose peak is measured, ~2.5 MB each (the ratios do not depend on the size:
  /// every buffer is proportional to the text), and the bound on the resident peak while
  /// parsing and on the bytes allocated at the peak, as multiples of the input (the caller's
  /// copy counted). The tape is one 8-byte word per value and key (a second one for a number
  /// that does not fit 56 bits): `[1,1,…]` needs 4x its input for the tape, so its peak is the
  /// two copies of the input and that, 6x exactly (its bound leaves room for the runtime's
  /// noise beyond the 128 KB allowed); `[{},…]` 4.7x; twitter.json 2.42x (the decoded escapes
  /// are spilled into the spare room of the copy as they are written, not held twice). (With 16-byte
  /// entries they peaked at 10x, 7.4x and 2.86x; with a reservation of 8 bytes of tape per
  /// input byte, at 18x and 12.7x.) Allocated counts the tape's first block whole, 3 bytes
  /// per input byte, of which only what is written takes memory.
  static let peakBounds: [(shape: String, resident: Double, allocated: Double)] = [
    ("[1,1,...]", 6.05, 9.3), ("[{},...]", 4.8, 5.3), ("[\"\",...]", 4.8, 5.3), ("one string", 2.1, 5.3),
    ("twitter.json", 2.5, 5.5), ("citm_catalog.json", 2.45, 5.3), ("canada.json", 3.0, 5.3),
  ]

  /// The text of a shape of `peakBounds`; nil for a corpus file when the corpus is absent.
  static func peakInput(_ shape: String) -> Data? {
    let size = 2_500_000
    switch shape {
    case "[1,1,...]": return Data(("[" + String(repeating: "1,", count: size / 2) + "1]").utf8)
    case "[{},...]": return Data(("[" + String(repeating: "{},", count: size / 3) + "{}]").utf8)
    case "[\"\",...]": return Data(("[" + String(repeating: "\"\",", count: size / 3) + "\"\"]").utf8)
    case "one string": return Data(("\"" + String(repeating: "a", count: size) + "\"").utf8)
    default:
      guard SharedData.isAvailable, let document = try? SharedData.data("bench/\(shape)") else { return nil }
      var data = Data("[".utf8)
      repeat {
        if data.count > 1 { data.append(UInt8(ascii: ",")) }
        data.append(document)
      } while data.count < size
      data.append(UInt8(ascii: "]"))
      return data
    }
  }

  /// What the parse adds to the resident set at its peak (Linux: /proc/self/status's high-water
  /// mark, reset through /proc/self/clear_refs first), plus the input: run in a child process
  /// of its own, so nothing else of the test run moves the mark. Also checks, in the same
  /// child, the peak the ``ParseMemory/Probe`` counts: every byte allocated, written or not
  /// (the tape's first block is 3 bytes per input byte; before, 8).
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment[childRoleVariable] == nil),
    .enabled(if: FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs"), "needs Linux's /proc"),
    arguments: ParseMemoryTests.peakBounds.map(\.shape))
  func residentPeakWhileParsing(shape: String) throws {
    guard ParseMemoryTests.peakInput(shape) != nil else { return }  // the corpus is absent
    let bounds = try #require(ParseMemoryTests.peakBounds.first { $0.shape == shape })
    let lines = try ParseMemoryTests.runChild(role: "peak:\(shape)")
    #expect(lines.count == 2, "the child wrote \(lines)")
    guard lines.count == 2, let resident = Double(lines[0]), let allocated = Double(lines[1]) else { return }
    #expect(resident <= bounds.resident, "\(shape): resident peak \(resident)x the input")
    #expect(resident >= 1.9, "\(shape): \(resident)x is less than the two copies of the input: not measured")
    #expect(allocated <= bounds.allocated, "\(shape): \(allocated)x allocated at the peak")
  }

  // MARK: - A real address-space limit, in a child process

  /// The environment variable that gives ``childRole()`` its role (`limited`, `peak:SHAPE`); the
  /// file it writes its outcome to is in ``childOutcomeVariable``.
  static let childRoleVariable = "BRICKS_JSON_CHILD_ROLE"
  static let childOutcomeVariable = "BRICKS_JSON_CHILD_OUTCOME"

  /// Runs this test binary with only ``childRole()`` enabled, in `role`; returns the lines it
  /// wrote. Records an issue if the child did not exit normally (a trap is a signal).
  static func runChild(role: String) throws -> [String] {
    let outcome = FileManager.default.temporaryDirectory
      .appendingPathComponent("bricks-json-child-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
    defer { try? FileManager.default.removeItem(at: outcome) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--testing-library", "swift-testing", "--filter", "ParseMemoryTests/childRole"]
    var environment = ProcessInfo.processInfo.environment
    environment[childRoleVariable] = role
    environment[childOutcomeVariable] = outcome.path
    if role == "limited" {
      // glibc gives each thread an arena of its own, 64 MB of address space reserved up front
      // that a parse could fill without mapping more (the limit would not bind), and after a
      // large block is freed keeps blocks of that size on its heap for reuse: one arena, and
      // every large block mapped afresh and unmapped when freed.
      environment["MALLOC_ARENA_MAX"] = "1"
      environment["MALLOC_MMAP_THRESHOLD_"] = "131072"
    }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "\(role): the child died of signal \(process.terminationStatus)")
    return (try? String(contentsOf: outcome, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
  }

  /// A 26 MB string parsed under a 300 MB address-space limit, and again with only 20 MB of
  /// room left, in a child process: each parse either succeeds with the right value or throws
  /// `outOfMemory`, and the child exits normally. With 20 MB of room the copy of the input
  /// alone does not fit, so that parse must throw. (Before parsing allocated through
  /// ``ParseMemory``, the first parse trapped: it reserved 208 MB of tape up front.)
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childRoleVariable] == nil))
  func aParseUnderAnAddressSpaceLimitThrowsInsteadOfTrapping() throws {
    let lines = try ParseMemoryTests.runChild(role: "limited")
    #expect(lines.count == 2, "the child wrote \(lines)")
    guard lines.count == 2 else { return }
    #expect(
      lines[0] == "parsed" || lines[0].hasPrefix("outOfMemory: out of memory: could not allocate "), "\(lines[0])")
    #expect(lines[1].hasPrefix("outOfMemory: out of memory: could not allocate "), "\(lines[1])")
  }

  /// The child's side of the tests above (disabled unless a parent set ``childRoleVariable``).
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childRoleVariable] != nil))
  func childRole() throws {
    let environment = ProcessInfo.processInfo.environment
    let role = try #require(environment[ParseMemoryTests.childRoleVariable])
    let path = try #require(environment[ParseMemoryTests.childOutcomeVariable])
    let lines =
      role.hasPrefix("peak:") ? try ParseMemoryTests.peak(String(role.dropFirst(5))) : ParseMemoryTests.limitedParses()
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Builds the string, limits the address space, parses, lifts the limit: one line per parse.
  /// (The child runs with glibc's allocator in one arena and a fixed mapping threshold, see
  /// ``runChild(role:)``, so that the limit binds every allocation.)
  static func limitedParses() -> [String] {
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
        // Its length read in place: a 26 MB `String` might not fit the limit (and would trap).
        line = json.withUTF8 { $0.count } == length ? "parsed" : "wrong value"
      } catch {
        line = "\(error.kind.rawValue): \(error)"
      }
      setrlimit(ParseMemoryTests.addressSpace, &original)
      lines.append(line)
    }
    return lines
  }

  /// The resident and allocated peaks of parsing `shape`, as multiples of the input.
  static func peak(_ shape: String) throws -> [String] {
    guard let data = peakInput(shape) else { return [] }
    // A first, small parse faults in the parser's code pages and the allocator's arenas, which
    // are not the parse's memory and would otherwise be counted once (the warm-up's own buffers
    // are a few kilobytes); so does a first read of /proc/self/status, for what reading it
    // takes (about 200 KB).
    _ = try JSON(parsing: Data(#"[{"a":[1,1.5,"x",true,null,{}]},"text",[1,2,3]]"#.utf8))
    _ = statusKilobytes("VmHWM")
    let clear = open("/proc/self/clear_refs", O_WRONLY)
    guard clear >= 0 else { return [] }
    defer { close(clear) }
    guard write(clear, "5", 1) == 1, let before = statusKilobytes("VmRSS") else { return [] }
    let probe = ParseMemory.Probe()
    let json = try ParseMemory.$probe.withValue(probe) { try JSON(parsing: data) }
    guard let high = statusKilobytes("VmHWM") else { return [] }
    withExtendedLifetime(json) {}
    // What the runtime itself touches meanwhile (stack, page tables, the test library's
    // bookkeeping) is a fixed amount, not proportional to the input: up to 128 KB is not counted.
    let noise = 128 * 1024
    let resident = Double(data.count + max(0, (high - before) * 1024 - noise)) / Double(data.count)
    let allocated = Double(data.count + probe.peak) / Double(data.count)
    return ["\(resident)", "\(allocated)"]
  }

  /// A field of /proc/self/status given in kB (`VmRSS`, `VmHWM`).
  static func statusKilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    return nil
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
