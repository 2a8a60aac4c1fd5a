import Foundation
import TestSupport
import Testing

@testable import BricksJSON

/// The movemask and the saturating subtraction that the scans and the UTF-8 check use,
/// and their portable fallbacks, against lane-by-lane oracles over every one of the 65,536
/// masks and every pair of bytes; and the string scan built on them against a byte-by-byte
/// search, for every byte value it stops at in every position of three vectors.
struct VectorOpsTests {
  /// The oracle's mask: lane i is true when bit i of `pattern` is set.
  static func lanes(_ pattern: Int) -> SIMDMask<SIMD16<Int8>> {
    var mask = SIMDMask<SIMD16<Int8>>()
    for lane in 0..<16 { mask[lane] = pattern & (1 << lane) != 0 }
    return mask
  }

  @Test func everyMaskGivesItsBitsBothWays() {
    var mismatches: [String] = []
    var g = SeededGenerator(seed: 0x6D61_736B)
    for pattern in 0..<(1 << 16) {
      let mask = Self.lanes(pattern)
      let fast = VectorOps.movemask(mask)
      let portable = VectorOps.portableMovemask(mask)
      // As bytes only the top bit counts: true lanes 0x80–0xFF, false ones 0x00–0x7F.
      var bytes = SIMD16<UInt8>()
      for lane in 0..<16 { bytes[lane] = UInt8.random(in: 0...0x7F, using: &g) | (mask[lane] ? 0x80 : 0) }
      let asBytes = VectorOps.movemask(bytes)
      if fast != UInt64(pattern) || portable != UInt64(pattern) || asBytes != UInt64(pattern) {
        mismatches.append("\(String(pattern, radix: 2)): \(fast) \(portable) \(asBytes)")
      }
      if mismatches.count > 5 { break }
    }
    #expect(mismatches.isEmpty)
  }

  @Test func everyPairOfBytesSubtractsWithSaturationBothWays() {
    var mismatches: [String] = []
    for a in 0...255 {
      // Sixteen lanes per vector: a against b = 16k ..< 16k + 16.
      let left = SIMD16<UInt8>(repeating: UInt8(a))
      for k in 0..<16 {
        var right = SIMD16<UInt8>()
        for lane in 0..<16 { right[lane] = UInt8(16 * k + lane) }
        let fast = VectorOps.saturatingSubtract(left, right)
        let portable = VectorOps.portableSaturatingSubtract(left, right)
        for lane in 0..<16 {
          let b = 16 * k + lane
          let expected = UInt8(a > b ? a - b : 0)
          if fast[lane] != expected || portable[lane] != expected {
            mismatches.append("\(a) - \(b): \(fast[lane]) \(portable[lane])")
          }
        }
      }
    }
    let firstMismatches = Array(mismatches.prefix(5))
    #expect(firstMismatches.isEmpty, "\(mismatches.count) wrong")
  }

  /// CI's portable step sets `BRICKS_PORTABLE_SIMD`, so this says which build the tests judged.
  @Test func theBuildUsesTheMovemaskItWasAskedFor() {
    let askedForPortable = ProcessInfo.processInfo.environment["BRICKS_PORTABLE_SIMD"] != nil
    #expect(VectorOps.isPortable == askedForPortable)
  }

  /// Every byte the scan stops at (quote, backslash, 0x00–0x1F, and 0x80–0xFF when asked), put
  /// after 0–47 plain bytes, is found where it was put; a byte it must pass (0x80–0xFF when not
  /// asked, and every other ASCII byte) lets it run to the quote placed after 48 bytes.
  @Test func stringScanStopsAtTheFirstSpecialByteInEveryPosition() {
    var checked = 0
    var wrong: [String] = []
    for byte in 0...255 {
      let value = UInt8(byte)
      for stopsAtNonASCII in [true, false] {
        let stops = value == 0x22 || value == 0x5C || value < 0x20 || (stopsAtNonASCII && value >= 0x80)
        for offset in 0..<48 {
          // Plain text cycling through every byte the scan passes, the byte, and a closing quote.
          var bytes: [UInt8] = (0..<offset).map { i in
            let plain = UInt8(0x20 + (i * 7) % 95)
            return plain == 0x22 || plain == 0x5C ? 0x41 : plain
          }
          bytes.append(value)
          bytes += Array(repeating: UInt8(ascii: "a"), count: 47 - offset) + [UInt8(ascii: "\"")]
          bytes += Array(repeating: 0, count: 64)
          let expected = stops ? offset : 48
          let found = bytes.withUnsafeBufferPointer {
            ByteScan.stringSpecial($0.baseAddress!, stopsAtNonASCII: stopsAtNonASCII)
          }
          if found != expected {
            wrong.append("byte \(byte), offset \(offset), nonASCII stops \(stopsAtNonASCII): \(found)")
          }
          checked += 1
        }
      }
    }
    #expect(checked == 256 * 2 * 48)
    let firstWrong = Array(wrong.prefix(5))
    #expect(firstWrong.isEmpty, "\(wrong.count) wrong")
  }
}
