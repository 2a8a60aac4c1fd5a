/// One word of a parsed (or built) document's flat tape: 8 bytes.
///
/// The tape lists a document's values in document order, depth first, one entry per value
/// (and per object key); a number that needs 64 bits takes a second word right after its
/// entry. A container's entry records the index one past its last descendant (so a reader
/// skips it in O(1)) and its element count. Object members are a key (a string entry, always
/// one word) followed by the value.
///
/// An entry is a 4-bit tag (bits 60–63), a flag saying a second word follows (bit 59), and a
/// 56-bit payload (bits 0–55):
///
/// | tag        | payload                                          | second word            |
/// |------------|--------------------------------------------------|------------------------|
/// | null/true/false | 0                                           | none                   |
/// | int        | the value, when it fits 56 bits (two's complement) | none                 |
/// | int        | 0                                                | `Int64` bit pattern    |
/// | uint       | 0                                                | `UInt64` (> `Int64.max`) |
/// | double     | its text: offset << 8 \| length, or 0            | `Double` bit pattern   |
/// | bigNumber  | byte offset of the number's text                 | its length             |
/// | string     | byte offset << 20 \| length (UTF-8, unescaped)    | none                   |
/// | array      | element count << 36 \| index one past the last descendant | none         |
/// | object     | member count << 36 \| index one past the last descendant | none          |
///
/// A container's count saturates at ``countLimit`` (then it is counted from the tape, see
/// ``count(_:_:)``). A string of ``longStringLength`` bytes or more records instead the offset
/// of 16 bytes in the document's text that hold its offset and length (see
/// ``stringBounds(_:)``). A parsed double keeps where its text is (`Decimal` reads the digits,
/// not the rounded double); 0 when there is none (built in code, or text over 255 bytes or
/// past 2^48). Readers go through the accessors here, never through the bits.
@usableFromInline
@frozen
struct TapeEntry: Sendable {
  @usableFromInline var raw: UInt64

  /// A raw word: an entry, or the second word of a number.
  @inlinable @inline(__always)
  init(raw: UInt64) { self.raw = raw }

  /// An entry of `tag` with `payload` (its low 56 bits), marked as followed by a second word
  /// when `wide`.
  @inlinable @inline(__always)
  init(_ tag: Tag, payload: Int = 0, wide: Bool = false) {
    raw =
      UInt64(tag.byte) << 60 | (wide ? TapeEntry.wideBit : 0)
      | UInt64(truncatingIfNeeded: payload) & TapeEntry.payloadMask
  }

  @usableFromInline static var payloadMask: UInt64 { 0x00FF_FFFF_FFFF_FFFF }
  @usableFromInline static var wideBit: UInt64 { 1 << 59 }

  /// The entry's tag, read back from its top four bits without `Tag(rawValue:)`, which the
  /// optimizer left as a call in 38 places (every reader of the tape). Safety of the cast: the
  /// top bits are only ever written by `init(_:payload:wide:)`, from `Tag.byte`, so they are
  /// one of the ten case indices 0...9 (see `Tag.byte`). Only read on an entry, never on a
  /// number's second word.
  @inlinable var tag: Tag { unsafeBitCast(rawTag, to: Tag.self) }
  /// The tag's raw value, without building the enum (cheaper in hot loops).
  @inlinable @inline(__always) var rawTag: UInt8 { UInt8(truncatingIfNeeded: raw >> 60) }
  /// Whether this is an array or an object (the two largest tags).
  @inlinable @inline(__always) var isContainer: Bool { rawTag >= Tag.array.rawValue }
  /// Whether a second word follows this entry on the tape: 1 if so, else 0.
  @inlinable @inline(__always) var extraWords: Int { Int(truncatingIfNeeded: raw >> 59 & 1) }
  /// The low 56 bits.
  @inlinable @inline(__always) var payload: Int { Int(truncatingIfNeeded: raw & TapeEntry.payloadMask) }

  @usableFromInline
  enum Tag: UInt8, Sendable {
    case null, `false`, `true`, int, uint, double, bigNumber, string, array, object

    /// The tag's bits on the tape: its `rawValue`, read without the synthesized getter.
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

// MARK: - Containers

extension TapeEntry {
  /// The count a container's entry holds at most; a container with more children records
  /// this, and ``count(_:_:)`` counts them on the tape.
  @usableFromInline static var countLimit: Int { 1 << 20 - 1 }

