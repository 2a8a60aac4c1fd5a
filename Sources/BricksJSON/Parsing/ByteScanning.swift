/// Sixteen-byte scans the parser runs inside strings and between tokens, written with Swift's
/// portable `SIMD16<UInt8>`: one load, a few lane comparisons against vector constants (one or
/// two instructions each on SSE2 and NEON) and a reduction through two `UInt64` lanes. No
/// movemask is needed: a comparison's true lanes are 0xFF bytes, so the first one is found
/// from the trailing zero bits of the lane that holds it.
///
/// Memory safety: every scan loads 16 bytes at a time from positions it has not yet passed,
/// and stops at the first byte it is looking for. The parser's input is followed by
/// ``parserPadding`` (64) zero bytes, and a zero byte stops every scan here (it is a control
/// character inside strings and not whitespace between tokens), so a scan starting at
/// `p <= count` never loads past `count + 15`.
enum ByteScan {
  typealias Bytes16 = SIMD16<UInt8>

  /// The offset from `p` of the first byte that ends a run of plain string content: `"`,
  /// `\`, a byte below 0x20, or a byte at or above `highLimit` (0x80 while UTF-8 is still to
  /// be checked byte by byte; 0xFF, which never occurs in valid UTF-8, once the whole input
  /// is known to be valid).
  @inline(__always)
  static func stringSpecial(_ p: UnsafePointer<UInt8>, highLimit: Bytes16) -> Int {
    var offset = 0
    while true {
      let v = load(p + offset)
      let special =
        bits(v .== Bytes16(repeating: UInt8(ascii: "\""))) | bits(v .== Bytes16(repeating: UInt8(ascii: "\\")))
        | bits(v .< Bytes16(repeating: 0x20)) | bits(v .>= highLimit)
      if let lane = firstSet(special) { return offset + lane }
      offset += 16
    }
  }

  /// The offset from `p` of the first byte that is not JSON whitespace (space, tab, line
  /// feed, carriage return).
  @inline(__always)
  static func nonWhitespace(_ p: UnsafePointer<UInt8>) -> Int {
    var offset = 0
    while true {
      let v = load(p + offset)
      let space =
        bits(v .== Bytes16(repeating: 0x20)) | bits(v .== Bytes16(repeating: 0x0A))
        | bits(v .== Bytes16(repeating: 0x0D)) | bits(v .== Bytes16(repeating: 0x09))
      if let lane = firstSet(~space) { return offset + lane }
      offset += 16
    }
  }

  /// The 16 bytes at `p`, unaligned. A copy rather than `loadUnaligned(as:)`, which the
  /// compiler leaves as a call inside the parser's large loop; this compiles to one load.
  @inline(__always)
  static func load(_ p: UnsafePointer<UInt8>) -> Bytes16 {
    var v = Bytes16()
    withUnsafeMutableBytes(of: &v) { $0.baseAddress!.copyMemory(from: p, byteCount: 16) }
    return v
  }

  /// A comparison's lanes as bytes (0xFF true, 0 false).
  @inline(__always)
  static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> Bytes16 { unsafeBitCast(mask, to: Bytes16.self) }

  /// The index of the first non-zero lane of `v`, if any.
  @inline(__always)
  static func firstSet(_ v: Bytes16) -> Int? {
    let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    let low = UInt64(littleEndian: words[0])
    if low != 0 { return low.trailingZeroBitCount >> 3 }
    let high = UInt64(littleEndian: words[1])
    if high != 0 { return 8 + high.trailingZeroBitCount >> 3 }
    return nil
  }

  /// Whether any bit of `v` is set (a horizontal OR through two 64-bit lanes).
  @inline(__always)
  static func anyBits(_ v: Bytes16) -> Bool {
    let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    return words[0] | words[1] != 0
  }
}
