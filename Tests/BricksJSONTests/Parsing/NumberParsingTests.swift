import Foundation
import TestSupport
import Testing

@testable import BricksJSON

/// Tests of ``scanNumber(_:_:_:)`` and ``parseNumberText(_:)``. The oracle for doubles is
/// Swift's own correctly rounded `Double(String)`, compared bit for bit.
@Suite("Number parsing")
struct NumberParsingTests {
  // MARK: Integers

  @Test(
    "scans integers into the narrowest type that holds them",
    arguments: [
      ("0", ScannedNumber.int(0)),
      ("7", .int(7)),
      ("-7", .int(-7)),
      ("9007199254740993", .int(9_007_199_254_740_993)),  // 2^53 + 1: exact, unlike a Double
      ("-9007199254740993", .int(-9_007_199_254_740_993)),
      ("9223372036854775807", .int(.max)),
      ("-9223372036854775808", .int(.min)),
      ("9223372036854775808", .uint(1 << 63)),  // Int64.max + 1
      ("10000000000000000000", .uint(10_000_000_000_000_000_000)),  // 20 digits
      ("18446744073709551615", .uint(.max)),
      ("18446744073709551616", .big),  // UInt64.max + 1
      ("-9223372036854775809", .big),  // Int64.min - 1
      ("-18446744073709551615", .big),
      ("99999999999999999999", .big),
      ("100000000000000000000", .big),
      ("123456789012345678901234567890", .big),
    ])
  func integers(text: String, expected: ScannedNumber) throws {
    let (value, end) = try scan(text)
    #expect(value == expected)
    #expect(end == text.utf8.count)
  }

  @Test("scans -0 as a negative zero double, so the sign survives")
  func negativeZero() throws {
    for text in ["-0", "-0.0", "-0e0", "-0.000e-5", "-0e999999"] {
      let (value, _) = try scan(text)
      #expect(bits(value) == (-0.0).bitPattern, "\(text)")
    }
    #expect(try scan("0").0 == .int(0))
    for text in ["0.0", "0e0", "0E+999", "0.00000000000000000000000000000"] {
      #expect(bits(try scan(text).0) == (0.0).bitPattern, "\(text)")
    }
  }

  // MARK: Doubles

  @Test(
    "rounds hard cases exactly like Double(String)",
    arguments: [
      "0.1", "0.2", "0.3", "1.5", "-65.613616999999977", "43.420273000000009",
      "1e23", "8.98846567431158e307", "1.7976931348623157e308", "-1.7976931348623157e308",
      "2.2250738585072011e-308",  // largest subnormal, famous for hanging old parsers
      "2.2250738585072012e-308", "2.2250738585072014e-308",  // smallest normal
      "4.9e-324", "5e-324", "2.4703282292062328e-324",  // just above half the smallest subnormal
      "9007199254740993.0",  // 2^53 + 1: halfway, ties to even (down)
      "9007199254740995.0",  // halfway, ties to even (up)
      "9007199254740993.0000000000000000000001",  // just above halfway
      "9007199254740992.9999999999999999999999",
      "2.00000000000000011102230246251565404236316680908203125",  // halfway above 2
      "2.00000000000000011102230246251565404236316680908203124",
      "2.00000000000000011102230246251565404236316680908203126",
      "1.00000000000000011102230246251565404236316680908203125",  // halfway above 1: ties down
      "0.500000000000000166533453693773481063544750213623046875",
      "3.0540316948440446e-1", "1.2345678901234567e89", "9.999999999999999e22",
      "123456789012345678901234567890.5", "0.000000000000000000000000000000123456789012345678901",
      "7.4505805969238281e-09", "1.3e-310", "123.456e-200", "1e-22", "1e22", "1e-23",
      "4503599627370496.5", "4503599627370497.5", "1.8446744073709551615e19",
      "5e-1", "12345678901234567890e-20", "1797693134862315708145274237317043567981e269",
      "1797693134862315807937289714053034150799e269",  // just below the halfway point to infinity
    ])
  func hardCases(text: String) throws {
    try expectMatchesDouble(text)
  }