  /// The entry of a container of `tag` whose descendants end before tape index `end` and that
  /// holds `count` elements or members.
  @inlinable @inline(__always)
  static func container(_ tag: Tag, end: Int, count: Int) -> TapeEntry {
    TapeEntry(tag, payload: Swift.min(count, countLimit) << 36 | end)
  }

  /// The index one past a container's last descendant.
  @inlinable @inline(__always) var end: Int { Int(truncatingIfNeeded: raw & 0xF_FFFF_FFFF) }

  /// A container's count as recorded (``countLimit`` when it holds that many or more).
  @inlinable @inline(__always) var recordedCount: Int { Int(truncatingIfNeeded: raw >> 36 & 0xF_FFFF) }

  /// The number of elements or members of the container at index `i` of tape `t`.
  ///
  /// - Complexity: O(1), or O(*n*) in its children when it has ``countLimit`` or more.
  @inlinable @inline(__always)
  static func count(_ t: UnsafePointer<TapeEntry>, _ i: Int) -> Int {
    let n = t[i].recordedCount
    return _fastPath(n < countLimit) ? n : countChildren(t, i)
  }

  /// The children of the container at index `i`, counted by skipping over each.
  @usableFromInline @inline(never)
  static func countChildren(_ t: UnsafePointer<TapeEntry>, _ i: Int) -> Int {
    let e = t[i]
    let isObject = e.rawTag == Tag.object.rawValue
    var n = 0
    var k = i &+ 1
    while k < e.end {
      if isObject { k &+= 1 }
      k = next(t, k)
      n &+= 1
    }
    return n
  }

  /// The index after the value at index `i` of tape `t` and all its descendants.
  @inlinable @inline(__always)
  static func next(_ t: UnsafePointer<TapeEntry>, _ i: Int) -> Int { t[i].next(after: i) }

  /// The index after this entry (at index `i`), its second word and its descendants.
  @inlinable @inline(__always)
  func next(after i: Int) -> Int { isContainer ? end : i &+ 1 &+ extraWords }
}

// MARK: - Strings

extension TapeEntry {
  /// The length from which a string's entry records where its bounds are stored rather than
  /// the bounds themselves (the largest 20-bit number, 2^20 - 1).
  @usableFromInline static var longStringLength: Int { 1 << 20 - 1 }

  /// The entry of a string of `length` bytes at byte `offset`, when `length` is under
  /// ``longStringLength``. (A longer one records, in the same form, the offset of 16 bytes
  /// holding its offset and length, with ``longStringLength`` as its length: see
  /// ``longString(at:length:recordAt:)``.)
  @inlinable @inline(__always)
  static func string(at offset: Int, length: Int) -> TapeEntry {
    TapeEntry(.string, payload: offset << 20 | length)
  }

  /// The entry of a long string whose bounds are stored at `record` (as two little-endian
  /// 64-bit words: offset, length; see ``longStringRecord(offset:length:)``).
  @inlinable @inline(__always)
  static func longString(recordAt record: Int) -> TapeEntry {
    TapeEntry(.string, payload: record << 20 | longStringLength)
  }

  /// The 16 bytes that hold a long string's bounds.
  @inlinable
  static func longStringRecord(offset: Int, length: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(16)
    for word in [UInt64(offset), UInt64(length)] {
      for k in 0..<8 { out.append(UInt8(truncatingIfNeeded: word >> (8 * k))) }
    }
    return out
  }

  /// A string's length as recorded in its entry (``longStringLength`` for a long one).
  @inlinable @inline(__always) var recordedLength: Int { Int(truncatingIfNeeded: raw & 0xF_FFFF) }
  /// A string's offset as recorded in its entry (for a long one, that of its bounds).
  @inlinable @inline(__always) var recordedOffset: Int { Int(truncatingIfNeeded: raw >> 20 & 0xF_FFFF_FFFF) }

  /// A string entry's offset and length in the document's text `text`.
  @inlinable @inline(__always)
  func stringBounds(_ text: UnsafePointer<UInt8>) -> (offset: Int, length: Int) {
    let length = recordedLength
    if _fastPath(length != TapeEntry.longStringLength) { return (recordedOffset, length) }
    return TapeEntry.longStringBounds(text + recordedOffset)
  }

  /// A string entry's bytes in the document's text `text`.
  @inlinable @inline(__always)
  func stringRange(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let (offset, length) = stringBounds(text.baseAddress.unsafelyUnwrapped)
    return offset..<offset &+ length
  }

  /// A string entry's bytes in the document's text `text`.
  @inlinable
  func stringRange(_ text: [UInt8]) -> Range<Int> {
    text.withUnsafeBufferPointer { stringRange($0) }
  }

