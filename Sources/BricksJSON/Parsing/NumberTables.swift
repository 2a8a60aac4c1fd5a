// The number scanner's table lookups, in one place: every unchecked read of a table is here,
// with the argument that it stays in bounds. The tables are global constants of literals, which
// the compiler lays out as static data (no lazy initialisation, no retain), so their buffers
// outlive every call. `withUnsafeBufferPointer` drops the release build's bounds check; debug
// builds, which the tests run, still check every index.

/// 10^0 through 10^8, to make room for a run of that many digits.
let smallPowersOfTen: [UInt64] = [
  1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000,
]

/// The multipliers of ``digitAlignment(_:)``.
let digitAlignments: [UInt64] = [0, 1 << 56, 1 << 48, 1 << 40, 1 << 32, 1 << 24, 1 << 16, 1 << 8]

/// The multipliers of ``fourDigitAlignment(_:)``.
let fourDigitAlignments: [UInt64] = [0, 1 << 24, 1 << 16, 1 << 8, 1, 1, 1, 1]

/// The powers of ten that are exact doubles, 10^0 through 10^22, for Clinger's fast path.
let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// 10^n for n in 0...8.
///
/// Safety: callers pass a trailing-zero count of a `UInt64` divided by 8, which is 0...8, and
/// ``smallPowersOfTen`` has nine entries (`NumberPropertyTests` checks it).
@inline(__always)
func powerOfTen(upToEight n: Int) -> UInt64 {
  smallPowersOfTen.withUnsafeBufferPointer { $0[n] }
}

/// 2^(64 - 8n) for n in 1...7, and 0 for n = 0: multiplying by it moves the low n bytes of a
/// word to its top.
///
/// Safety: callers pass a count of leading digits in a word that has a non-digit, 0...7, and
/// ``digitAlignments`` has eight entries (`NumberPropertyTests` checks it).
@inline(__always)
func digitAlignment(_ n: Int) -> UInt64 {
  digitAlignments.withUnsafeBufferPointer { $0[n] }
}

/// 2^(32 - 8n) for n in 1...4, and 0 for n = 0 (1 for n in 5...7): multiplying the low half of a
/// word by it moves its low n bytes to the top of that half.
///
/// Safety: as for ``digitAlignment(_:)``; ``fourDigitAlignments`` has eight entries
/// (`NumberPropertyTests` checks it).
@inline(__always)
func fourDigitAlignment(_ n: Int) -> UInt64 {
  fourDigitAlignments.withUnsafeBufferPointer { $0[n] }
}

/// 10^n as a double, exactly, for n in 0...22.
///
/// Safety: callers check that n is in 0...22 (Clinger's range), and ``exactPowersOfTen`` has
/// 23 entries (`NumberPropertyTests` checks it).
@inline(__always)
func exactPowerOfTen(_ n: Int) -> Double {
  exactPowersOfTen.withUnsafeBufferPointer { $0[n] }
}

/// The two words (high, then low) of the 128-bit approximation of 5^q.
///
/// Safety: callers check that q is in `powersOfFiveSmallestExponent...powersOfFiveLargestExponent`,
/// so both indices lie inside ``powersOfFive``, which has two words per exponent
/// (`NumberPropertyTests` checks its size).
@inline(__always)
func powerOfFive(_ q: Int) -> (high: UInt64, low: UInt64) {
  powersOfFive.withUnsafeBufferPointer { powers in
    let index = 2 &* (q &- powersOfFiveSmallestExponent)
    return (powers[index], powers[index &+ 1])
  }
}