  @Test(
    "reports numbers that overflow Double as big",
    arguments: [
      "1e400", "-1e400", "1.8e308", "1e309", "1.7976931348623159e308", "123e99999999999999999999",
      // The halfway point between Double.greatestFiniteMagnitude and 2^1024 rounds up.
      "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
    ])
  func overflowIsBig(text: String) throws {
    let (value, end) = try scan(text)
    #expect(value == .big)
    #expect(end == text.utf8.count)
    #expect(Double(text)?.isInfinite == true)
  }

  @Test(
    "reports numbers that underflow Double as big, not zero",
    arguments: [
      "1e-400", "-1e-400", "1e-99999999999999999999", "2e-324", "0.000001e-318",
      "1234567890123456789012345e-350",
      "2.4703282292062327e-324",  // just below half the smallest subnormal
      // Exactly half the smallest subnormal: ties to even, zero.
      "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
    ])
  func underflowIsBig(text: String) throws {
    let (value, end) = try scan(text)
    #expect(value == .big)
    #expect(end == text.utf8.count)
    #expect(Double(text) == 0)
  }

  @Test(
    "rounds to the correct subnormal",
    arguments: [
      "3e-324", "7.5e-324", "2.4703282292062328e-324",
    ])
  func underflow(text: String) throws {
    try expectMatchesDouble(text)
  }

  @Test(
    "parses what Double.description prints",
    arguments: [
      "1e-05", "5.0", "1e+20", "-1e+20", "1e-07", "0.0001", "-0.0", "0.0", "5e-324",
      "1.7976931348623157e+308", "2.2250738585072014e-308", "1234567.0", "1.2345678e+16",
      "0.30000000000000004", "100000.0", "1e+16", "9.223372036854776e+18",
    ])
  func descriptionForms(text: String) throws {
    try expectMatchesDouble(text)
  }

