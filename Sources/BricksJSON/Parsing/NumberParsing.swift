/// The value of one JSON number, as found by ``scanNumber(_:_:_:)``.
///
/// - `int`: an integer literal (no fraction, no exponent) that fits `Int64`.
/// - `uint`: a non-negative integer literal that fits `UInt64` but not `Int64`.
/// - `double`: any literal with a fraction or an exponent, correctly rounded (bit for bit the
///   same as `Double(String)`). The integer literal `-0` is also a `double` (`-0.0`): `Int64`
///   has no negative zero, and JSON round-trips expect the sign to survive.
/// - `big`: an integer literal that fits neither `Int64` nor `UInt64`, or a number whose
///   magnitude overflows `Double` (`1e400`). The caller keeps the number's text losslessly and
///   can re-read it with ``parseNumberText(_:)``.
///
/// Equality is that of the payloads, so `.double(0.0) == .double(-0.0)`; compare
/// `bitPattern`s to tell the zeros apart.
@usableFromInline
enum ScannedNumber: Equatable, Sendable {
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case big
}

/// The longest number, in bytes, that ``scanNumber(_:_:_:)`` accepts.
///
/// A double never needs more than about 770 significant digits, and the longest exact
/// decimal of a double is under 1,100 characters; longer numbers are rejected with
/// `numberTooLong` so that hostile input cannot make the exact fallback do unbounded work.
let numberLengthLimit = 4096

/// Scans one RFC 8259 number starting at `start` in a buffer of `count` bytes.
///
/// The grammar is strict: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`. The scanner
/// does not look at the byte after the number; the caller checks it.
///
/// One pass validates the grammar and accumulates the digits into a `UInt64`, eight at a time
/// with SWAR (``accumulateDigits(_:_:_:_:)``); with at most 19 digits the mantissa is exact.
/// Integer literals become `.int`, `.uint` or `.big`. Everything else becomes a correctly
/// rounded `Double`:
/// 1. Clinger's fast path: a mantissa of at most 2^53 and a decimal exponent within ±22 are both
///    exact doubles, so one IEEE multiplication or division rounds correctly.
/// 2. Eisel–Lemire: multiply the normalised mantissa by a 128-bit approximation of 5^q
///    (``powersOfFive``) and read the 54 leading bits, with an explicit round-half-to-even check.
/// 3. More than 19 significant digits: run Eisel–Lemire on the first 19 digits `w` and on `w + 1`;
///    when both round to the same double, that is the answer.
/// 4. Otherwise (very rare), the exact fallback: `Double(String)` on the number's text.
///
/// - Parameters:
///   - base: The start of the buffer.
///   - start: The index of the number's first byte (`-` or a digit).
///   - count: The number of bytes in the buffer.
/// - Returns: The value, and the index one past the number's last byte.
/// - Throws: `ParseFailure` with `invalidNumber` (leading zero, no digits after `-`, after `.`
///   or in the exponent) or `unexpectedEnd` at the offset of the first byte that breaks the
///   grammar, or `numberTooLong` at `start` for numbers over ``numberLengthLimit`` bytes.
/// - Complexity: O(*n*) in the length of the number.
@usableFromInline
func scanNumber(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
) throws(ParseFailure) -> (ScannedNumber, Int) {
  guard start < count else { throw ParseFailure(.unexpectedEnd(expected: "a number"), at: start) }
  var i = start
  let negative = base[i] == UInt8(ascii: "-")
  if negative {
    i &+= 1
    guard i < count else {
      throw ParseFailure(.unexpectedEnd(expected: "a digit after '-'"), at: i)
    }
  }

  // Integer part: "0" or [1-9][0-9]*. Past 19 digits the mantissa wraps; manyDigitsValue and
  // wideIntegerValue re-read the digits.
  let integerStart = i
  var mantissa = UInt64(base[i] &- asciiZero)
  if mantissa == 0 {
    i &+= 1
    if i < count, base[i] &- asciiZero <= 9 {
      throw ParseFailure(.invalidNumber("leading zero"), at: i)
    }
  } else if mantissa <= 9 {
    mantissa = 0
    accumulateDigits(base, &i, count, &mantissa)
  } else {
    throw ParseFailure(.invalidNumber(negative ? "no digits after '-'" : "not a digit"), at: i)
  }
  let integerDigits = i &- integerStart
  var isInteger = true

  // Fraction: \.[0-9]+
  var fractionDigits = 0
  if i < count, base[i] == UInt8(ascii: ".") {
    isInteger = false
    i &+= 1
    let fractionStart = i
    accumulateDigits(base, &i, count, &mantissa)
    fractionDigits = i &- fractionStart
    if fractionDigits == 0 {
      guard i < count else {
        throw ParseFailure(.unexpectedEnd(expected: "a digit after '.'"), at: i)
      }
      throw ParseFailure(.invalidNumber("no digits after '.'"), at: i)
    }
  }

  // Exponent: [eE][+-]?[0-9]+. It saturates near 10^9: with at most numberLengthLimit digits
  // in the mantissa, that is still far beyond the range of a double, so the result is unchanged.
  var exponent = 0
  if i < count, base[i] | 0x20 == UInt8(ascii: "e") {
    isInteger = false
    i &+= 1
    var exponentNegative = false
    if i < count, base[i] == UInt8(ascii: "-") || base[i] == UInt8(ascii: "+") {
      exponentNegative = base[i] == UInt8(ascii: "-")
      i &+= 1
    }
    guard i < count else {
      throw ParseFailure(.unexpectedEnd(expected: "a digit in the exponent"), at: i)
    }
    guard base[i] &- asciiZero <= 9 else {
      throw ParseFailure(.invalidNumber("no digits in the exponent"), at: i)
    }
    while i < count {
      let digit = base[i] &- asciiZero
      guard digit <= 9 else { break }
      if exponent < 100_000_000 { exponent = exponent &* 10 &+ Int(digit) }
      i &+= 1
    }
    if exponentNegative { exponent = -exponent }
  }

  guard i &- start <= numberLengthLimit else {
    throw ParseFailure(.numberTooLong, at: start)
  }
  if isInteger {
    guard integerDigits <= 19 else {
      return (wideIntegerValue(base, integerStart, i, negative: negative), i)
    }
    return (integerValue(mantissa, negative: negative), i)
  }
  guard integerDigits &+ fractionDigits <= 19 else {
    return (
      manyDigitsValue(
        base, start: start, integerStart: integerStart, integerDigits: integerDigits,
        fractionDigits: fractionDigits, exponent: exponent, end: i, negative: negative),
      i
    )
  }
  return (doubleValue(mantissa, exponent &- fractionDigits, negative, base, start, i), i)
}

