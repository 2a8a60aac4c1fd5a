/// One number's text, validated and split into the parts that decide its value.
///
/// ``scanNumberLiteral(_:_:_:)`` makes one; ``value(_:)`` turns it into a ``ScannedNumber``.
/// Both are inlined into their callers, so the struct lives in registers.
struct NumberLiteral {
  /// The index of the `-` or first digit.
  var start: Int
  /// The index of the first digit of the integer part.
  var integerStart: Int
  var integerDigits: Int
  /// 0 when there is no fraction (a fraction has at least one digit).
  var fractionDigits: Int
  /// The explicit exponent, 0 when there is none; saturates near ±10^8 (see ``scanExponent``).
  var exponent: Int
  /// The index one past the last byte.
  var end: Int
  /// Every digit of the integer and fraction parts as one integer; exact when there are at
  /// most 19 digits, meaningless (and ignored) past that.
  var mantissa: UInt64
  var negative: Bool
  /// True when there is neither a fraction nor an exponent.
  var isInteger: Bool
}

/// Which algorithm decided a number's value. The parser ignores it (the optimizer removes it,
/// as ``NumberLiteral/value(_:)`` is inlined); tests count it to prove that every path runs.
enum NumberPath: Sendable, CaseIterable {
  /// An integer literal of at most 19 digits (`.int`, `.uint`, `.big` for -2^63 - 1 and below).
  case integer
  /// An integer literal of 20 or more digits.
  case wideInteger
  /// Clinger's fast path: one exact multiplication or division.
  case clinger
  /// A zero mantissa with an exponent outside Clinger's range (`0e400`).
  case zero
  /// Eisel–Lemire on an exact mantissa of at most 19 digits (including its range checks:
  /// underflow to zero, overflow to infinity).
  case eiselLemire
  /// More than 19 digits: Eisel–Lemire on the first 19 and on one more agreed.
  case truncatedEiselLemire
  /// `Double(String)` on the text, when Eisel–Lemire cannot decide.
  case exactFallback
}

/// Validates one number's grammar and reads its parts; see ``scanNumber(_:_:_:)``.
///
/// The common case is straight-line code: an 8-byte SWAR step for the integer part and one or
/// two for the fraction, each finding its digit count and the byte after its digits without a
/// branch per digit. Anything malformed goes to ``numberFailure(_:_:_:)``, which re-reads the
/// number byte by byte to report the first offending byte, off the hot path.
@inline(__always)
func scanNumberLiteral(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
) throws(ParseFailure) -> NumberLiteral {
  guard start < count else { throw numberFailure(base, start, count) }
  let negative = base[start] == UInt8(ascii: "-")
  var integerStart = start
  if negative {
    // A branch, not arithmetic on the sign: predicted, it lets the digits' load start before
    // the sign byte arrives.
    guard start &+ 1 < count else { throw numberFailure(base, start, count) }
    integerStart &+= 1
  }
  var p = integerStart
  var mantissa: UInt64 = 0
  var integerDigits = 0
  var fractionDigits = 0
  var next: UInt8
  if let (m, i, f) = scanShortNumber(base, integerStart, count) {
    (mantissa, integerDigits, fractionDigits) = (m, i, f)
    p = integerStart &+ i &+ (f == 0 ? 0 : f &+ 1)
    next = base[p]
  } else {
    next = accumulateDigits(base, &p, count, &mantissa)
    integerDigits = p &- integerStart
    // "0" or [1-9][0-9]*: no digits, or a leading zero followed by more digits, is an error.
    if integerDigits == 0 || (integerDigits > 1 && base[integerStart] == UInt8(ascii: "0")) {
      throw numberFailure(base, start, count)
    }
    if next == UInt8(ascii: ".") {
      p &+= 1
      let fractionStart = p
      next = accumulateDigits(base, &p, count, &mantissa)
      fractionDigits = p &- fractionStart
      if fractionDigits == 0 { throw numberFailure(base, start, count) }
    }
  }
  var exponent = 0
  let hasExponent = next | 0x20 == UInt8(ascii: "e")
  if hasExponent { exponent = try scanExponent(base, &p, count, numberStart: start) }
  guard p &- start <= numberLengthLimit else { throw ParseFailure(.numberTooLong, at: start) }
  return NumberLiteral(
    start: start, integerStart: integerStart, integerDigits: integerDigits, fractionDigits: fractionDigits,
    exponent: exponent, end: p, mantissa: mantissa, negative: negative,
    isInteger: fractionDigits == 0 && !hasExponent)
}

