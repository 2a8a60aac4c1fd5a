import Foundation
import TestSupport
import Testing

@testable import BricksJSON

/// Property tests of ``scanNumber(_:_:_:)``: generated numbers of every kind, judged by an
/// independent oracle (Swift's `Int64(String)`, `UInt64(String)` and correctly rounded
/// `Double(String)`), with the kinds generated and the conversion paths taken both counted.
@Suite("Number parsing properties")
struct NumberPropertyTests {
  @Test("the unchecked tables have the sizes their lookups assume")
  func tableSizes() {
    #expect(smallPowersOfTen.count == 9)
    #expect(smallPowersOfTen.enumerated().allSatisfy { n, p in p == (0..<n).reduce(1) { r, _ in r * 10 } })
    #expect(exactPowersOfTen.count == 23)
    #expect(digitAlignments.count == 8)
    #expect(fourDigitAlignments.count == 8)
    #expect(powersOfFive.count == 2 * (powersOfFiveLargestExponent - powersOfFiveSmallestExponent + 1))
  }

  @Test("scans 120,000 generated numbers of every kind exactly like the standard library, taking every path")
  func generated() {
    var rng = SeededGenerator(seed: 0x6E75_6D62_6572)
    var kinds: [NumberKind: Int] = [:]
    var paths: [NumberPath: Int] = [:]
    var shortPaths: [NumberPath: Int] = [:]
    var failures: [String] = []
    for k in 0..<120_000 {
      let kind = NumberKind.allCases[k % NumberKind.allCases.count]
      let text = kind.generate(&rng)
      kinds[kind, default: 0] += 1
      switch check(text) {
      case .success(let (path, short)):
        paths[path, default: 0] += 1
        if let short { shortPaths[short, default: 0] += 1 }
      case .failure(let failure): failures.append("\(kind): \(failure.message)")
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    for kind in NumberKind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind) numbers were generated") }
    for path in NumberPath.allCases { #expect(paths[path, default: 0] > 0, "no number took the \(path) path") }
    // The parser's inline route decides integers, Clinger's and Eisel–Lemire's cases itself.
    for path in [NumberPath.integer, .clinger, .eiselLemire] {
      #expect(shortPaths[path, default: 0] > 0, "no number took the short route's \(path) path")
    }
    print("number kinds: \(kinds.sorted { "\($0.key)" < "\($1.key)" })")
    print("number paths: \(paths.sorted { "\($0.key)" < "\($1.key)" })")
    print("short-route paths: \(shortPaths.sorted { "\($0.key)" < "\($1.key)" })")
  }

  @Test("runs Eisel–Lemire's moderate form exactly like the full one and Double(String) for exponents -22...22")
  func moderateEiselLemire() {
    var rng = SeededGenerator(seed: 0x6D6F_6465_7261_7465)
    var kinds: [String: Int] = [:]
    var failures: [String] = []
    for k in 0..<30_000 {
      let q = Int(rng.next() % 45) - 22
      var w: UInt64
      switch k % 4 {
      case 0: w = rng.next() >> (rng.next() % 64)  // every bit length
      case 1: w = rng.next() | 1 << 63  // 64 bits
      case 2: w = (1 << 53 | rng.next() >> 11) >> (rng.next() % 12)  // near the 53-bit boundary
      default:
        // An exact halfway point between two doubles, scaled by a power of ten it absorbs:
        // (2^53 + odd) × 2^s is a tie when written with q = 0; with q < 0, 5^-q divides it.
        let odd = UInt64(2 * (rng.next() % 1000) + 1)
        w = (1 << 53 | odd) << (rng.next() % 10)
      }
      if w == 0 { w = 1 }
      let full = eiselLemire(q, w)
      let moderate = eiselLemire(q, w, moderate: true)
      guard full != undecided else {
        // The moderate form relies on this never happening in -22...22 (it is inside -27...55).
        failures.append("\(w)e\(q): the full form left it undecided")
        continue
      }
      let expected = Double("\(w)e\(q)")!.bitPattern
      kinds[q < 0 ? "negative exponent" : q == 0 ? "zero exponent" : "positive exponent", default: 0] += 1
      kinds[w >> 53 == 0 ? "at most 53 bits" : w >> 63 == 0 ? "54 to 63 bits" : "64 bits", default: 0] += 1
      if k % 4 == 3, q == 0 { kinds["exact tie", default: 0] += 1 }
      if full != expected || moderate != expected {
        failures.append("\(w)e\(q): full \(full), moderate \(moderate), expected \(expected)")
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    for kind in [
      "negative exponent", "zero exponent", "positive exponent", "at most 53 bits", "54 to 63 bits", "64 bits",
      "exact tie",
    ] {
      #expect(kinds[kind, default: 0] > 0, "no case of kind \(kind)")
    }
    print("moderate Eisel–Lemire kinds: \(kinds.sorted { $0.key < $1.key })")
  }

  @Test(
    "rejects a malformed number at the same byte whether or not more JSON follows it",
    arguments: [
      "01", "-01", "00.5", "0123456789.5", "1.e5", "1.]", "0.-1", "1234567.x", "12345678901234.]",
      "1e-x", "12.5e,", "1e+-5", "1e.5", "+1", ".5", "-a", "--1", "-.5", "1.5e]",
    ])
  func rejectsWithMoreInput(text: String) throws {
    func failure(_ bytes: [UInt8]) -> ParseFailure? {
      bytes.withUnsafeBufferPointer { buffer -> ParseFailure? in
        do throws(ParseFailure) {
          _ = try scanNumber(buffer.baseAddress!, 1, buffer.count)
          return nil
        } catch { return error }
      }
    }
    let alone = try #require(failure(Array((" " + text).utf8)))
    let followed = try #require(failure(Array((" " + text + " , 1234567890123456789012345]").utf8)))
    #expect(alone.reason == followed.reason)
    #expect(alone.offset == followed.offset)
  }

  @Test(
    "scans every number in the benchmark payloads exactly like the standard library",
    .enabled(if: SharedData.isAvailable, "\(SharedData.missing)"),
    arguments: [("canada.json", 111_126), ("twitter.json", 2_109), ("citm_catalog.json", 14_392)])
  func payloads(name: String, expectedCount: Int) throws {
    let bytes = try [UInt8](SharedData.data("bench/\(name)"))
    var failures: [String] = []
    var short = 0
    let numbers = numberRanges(in: bytes)
    for range in numbers {
      let text = String(decoding: bytes[range], as: UTF8.self)
      switch check(text) {
      case .success(let (_, shortPath)): short += shortPath == nil ? 0 : 1
      case .failure(let failure): failures.append(failure.message)
      }
      if failures.count > 10 { break }
    }
    print("\(name): \(short) of \(numbers.count) numbers took the short route")
    #expect(numbers.count == expectedCount)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test(
    "keeps the text of every parsed double on the tape, where Decimal reads it",
    .enabled(if: SharedData.isAvailable, "\(SharedData.missing)"),
    arguments: ["canada.json", "twitter.json", "citm_catalog.json"])
  func doubleTextOnTape(name: String) throws {
    let json = try JSON(parsing: SharedData.data("bench/\(name)"))
    let document = json.document
    var doubles = 0
    var failures: [String] = []
    for i in document.entryIndices where document.tape[i].tag == .double {
      let entry = document.tape[i]
      let bits = TapeEntry.bits(document.tape, i)
      doubles += 1
      guard let range = entry.doubleText, range.upperBound <= document.bytes.count else {
        failures.append("a double without text: \(Double(bitPattern: bits))")
        continue
      }
      let text = String(decoding: document.bytes[range], as: UTF8.self)
      let whole = parseNumberText(document.bytes[range])
      if Double(text)?.bitPattern != bits || whole.flatMap(asDouble)?.bitPattern != bits {
        failures.append("\(text): tape holds \(Double(bitPattern: bits))")
      }
      if failures.count > 10 { break }
    }
    let expectedDoubles = numberRanges(in: [UInt8](try SharedData.data("bench/\(name)"))).filter { range in
      json.document.bytes[range].contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
    }.count
    #expect(doubles == expectedDoubles)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

// MARK: - Generator

/// The kinds of number the property test generates, each counted.
private enum NumberKind: CaseIterable {
  case shortInteger, longInteger, wideInteger, negativeInteger, zero
  case shortFraction, mediumFraction, longFraction, positiveExponent, negativeExponent
  case subnormal, overflow, underflow, halfway, roundTrip

  /// One number of this kind, as JSON text.
  func generate(_ rng: inout SeededGenerator) -> String {
    let sign = rng.next() % 3 == 0 ? "-" : ""
    switch self {
    case .shortInteger: return sign + digits(1 + Int(rng.next() % 8), &rng)
    case .longInteger: return sign + digits(9 + Int(rng.next() % 11), &rng)  // 9...19 digits
    case .wideInteger: return sign + digits(20 + Int(rng.next() % 30), &rng)
    case .negativeInteger: return "-" + digits(1 + Int(rng.next() % 19), &rng)
    case .zero:
      let zeros = ["0", "-0", "0.0", "-0.000", "0e5", "-0E-7", "0e400", "-0.0e-999", "0.00000000000000000000000"]
      return zeros[Int(rng.next() % UInt64(zeros.count))]
    case .shortFraction: return sign + integerPart(&rng) + "." + digits(1 + Int(rng.next() % 8), &rng, leading: true)
    case .mediumFraction: return sign + integerPart(&rng) + "." + digits(9 + Int(rng.next() % 8), &rng, leading: true)
    case .longFraction: return sign + integerPart(&rng) + "." + digits(17 + Int(rng.next() % 30), &rng, leading: true)
    case .positiveExponent:
      return sign + digits(1 + Int(rng.next() % 17), &rng) + ["e", "E", "e+", "E+"][Int(rng.next() % 4)]
        + String(rng.next() % 330)
    case .negativeExponent:
      return sign + integerPart(&rng) + "." + digits(1 + Int(rng.next() % 17), &rng, leading: true) + "e-"
        + String(rng.next() % 330)
    case .subnormal:
      let d = Double(bitPattern: rng.next() & 0x000F_FFFF_FFFF_FFFF)
      return sign + (rng.next() % 2 == 0 ? "\(d)" : String(format: "%.17g", d))
    case .overflow: return sign + digits(1 + Int(rng.next() % 20), &rng) + "e" + String(309 + rng.next() % 100)
    case .underflow: return sign + "0." + digits(1 + Int(rng.next() % 20), &rng) + "e-" + String(324 + rng.next() % 100)
    case .halfway:
      var d = randomDouble(Int(rng.next() % 5), &rng).magnitude
      if !d.isFinite { d = 1 }
      let spellings = halfwaySpellings(of: d, &rng)
      return sign + spellings[Int(rng.next() % UInt64(spellings.count))]
    case .roundTrip:
      let d = randomDouble(Int(rng.next() % 5), &rng)
      return rng.next() % 2 == 0 ? "\(d)" : String(format: "%.17g", d)
    }
  }
}

/// `count` random decimal digits; the first is nonzero unless `leading` allows zeros.
private func digits(_ count: Int, _ rng: inout SeededGenerator, leading: Bool = false) -> String {
  var text = leading ? "" : String(1 + rng.next() % 9)
  while text.count < count { text.append(Character(String(rng.next() % 10))) }
  return text
}

/// An integer part for a fraction: mostly short, sometimes `0`, sometimes long.
private func integerPart(_ rng: inout SeededGenerator) -> String {
  switch rng.next() % 4 {
  case 0: return "0"
  case 1: return digits(1 + Int(rng.next() % 18), &rng)
  default: return digits(1 + Int(rng.next() % 3), &rng)
  }
}

// MARK: - Oracle

/// A mismatch between the scanner and the oracle.
private struct NumberMismatch: Error {
  let message: String
}

/// Scans `text` twice — alone in a buffer (every load near its end) and followed by more JSON
/// (the eight-byte loads, and the parser's short route) — and compares both with the standard
/// library. Each time, the general scanner (``scanNumberLiteral(_:_:_:)`` and
/// ``NumberLiteral/value(_:)``), ``scanNumber(_:_:_:)`` (the parser's route, through
/// ``scanNumberEntry(_:_:_:readable:)``) and, when it accepts the number, the short route alone must agree.
/// - Returns: The path that decided the value, and the short route's path if it took the number.
private func check(_ text: String) -> Result<(NumberPath, NumberPath?), NumberMismatch> {
  let expected = oracle(text)
  var path: NumberPath?
  var shortPath: NumberPath?
  for (prefix, suffix) in [("", ""), ("[", ",12345678901234567890]")] {
    let bytes = Array((prefix + text + suffix).utf8)
    let start = prefix.utf8.count
    let result = bytes.withUnsafeBufferPointer {
      buffer -> Result<(ScannedNumber, Int, NumberPath, NumberPath?), ParseFailure> in
      Result { () throws(ParseFailure) in
        let literal = try scanNumberLiteral(buffer.baseAddress!, start, buffer.count)
        let (value, path) = literal.value(buffer.baseAddress!)
        let (scanned, end) = try scanNumber(buffer.baseAddress!, start, buffer.count)
        guard bitsEqual(scanned, value), end == literal.end else {
          return (.big, -1, path, nil)  // scanNumber and its parts disagree: reported below
        }
        let short = shortNumberEntry(buffer.baseAddress!, start, buffer.count)
        if let (entry, word, shortEnd, _) = short {
          let (general, generalWord) = TapeEntry.words(value, start: start, end: end)
          let words = entry.extraWords == 0 ? 0 : word
          guard shortEnd == end, entry.raw == general.raw, words == generalWord else {
            return (.big, -2, path, nil)  // the short route disagrees: reported below
          }
        }
        return (value, end, path, short?.3)
      }
    }
    switch result {
    case .failure(let error): return .failure(NumberMismatch(message: "\(text): threw \(error.reason)"))
    case .success(let (value, end, taken, shortTaken)):
      guard end == start + text.utf8.count else {
        return .failure(NumberMismatch(message: "\(prefix)\(text)\(suffix): stopped at \(end)"))
      }
      guard bitsEqual(value, expected) else {
        return .failure(NumberMismatch(message: "\(text): got \(value), expected \(expected)"))
      }
      path = taken
      shortPath = shortPath ?? shortTaken
    }
  }
  return .success((path!, shortPath))
}

/// What `text` should scan to, by the standard library alone.
private func oracle(_ text: String) -> ScannedNumber {
  let isInteger = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
  if isInteger {
    if text == "-0" { return .double(-0.0) }
    if let v = Int64(text) { return .int(v) }
    if let v = UInt64(text) { return .uint(v) }
    return .big
  }
  guard let d = Double(text), d.isFinite, d != 0 || !hasNonZeroDigit(text) else { return .big }
  return .double(d)
}

/// Equality that tells 0.0 from -0.0.
private func bitsEqual(_ a: ScannedNumber, _ b: ScannedNumber) -> Bool {
  switch (a, b) {
  case (.double(let x), .double(let y)): x.bitPattern == y.bitPattern
  default: a == b
  }
}

/// The byte ranges of every number in a JSON text (outside strings).
private func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
  var ranges: [Range<Int>] = []
  var i = 0
  while i < bytes.count {
    let byte = bytes[i]
    if byte == UInt8(ascii: "\"") {
      i += 1
      while bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
      i += 1
    } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      var end = i + 1
      while end < bytes.count, "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
      ranges.append(i..<end)
      i = end
    } else {
      i += 1
    }
  }
  return ranges
}
