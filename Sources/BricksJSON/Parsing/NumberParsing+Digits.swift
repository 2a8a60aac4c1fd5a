// SWAR ("SIMD within a register") digit reading for ``scanNumberLiteral(_:_:_:)``: eight
// bytes per step, as simdjson and fast_float do (`is_made_of_eight_digits_fast`,
// `parse_eight_digits_unrolled`), generalised to runs of 0 to 8 digits so that a run's end
// costs no branch per digit.

/// Reads the run of ASCII digits at `p` into `mantissa` (which becomes
/// `mantissa × 10^digits + run`, wrapping past 19 digits) and moves `p` past it.
///
/// Each step loads eight bytes, finds how many leading ones are digits (0...8) with one SWAR
/// test and a trailing-zero count, and converts those digits at once: a run of up to seven
/// digits, the common case, is one step with no loop-exit misprediction per digit.
///
/// - Returns: The byte after the run, or 0 when the run reaches `count`.
@inline(__always)
func accumulateDigits(
  _ base: UnsafePointer<UInt8>, _ p: inout Int, _ count: Int, _ mantissa: inout UInt64
) -> UInt8 {
  while true {
    let chunk = loadEightBytes(base, p, count)
    let values = chunk &- 0x3030_3030_3030_3030
    // A byte's high bit is set here if it is not a digit (below '0': the subtraction borrows;
    // above '9': the addition carries into bit 7). Carries and borrows only run towards later
    // bytes and digits cause none, so the first flagged byte is exactly the first non-digit.
    let nonDigits = ((chunk &+ 0x4646_4646_4646_4646) | values) & 0x8080_8080_8080_8080
    if nonDigits == 0 {
      // Eight digits: the next load's address does not wait for this one's data.
      mantissa = mantissa &* 100_000_000 &+ parseEightDigits(values)
      p &+= 8
      continue
    }
    let digitCount = nonDigits.trailingZeroBitCount &>> 3  // 0...7
    // Move the digits to the top bytes, where the zero bytes below act as leading zeros: a
    // multiplication by 2^(64 - 8 × digitCount) (0 for no digits), as a variable shift costs
    // several micro-operations on x86 without BMI2.
    let aligned = values &* digitAlignment(digitCount)
    mantissa = mantissa &* powerOfTen(upToEight: digitCount) &+ parseEightDigits(aligned)
    p &+= digitCount
    return p < count ? base[p] : 0
  }
}

/// The eight bytes at `p` as a little-endian word (byte `p` lowest on every platform); bytes
/// at or past `count` read as zero, which is not a digit.
@inline(__always)
func loadEightBytes(_ base: UnsafePointer<UInt8>, _ p: Int, _ count: Int) -> UInt64 {
  guard _fastPath(count &- p >= 8) else { return loadTail(base, p, count) }
  return ByteScan.load8(base + p)
}

/// ``loadEightBytes(_:_:_:)`` within eight bytes of the end: one byte at a time.
@inline(never)
func loadTail(_ base: UnsafePointer<UInt8>, _ p: Int, _ count: Int) -> UInt64 {
  var word: UInt64 = 0
  var i = p
  while i < count {
    word |= UInt64(base[i]) << UInt64(8 * (i - p))
    i += 1
  }
  return word
}

/// The value of eight digit values (0...9 in each byte, first digit in the lowest byte), in
/// three multiply-and-shift steps that combine neighbours: digits into pairs (×(1 + 10·2^8),
/// no carry as 10a + b ≤ 99), pairs into fours (×(1 + 100·2^16)), fours into eight
/// (×(1 + 10^4·2^32)). Zero bytes below the digits act as leading zeros.
@inline(__always)
func parseEightDigits(_ values: UInt64) -> UInt64 {
  let pairs = (values &* 2561) &>> 8  // pair k (10 × digit 2k + digit 2k+1) in byte 2k
  let fours = ((pairs & 0x00FF_00FF_00FF_00FF) &* 6_553_601) &>> 16  // in bytes 0-1 and 4-5
  return ((fours & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) &>> 32
}

/// The value of the first `n` digit values of `values` (lowest bytes first), exact for n ≤ 4:
/// ``parseEightDigits(_:)`` on one 32-bit half. For n > 4 the result is meaningless, which
/// its caller accepts (it only needs it exact when the number has at most 19 digits).
@inline(__always)
func parseUpToFourDigits(_ values: UInt64, _ n: Int) -> UInt64 {
  let aligned = ((values & 0xFFFF_FFFF) &* fourDigitAlignment(n)) & 0xFFFF_FFFF
  let pairs = (aligned &* 2561) &>> 8
  return (((pairs & 0x00FF_00FF) &* 6_553_601) &>> 16) & 0xFFFF
}

/// The high bit of each byte of `word` that is not an ASCII digit (see ``accumulateDigits``).
@inline(__always)
func nonDigitFlags(_ word: UInt64) -> UInt64 {
  ((word &+ 0x4646_4646_4646_4646) | (word &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
}