/// Reads `[eE][+-]?[0-9]+` at `p` (which is at the `e`) and moves `p` past it.
///
/// The value saturates near 10^8: with at most ``numberLengthLimit`` digits in the mantissa,
/// that is still far beyond the range of a double, so the result is unchanged.
@inline(never)
func scanExponent(
  _ base: UnsafePointer<UInt8>, _ p: inout Int, _ count: Int, numberStart: Int
) throws(ParseFailure) -> Int {
  var i = p + 1
  var negative = false
  if i < count, base[i] == UInt8(ascii: "-") || base[i] == UInt8(ascii: "+") {
    negative = base[i] == UInt8(ascii: "-")
    i += 1
  }
  guard i < count, base[i] &- asciiZero <= 9 else { throw numberFailure(base, numberStart, count) }
  var exponent = 0
  while i < count {
    let digit = base[i] &- asciiZero
    guard digit <= 9 else { break }
    if exponent < 100_000_000 { exponent = exponent &* 10 &+ Int(digit) }
    i += 1
  }
  p = i
  return negative ? -exponent : exponent
}

/// The error for a malformed number: re-reads it one byte at a time, with the grammar spelt
/// out, and reports the first byte that breaks it.
@inline(never)
func numberFailure(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> ParseFailure {
  guard start < count else { return ParseFailure(.unexpectedEnd(expected: "a number"), at: start) }
  var i = start
  let negative = base[i] == UInt8(ascii: "-")
  if negative {
    i += 1
    guard i < count else { return ParseFailure(.unexpectedEnd(expected: "a digit after '-'"), at: i) }
  }
  func isDigit(_ i: Int) -> Bool { i < count && base[i] &- asciiZero <= 9 }
  if base[i] == UInt8(ascii: "0") {
    i += 1
    if isDigit(i) { return ParseFailure(.invalidNumber("leading zero"), at: i) }
  } else if isDigit(i) {
    while isDigit(i) { i += 1 }
  } else {
    return ParseFailure(.invalidNumber(negative ? "no digits after '-'" : "not a digit"), at: i)
  }
  if i < count, base[i] == UInt8(ascii: ".") {
    i += 1
    guard i < count else { return ParseFailure(.unexpectedEnd(expected: "a digit after '.'"), at: i) }
    guard isDigit(i) else { return ParseFailure(.invalidNumber("no digits after '.'"), at: i) }
    while isDigit(i) { i += 1 }
  }
  if i < count, base[i] | 0x20 == UInt8(ascii: "e") {
    i += 1
    if i < count, base[i] == UInt8(ascii: "-") || base[i] == UInt8(ascii: "+") { i += 1 }
    guard i < count else { return ParseFailure(.unexpectedEnd(expected: "a digit in the exponent"), at: i) }
    guard isDigit(i) else { return ParseFailure(.invalidNumber("no digits in the exponent"), at: i) }
  }
  // Unreachable for the callers above, which only call this for malformed numbers; still an
  // error rather than a crash.
  return ParseFailure(.invalidNumber("malformed number"), at: start)
}

extension NumberLiteral {
  /// The number's value, and which algorithm decided it.
  @inline(__always)
  func value(_ base: UnsafePointer<UInt8>) -> (ScannedNumber, NumberPath) {
    if isInteger {
      guard integerDigits <= 19 else {
        return (wideIntegerValue(base, integerStart, end, negative: negative), .wideInteger)
      }
      return (integerValue(mantissa, negative: negative), .integer)
    }
    guard integerDigits &+ fractionDigits <= 19 else { return manyDigitsValue(base, start, end, negative, exponent) }
    return doubleValue(mantissa, exponent &- fractionDigits, negative, base, start, end)
  }
}

/// `UInt8(ascii: "0")`, the bias subtracted to turn an ASCII digit into its value.
let asciiZero: UInt8 = 0x30

/// Classifies an integer literal of at most 19 digits, whose magnitude is therefore exact.
@inline(__always)
private func integerValue(_ magnitude: UInt64, negative: Bool) -> ScannedNumber {
  if negative {
    if magnitude == 0 { return .double(-0.0) }
    return magnitude <= 1 << 63 ? .int(Int64(bitPattern: 0 &- magnitude)) : .big
  }
  return magnitude <= UInt64(Int64.max) ? .int(Int64(magnitude)) : .uint(magnitude)
}

/// Classifies an integer literal of 20 or more digits: only some 20-digit positive ones fit.
@inline(never)
private func wideIntegerValue(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, negative: Bool
) -> ScannedNumber {
  // 20 digits are at least 10^19 > Int64.max + 1, so a negative one never fits.
  guard !negative, end - start == 20 else { return .big }
  var value: UInt64 = 0
  for i in start..<end {
    let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = times10.addingReportingOverflow(UInt64(base[i] &- asciiZero))
    if overflow1 || overflow2 { return .big }
    value = sum
  }
  return .uint(value)
}

/// The common short numbers, at least 24 bytes before the end: 1 to 7 integer digits, then
/// either a point and digits (22 digits at most) or anything else (an integer, maybe with an
/// exponent). Three loads at fixed offsets from `p`; for a decimal the point is removed with
/// shifts and masks and the digits are read as one run, so no load waits for the integer
/// part's length. Nil for anything else, which the general path reads (and rejects if it must).
/// - Returns: The mantissa (exact up to 19 digits, meaningless past), the integer and the
///   fraction digit counts.
@inline(__always)
func scanShortNumber(_ base: UnsafePointer<UInt8>, _ p: Int, _ count: Int) -> (UInt64, Int, Int)? {
  guard _fastPath(count &- p >= 24) else { return nil }
  return readShortNumber(UnsafeRawPointer(base + p), maxDigits: 22)
}

/// ``scanShortNumber(_:_:_:)`` once it is known that 24 bytes can be read at `raw`; nil also
/// for a decimal of more than `maxDigits` digits (at most 22).
@inline(__always)
func readShortNumber(_ raw: UnsafeRawPointer, maxDigits: Int) -> (UInt64, Int, Int)? {
  let w0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
  let integerDigits = nonDigitFlags(w0).trailingZeroBitCount &>> 3  // 0...8
  let pointShift = UInt64(truncatingIfNeeded: integerDigits &* 8)
  guard integerDigits == 1 || (integerDigits != 0 && w0 & 0xFF != UInt64(UInt8(ascii: "0"))) else { return nil }
  guard integerDigits < 8 else { return scanLongInteger(raw, w0) }
  guard (w0 &>> pointShift) & 0xFF == UInt64(UInt8(ascii: ".")) else {
    return (parseEightDigits((w0 &- 0x3030_3030_3030_3030) &* digitAlignment(integerDigits)), integerDigits, 0)
  }
  let w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
  let w2 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
  // Drop the point: bytes below it stay, bytes above it move down one, w1 and w2 follow.
  let below = (1 &<< pointShift) &- 1
  let c0 = (w0 & below) | ((w0 &>> 8) & ~below) | (w1 &<< 56)
  let c1 = (w1 &>> 8) | (w2 &<< 56)
  let c2 = w2 &>> 8  // seven bytes, then a zero (not a digit)
  let (mantissa, digits) = digitRun(c0, c1, c2)
  guard digits > integerDigits, digits <= maxDigits else { return nil }
  return (mantissa, integerDigits, digits &- integerDigits)
}

/// ``scanShortNumber(_:_:_:)`` for an integer part of 8 to 15 digits (`w0` holds the first
/// eight) not followed by a point: an identifier, a timestamp, a price in cents.
@inline(__always)
func scanLongInteger(_ raw: UnsafeRawPointer, _ w0: UInt64) -> (UInt64, Int, Int)? {
  let w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
  let more = nonDigitFlags(w1).trailingZeroBitCount &>> 3  // 0...8
  guard more < 8, (w1 &>> UInt64(truncatingIfNeeded: more &* 8)) & 0xFF != UInt64(UInt8(ascii: ".")) else {
    return nil
  }
  let high = parseEightDigits(w0 &- 0x3030_3030_3030_3030)
  let low = parseEightDigits((w1 &- 0x3030_3030_3030_3030) &* digitAlignment(more))
  return (high &* powerOfTen(upToEight: more) &+ low, 8 &+ more, 0)
}

/// The run of digits at the start of the 24 bytes `c0`, `c1`, `c2`, and its length; a length
/// of 23 means the run may go on past them. The value is exact for runs of at most 19 digits
/// (the third word's at most 3 digits are read as up to four) and meaningless past that.
@inline(__always)
func digitRun(_ c0: UInt64, _ c1: UInt64, _ c2: UInt64) -> (UInt64, Int) {
  let v0 = c0 &- 0x3030_3030_3030_3030
  let f0 = nonDigitFlags(c0)
  guard f0 == 0 else {
    let k = f0.trailingZeroBitCount &>> 3
    return (parseEightDigits(v0 &* digitAlignment(k)), k)
  }
  let v1 = c1 &- 0x3030_3030_3030_3030
  let f1 = nonDigitFlags(c1)
  guard f1 == 0 else {
    let k = f1.trailingZeroBitCount &>> 3
    return (parseEightDigits(v0) &* powerOfTen(upToEight: k) &+ parseEightDigits(v1 &* digitAlignment(k)), 8 &+ k)
  }
  let v2 = c2 &- 0x3030_3030_3030_3030
  let k = nonDigitFlags(c2).trailingZeroBitCount &>> 3
  let high = parseEightDigits(v0) &* 100_000_000 &+ parseEightDigits(v1)
  return (high &* powerOfTen(upToEight: k) &+ parseUpToFourDigits(v2, k), 16 &+ k)
}
