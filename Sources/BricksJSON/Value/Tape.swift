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
/// | double     | its text: offset << 8 \| length, or 0 | `Double` bit pattern               |
/// | bigNumber  | byte offset of the number's text     | its length                         |
/// | string     | byte offset of the UTF-8, unescaped  | its length                         |
/// | array      | index one past the last descendant   | element count                      |
/// | object     | index one past the last descendant   | member count                       |
///
/// A parsed double keeps where its text is (`Decimal` reads the digits, not the rounded
/// double); 0 when there is none (built in code, or text over 255 bytes or past 2^48).
@usableFromInline
@frozen
struct TapeEntry: Sendable {
  @usableFromInline var tagAndA: UInt64
  @usableFromInline var b: UInt64

  @inlinable @inline(__always)
  init(_ tag: Tag, a: Int = 0, b: UInt64 = 0) {
    self.tagAndA = UInt64(tag.byte) << 56 | UInt64(truncatingIfNeeded: a)
    self.b = b
  }

  /// The entry's tag, read back from its top byte without `Tag(rawValue:)`, which the
  /// optimizer left as a call in 38 places (every reader of the tape). Safety of the cast: the
  /// top byte is only ever written by `init(_:a:b:)`, from `Tag.byte`, so it is one of the
  /// ten case indices 0...9 (see `Tag.byte`).
  @inlinable var tag: Tag { unsafeBitCast(UInt8(truncatingIfNeeded: tagAndA >> 56), to: Tag.self) }
  @inlinable var a: Int { Int(truncatingIfNeeded: tagAndA & 0x00FF_FFFF_FFFF_FFFF) }
  @inlinable var bInt: Int { Int(truncatingIfNeeded: b) }

  @usableFromInline
  enum Tag: UInt8, Sendable {
    case null, `false`, `true`, int, uint, double, bigNumber, string, array, object

    /// The tag's byte on the tape: its `rawValue`, read without the synthesized getter.
    ///
    /// The getter is a switch in a function of its own, which the optimizer stops inlining
    /// into the parser's loop once that loop is large, leaving a call per container and per
    /// value. Safety of the cast: `Tag` has no payloads and ten cases, so it is stored in one
    /// byte holding the case's index in declaration order, and its raw values are the implicit
    /// ones, 0...9 in declaration order — the same numbers. `TapeEntryTests` checks every case.
    @inlinable @inline(__always)
    var byte: UInt8 { unsafeBitCast(self, to: UInt8.self) }
  }
}

extension TapeEntry {
  /// The `a` of a double whose text is `length` bytes at `offset`: both packed in one word,
  /// ``textTooLong`` for a text of 256 bytes or more, or 0 (no text) past 2^48 bytes.
  @inlinable @inline(__always)
  static func numberText(at offset: Int, length: Int) -> Int {
    guard offset < 1 << 48 else { return 0 }
    return length < 256 ? offset << 8 | length : textTooLong
  }

  /// The `a` of a double read from a text too long to record (256 bytes or more): `Decimal`
  /// cannot read its digits, and says so rather than read the rounded double. No double's
  /// text is one byte long (`-0` is the shortest), so offset 0, length 1 is free.
  @usableFromInline static let textTooLong = 1

  /// ``numberText(at:length:)`` for a length known to be under 256.
  @inlinable @inline(__always)
  static func numberText(at offset: Int, shortLength length: Int) -> Int {
    offset < 1 << 48 ? offset << 8 | length : 0
  }

  /// Where a double's text is in the document's bytes, if it has any.
  @inlinable var doubleText: Range<Int>? {
    let a = self.a
    return a <= TapeEntry.textTooLong ? nil : (a >> 8)..<(a >> 8) + (a & 0xFF)
  }
}

/// The largest byte offset and tape index an entry can record (2^56 - 1).
@usableFromInline let tapeOffsetLimit = 1 << 56 - 1
