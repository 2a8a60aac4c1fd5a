// Correctly rounded decimal-to-double conversion for ``NumberLiteral/value(_:)``: Clinger's
// fast path, Eisel–Lemire (as in fast_float's `compute_float`), and an exact fallback.

/// The bit pattern of +infinity, which Eisel–Lemire returns for overflow.
let infinityBits: UInt64 = 0x7FF0_0000_0000_0000

/// Eisel–Lemire's answer when the 128-bit product cannot decide the rounding.
let undecided = UInt64.max

/// The correctly rounded value of `mantissa × 10^exponent10` for an exact mantissa.
@inline(__always)
func doubleValue(
  _ mantissa: UInt64, _ exponent10: Int, _ negative: Bool,
  _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int
) -> (ScannedNumber, NumberPath) {
  if mantissa <= 1 << 53, exponent10 >= -22, exponent10 <= 22 {
    // Clinger: both operands are exact, so one rounding gives the correctly rounded result
    // (zero included: ±0 × 10^e is ±0).
    let value =
      exponent10 < 0
      ? Double(mantissa) / exactPowerOfTen(0 &- exponent10) : Double(mantissa) * exactPowerOfTen(exponent10)
    return (.double(Double(bitPattern: value.bitPattern | signBit(negative))), .clinger)
  }
  if mantissa == 0 { return (.double(Double(bitPattern: signBit(negative))), .zero) }  // as 0e400
  let bits = eiselLemire(exponent10, mantissa)
  guard bits != undecided else { return (exactFallback(base, start, end), .exactFallback) }
  return (finish(bits, negative), .eiselLemire)
}

/// Turns an unsigned bit pattern into the result: `.big` for infinity (overflow) and for zero
/// (underflow: callers pass a non-zero mantissa, so zero means the value is too small for a
/// double, and `1e-400` written back as `0.0` would read back as a different number), else a
/// signed double. One comparison covers both: `bits - 1` wraps to the top for zero.
@inline(__always)
private func finish(_ bits: UInt64, _ negative: Bool) -> ScannedNumber {
  if bits &- 1 >= infinityBits &- 1 { return .big }
  return .double(Double(bitPattern: bits | signBit(negative)))
}

/// The sign bit of a double, computed without a branch (signs in real data are unpredictable).
@inline(__always)
func signBit(_ negative: Bool) -> UInt64 {
  UInt64(unsafeBitCast(negative, to: UInt8.self)) << 63
}

/// The value of a non-integer with more than 19 digits (the number at `start..<end`), where
/// the wrapped mantissa is useless.
///
/// Re-reads up to 19 significant digits (leading zeros, as in `0.000…`, do not count) as `w`.
/// If that was every digit, `w × 10^e` is exact and goes to Eisel–Lemire. Otherwise the true
/// value lies in [w × 10^e, (w + 1) × 10^e); rounding is monotonic, so when both ends round
/// to the same double that is the answer, and when they do not (a value very close to a
/// halfway point) the exact conversion decides. Rare, so it re-reads the already validated
/// text rather than have the hot path keep every part of the literal.
@inline(never)
func manyDigitsValue(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ negative: Bool, _ exponent: Int
) -> (ScannedNumber, NumberPath) {
  func isDigit(_ i: Int) -> Bool { i < end && base[i] &- asciiZero <= 9 }
  let integerStart = negative ? start + 1 : start
  var integerEnd = integerStart
  while isDigit(integerEnd) { integerEnd += 1 }
  let fractionStart = integerEnd + 1
  var fractionEnd = integerEnd
  if integerEnd < end, base[integerEnd] == UInt8(ascii: ".") {
    fractionEnd = fractionStart
    while isDigit(fractionEnd) { fractionEnd += 1 }
  }
  let fractionDigits = max(0, fractionEnd - fractionStart)
  let minimalNineteenDigits: UInt64 = 1_000_000_000_000_000_000
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
  if w == 0 { return (.double(Double(bitPattern: signBit(negative))), .zero) }
  let lower = eiselLemire(exponent10, w)
  guard lower != undecided, !truncated || lower == eiselLemire(exponent10, w + 1) else {
    return (exactFallback(base, start, end), .exactFallback)
  }
  return (finish(lower, negative), truncated ? .truncatedEiselLemire : .eiselLemire)
}

