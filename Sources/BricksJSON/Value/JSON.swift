import Foundation

/// A JSON value: null, a Boolean, a number, a string, an array or an object.
///
/// A `JSON` is a cheap view — a reference to an immutable document plus a position in it — so
/// reading a parsed payload never materializes a tree of heap values: subscripts and typed
/// reads walk the document's flat tape and decode a string or number only when asked for it.
/// Values built in code (literals, `init(_:)`, ``init(any:)``) own a small
/// document of their own; equality, hashing and printing do not care which kind a value is.
///
/// ```swift
/// let json = try JSON(parsing: #"{"id": 1, "user": {"name": "Ada"}, "tags": ["a"]}"#)
/// json["user"]?["name"]?.stringValue   // "Ada"
/// json["tags"]?[0]?.stringValue        // "a"
/// let built: JSON = ["id": 1, "tags": ["a"]]
/// ```
///
/// Objects keep their keys in document order. When a key occurs twice, lookups return the
/// first occurrence; both are kept and written back.
@frozen
public struct JSON: Sendable {
  @usableFromInline let document: JSONDocument
  @usableFromInline let index: Int

  @inlinable @inline(__always)
  init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  @inlinable var entry: TapeEntry {
    @inline(__always) get { document.tape[index] }
  }

  /// The 64 bits of this number (see ``TapeEntry/bits(_:_:)-(UnsafePointer<TapeEntry>,_)``).
  @inlinable var numberBits: UInt64 {
    @inline(__always) get { TapeEntry.bits(document.tape, index) }
  }

  /// The JSON `null` value.
  public static let null = JSON(document: .null, index: 0)

  /// The six kinds of JSON value.
  public enum Kind: String, Sendable, CaseIterable {
    case null, bool, number, string, array, object
  }

  /// Which kind of value this is.
  @inlinable public var kind: Kind {
    switch entry.rawTag {
    case TapeEntry.Tag.null.rawValue: return .null
    case TapeEntry.Tag.true.rawValue, TapeEntry.Tag.false.rawValue: return .bool
    case TapeEntry.Tag.string.rawValue: return .string
    case TapeEntry.Tag.array.rawValue: return .array
    case TapeEntry.Tag.object.rawValue: return .object
    default: return .number
    }
  }

  /// A JSON number as it was written: integers stay exact, others are correctly rounded
  /// doubles, and integers beyond 64 bits (or numbers beyond `Double`'s range) keep their text.
  public enum Number: Sendable, Equatable {
    /// An integer literal that fits `Int64`.
    case int(Int64)
    /// An integer literal above `Int64.max` that fits `UInt64`.
    case uint(UInt64)
    /// A literal with a fraction or exponent (or `-0`), correctly rounded.
    case double(Double)
    /// An integer beyond 64 bits, or a number beyond `Double`'s range (`1e400`, or `1e-400`:
    /// not zero, but too small for a double), kept as its text. (`JSON`'s `==` compares these
    /// by value; this enum's `==` compares the text.)
    case big(String)
  }
}

// MARK: - Typed reads

extension JSON {
  /// Whether this is `null`.
  @inlinable public var isNull: Bool { entry.rawTag == TapeEntry.Tag.null.rawValue }

  /// The Boolean, if this is `true` or `false`.
  @inlinable public var boolValue: Bool? {
    @inline(__always) get {
      switch entry.rawTag {
      case TapeEntry.Tag.true.rawValue: return true
      case TapeEntry.Tag.false.rawValue: return false
      default: return nil
      }
    }
  }

  /// The number as written, if this is a number.
  public var numberValue: Number? {
    switch entry.tag {
    case .int: return .int(Int64(bitPattern: numberBits))
    case .uint: return .uint(numberBits)
    case .double: return .double(Double(bitPattern: numberBits))
    case .bigNumber: return .big(bigNumberText)
    default: return nil
    }
  }