  /// The bounds stored at `record` (see ``longStringRecord(offset:length:)``).
  @usableFromInline @inline(never)
  static func longStringBounds(_ record: UnsafePointer<UInt8>) -> (offset: Int, length: Int) {
    let r = UnsafeRawPointer(record)
    let offset = UInt64(littleEndian: r.loadUnaligned(as: UInt64.self))
    let length = UInt64(littleEndian: r.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    return (Int(truncatingIfNeeded: offset), Int(truncatingIfNeeded: length))
  }
}

// MARK: - Numbers

extension TapeEntry {
  /// The entry of an integer and its second word (0 when it fits the entry).
  @inlinable @inline(__always)
  static func int(_ v: Int64) -> (TapeEntry, UInt64) {
    let inline = Int(truncatingIfNeeded: v)
    if _fastPath((inline << 8) >> 8 == inline) { return (TapeEntry(.int, payload: inline), 0) }
    return (TapeEntry(.int, wide: true), UInt64(bitPattern: v))
  }

  /// The entry of an unsigned integer above `Int64.max`, and its second word.
  @inlinable @inline(__always)
  static func uint(_ v: UInt64) -> (TapeEntry, UInt64) { (TapeEntry(.uint, wide: true), v) }

  /// The entry of a double whose text is at `text` (see ``numberText(at:length:)``, 0 for
  /// none), and its second word.
  @inlinable @inline(__always)
  static func double(_ bits: UInt64, text: Int = 0) -> (TapeEntry, UInt64) {
    (TapeEntry(.double, payload: text, wide: true), bits)
  }

  /// The entry of a number kept as its `length` bytes of text at `offset`, and its second word.
  @inlinable @inline(__always)
  static func bigNumber(at offset: Int, length: Int) -> (TapeEntry, UInt64) {
    (TapeEntry(.bigNumber, payload: offset, wide: true), UInt64(length))
  }

  /// The 64 bits of the number at index `i` of tape `t`: an `.int`'s `Int64` bit pattern, a
  /// `.uint`'s value, a `.double`'s bit pattern, a `.bigNumber`'s text length.
  @inlinable @inline(__always)
  static func bits(_ t: UnsafePointer<TapeEntry>, _ i: Int) -> UInt64 {
    let e = t[i]
    if e.extraWords == 0 { return UInt64(bitPattern: Int64(truncatingIfNeeded: e.raw << 8) >> 8) }
    return t[i &+ 1].raw
  }

  /// The 64 bits of the number at index `i` of `t` (see ``bits(_:_:)-(UnsafePointer<TapeEntry>,_)``).
  @inlinable @inline(__always)
  static func bits(_ t: UnsafeBufferPointer<TapeEntry>, _ i: Int) -> UInt64 {
    bits(t.baseAddress.unsafelyUnwrapped, i)
  }

  /// The text of the big number at index `i` of `t`: offset and length.
  @inlinable @inline(__always)
  static func bigNumberRange(_ t: UnsafePointer<TapeEntry>, _ i: Int) -> Range<Int> {
    let offset = t[i].payload
    return offset..<offset &+ Int(truncatingIfNeeded: t[i &+ 1].raw)
  }

  /// The payload of a double whose text is `length` bytes at `offset`: both packed in one
  /// word, ``textTooLong`` for a text of 256 bytes or more, or 0 (no text) past 2^48 bytes.
  @inlinable @inline(__always)
  static func numberText(at offset: Int, length: Int) -> Int {
    guard offset < 1 << 48 else { return 0 }
    return length < 256 ? offset << 8 | length : textTooLong
  }

  /// The payload of a double read from a text too long to record (256 bytes or more):
  /// `Decimal` cannot read its digits, and says so rather than read the rounded double. No
  /// double's text is one byte long (`-0` is the shortest), so offset 0, length 1 is free.
  @usableFromInline static let textTooLong = 1

  /// ``numberText(at:length:)`` for a length known to be under 256.
  @inlinable @inline(__always)
  static func numberText(at offset: Int, shortLength length: Int) -> Int {
    offset < 1 << 48 ? offset << 8 | length : 0
  }

  /// Where a double's text is in the document's bytes, if it has any.
  @inlinable var doubleText: Range<Int>? {
    let a = payload
    return a <= TapeEntry.textTooLong ? nil : (a >> 8)..<(a >> 8) + (a & 0xFF)
  }
}

/// The largest byte offset and tape index an entry can record (2^36 - 1).
@usableFromInline let tapeOffsetLimit = 1 << 36 - 1