/// Re-reads the text of a number: for `.big` values, and for lenient string-to-number coercion.
///
/// The whole text must be one RFC 8259 number, with no surrounding whitespace.
///
/// - Parameter text: The number's UTF-8 bytes, such as `substring.utf8` or a `[UInt8]`.
/// - Returns: The value as ``scanNumber(_:_:_:)`` would scan it, or `nil` if the text is not
///   exactly one number (or is longer than ``numberLengthLimit``).
/// - Complexity: O(*n*) in the length of the text.
func parseNumberText(_ text: some Collection<UInt8>) -> ScannedNumber? {
  if let result = text.withContiguousStorageIfAvailable(parseNumberBuffer) { return result }
  return Array(text).withUnsafeBufferPointer(parseNumberBuffer)
}

/// ``parseNumberText(_:)`` over contiguous bytes.
private func parseNumberBuffer(_ buffer: UnsafeBufferPointer<UInt8>) -> ScannedNumber? {
  guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
  guard let (value, end) = try? scanNumber(base, 0, buffer.count), end == buffer.count else {
    return nil
  }
  return value
}

// MARK: - Integers

/// `UInt8(ascii: "0")`, the bias subtracted to turn an ASCII digit into its value.
private let asciiZero: UInt8 = 0x30

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

// MARK: - SWAR digits

/// Loads eight bytes as a little-endian word, so byte 0 is the lowest byte on every platform.
@inline(__always)
private func loadEightBytes(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
  UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
}

/// Reads the run of ASCII digits at `i` into `mantissa` (wrapping past 19 digits) and moves
/// `i` past it.
///
/// Works eight bytes at a time while eight bytes remain: a SWAR test finds how many leading
/// bytes are digits, and those are converted together, so a run of up to 16 digits costs
/// two branch-free steps instead of a loop with an unpredictable exit. Near the end of the
/// buffer it falls back to one byte at a time.
@inline(__always)
private func accumulateDigits(
  _ base: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int, _ mantissa: inout UInt64
) {
  while count &- i >= 8 {
    let chunk = loadEightBytes(base + i)
    let values = chunk &- 0x3030_3030_3030_3030
    // A byte's high bit is set here if it is not a digit; carries only run towards later
    // bytes, so the first flagged byte is exactly the first non-digit.
    let nonDigits = ((chunk &+ 0x4646_4646_4646_4646) | values) & 0x8080_8080_8080_8080
    if nonDigits == 0 {
      mantissa = mantissa &* 100_000_000 &+ parseEightDigits(values)
      i &+= 8
      continue
    }
    let digitCount = nonDigits.trailingZeroBitCount >> 3  // 0...7
    // Move the digits to the top bytes; the zero bytes below them act as leading zeros.
    let aligned = values << UInt64(64 &- 8 &* digitCount)
    mantissa = mantissa &* smallPowersOfTen[digitCount] &+ parseEightDigits(aligned)
    i &+= digitCount
    return
  }
  while i < count {
    let digit = base[i] &- asciiZero
    guard digit <= 9 else { return }
    mantissa = mantissa &* 10 &+ UInt64(digit)
    i &+= 1
  }
}

