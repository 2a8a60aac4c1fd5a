/// One entry of a parsed (or built) document's flat tape: two machine words.
///
/// The tape lists a document's values in document order, depth first. A container's entry
/// records the index one past its last descendant (so a reader skips it in O(1)) and its
/// element count. Object members are a key (a string entry) followed by the value.
///
/// | tag        | `a`                                  | `b`                                |
/// |------------|--------------------------------------|------------------------------------|
/// | null/true/false | 0                               | 0                                  |
/// | int        | 0                                    | `Int64` bit pattern                |
/// | uint       | 0                                    | `UInt64` (always > `Int64.max`)    |
/// | double     | 0                                    | `Double` bit pattern               |
/// | bigNumber  | byte offset of the number's text     | its length                         |
/// | string     | byte offset of the UTF-8, unescaped  | its length                         |
/// | array      | index one past the last descendant   | element count                      |
/// | object     | index one past the last descendant   | member count                       |
@usableFromInline
@frozen
struct TapeEntry: Sendable {
  @usableFromInline var tagAndA: UInt64
  @usableFromInline var b: UInt64

  @inlinable @inline(__always)
  init(_ tag: Tag, a: Int = 0, b: UInt64 = 0) {
    self.tagAndA = UInt64(tag.rawValue) << 56 | UInt64(truncatingIfNeeded: a)
    self.b = b
  }

  @inlinable var tag: Tag { Tag(rawValue: UInt8(truncatingIfNeeded: tagAndA >> 56)).unsafelyUnwrapped }
  @inlinable var a: Int { Int(truncatingIfNeeded: tagAndA & 0x00FF_FFFF_FFFF_FFFF) }
  @inlinable var bInt: Int { Int(truncatingIfNeeded: b) }

  @usableFromInline
  enum Tag: UInt8, Sendable {
    case null, `false`, `true`, int, uint, double, bigNumber, string, array, object
  }
}

/// The largest byte offset and tape index an entry can record (2^56 - 1).
@usableFromInline let tapeOffsetLimit = 1 << 56 - 1