  /// The value as `Int64`, if this is a number that is an integer in `Int64`'s range
  /// (`1.0` counts; `1.5` and `1e30` do not).
  @inlinable public var int64Value: Int64? {
    @inline(__always) get {
      switch entry.rawTag {
      case TapeEntry.Tag.int.rawValue: return Int64(bitPattern: numberBits)
      case TapeEntry.Tag.double.rawValue: return Int64(exactly: Double(bitPattern: numberBits))
      default: return nil
      }
    }
  }

  /// The value as `Int`, if this is a number that is an integer in `Int`'s range.
  @inlinable public var intValue: Int? { int64Value.flatMap { Int(exactly: $0) } }

  /// The value as `UInt64`, if this is a number that is a non-negative integer in range.
  @inlinable public var uint64Value: UInt64? {
    @inline(__always) get {
      switch entry.rawTag {
      case TapeEntry.Tag.int.rawValue: return UInt64(exactly: Int64(bitPattern: numberBits))
      case TapeEntry.Tag.uint.rawValue: return numberBits
      case TapeEntry.Tag.double.rawValue: return UInt64(exactly: Double(bitPattern: numberBits))
      default: return nil
      }
    }
  }

  /// The value as `Double`, if this is a number. Integers beyond 2^53 round to the nearest
  /// double; numbers beyond `Double`'s range give ±infinity.
  @inlinable public var doubleValue: Double? {
    @inline(__always) get {
      if entry.rawTag == TapeEntry.Tag.bigNumber.rawValue { return Double(bigNumberText) }
      return JSON.double(document.tape.baseAddress.unsafelyUnwrapped, index)
    }
  }

  /// The number entry at index `i` of tape `t` as a double (nil for a big number, which
  /// needs its text, and for anything that is not a number).
  @usableFromInline @inline(__always)
  static func double(_ t: UnsafePointer<TapeEntry>, _ i: Int) -> Double? {
    switch t[i].rawTag {
    case TapeEntry.Tag.double.rawValue: return Double(bitPattern: TapeEntry.bits(t, i))
    case TapeEntry.Tag.int.rawValue: return Double(Int64(bitPattern: TapeEntry.bits(t, i)))
    case TapeEntry.Tag.uint.rawValue: return Double(TapeEntry.bits(t, i))
    default: return nil
    }
  }

  /// The text of this big number.
  @usableFromInline var bigNumberText: String {
    let range = TapeEntry.bigNumberRange(document.tape.baseAddress.unsafelyUnwrapped, index)
    return document.bytes.withUnsafeBufferPointer { b in
      JSON.string(b.baseAddress.unsafelyUnwrapped + range.lowerBound, range.count)
    }
  }

  /// The string, if this is a string.
  @inlinable public var stringValue: String? {
    @inline(__always) get {
      let e = entry
      guard e.rawTag == TapeEntry.Tag.string.rawValue else { return nil }
      return text(e)
    }
  }

  /// Decodes the UTF-8 a string entry points at (validated when it was parsed or built).
  @inlinable @inline(__always)
  func text(_ e: TapeEntry) -> String {
    document.bytes.withUnsafeBufferPointer { b in
      let base = b.baseAddress.unsafelyUnwrapped
      let (offset, length) = e.stringBounds(base)
      return JSON.string(base + offset, length)
    }
  }

  /// Calls `body` with the raw UTF-8 bytes of this string (no copy), or returns nil if this
  /// is not a string.
  @inlinable
  public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
    let e = entry
    guard e.tag == .string else { return nil }
    return try document.bytes.withUnsafeBufferPointer { b in
      try body(UnsafeBufferPointer(rebasing: b[e.stringRange(b)]))
    }
  }
}

// MARK: - Containers

extension JSON {
  /// The number of elements of an array or members of an object; 0 for anything else.
  @inlinable public var count: Int {
    entry.isContainer ? TapeEntry.count(document.tape.baseAddress.unsafelyUnwrapped, index) : 0
  }

  /// The index after this value (at tape index `i`), its second word and its descendants.
  @inlinable @inline(__always)
  static func next(after i: Int, _ e: TapeEntry) -> Int { e.next(after: i) }