/// 10^0 through 10^8, to make room for a run of that many digits.
private let smallPowersOfTen: [UInt64] = [
  1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000,
]

/// The value of eight digit values (0...9 in each byte, first digit in the lowest byte),
/// combined pairwise in three multiplications as in fast_float.
@inline(__always)
private func parseEightDigits(_ values: UInt64) -> UInt64 {
  let mask: UInt64 = 0x0000_00FF_0000_00FF
  let mul1: UInt64 = 0x000F_4240_0000_0064  // 100 + (1_000_000 << 32)
  let mul2: UInt64 = 0x0000_2710_0000_0001  // 1 + (10_000 << 32)
  var value = values &* 10 &+ (values >> 8)  // pairs of digits
  value = (((value & mask) &* mul1) &+ (((value >> 16) & mask) &* mul2)) >> 32
  return value & 0xFFFF_FFFF
}

// MARK: - Doubles

/// The powers of ten that are exact doubles, 10^0 through 10^22, for Clinger's fast path.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// The bit pattern of +infinity, which Eisel–Lemire returns for overflow.
private let infinityBits: UInt64 = 0x7FF0_0000_0000_0000

/// Eisel–Lemire's answer when the 128-bit product cannot decide the rounding.
private let undecided = UInt64.max

/// The correctly rounded value of `mantissa × 10^exponent10` for an exact mantissa.
@inline(__always)
private func doubleValue(
  _ mantissa: UInt64, _ exponent10: Int, _ negative: Bool,
  _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int
) -> ScannedNumber {
  if mantissa <= 1 << 53, exponent10 >= -22, exponent10 <= 22 {
    // Clinger: both operands are exact, so one rounding gives the correctly rounded result
    // (zero included: ±0 × 10^e is ±0).
    var value = Double(mantissa)
    if exponent10 < 0 {
      value /= exactPowersOfTen[-exponent10]
    } else {
      value *= exactPowersOfTen[exponent10]
    }
    return .double(Double(bitPattern: value.bitPattern | signBit(negative)))
  }
  if mantissa == 0 { return .double(Double(bitPattern: signBit(negative))) }  // as 0e400
  let bits = eiselLemire(exponent10, mantissa)
  guard bits != undecided else { return exactFallback(base, start, end) }
  return finish(bits, negative)
}

/// Turns an unsigned bit pattern into the result: `.big` for infinity, else a signed double.
@inline(__always)
private func finish(_ bits: UInt64, _ negative: Bool) -> ScannedNumber {
  if bits == infinityBits { return .big }
  return .double(Double(bitPattern: bits | signBit(negative)))
}

/// The sign bit of a double, computed without a branch (signs in real data are unpredictable).
@inline(__always)
private func signBit(_ negative: Bool) -> UInt64 {
  UInt64(unsafeBitCast(negative, to: UInt8.self)) << 63
}

