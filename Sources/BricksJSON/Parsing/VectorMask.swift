#if hasFeature(BuiltinModule)
import Builtin
#endif

/// A movemask: the lanes of a 16-lane byte comparison as the low 16 bits of a word (lane i in
/// bit i), which the parser's scans then read with one trailing-zero count.
///
/// Swift's SIMD types have no movemask. The target `BricksJSON` enables the `BuiltinModule`
/// feature (Package.swift), and this file, the only one that imports `Builtin`, writes one in
/// LLVM's target-independent vector operations: a signed "less than zero" of each lane, which
/// is a vector of sixteen `i1`, bit-cast to a 16-bit integer. That is no architecture's
/// intrinsic; LLVM lowers it per target, to one `pmovmskb` on x86_64 (SSE2) and to
/// `cmlt`/`and`/`addv` on arm64 (NEON), and it is how the standard library's own SIMD
/// comparisons are built (`Builtin.cmp_*`).
///
/// `Builtin` is the compiler's internal surface, not a stable API: it is confined to
/// ``bits(_:)``, and a build without the feature (`BRICKS_PORTABLE_SIMD=1`, which CI runs the
/// JSON tests under) uses ``portableBits(_:)``, which gives the same bits in portable Swift.
/// Nothing here touches memory: both read only their argument's value.
enum VectorMask {
  typealias Lanes = SIMDMask<SIMD16<Int8>>

  /// Whether this build uses ``portableBits(_:)`` (built with `BRICKS_PORTABLE_SIMD=1`).
  #if hasFeature(BuiltinModule)
  static let isPortable = false
  #else
  static let isPortable = true
  #endif

  /// Bit i is set when lane i is true.
  @inline(__always)
  static func bits(_ mask: Lanes) -> UInt64 {
    #if hasFeature(BuiltinModule)
    // A true lane of a comparison is all ones, so it is negative; a false one is zero.
    let lanes = mask._storage._storage._value
    let isTrue = Builtin.cmp_slt_Vec16xInt8(lanes, SIMD16<Int8>()._storage._value)
    return UInt64(UInt16(Builtin.bitcast_Vec16xInt1_Int16(isTrue)))
    #else
    return portableBits(mask)
    #endif
  }

  /// Bit i is set when lane i of `lanes` (a comparison's lanes as bytes: 0xFF or 0, or an OR
  /// of such) is 0xFF.
  @inline(__always)
  static func bits(_ lanes: SIMD16<UInt8>) -> UInt64 { bits(unsafeBitCast(lanes, to: Lanes.self)) }

  /// ``bits(_:)`` in portable Swift: each eight-lane half, as a little-endian word, keeps bit i
  /// of byte i, and one multiplication adds the eight bytes into the top one (the bits are
  /// distinct, so no sum carries). (A lane-weighted `wrappedSum()` of each half is the textbook
  /// form, but the optimizer turns its adds into an OR reduction through memory.)
  @inline(__always)
  static func portableBits(_ mask: Lanes) -> UInt64 {
    let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    let low = ((UInt64(littleEndian: halves[0]) & 0x8040_2010_0804_0201) &* 0x0101_0101_0101_0101) &>> 56
    let high = ((UInt64(littleEndian: halves[1]) & 0x8040_2010_0804_0201) &* 0x0101_0101_0101_0101) &>> 56
    return low | high &<< 8
  }
}
