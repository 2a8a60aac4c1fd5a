/// The scans the parser runs inside strings, 16 and then 32 bytes at a time, written with
/// Swift's portable `SIMD16<UInt8>`: unaligned loads, a few lane comparisons against vector
/// constants (one or two instructions each on SSE2 and NEON), and a movemask
/// (`VectorOps.movemask(_:)`) whose trailing zero bits say where the first stop is. Also
/// the unaligned 8- and 16-byte loads the parser uses (``load8(_:)``, ``load(_:)``).
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
    @inline(__always) func special(_ v: Bytes16) -> Bytes16 {
      let stop = bits(v .== Bytes16(repeating: UInt8(ascii: "\""))) | bits(v .== Bytes16(repeating: UInt8(ascii: "\\")))
      // As signed bytes, 0x80...0xFF are negative: one signed comparison finds the bytes below
      // 0x20 and the non-ASCII ones together.
      if stopsAtNonASCII {
        return stop | bits(unsafeBitCast(v, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: 0x20))
      }
      return stop | bits(v .< Bytes16(repeating: 0x20))
    }
    // Most strings (keys, short values) end within 16 bytes: one vector first, then 32 at a time.
    let first = VectorOps.movemask(special(load(p)))
    if first != 0 { return first.trailingZeroBitCount }
    var offset = 16
    while true {
      let found =
        VectorOps.movemask(special(load(p + offset))) | VectorOps.movemask(special(load(p + offset + 16))) &<< 16
      if found != 0 { return offset + found.trailingZeroBitCount }
      offset += 32
    }
  }

  /// The lanes of `v` that end a run of string text whatever its bytes from 0x80 up (`"`,
  /// `\`, a byte below 0x20), as a movemask.
  @inline(__always)
  static func textStops(_ v: Bytes16) -> UInt64 {
    VectorOps.movemask(
      bits(v .== Bytes16(repeating: UInt8(ascii: "\""))) | bits(v .== Bytes16(repeating: UInt8(ascii: "\\")))
        | bits(v .< Bytes16(repeating: 0x20)))
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
}
