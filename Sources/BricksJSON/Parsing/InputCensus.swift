/// What the copy of the input learns on the way, so that the parse can size its tape for the
/// input it has instead of for the worst case: how many bytes of the input are `,` `:` `[` or `{`.
///
/// Every tape entry but the root's follows one of those four bytes: an array's first element
/// follows its `[`, an object's first key its `{`, every later element or key a `,`, and every
/// member's value its `:`. So for valid JSON the entries are at most one more than those
/// bytes (more when strings hold them or containers are empty: 10% more on twitter.json, whose
/// dates and links hold colons, 14% on citm_catalog.json, with 8,697 empty containers). The
/// parser never relies on the bound for memory safety: `Parser.emit` checks every entry
/// against the capacity, and an input that needed more (none that is valid) would move the
/// tape to a bigger buffer.
struct InputCensus {
  /// The `,` `:` `[` and `{` bytes counted, wherever they are (in strings too).
  var valueStarts = 0

  /// The most tape entries the input can need when it is valid JSON.
  var tapeBound: Int { valueStarts + 1 }

  typealias Bytes16 = SIMD16<UInt8>

  /// Copies `count` bytes from `source` to `destination` and counts them (`source` may be
  /// `destination`: each 64 bytes are read before they are written).
  ///
  /// Memory safety: the vector loop reads and writes the 64 bytes at `offset` only while
  /// `offset + 64 <= count`; the rest goes a byte at a time below `count`. Both pointers are
  /// raw, so the reads and writes need no alignment (`loadUnaligned`, `storeBytes`).
  static func copy(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) -> InputCensus {
    /// The four bytes' lanes of the 16 bytes at `at`, copied on the way (0xFF where counted).
    @inline(__always) func copyMatching(_ at: Int) -> Bytes16 {
      let v = source.loadUnaligned(fromByteOffset: at, as: Bytes16.self)
      destination.storeBytes(of: v, toByteOffset: at, as: Bytes16.self)
      // `[` (0x5B) and `{` (0x7B) are the only bytes that become 0x7B when bit 5 is set.
      let bracket = v | Bytes16(repeating: 0x20) .== Bytes16(repeating: UInt8(ascii: "{"))
      let found =
        bracket .| (v .== Bytes16(repeating: UInt8(ascii: ","))) .| (v .== Bytes16(repeating: UInt8(ascii: ":")))
      return unsafeBitCast(found, to: Bytes16.self)
    }
    var starts = 0
    var offset = 0
    // 64 bytes a step (the loop's own instructions paid once for four vectors). Each lane
    // counts up to 255 matches before the lanes are added up: a true lane is 0xFF, which is
    // -1, so subtracting it adds one.
    while offset + 64 <= count {
      var lanes = Bytes16()
      let stop = min(count - 63, offset + 63 * 64)
      while offset < stop {
        lanes &-= copyMatching(offset)
        lanes &-= copyMatching(offset &+ 16)
        lanes &-= copyMatching(offset &+ 32)
        lanes &-= copyMatching(offset &+ 48)
        offset &+= 64
      }
      starts += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
    while offset < count {
      let byte = source.load(fromByteOffset: offset, as: UInt8.self)
      destination.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
      if byte | 0x20 == UInt8(ascii: "{") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") { starts += 1 }
      offset += 1
    }
    return InputCensus(valueStarts: starts)
  }
}