/// The exact conversion, for the rare numbers the fast algorithms cannot decide: Swift's own
/// correctly rounded `Double(String)` on the number's (already validated) text. Callers pass a
/// non-zero mantissa, so a zero result is an underflow, kept as `.big` like an overflow.
@inline(never)
private func exactFallback(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> ScannedNumber {
  let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
  guard let value = Double(text), value.isFinite, value != 0 else { return .big }
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
/// `@_transparent`, so that the short-number path gets it inlined however large its caller
/// (an `@inline(__always)` function was left as a call), and so that `moderate` folds away.
///
/// - Parameters:
///   - q: The decimal exponent.
///   - w: The decimal significand, not 0.
///   - moderate: True when the caller knows that `q` is in -22...22. Then `w × 10^q` lies
///     between 10^-22 and 2^64 × 10^22, a normal finite double, and q is inside -27...55, so
///     the checks for underflow, subnormals, overflow and an undecided product are skipped.
///     `NumberPropertyTests` checks that both forms agree over that range.
/// - Returns: The bit pattern (`infinityBits` on overflow, 0 on underflow), or `undecided` when
///   the 128-bit product is not precise enough.
@_transparent
func eiselLemire(_ q: Int, _ w: UInt64, moderate: Bool = false) -> UInt64 {
  if !moderate {
    if q < powersOfFiveSmallestExponent { return 0 }
    if q > powersOfFiveLargestExponent { return infinityBits }
  }
  let leadingZeros = w.leadingZeroBitCount
  let normalized = w << UInt64(leadingZeros)
  let (high, low) = fivePowerProduct(normalized, q)
  // Conservative check from the original algorithm: outside -27...55 an all-ones low word may
  // hide a carry, so let the exact conversion decide. (Mushtak and Lemire later proved this
  // never changes the result; it costs one well-predicted comparison.)
  if !moderate, low == UInt64.max, q < -27 || q > 55 { return undecided }
  let upperBit = Int(high >> 63)
  let shift = UInt64(upperBit &+ 9)
  var mantissa = high >> shift
  var power2 = ((217706 &* q) >> 16) &+ 63 &+ upperBit &- leadingZeros &+ 1023
  if !moderate, power2 <= 0 {
    // Subnormal (or zero): shift into place, then round half up (no ties are possible here).
    if -power2 + 1 >= 64 { return 0 }
    mantissa >>= UInt64(-power2 + 1)
    mantissa += mantissa & 1
    mantissa >>= 1
    // Rounding may carry into the smallest normal exponent.
    power2 = mantissa < 1 << 52 ? 0 : 1
    return mantissa | UInt64(power2) << 52
  }
  // Ties are only possible for -4 ≤ q ≤ 23; a branch on that first (rarely taken with a long
  // mantissa, which is when Eisel–Lemire runs) skips the rest of the test.
  if _slowPath(q >= -4 && q <= 23), low <= 1, mantissa & 3 == 1, mantissa << shift == high {
    mantissa &= ~1  // exactly halfway with an even significand: round down
  }
  mantissa += mantissa & 1
  mantissa >>= 1  // 2^52...2^53, the implicit bit included
  // Adding the significand with its implicit bit to the exponent field minus one sets the field
  // to power2, or to power2 + 1 with a zero fraction when rounding carried to 2^53. An exponent
  // field of 0x7FF or more (power2 ≤ 2110, so no wrap) is infinity or beyond.
  let bits = mantissa &+ UInt64(power2 &- 1) << 52
  if !moderate, bits >= infinityBits { return infinityBits }
  return bits
}

/// The leading 128 bits of `normalized × 5^q`: one 64×64 multiplication by the high word of the
/// table entry, and a second by its low word only when the bits below the leading 55 are all
/// ones (then the truncated product might be off by a carry). `q` is in range (the caller checks).
@inline(__always)
private func fivePowerProduct(_ normalized: UInt64, _ q: Int) -> (high: UInt64, low: UInt64) {
  let power = powerOfFive(q)
  var (high, low) = normalized.multipliedFullWidth(by: power.high)
  let precisionMask: UInt64 = 0x1FF  // the bits below the leading 55
  if high & precisionMask == precisionMask {
    let second = normalized.multipliedFullWidth(by: power.low).high
    low = low &+ second
    if second > low { high &+= 1 }
  }
  return (high, low)
}