/// The value of a non-integer with more than 19 digits, where the wrapped mantissa is useless.
///
/// Re-reads up to 19 significant digits (leading zeros, as in `0.000…`, do not count) as `w`.
/// If that was every digit, `w × 10^e` is exact and goes to Eisel–Lemire. Otherwise the true
/// value lies in [w × 10^e, (w + 1) × 10^e); rounding is monotonic, so when both ends round
/// to the same double that is the answer, and when they do not (a value very close to a
/// halfway point) the exact conversion decides.
@inline(never)
private func manyDigitsValue(
  _ base: UnsafePointer<UInt8>, start: Int, integerStart: Int, integerDigits: Int,
  fractionDigits: Int, exponent: Int, end: Int, negative: Bool
) -> ScannedNumber {
  let minimalNineteenDigits: UInt64 = 1_000_000_000_000_000_000
  let integerEnd = integerStart + integerDigits
  let fractionStart = integerEnd + 1
  let fractionEnd = fractionStart + fractionDigits
  var w: UInt64 = 0
  var p = integerStart
  while w < minimalNineteenDigits, p < integerEnd {
    w = w * 10 + UInt64(base[p] &- asciiZero)
    p += 1
  }
  let exponent10: Int
  let truncated: Bool
  if w >= minimalNineteenDigits {
    exponent10 = exponent + (integerEnd - p)
    truncated = p < integerEnd || fractionDigits > 0
  } else {
    p = fractionStart
    while w < minimalNineteenDigits, p < fractionEnd {
      w = w * 10 + UInt64(base[p] &- asciiZero)
      p += 1
    }
    exponent10 = exponent - (p - fractionStart)
    truncated = p < fractionEnd
  }
  if w == 0 { return .double(Double(bitPattern: signBit(negative))) }
  let lower = eiselLemire(exponent10, w)
  guard truncated else {
    return lower == undecided ? exactFallback(base, start, end) : finish(lower, negative)
  }
  guard lower != undecided, lower == eiselLemire(exponent10, w + 1) else {
    return exactFallback(base, start, end)
  }
  return finish(lower, negative)
}

/// The exact conversion, for the rare numbers the fast algorithms cannot decide: Swift's own
/// correctly rounded `Double(String)` on the number's (already validated) text.
@inline(never)
private func exactFallback(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> ScannedNumber {
  let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
  guard let value = Double(text), value.isFinite else { return .big }
  return .double(value)
}

/// Eisel–Lemire: the bit pattern of the double nearest to `w × 10^q` (w > 0, sign not set).
///
/// `w` is shifted so its top bit is set and multiplied by the 128-bit approximation of 5^q;
/// the leading 54 bits of the product (the 53-bit significand plus a rounding bit) are exact
/// unless the bits below them are all ones, in which case the second word of the table
/// refines the product. The binary exponent comes from `floor(q × log2(10))`, computed as
/// `(217706 × q) >> 16`. Exact halfway cases (only possible for -4 ≤ q ≤ 23) round to even.
///
/// - Returns: The bit pattern (`infinityBits` on overflow, 0 on underflow), or `undecided` when
///   the 128-bit product is not precise enough.
@inline(__always)
private func eiselLemire(_ q: Int, _ w: UInt64) -> UInt64 {
  if q < powersOfFiveSmallestExponent { return 0 }
  if q > powersOfFiveLargestExponent { return infinityBits }
  let leadingZeros = w.leadingZeroBitCount
  let normalized = w << UInt64(leadingZeros)
  let index = 2 &* (q &- powersOfFiveSmallestExponent)
  var (high, low) = normalized.multipliedFullWidth(by: powersOfFive[index])
  let precisionMask: UInt64 = 0x1FF  // the bits below the leading 55
  if high & precisionMask == precisionMask {
    let second = normalized.multipliedFullWidth(by: powersOfFive[index &+ 1]).high
    low = low &+ second
    if second > low { high &+= 1 }
  }
  // Conservative check from the original algorithm: outside -27...55 an all-ones low word may
  // hide a carry, so let the exact conversion decide. (Mushtak and Lemire later proved this
  // never changes the result; it costs one well-predicted comparison.)
  if low == UInt64.max, q < -27 || q > 55 { return undecided }
  let upperBit = Int(high >> 63)
  let shift = UInt64(upperBit &+ 9)
  var mantissa = high >> shift
  var power2 = ((217706 &* q) >> 16) &+ 63 &+ upperBit &- leadingZeros &+ 1023
  if power2 <= 0 {
    // Subnormal (or zero): shift into place, then round half up (no ties are possible here).
    if -power2 + 1 >= 64 { return 0 }
    mantissa >>= UInt64(-power2 + 1)
    mantissa += mantissa & 1
    mantissa >>= 1
    // Rounding may carry into the smallest normal exponent.
    power2 = mantissa < 1 << 52 ? 0 : 1
    return mantissa | UInt64(power2) << 52
  }
  if low <= 1, q >= -4, q <= 23, mantissa & 3 == 1, mantissa << shift == high {
    mantissa &= ~1  // exactly halfway with an even significand: round down
  }
  mantissa += mantissa & 1
  mantissa >>= 1
  if mantissa >= 2 << 52 {
    mantissa = 1 << 52
    power2 += 1
  }
  mantissa &= ~(1 << 52)
  if power2 >= 0x7FF { return infinityBits }
  return mantissa | UInt64(power2) << 52
}
