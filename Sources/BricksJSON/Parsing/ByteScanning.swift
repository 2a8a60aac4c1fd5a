/// The scans the parser runs inside strings, 16 and then 32 bytes at a time, written with
/// Swift's portable `SIMD16<UInt8>`: unaligned loads, a few lane comparisons against vector
/// constants (one or two instructions each on SSE2 and NEON) and a reduction through 64-bit
/// lanes. No movemask is needed: a comparison's true lanes are 0xFF bytes, so the first one is
/// found from the trailing zero bits of the lane that holds it. Also the unaligned 8- and
/// 16-byte loads the parser uses (``load8(_:)``, ``load(_:)``).
///
/// Memory safety: a scan loads 16, then 32 bytes at a time from positions it has not yet
/// passed, and goes on only when none of them is a byte it stops at. The parser's input is
/// followed by ``parserPadding`` (64) zero bytes, and a zero byte stops every scan here (it is
/// a control character inside strings), so a scan starting at `p <= count` never loads past
/// `count + 31`.
enum ByteScan {
  typealias Bytes16 = SIMD16<UInt8>

  /// The offset from `p` of the first byte that ends a run of plain string text: `"`, `\`, a
  /// byte below 0x20, or (when `stopsAtNonASCII`) a byte from 0x80 up.
  @inline(__always)
  static func stringSpecial(_ p: UnsafePointer<UInt8>, stopsAtNonASCII: Bool) -> Int {
    let high = Bytes16(repeating: stopsAtNonASCII ? 0xFF : 0)  // keeps or drops the non-ASCII lanes
    @inline(__always) func special(_ v: Bytes16) -> Bytes16 {
      bits(v .== Bytes16(repeating: UInt8(ascii: "\""))) | bits(v .== Bytes16(repeating: UInt8(ascii: "\\")))
        | bits(v .< Bytes16(repeating: 0x20)) | (bits(v .>= Bytes16(repeating: 0x80)) & high)
    }
    // Most strings (keys, short values) end within 16 bytes: one vector first, then 32 at a time.
    let first = firstSet(special(load(p)))
    if first < 16 { return first }
    var offset = 16
    while true {
      let found = firstSet(special(load(p + offset)), special(load(p + offset + 16)))
      if found < 32 { return offset + found }
      offset += 32
    }
  }

  /// The 16 bytes at `p`, unaligned.
  ///
  /// Read as a tuple of sixteen `UInt8`, which has the layout and the alignment (1) of the
  /// bytes the memory is bound to, so the read is valid at any address; it compiles to one
  /// unaligned vector load. Not `loadUnaligned(as:)` or `copyMemory`: inside the parser's
  /// large loop the compiler left those as calls, while `pointee` and `unsafeBitCast` are
  /// always inlined.
  @inline(__always)
  static func load(_ p: UnsafePointer<UInt8>) -> Bytes16 {
    unsafeBitCast(UnsafeRawPointer(p).assumingMemoryBound(to: Unaligned16.self).pointee, to: Bytes16.self)
  }

  /// The 8 bytes at `p`, unaligned, as a little-endian word (read like ``load(_:)``).
  @inline(__always)
  static func load8(_ p: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(
      littleEndian: unsafeBitCast(UnsafeRawPointer(p).assumingMemoryBound(to: Unaligned8.self).pointee, to: UInt64.self)
    )
  }

  typealias Unaligned8 = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

  typealias Unaligned16 = (
    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
  )

  /// A comparison's lanes as bytes (0xFF true, 0 false).
  @inline(__always)
  static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> Bytes16 { unsafeBitCast(mask, to: Bytes16.self) }

  /// The index of the first non-zero lane of the 32 lanes `a` then `b`, or 32 if there is
  /// none. Arithmetic without branches: where a run ends is unpredictable (the lengths of
  /// strings and indentation vary), and a mispredicted branch costs more than the four
  /// trailing-zero counts. A word's count is 64 exactly when the word is zero, so
  /// `count >> 6` (or `>> 7` for a pair's 128) says whether to add the next word's count.
  @inline(__always)
  static func firstSet(_ a: Bytes16, _ b: Bytes16) -> Int {
    let inA = firstBit(a)
    let inB = firstBit(b)
    return (inA &+ (inB & (0 &- (inA &>> 7)))) &>> 3
  }

  /// The index of the first non-zero lane of `v`, or 16 if there is none (without branches).
  @inline(__always)
  static func firstSet(_ v: Bytes16) -> Int { firstBit(v) &>> 3 }

  /// The index of the first set bit of `v`'s 128, or 128 if there is none.
  @inline(__always)
  static func firstBit(_ v: Bytes16) -> Int {
    let x = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    let first = UInt64(littleEndian: x[0]).trailingZeroBitCount
    let second = UInt64(littleEndian: x[1]).trailingZeroBitCount
    return first &+ (second & (0 &- (first &>> 6)))  // 0...128
  }

  /// Whether any bit of `v` is set (a horizontal OR through two 64-bit lanes).
  @inline(__always)
  static func anyBits(_ v: Bytes16) -> Bool {
    let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
    return words[0] | words[1] != 0
  }
}
