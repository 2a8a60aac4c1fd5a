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
  /// most 19 digits, wrapped (and ignored) past that.
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
  var next = accumulateDigits(base, &p, count, &mantissa)
  let integerDigits = p &- integerStart
  // "0" or [1-9][0-9]*: no digits, or a leading zero followed by more digits, is an error.
  if integerDigits == 0 || (integerDigits > 1 && base[integerStart] == UInt8(ascii: "0")) {
    throw numberFailure(base, start, count)
  }
  var fractionDigits = 0
  if next == UInt8(ascii: ".") {
    p &+= 1
    let fractionStart = p
    next = accumulateDigits(base, &p, count, &mantissa)
    fractionDigits = p &- fractionStart
    if fractionDigits == 0 { throw numberFailure(base, start, count) }
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