  @Test("round-trips 200,000 random doubles printed by description and %.17g")
  func randomRoundTrip() throws {
    var rng = SeededGenerator(seed: 0x5EED_0F_B1C5)
    var failures: [String] = []
    for k in 0..<200_000 {
      let d = randomDouble(k, &rng)
      for text in ["\(d)", String(format: "%.17g", d)] {
        if let failure = mismatch(text) { failures.append(failure) }
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("rounds long inputs near halfway points exactly like Double(String)")
  func halfwayPoints() throws {
    var rng = SeededGenerator(seed: 0x4A1F_3A7)
    var failures: [String] = []
    for k in 0..<3_000 {
      var d = randomDouble(k, &rng).magnitude
      if k % 4 == 0 { d = Double(bitPattern: 0x4340_0000_0000_0000 | rng.next() & 0x3F_FFFF_FFFF_FFFF) }  // 2^53...2^57
      guard d.isFinite else { continue }
      for text in halfwaySpellings(of: d, &rng) {
        if let failure = mismatch(text) { failures.append(failure) }
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("rounds random 20- to 40-digit mantissas exactly like Double(String)")
  func manyDigits() throws {
    var rng = SeededGenerator(seed: 0xD161_75)
    var failures: [String] = []
    for _ in 0..<20_000 {
      let length = 20 + Int(rng.next() % 21)
      var digits = String(UInt8(1 + rng.next() % 9))
      for _ in 1..<length { digits.append(Character(String(rng.next() % 10))) }
      let exponent = Int(rng.next() % 700) - 360
      let point = Int(rng.next() % UInt64(length)) + 1
      let text =
        String(digits.prefix(point)) + "." + String(digits.dropFirst(point)) + "e\(exponent)"
      let texts = point == length ? [digits + "e\(exponent)"] : [text, "0.000" + digits + "e\(exponent)"]
      for text in texts {
        if let failure = mismatch(text) { failures.append(failure) }
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test(
    "parses every number in canada.json exactly like Double(String)",
    // canada.json lives beside the package in ../shared/data; a clone without it skips this.
    .enabled(if: canadaJSON != nil, "../shared/data/bench/canada.json is absent"))
  func canada() throws {
    let bytes = try [UInt8](Data(contentsOf: #require(canadaJSON)))
    var count = 0
    var failures: [String] = []
    try bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      var i = 0
      while i < buffer.count {
        let byte = base[i]
        if byte == UInt8(ascii: "\"") {  // skip strings, which hold no numbers to check
          i += 1
          while base[i] != UInt8(ascii: "\"") { i += base[i] == UInt8(ascii: "\\") ? 2 : 1 }
          i += 1
        } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          let (value, end) = try scanNumber(base, i, buffer.count)
          let text = String(decoding: buffer[i..<end], as: UTF8.self)
          if asDouble(value)?.bitPattern != Double(text)?.bitPattern {
            failures.append("\(text): got \(value)")
          }
          count += 1
          i = end
        } else {
          i += 1
        }
      }
    }
    #expect(count == 111_126)
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
  }

  // MARK: Where the number ends

  @Test(
    "stops at the first byte after the number without looking at it",
    arguments: [
      ("[12.5,3]", 1, 5), ("-0 ", 0, 2), ("1e5}", 0, 3), ("1.5e-3,", 0, 6), ("0x1F", 0, 1),
      ("123abc", 0, 3), ("1.5.5", 0, 3), ("1e5e5", 0, 3), ("7-", 0, 1), ("0.25E+2]", 0, 7),
    ])
  func end(text: String, start: Int, expectedEnd: Int) throws {
    let bytes = Array(text.utf8)
    let end = try bytes.withUnsafeBufferPointer { buffer throws(ParseFailure) in
      try scanNumber(buffer.baseAddress!, start, buffer.count).1
    }
    #expect(end == expectedEnd)
  }

  // MARK: Errors

  @Test(
    "rejects malformed numbers at the offending byte",
    arguments: [
      ("-", ParseFailure.Reason.unexpectedEnd(expected: "a digit after '-'"), 1),
      ("-a", .invalidNumber("no digits after '-'"), 1),
      ("-.5", .invalidNumber("no digits after '-'"), 1),
      ("- 1", .invalidNumber("no digits after '-'"), 1),
      ("--1", .invalidNumber("no digits after '-'"), 1),
      ("01", .invalidNumber("leading zero"), 1),
      ("-01", .invalidNumber("leading zero"), 2),
      ("00", .invalidNumber("leading zero"), 1),
      ("00.5", .invalidNumber("leading zero"), 1),
      ("1.", .unexpectedEnd(expected: "a digit after '.'"), 2),
      ("-12.", .unexpectedEnd(expected: "a digit after '.'"), 4),
      ("1.e5", .invalidNumber("no digits after '.'"), 2),
      ("1.]", .invalidNumber("no digits after '.'"), 2),
      ("0.-1", .invalidNumber("no digits after '.'"), 2),
      ("1e", .unexpectedEnd(expected: "a digit in the exponent"), 2),
      ("1E+", .unexpectedEnd(expected: "a digit in the exponent"), 3),
      ("1e-", .unexpectedEnd(expected: "a digit in the exponent"), 3),
      ("1e-x", .invalidNumber("no digits in the exponent"), 3),
      ("12.5e,", .invalidNumber("no digits in the exponent"), 5),
      ("1e+-5", .invalidNumber("no digits in the exponent"), 3),
      ("1e.5", .invalidNumber("no digits in the exponent"), 2),
      ("+1", .invalidNumber("not a digit"), 0),
      (".5", .invalidNumber("not a digit"), 0),
    ])
  func rejects(text: String, reason: ParseFailure.Reason, offset: Int) {
    let error = #expect(throws: ParseFailure.self) { try scan(text) }
    #expect(error?.reason == reason)
    #expect(error?.offset == offset)
  }

  @Test("reports errors at their offset in the whole buffer")
  func errorOffsetInBuffer() {
    let bytes = Array("[1, -01]".utf8)
    let error = #expect(throws: ParseFailure.self) {
      try bytes.withUnsafeBufferPointer { buffer throws(ParseFailure) in
        _ = try scanNumber(buffer.baseAddress!, 4, buffer.count)
      }
    }
    #expect(error?.reason == .invalidNumber("leading zero"))
    #expect(error?.offset == 6)
  }

  @Test("rejects numbers longer than the limit, at their start")
  func tooLong() throws {
    let longest = "0." + String(repeating: "1", count: numberLengthLimit - 2)
    #expect(try scan(longest).1 == numberLengthLimit)
    for text in [longest + "1", "1" + String(repeating: "0", count: numberLengthLimit)] {
      let error = #expect(throws: ParseFailure.self) { try scan(" " + text, start: 1) }
      #expect(error?.reason == .numberTooLong)
      #expect(error?.offset == 1)
    }
  }

  // MARK: Text

  @Test("re-parses the text of a whole number, and nothing else")
  func text() {
    #expect(parseNumberText("12".utf8) == .int(12))
    #expect(parseNumberText(Array("-1.5e3".utf8)) == .double(-1500))
    #expect(parseNumberText("x18446744073709551616".dropFirst().utf8) == .big)
    #expect(parseNumberText("1e400".utf8) == .big)
    #expect(parseNumberText(AnyCollection(Array("0.1".utf8))) == .double(0.1))  // not contiguous
    for text in ["", " 1", "1 ", "+1", "0x10", "01", "1.", "NaN", "Infinity", "-", "1,2", "١"] {
      #expect(parseNumberText(text.utf8) == nil, "\(text)")
    }
  }
}

// MARK: - Helpers

/// canada.json beside the package (`<package>/../shared/data/bench`), or nil when absent.
private let canadaJSON: URL? = {
  let package = SharedData.packageRoot
  let url = package.appendingPathComponent("../shared/data/bench/canada.json").standardizedFileURL
  return FileManager.default.fileExists(atPath: url.path) ? url : nil
}()

/// Scans `text` from `start` as a whole buffer.
private func scan(_ text: String, start: Int = 0) throws(ParseFailure) -> (ScannedNumber, Int) {
  let bytes = Array(text.utf8)
  return try bytes.withUnsafeBufferPointer { buffer throws(ParseFailure) in
    try scanNumber(buffer.baseAddress!, start, buffer.count)
  }
}

/// The value as a double (integers converted), or nil for `.big`.
func asDouble(_ value: ScannedNumber) -> Double? {
  switch value {
  case .int(let v): Double(v)
  case .uint(let v): Double(v)
  case .double(let v): v
  case .big: nil
  }
}

/// The bit pattern of a `.double`, or nil.
private func bits(_ value: ScannedNumber) -> UInt64? {
  if case .double(let d) = value { d.bitPattern } else { nil }
}

/// Expects `text` to scan whole to a `.double` with the same bits as `Double(text)`.
private func expectMatchesDouble(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let (value, end) = try scan(text)
  let expected = try #require(Double(text), sourceLocation: sourceLocation)
  #expect(end == text.utf8.count, sourceLocation: sourceLocation)
  #expect(bits(value) == expected.bitPattern, "got \(value), expected \(expected)", sourceLocation: sourceLocation)
}

/// Nil if `text` scans whole to the same value as `Double(text)` (bit for bit; `.big` for
/// infinity and for a number that is not zero but rounds to zero), else a description of the
/// mismatch.
private func mismatch(_ text: String) -> String? {
  guard let expected = Double(text) else { return "\(text): not a Double" }
  do {
    let (value, end) = try scan(text)
    if end != text.utf8.count { return "\(text): stopped at \(end)" }
    if expected.isInfinite || (expected == 0 && hasNonZeroDigit(text))
      ? value == .big : asDouble(value)?.bitPattern == expected.bitPattern
    {
      return nil
    }
    return "\(text): got \(value), expected \(expected)"
  } catch {
    return "\(text): threw \(error)"
  }
}

/// A mix of doubles: arbitrary bit patterns, subnormals, short decimals and moderate values.
func randomDouble(_ k: Int, _ rng: inout SeededGenerator) -> Double {
  switch k % 5 {
  case 0, 1:
    let d = Double(bitPattern: rng.next())
    return d.isFinite ? d : Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF)
  case 2: return Double(bitPattern: rng.next() & 0x800F_FFFF_FFFF_FFFF)  // subnormal
  case 3: return Double("\(Int64(bitPattern: rng.next()) % 10_000_000)e-\(rng.next() % 20)")!
  default: return Double.random(in: -1000...1000, using: &rng)
  }
}

/// Spellings of the halfway point between `d` and the next double up, exactly, a hair above
/// and a hair below; in integer, decimal-point and scientific forms.
func halfwaySpellings(of d: Double, _ rng: inout SeededGenerator) -> [String] {
  let exponentField = Int(d.bitPattern >> 52)
  let significand = d.bitPattern & 0xF_FFFF_FFFF_FFFF | (exponentField == 0 ? 0 : 1 << 52)
  let binaryExponent = max(exponentField, 1) - 1075
  let (digits, exponent) = exactDecimal(2 * significand + 1, timesTwoToThe: binaryExponent - 1)
  var below = Array(digits)  // the last digit is nonzero: take one off and append 9s
  below[below.count - 1] = Character(String(below.last!.wholeNumberValue! - 1))
  let forms = [
    (digits, exponent), (digits + "1", exponent - 1), (String(below) + "9", exponent - 1),
  ]
  return forms.map { digits, exponent in
    switch rng.next() % 3 {
    case 0: return "\(digits)e\(exponent)"
    case 1:
      let point = digits.count + exponent  // digits before the point
      if exponent >= 0 { return digits + String(repeating: "0", count: exponent) + ".0" }
      if point > 0 { return "\(digits.prefix(point)).\(digits.dropFirst(point))" }
      return "0." + String(repeating: "0", count: -point) + digits
    default: return "\(digits.prefix(1)).\(digits.dropFirst())e\(exponent + digits.count - 1)"
    }
  }
}

/// The exact decimal value of `m × 2^e` as digits (no leading or trailing zeros) and a power of
/// ten, using base-10^9 limbs.
func exactDecimal(_ m: UInt64, timesTwoToThe e: Int) -> (String, Int) {
  let base: UInt64 = 1_000_000_000
  var limbs = [m % base, m / base % base, m / base / base]  // least significant first
  func multiply(by factor: UInt64) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let product = limbs[i] * factor + carry
      limbs[i] = product % base
      carry = product / base
    }
    while carry > 0 {
      limbs.append(carry % base)
      carry /= base
    }
  }
  var remaining = abs(e)
  while remaining > 0 {  // × 2^e, or × 5^-e (then ÷ 10^-e through the exponent)
    let step = min(remaining, 13)
    multiply(by: e > 0 ? 1 << step : (0..<step).reduce(1) { r, _ in r * 5 })
    remaining -= step
  }
  while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
  var text = String(limbs.last!)
  for limb in limbs.dropLast().reversed() {
    let part = String(limb)
    text += String(repeating: "0", count: 9 - part.count) + part
  }
  var exponent = min(e, 0)
  while text.hasSuffix("0") {
    text.removeLast()
    exponent += 1
  }
  return (text, exponent)
}

/// Whether the digits before the exponent include one that is not zero.
func hasNonZeroDigit(_ text: String) -> Bool {
  text.prefix { $0 != "e" && $0 != "E" }.contains { $0 >= "1" && $0 <= "9" }
}
