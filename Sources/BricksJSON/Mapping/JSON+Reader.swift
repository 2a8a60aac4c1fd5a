extension JSON {
  /// A reader of this object's members that goes on from the last member it found: a model
  /// that asks for its keys in the order the payload has them finds each one in a step or
  /// two, instead of scanning the object from its start for every key.
  ///
  /// ```swift
  /// init(json: borrowing JSON) throws {
  ///   var members = json.reader()
  ///   id = try members.decode("id")
  ///   name = try members.decode("name")
  ///   bio = try members.decodeIfPresent("description")
  /// }
  /// ```
  ///
  /// Every read gives exactly what the same call on the `JSON` gives — the same value (the
  /// first of duplicate keys), the same error with the same path — in any order of keys;
  /// only the time differs. Keys asked for out of order cost what they cost on `JSON`.
  /// Worth it for objects of many members (a tweet's user has 40); for two or three, the
  /// plain `json.decode` is as fast.
  @inlinable
  public func reader() -> Reader { Reader(self) }

  /// Reads an object's members, remembering where the last one it found was (see
  /// ``JSON/reader()``).
  public struct Reader: Sendable {
    /// The value read (an object, or anything else: then every read fails as on `JSON`).
    public let json: JSON
    /// The tape index of the next key to look at: every key before it has been passed.
    @usableFromInline var cursor: Int
    /// One past the object's last entry (0 when `json` is not an object).
    @usableFromInline let end: Int
    /// A Bloom filter of the keys before `cursor` (128 bits, ``filterBit(_:_:)``): a key found
    /// after the cursor is the first of its name unless its bit is set here, in which case the
    /// keys before the cursor are scanned for it.
    @usableFromInline var passed = Filter()

    @usableFromInline
    init(_ json: JSON) {
      self.json = json
      let e = json.entry
      let isObject = e.rawTag == TapeEntry.Tag.object.rawValue
      cursor = json.index &+ 1
      end = isObject ? e.end : 0
    }

    /// The required member `key`, as `T`. See `JSON.decode(_:as:)`.
    @inlinable @_disfavoredOverload
    public mutating func decode<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws -> T {
      // The lookup first: a receiver written before a mutating argument is copied (retained).
      let i = index(of: key)
      return try json.decodeMember(at: i, key, as: T.self)
    }

    /// The member `key` as `T`, or nil when missing or `null`. See `JSON.decodeIfPresent(_:as:)`.
    @inlinable @_disfavoredOverload
    public mutating func decodeIfPresent<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
      let i = try optionalIndex(of: key)
      return try json.decodeMemberIfPresent(at: i, key, as: T.self)
    }

    /// The member `key` as `T`, or `defaultValue` when missing or `null`. See
    /// `JSON.decode(_:default:)`.
    @inlinable @_disfavoredOverload
    public mutating func decode<T: JSONDecodable>(_ key: String, default defaultValue: @autoclosure () -> T) throws -> T
    {
      try decodeIfPresent(key, as: T.self) ?? defaultValue()
    }

    /// The required member `key`, read through `transform`. See `JSON.decode(_:using:)`.
    @inlinable @_disfavoredOverload
    public mutating func decode<X: JSONTransform>(_ key: String, using transform: X) throws -> X.Value {
      let i = index(of: key)
      return try json.decodeMember(at: i, key, using: transform)
    }

    /// The member `key` read through `transform`, or nil when missing or `null`. See
    /// `JSON.decodeIfPresent(_:using:)`.
    @inlinable @_disfavoredOverload
    public mutating func decodeIfPresent<X: JSONTransform>(_ key: String, using transform: X) throws -> X.Value? {
      let i = try optionalIndex(of: key)
      return try json.decodeMemberIfPresent(at: i, key, using: transform)
    }

    // The same reads for a literal key (what models write): its bytes and length are
    // constants at the call site, so nothing is looked up in a `String` before the compare.
    // `@_transparent`, so that every read is inlined into its model's `init(json:)` however
    // many the model has: as `@inline(__always)` functions, their specializations for some
    // types were left as calls in a model of 27 fields (a tweet's `User`), which took the key
    // as an argument and compared it byte by byte.

    /// The required member `key`, as `T`, as `JSON.decode(_:as:)` reads it.
    @_transparent
    public mutating func decode<T: JSONDecodable>(_ key: StaticString, as type: T.Type = T.self) throws -> T {
      let i = index(literal: key)
      return try json.decodeMember(at: i, key, as: T.self)
    }

    /// The member `key` as `T`, or nil when missing or `null`.
    @_transparent
    public mutating func decodeIfPresent<T: JSONDecodable>(_ key: StaticString, as type: T.Type = T.self) throws -> T? {
      let i = try optionalIndex(of: key)
      return try json.decodeMemberIfPresent(at: i, key, as: T.self)
    }

    /// The member `key` as `T`, or `defaultValue` when missing or `null`.
    @inlinable
    public mutating func decode<T: JSONDecodable>(
      _ key: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
      try decodeIfPresent(key, as: T.self) ?? defaultValue()
    }

    /// The required member `key`, read through `transform`.
    @inlinable
    public mutating func decode<X: JSONTransform>(_ key: StaticString, using transform: X) throws -> X.Value {
      let i = index(literal: key)
      return try json.decodeMember(at: i, key, using: transform)
    }

    /// The member `key` read through `transform`, or nil when missing or `null`.
    @inlinable
    public mutating func decodeIfPresent<X: JSONTransform>(_ key: StaticString, using transform: X) throws
      -> X.Value?
    {
      let i = try optionalIndex(of: key)
      return try json.decodeMemberIfPresent(at: i, key, using: transform)
    }

    /// ``index(utf8:)`` for a literal key. A literal of text is stored as a pointer to its
    /// UTF-8 (static data, valid for the program's life): it is read in place, not through
    /// `withUTF8Buffer`, whose closure was left as a call taking the key as an argument when a
    /// read is inlined through `@_transparent`. A one-scalar literal (`"w"`) is stored as the
    /// scalar, and goes through `withUTF8Buffer`. Which of the two is known where the literal
    /// is written, so one branch remains.
    @inlinable @inline(__always)
    mutating func index(literal key: StaticString) -> Int? {
      guard key.hasPointerRepresentation else { return key.withUTF8Buffer { index(utf8: $0) } }
      return index(utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    /// `optionalIndex(of:)` for a literal key.
    @inlinable @inline(__always)
    mutating func optionalIndex(of key: StaticString) throws -> Int? {
      if let i = index(literal: key) { return i }
      guard end != 0 else { throw json.notAnObject(for: key.description) }
      return nil
    }

    /// ``index(of:)``, and an error when `json` is not an object (as `JSON.optionalMemberIndex(_:)`).
    @inlinable
    mutating func optionalIndex(of key: String) throws -> Int? {
      if let i = index(of: key) { return i }
      guard end != 0 else { throw json.notAnObject(for: key) }
      return nil
    }

    /// The tape index of the value of the first member named `key`, as ``JSON/memberIndex(_:)``.
    @usableFromInline
    mutating func index(of key: String) -> Int? {
      // As JSON.memberIndex(_:) (a generic helper shared by both measured 6% slower on citm).
      if let found = key.utf8.withContiguousStorageIfAvailable({ index(utf8: $0) }) { return found }
      var key = key
      return key.withUTF8 { index(utf8: $0) }
    }

    /// The member at the cursor when it is `key` (the in-order case, in one step), else
    /// ``search(utf8:)``. Inlined where a literal key is read: its length and bytes are then
    /// constants, so the compare is a load or two and the key's filter bit is computed when
    /// the model is compiled.
    @inlinable @inline(__always)
    mutating func index(utf8 key: UnsafeBufferPointer<UInt8>) -> Int? {
      let i = cursor
      guard i < end else { return search(utf8: key) }
      let document = json.document
      let t = document.tape.baseAddress.unsafelyUnwrapped
      let entry = t[i]
      let n = key.count
      // A long key's entry records where its bounds are: ``search(utf8:)`` reads them.
      guard entry.recordedLength == n, n < TapeEntry.longStringLength else { return search(utf8: key) }
      let k = key.baseAddress
      let matches =
        n == 0
        || document.bytes.withUnsafeBufferPointer {
          JSON.bytesEqual($0.baseAddress.unsafelyUnwrapped + entry.recordedOffset, k.unsafelyUnwrapped, n)
        }
      guard matches else { return search(utf8: key) }
      return take(i, next: TapeEntry.next(t, i &+ 1), passing: Filter(), key: key)
    }

    /// The key `key` is at tape index `i`, after the cursor and the keys in `seen` (none of
    /// which is `key`): its value's index, unless a key passed before the cursor has the same
    /// name (the first of them wins). Moves the cursor to `next`, past the keys it passed.
    @inlinable @inline(__always)
    mutating func take(_ i: Int, next: Int, passing seen: Filter, key: UnsafeBufferPointer<UInt8>) -> Int? {
      let bit = Reader.filterBit(key.baseAddress, key.count)
      // The rare case in a call of its own, in tail position: the common path saves nothing.
      guard passed & bit == 0 else { return takeAfterCollision(i, next: next, passing: seen, bit: bit, key: key) }
      passed |= seen
      passed |= bit
      cursor = next
      return i &+ 1
    }

    /// ``take(_:next:passing:key:)`` for a key whose filter bit a passed key shares (a
    /// duplicate, or a collision of the filter): the keys before the cursor are scanned for
    /// it. When none has its name, the match after the cursor is the first, and the cursor
    /// moves past it as for any other, so the reads after it stay in step with the payload.
    @usableFromInline @inline(never)
    mutating func takeAfterCollision(
      _ i: Int, next: Int, passing seen: Filter, bit: Filter, key: UnsafeBufferPointer<UInt8>
    ) -> Int? {
      if let earlier = json.memberIndex(utf8: key, keysFrom: json.index &+ 1, to: cursor) { return earlier }
      passed |= seen
      passed |= bit
      cursor = next
      return i &+ 1
    }

    /// Scans from the cursor to the object's end, then (if not found there, and a key before
    /// the cursor may have the name) from its start to the cursor. A match after the cursor
    /// is the first of its name unless a key passed before has the same filter bit; then the
    /// keys before the cursor are scanned for it. Moving the cursor past a match records the
    /// keys it passed, and the match.
    @usableFromInline @inline(never)
    mutating func search(utf8 key: UnsafeBufferPointer<UInt8>) -> Int? {
      let document = json.document
      let t = document.tape.baseAddress.unsafelyUnwrapped
      let n = key.count
      let k = key.baseAddress
      return document.bytes.withUnsafeBufferPointer { bytes -> Int? in
        let b = bytes.baseAddress.unsafelyUnwrapped
        var seen = Filter()
        var i = cursor
        while i < end {
          let (offset, length) = t[i].stringBounds(b)
          let start = b + offset
          let next = TapeEntry.next(t, i &+ 1)
          if length == n && (n == 0 || JSON.bytesEqual(start, k.unsafelyUnwrapped, n)) {
            return take(i, next: next, passing: seen, key: key)
          }
          seen |= Reader.filterBit(start, length)
          i = next
        }
        // Not after the cursor: the first match, if any, is before it. Every key before the
        // cursor has its bit in `passed` (the cursor moves only in `take`, which records the
        // keys it passes), so a clear bit means the key is missing: an optional member that
        // is absent costs one scan from the cursor, not a second one from the object's start.
        guard passed & Reader.filterBit(k, n) != 0 else { return nil }
        return json.memberIndex(utf8: key, keysFrom: json.index &+ 1, to: cursor)
      }
    }

    /// The filter bit (of 128) of the key of `length` bytes at `start`: a hash of its length
    /// and its first and last bytes.
    @inlinable @inline(__always)
    static func filterBit(_ start: UnsafePointer<UInt8>?, _ length: Int) -> Filter {
      var x = UInt32(truncatingIfNeeded: length) &<< 16
      if length > 0, let start { x |= UInt32(start[0]) | UInt32(start[length &- 1]) &<< 8 }
      let h = (x &* 0x9E37_79B1) &>> 25  // 0...127
      let bit: UInt64 = 1 &<< UInt64(h & 63)
      return h < 64 ? Filter(low: bit, high: 0) : Filter(low: 0, high: bit)
    }

    /// A set of filter bits (128).
    @usableFromInline
    struct Filter: Sendable {
      @usableFromInline var low: UInt64 = 0
      @usableFromInline var high: UInt64 = 0

      @inlinable init() {}

      @inlinable
      init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
      }

      @inlinable @inline(__always)
      static func & (a: Filter, b: Filter) -> UInt64 { a.low & b.low | a.high & b.high }

      @inlinable @inline(__always)
      static func |= (a: inout Filter, b: Filter) {
        a.low |= b.low
        a.high |= b.high
      }
    }
  }
}