  /// The member named `key`, if this is an object that has it (the first, if it occurs twice).
  ///
  /// - Complexity: O(m) in the number of members; keys are compared as raw UTF-8 bytes.
  @inlinable
  public subscript(key: String) -> JSON? {
    guard let i = memberIndex(key) else { return nil }
    return JSON(document: document, index: i)
  }

  /// The tape index of the value of member `key`, or nil if this is not an object or has no
  /// such member.
  @inlinable @inline(__always)
  func memberIndex(_ key: String) -> Int? {
    if let found = key.utf8.withContiguousStorageIfAvailable({ memberIndex(utf8: $0) }) { return found }
    var key = key
    return key.withUTF8 { memberIndex(utf8: $0) }
  }

  /// The tape index of the value whose key has exactly these UTF-8 bytes. Walks the tape
  /// through raw pointers: no bounds checks, no reference counting per member; a key is
  /// compared byte by byte only when its length matches.
  @inlinable
  func memberIndex(utf8 key: UnsafeBufferPointer<UInt8>) -> Int? {
    let e = document.tape[index]
    guard e.rawTag == TapeEntry.Tag.object.rawValue else { return nil }
    return memberIndex(utf8: key, keysFrom: index &+ 1, to: e.end)
  }

  /// ``memberIndex(utf8:)`` among the members whose keys are at tape indices `start..<end`
  /// (`start` a key's index, `end` one past a member).
  @inlinable @inline(__always)
  func memberIndex(utf8 key: UnsafeBufferPointer<UInt8>, keysFrom start: Int, to end: Int) -> Int? {
    let document = self.document
    let t = document.tape.baseAddress.unsafelyUnwrapped
    let n = key.count
    // A key as long as a long string's marker is compared through its stored bounds.
    if _slowPath(n >= TapeEntry.longStringLength) { return longMemberIndex(utf8: key, keysFrom: start, to: end) }
    return document.bytes.withUnsafeBufferPointer { bytes -> Int? in
      let b = bytes.baseAddress.unsafelyUnwrapped
      var i = start
      while i < end {
        let entry = t[i]
        if entry.recordedLength == n
          && (n == 0 || JSON.bytesEqual(b + entry.recordedOffset, key.baseAddress.unsafelyUnwrapped, n))
        {
          return i &+ 1
        }
        // A branch, not a select: most members hold scalars, so the next key is predicted two
        // words on and the scan runs ahead while the value's tag loads; a select would
        // chain every step's index through that load.
        let value = t[i &+ 1]
        i &+= 2 &+ value.extraWords
        if _slowPath(value.isContainer) { i = value.end }
      }
      return nil
    }
  }

  /// ``memberIndex(utf8:keysFrom:to:)`` for a key of ``TapeEntry/longStringLength`` bytes or more.
  @usableFromInline
  func longMemberIndex(utf8 key: UnsafeBufferPointer<UInt8>, keysFrom start: Int, to end: Int) -> Int? {
    let t = document.tape.baseAddress.unsafelyUnwrapped
    return document.bytes.withUnsafeBufferPointer { bytes -> Int? in
      let b = bytes.baseAddress.unsafelyUnwrapped
      var i = start
      while i < end {
        let (offset, length) = t[i].stringBounds(b)
        if length == key.count && JSON.bytesEqual(b + offset, key.baseAddress.unsafelyUnwrapped, length) {
          return i &+ 1
        }
        i = TapeEntry.next(t, i &+ 1)
      }
      return nil
    }
  }

