#if hasFeature(BuiltinModule)
import Builtin
#endif

/// The two vector operations the parser needs that Swift's SIMD types do not offer: a
/// movemask (`movemask(_:)`) and a saturating subtraction
/// (``saturatingSubtract(_:_:)``).
///
/// The target `BricksJSON` enables the `BuiltinModule` feature (Package.swift), and this file,
/// the only one that imports `Builtin`, writes both in LLVM's target-independent vector
/// operations. Neither is an architecture's intrinsic; LLVM lowers each per target:
/// - the movemask is a signed "less than zero" of each lane (a vector of sixteen `i1`)
///   bit-cast to a 16-bit integer: one `pmovmskb` on x86_64 (SSE2); on arm64 (NEON) a
///   compare, an `and` with lane weights, `ext`/`zip1` and one `addv`;
/// - the subtraction is `llvm.usub.sat`: one `psubusb` on x86_64, one `uqsub` on arm64.
/// The standard library builds its own SIMD operations from the same `Builtin` module.
///
/// `Builtin` is the compiler's internal surface, not a stable API, so it stays in this file. A
/// build without the feature (`BRICKS_PORTABLE_SIMD=1`; CI runs the JSON tests under it) uses
/// ``portableMovemask(_:)`` and ``portableSaturatingSubtract(_:_:)``, which give the same
/// results in portable Swift. Nothing here touches memory: every function reads only its
/// arguments' values.
enum VectorOps {
  typealias Bytes16 = SIMD16<UInt8>
  typealias Lanes = SIMDMask<SIMD16<Int8>>

  /// Whether this build uses the portable versions (built with `BRICKS_PORTABLE_SIMD=1`).
  #if hasFeature(BuiltinModule)
  static let isPortable = false
  #else
  static let isPortable = true
  #endif

  /// Bit i is set when lane i is true (bits 16 and up are zero).
  @inline(__always)
  static func movemask(_ mask: Lanes) -> UInt64 {
    #if hasFeature(BuiltinModule)
    // A true lane of a comparison is all ones, so it is negative; a false one is zero.
    let lanes = mask._storage._storage._value
    let isTrue = Builtin.cmp_slt_Vec16xInt8(lanes, SIMD16<Int8>()._storage._value)
    return UInt64(UInt16(Builtin.bitcast_Vec16xInt1_Int16(isTrue)))
    #else
    return portableMovemask(mask)
    #endif
  }

  /// Bit i is the top bit of byte i of `v`: for a comparison's lanes as bytes (0xFF or 0, or
  /// an OR of such), whether lane i is true.
  @inline(__always)
  static func movemask(_ v: Bytes16) -> UInt64 {
    movemask(unsafeBitCast(v, to: SIMD16<Int8>.self) .< SIMD16<Int8>())
  }

  /// `a - b` in each lane, or 0 where `b > a`.
  @inline(__always)
  static func saturatingSubtract(_ a: Bytes16, _ b: Bytes16) -> Bytes16 {
    #if hasFeature(BuiltinModule)
    var difference = Bytes16()
    difference._storage._value = Builtin.int_usub_sat_Vec16xInt8(a._storage._value, b._storage._value)
    return difference
    #else
    return portableSaturatingSubtract(a, b)
    #endif
  }

  /// `movemask(_:)` in portable Swift: each eight-lane half, as a little-endian word,
  /// keeps bit i of byte i, and one multiplication adds the eight bytes into the top one (the
  /// bits are distinct, so no sum carries). (A lane-weighted `wrappedSum()` of each half is
  /// the textbook form, but the optimizer turns its adds into an OR reduction through memory.)
  @inline(__always)
  static func portableMovemask(_ mask: Lanes) -> UInt64 {
    let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    let low = ((UInt64(littleEndian: halves[0]) & 0x8040_2010_0804_0201) &* 0x0101_0101_0101_0101) &>> 56
    let high = ((UInt64(littleEndian: halves[1]) & 0x8040_2010_0804_0201) &* 0x0101_0101_0101_0101) &>> 56
    return low | high &<< 8
  }

  /// ``saturatingSubtract(_:_:)`` in portable Swift: the larger of `a` and `b`, minus `b`.
  @inline(__always)
  static func portableSaturatingSubtract(_ a: Bytes16, _ b: Bytes16) -> Bytes16 {
    a.replacing(with: b, where: a .< b) &- b
  }
}
