import Foundation
import TestSupport
import Testing

@_spi(Testing) @testable import BricksJSON

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The vectorised UTF-8 check and its scalar reference, judged by the standard library's own
/// validation (`String(validating:as:)`), which shares no code with either.
@Suite struct UTF8ValidationTests {
  /// The independent oracle.
  static func oracle(_ bytes: [UInt8]) -> Bool {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return String(validating: bytes, as: UTF8.self) != nil
    }
    return String(data: Data(bytes), encoding: .utf8) != nil
  }

  static func vectorised(_ bytes: [UInt8]) -> Bool {
    withBase(bytes) { UTF8Validation.isValid($0, count: $1) }
  }

  static func scalar(_ bytes: [UInt8]) -> Bool {
    withBase(bytes) { UTF8Validation.isValidScalar($0, count: $1) }
  }

  /// Calls `body` with the bytes' address and count (a dummy address for empty input: never read).
  static func withBase(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>, Int) -> Bool) -> Bool {
    var dummy: UInt8 = 0xFF
    return bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress { return body(base, buffer.count) }
      return withUnsafePointer(to: &dummy) { body($0, 0) }
    }
  }

  /// Records a failure unless both checks agree with the oracle; returns the oracle's verdict.
  @discardableResult
  static func judge(_ bytes: [UInt8], _ what: @autoclosure () -> String) -> Bool {
    let expected = oracle(bytes)
    let v = vectorised(bytes)
    let s = scalar(bytes)
    if v != expected || s != expected {
      Issue.record(
        "\(what()): oracle \(expected), vectorised \(v), scalar \(s); \(bytes.count) bytes: \(hex(bytes.prefix(200)))")
    }
    return expected
  }

  static func hex(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  // MARK: - The generator

  /// What a generated piece is; every kind must occur.
  enum Kind: String, CaseIterable {
    case asciiRun, twoByte, threeByte, fourByte
    case strayContinuation, overlong2, overlong3, overlong4, surrogate, aboveMax, neverByte
    case truncatedAtEnd, truncatedBeforeASCII, truncatedBeforeLead
    case validAcrossBlock, errorAcrossBlock, emptyInput, lengthNotMultipleOf64
  }

  /// One random piece: its bytes, its kind, and whether it is valid on its own.
  static func piece(_ rng: inout SeededGenerator, valid: Bool) -> (bytes: [UInt8], kind: Kind) {
    func cont() -> UInt8 { UInt8.random(in: 0x80...0xBF, using: &rng) }
    func ascii() -> UInt8 { UInt8.random(in: 0x00...0x7F, using: &rng) }
    if valid {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return ((0..<Int.random(in: 1...80, using: &rng)).map { _ in ascii() }, .asciiRun)
      case 1: return ([UInt8.random(in: 0xC2...0xDF, using: &rng), cont()], .twoByte)
      case 2:
        let scalar = UInt32.random(in: 0x800...0xFFFF, using: &rng)
        let s = (0xD800...0xDFFF).contains(scalar) ? 0xE000 : scalar
        return (Array(String(Unicode.Scalar(s)!).utf8), .threeByte)
      default:
        let s = UInt32.random(in: 0x10000...0x10FFFF, using: &rng)
        return (Array(String(Unicode.Scalar(s)!).utf8), .fourByte)
      }
    }
    // A complete multi-byte sequence whose prefix a truncated case keeps.
    func someSequence() -> [UInt8] {
      let scalars: [UInt32] = [0xE9, 0x800, 0xFFFD, 0x1F600, 0x10FFFF, 0x20AC]
      return Array(String(Unicode.Scalar(scalars.randomElement(using: &rng)!)!).utf8)
    }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return ([cont()], .strayContinuation)
    case 1: return ([UInt8.random(in: 0xC0...0xC1, using: &rng), cont()], .overlong2)
    case 2: return ([0xE0, UInt8.random(in: 0x80...0x9F, using: &rng), cont()], .overlong3)
    case 3: return ([0xF0, UInt8.random(in: 0x80...0x8F, using: &rng), cont(), cont()], .overlong4)
    case 4: return ([0xED, UInt8.random(in: 0xA0...0xBF, using: &rng), cont()], .surrogate)
    case 5:
      let lead = UInt8(0xF4)
      return ([lead, UInt8.random(in: 0x90...0xBF, using: &rng), cont(), cont()], .aboveMax)
    case 6:
      var bytes = [UInt8.random(in: 0xF5...0xFF, using: &rng)]
      for _ in 0..<Int.random(in: 0...3, using: &rng) { bytes.append(cont()) }
      return (bytes, .neverByte)
    case 7:
      let s = someSequence()
      return (Array(s.prefix(Int.random(in: 1..<s.count, using: &rng))), .truncatedAtEnd)
    case 8:
      let s = someSequence()
      return (Array(s.prefix(Int.random(in: 1..<s.count, using: &rng))) + [ascii()], .truncatedBeforeASCII)
    default:
      let s = someSequence()
      return (Array(s.prefix(Int.random(in: 1..<s.count, using: &rng))) + someSequence(), .truncatedBeforeLead)
    }
  }

  /// Random documents of valid pieces with zero or one error piece at a random offset (one in
  /// three documents is valid); checks both implementations against the oracle and counts the
  /// kinds, the error offsets within a 64-byte block, and the 16-byte lane of the error.
  @Test func agreesWithTheStandardLibraryOnGeneratedInput() {
    var rng = SeededGenerator(seed: 0x0D7F_8A11_DA7E)
    var kinds: [Kind: Int] = [:]
    var errorOffsets = Set<Int>()
    var documents = 0
    var invalid = 0
    for round in 0..<12_000 {
      var bytes: [UInt8] = []
      let target = round == 0 ? 0 : Int.random(in: 0...260, using: &rng)
      let withError = round % 3 != 0
      func appendValid(until length: Int) {
        while bytes.count < length {
          let (p, kind) = Self.piece(&rng, valid: true)
          let start = bytes.count
          bytes += p
          kinds[kind, default: 0] += 1
          if p.count > 1, kind != .asciiRun, start / 64 != (bytes.count - 1) / 64 {
            kinds[.validAcrossBlock, default: 0] += 1
          }
        }
      }
      appendValid(until: target)
      if withError {
        let (p, kind) = Self.piece(&rng, valid: false)
        if kind == .truncatedAtEnd {
          // Only at the very end is it a truncation (else the next piece decides the case).
          let start = bytes.count
          bytes += p
          errorOffsets.insert(start % 64)
          kinds[kind, default: 0] += 1
        } else {
          let start = bytes.count
          bytes += p
          errorOffsets.insert(start % 64)
          kinds[kind, default: 0] += 1
          if p.count > 1, start / 64 != (bytes.count - 1) / 64 { kinds[.errorAcrossBlock, default: 0] += 1 }
          appendValid(until: bytes.count + Int.random(in: 0...100, using: &rng))
        }
      }
      if bytes.isEmpty { kinds[.emptyInput, default: 0] += 1 }
      if bytes.count % 64 != 0 { kinds[.lengthNotMultipleOf64, default: 0] += 1 }
      let valid = Self.judge(bytes, "round \(round)")
      #expect(valid == !withError, "round \(round): generated as \(withError ? "invalid" : "valid")")
      documents += 1
      if !valid { invalid += 1 }
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no case of kind \(kind): \(kinds)") }
    #expect(
      errorOffsets == Set(0..<64),
      "errors never started at block offsets \(Set(0..<64).subtracting(errorOffsets).sorted())")
    #expect(invalid > documents / 2 && invalid < documents)
  }

  /// Every sequence of up to three bytes drawn from the bytes where the rules change, placed at
  /// every offset that touches a 16- and 64-byte boundary in an ASCII text, at the very end, and
  /// alone: exhaustive over the boundaries of Table 3-7.
  @Test func agreesOnEveryShortSequenceOfBoundaryBytesAtEveryBoundaryOffset() {
    let interesting: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
      0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF,
    ]
    var sequences: [[UInt8]] = interesting.map { [$0] }
    for a in interesting { for b in interesting { sequences.append([a, b]) } }
    for a in interesting where a >= 0xC0 {
      for b in interesting { for c in interesting { sequences.append([a, b, c]) } }
    }
    let background = [UInt8](repeating: UInt8(ascii: "a"), count: 140)
    var valid = 0
    var checked = 0
    for s in sequences {
      if Self.judge(s, "alone") { valid += 1 }
      checked += 1
      for offset in [0, 13, 14, 15, 16, 61, 62, 63, 64, 127] {
        var bytes = background
        bytes.replaceSubrange(offset..<offset + s.count, with: s)
        Self.judge(bytes, "\(Self.hex(s)) at offset \(offset)")
        checked += 1
      }
      for length in [64, 65, 67, 128] {  // ending exactly at a block end, or just after
        Self.judge(Array(background.prefix(length - s.count)) + s, "\(Self.hex(s)) ending at \(length)")
        checked += 1
      }
    }
    #expect(valid > 100 && valid < sequences.count, "\(valid) of \(sequences.count) sequences valid")
    #expect(checked > 200_000)
  }

  /// Every four-byte sequence with a 4-byte lead and boundary bytes after it, straddling a block.
  @Test func agreesOnEveryFourByteLeadFollowedByBoundaryBytes() {
    let leads: [UInt8] = [0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5]
    let after: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC2, 0xE0, 0xF0]
    var valid = 0
    for a in leads {
      for b in after {
        for c in after {
          for d in after {
            for offset in [0, 61, 62] {
              var bytes = [UInt8](repeating: 0x20, count: 70)
              bytes.replaceSubrange(offset..<offset + 4, with: [a, b, c, d])
              if Self.judge(bytes, "\(Self.hex([a, b, c, d])) at \(offset)") { valid += 1 }
            }
          }
        }
      }
    }
    #expect(valid > 0)
  }

  /// Exhaustive over inputs of one and two bytes.
  @Test func agreesOnEveryInputOfOneOrTwoBytes() {
    var valid = 0
    for a in 0...255 {
      if Self.judge([UInt8(a)], "one byte") { valid += 1 }
      for b in 0...255 where Self.judge([UInt8(a), UInt8(b)], "two bytes") { valid += 1 }
    }
    // 128 valid single bytes; pairs: 128 * 128 ASCII pairs + 30 * 64 two-byte sequences.
    #expect(valid == 128 + 128 * 128 + 30 * 64)
  }

  @Test func acceptsEmptyInput() {
    #expect(Self.vectorised([]) && Self.scalar([]))
  }

  /// Every file of ../shared/data (the benchmark corpus and JSONTestSuite, whose n_ and i_ files
  /// include invalid UTF-8), whole and cut at a few places.
  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
  func agreesOnEverySharedDataFile() throws {
    let root = SharedData.root!
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
    var checked = 0
    var invalid = 0
    var sawNonASCII = false
    for url in files {
      let bytes = [UInt8](try Data(contentsOf: url))
      if !Self.judge(bytes, url.lastPathComponent) { invalid += 1 }
      if bytes.contains(where: { $0 >= 0x80 }) { sawNonASCII = true }
      for cut in [bytes.count / 3, bytes.count / 2, bytes.count - 1] where cut > 0 && cut < bytes.count {
        Self.judge(Array(bytes[..<cut]), "\(url.lastPathComponent) cut at \(cut)")
      }
      checked += 1
    }
    #expect(checked > 300, "only \(checked) files under \(root.path)")
    #expect(invalid > 0 && sawNonASCII, "the corpus has no invalid or no non-ASCII file: \(invalid)")
  }

  #if canImport(Glibc) || canImport(Darwin)
  /// Reads stay inside `base[0..<count]`: the input ends at the end of a readable page followed
  /// by an unreadable one, or starts right after an unreadable page (a stray read crashes).
  @Test func readsNothingOutsideTheInput() throws {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let size = 3 * page
    guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      memory != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      Issue.record("mmap failed")
      return
    }
    defer { munmap(memory, size) }
    let bytes = memory.assumingMemoryBound(to: UInt8.self)
    #expect(mprotect(memory, page, PROT_NONE) == 0)
    #expect(mprotect(memory + 2 * page, page, PROT_NONE) == 0)
    var rng = SeededGenerator(seed: 42)
    let sample = Array("aé€😀 tweet ".utf8)
    for count in 0...300 {
      let content = (0..<count).map { sample[($0 + Int.random(in: 0..<2, using: &rng)) % sample.count] }
      for start in [page, 2 * page - count] {  // at the start of the page, and ending at its end
        let p = bytes + start
        p.update(from: content, count: count)
        let expected = Self.oracle(content)
        #expect(UTF8Validation.isValid(p, count: count) == expected, "count \(count) at \(start - page)")
        #expect(UTF8Validation.isValidScalar(p, count: count) == expected, "count \(count) at \(start - page)")
      }
    }
  }
  #endif
}