  /// Whether `n` bytes at `a` and `b` are equal: 8 at a time, and the last (or only) few
  /// with two overlapping loads instead of a loop over bytes. Reads only the `n` bytes.
  @inlinable @inline(__always)
  static func bytesEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    let x = UnsafeRawPointer(a)
    let y = UnsafeRawPointer(b)
    if n >= 8 {
      var i = 0
      while i &+ 8 < n {
        if x.loadUnaligned(fromByteOffset: i, as: UInt64.self) != y.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
          return false
        }
        i &+= 8
      }
      return x.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
        == y.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
    }
    if n >= 4 {
      return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
        && x.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
          == y.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
    }
    if n >= 2 {
      return x.loadUnaligned(as: UInt16.self) == y.loadUnaligned(as: UInt16.self)
        && x.loadUnaligned(fromByteOffset: n &- 2, as: UInt16.self)
          == y.loadUnaligned(fromByteOffset: n &- 2, as: UInt16.self)
    }
    return n == 0 || a[0] == b[0]
  }

  /// The element at `index`, if this is an array and the index is in range.
  ///
  /// - Complexity: O(index): elements are found by skipping their predecessors.
  public subscript(index: Int) -> JSON? {
    guard entry.tag == .array, index >= 0, index < count else { return nil }
    let t = document.tape
    var i = self.index + 1
    for _ in 0..<index { i = JSON.next(after: i, t[i]) }
    return JSON(document: document, index: i)
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSON]? {
    guard entry.tag == .array else { return nil }
    return Array(elements)
  }

  /// The members in document order, if this is an object.
  public var objectValue: [(key: String, value: JSON)]? {
    guard entry.tag == .object else { return nil }
    return members.map { ($0.key, $0.value) }
  }

  /// The keys in document order (empty unless this is an object).
  public var keys: [String] { members.map(\.key) }

  /// The elements of an array, lazily (empty for anything else).
  @inlinable public var elements: Elements { Elements(json: self) }

  /// The members of an object in document order, lazily (empty for anything else).
  @inlinable public var members: Members { Members(json: self) }

  /// A lazy sequence of an array's elements.
  public struct Elements: Sequence, Sendable {
    @usableFromInline let json: JSON
    @inlinable init(json: JSON) { self.json = json }

    /// The number of elements.
    @inlinable public var underestimatedCount: Int { json.entry.tag == .array ? json.count : 0 }

    @inlinable public func makeIterator() -> Iterator { Iterator(cursor: TapeCursor(json, .array)) }

    /// Iterates the elements by skipping over each one's descendants.
    public struct Iterator: IteratorProtocol {
      @usableFromInline var cursor: TapeCursor
      @inlinable init(cursor: TapeCursor) { self.cursor = cursor }
      @inlinable public mutating func next() -> JSON? {
        cursor.next().map { JSON(document: cursor.document, index: $0) }
      }
    }
  }

  /// A lazy sequence of an object's members.
  public struct Members: Sequence, Sendable {
    @usableFromInline let json: JSON
    @inlinable init(json: JSON) { self.json = json }

    /// The number of members.
    @inlinable public var underestimatedCount: Int { json.entry.tag == .object ? json.count : 0 }

    @inlinable public func makeIterator() -> Iterator { Iterator(cursor: TapeCursor(json, .object)) }

    /// Iterates key/value pairs by skipping over each value's descendants.
    public struct Iterator: IteratorProtocol {
      @usableFromInline var cursor: TapeCursor
      @inlinable init(cursor: TapeCursor) { self.cursor = cursor }
      @inlinable public mutating func next() -> (key: String, value: JSON)? {
        guard let position = cursor.next() else { return nil }
        let key = JSON(document: cursor.document, index: position)
        return (key.text(key.entry), JSON(document: cursor.document, index: position + 1))
      }
    }
  }
}

/// Walks the children of one array or object on the tape: each step yields a child's position
/// (an element, or a member's key) and skips over its descendants.
@usableFromInline
struct TapeCursor: Sendable {
  @usableFromInline let document: JSONDocument
  @usableFromInline var position: Int
  @usableFromInline let end: Int
  @usableFromInline let isObject: Bool

  /// The children of `json` if it is a container of kind `tag`; none otherwise.
  @inlinable init(_ json: JSON, _ tag: TapeEntry.Tag) {
    let e = json.entry
    document = json.document
    position = json.index + 1
    end = e.tag == tag ? e.end : 0
    isObject = tag == .object
  }

  /// The next child's position, or nil after the last.
  @inlinable mutating func next() -> Int? {
    guard position < end else { return nil }
    let child = position
    let value = isObject ? child + 1 : child
    position = JSON.next(after: value, document.tape[value])
    return child
  }
}
