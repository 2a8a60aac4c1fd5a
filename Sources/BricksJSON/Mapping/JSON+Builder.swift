import Foundation

extension JSON {
  /// What a model writes itself into, in ``JSONEncodable/encode(into:)``: one value, appended
  /// in place into whatever its parent is writing.
  ///
  /// A nested model, an array of models or an optional one appends its members to the same
  /// builder as the model that holds it; no model builds a value of its own that its parent
  /// then copies. The builder behind `toJSON()` keeps a document (``build()``); the one
  /// behind `jsonData()` writes JSON text straight away, with no document in between.
  public struct Builder: Sendable {
    @usableFromInline var storage = JSONBuilder()
    /// Set when the builder writes text (`jsonData()`); nil when it builds a document.
    @usableFromInline var text: JSONWriter?

    /// An empty builder; append exactly one value, then call ``build()``.
    @inlinable public init() { text = nil }

    /// An empty builder that writes compact JSON text, the bytes `build().serializedData()`
    /// would give.
    @inlinable init(writingText: Void) { text = JSONWriter.forModels() }

    /// Appends `null`.
    @inlinable public mutating func appendNull() {
      if text != nil { text!.writeNull() } else { storage.appendNull() }
    }
    /// Appends a Boolean.
    @inlinable public mutating func append(_ value: Bool) {
      if text != nil { text!.writeBool(value) } else { storage.append(value) }
    }
    /// Appends an integer.
    @inlinable public mutating func append(_ value: Int64) {
      if text != nil { text!.writeInt(value) } else { storage.append(value) }
    }
    /// Appends an unsigned integer.
    @inlinable public mutating func append(_ value: UInt64) {
      if text != nil { text!.writeUInt(value) } else { storage.append(value) }
    }
    /// Appends a double (NaN and infinities are written as `null`).
    @inlinable public mutating func append(_ value: Double) {
      if text != nil { text!.writeFloat(value) } else { storage.append(value) }
    }
    /// Appends a string.
    @inlinable public mutating func append(_ value: String) {
      if text != nil { text!.writeString(value) } else { storage.append(value) }
    }
    /// Appends a date as a string in `format`: a built-in format's text from the stack, with
    /// no `String` for it.
    mutating func append(_ date: Date, in format: JSONDateFormat) {
      let written: Void? = format.withText(from: date) { utf8 in
        if text != nil { text!.writeString(utf8: utf8) } else { storage.append(utf8: utf8) }
      }
      if written == nil { append(format.string(from: date)) }
    }

    /// Appends a copy of a JSON value.
    @inlinable public mutating func append(_ value: JSON) {
      if text != nil { text!.write(value) } else { storage.appendCopy(of: value) }
    }

    /// Appends an array of encodable elements, each written in place by its
    /// ``JSONEncodable/encode(into:)``.
    @inlinable
    public mutating func appendArray<S: Sequence>(_ elements: S) where S.Element: JSONEncodable {
      if text != nil {
        text!.open(object: false)
        // An array's elements in place: a `for` loop would copy each one out first (retaining
        // every string and array a model holds, and releasing them after).
        let written: Void? = elements.withContiguousStorageIfAvailable { buffer in
          for i in buffer.indices {
            if i != 0 { text!.writeComma() }
            buffer[i].encode(into: &self)
          }
        }
        if written == nil {
          var first = true
          for e in elements {
            if !first { text!.writeComma() }
            first = false
            e.encode(into: &self)
          }
        }
        text!.close(object: false)
        return
      }
      let start = storage.begin(object: false)
      var n = 0
      for e in elements {
        e.encode(into: &self)
        n += 1
      }
      storage.end(start, count: n)
    }

    /// Appends an object whose members `body` sets, in order:
    ///
    /// ```swift
    /// func encode(into builder: inout JSON.Builder) {
    ///   builder.appendObject { o in
    ///     o["id"] = id
    ///     o["created_at", using: JSONDateFormat.twitter] = createdAt
    ///   }
    /// }
    /// ```
    @inlinable @inline(__always)
    public mutating func appendObject(_ body: (inout JSONObjectEncoder) throws -> Void) rethrows {
      // The builder moves into the encoder and back (`swap`), without a copy of it to
      // retain and release.
      var encoder = JSONObjectEncoder(builder: Builder())
      swap(&self, &encoder.builder)
      defer { swap(&self, &encoder.builder) }
      if encoder.builder.text != nil {
        encoder.builder.text!.open(object: true)
        try body(&encoder)
        encoder.builder.text!.close(object: true)
      } else {
        let start = encoder.builder.storage.begin(object: true)
        try body(&encoder)
        encoder.builder.storage.end(start, count: encoder.count)
      }
    }

    /// The value appended.
    ///
    /// On the builder behind `jsonData()`, which keeps text instead of a value, the value is
    /// read back from the text written so far: containers still open are closed, and a key
    /// still waiting for its value gets `null` (so a model that calls `build()` in its
    /// ``JSONEncodable/encode(into:)`` gets its own value when it is the outermost one).
    @inlinable public func build() -> JSON {
      if let text { return text.valueWritten() }
      return storage.finish()
    }

    /// The tape entries and text bytes a value built by `toJSON()` or ``JSON/object(_:)``
    /// starts with room for: a dozen members with short keys.
    @inlinable static var initialEntries: Int { 32 }
    @inlinable static var initialTextBytes: Int { 256 }

    /// A builder of a document, with room for a small model.
    @inlinable static func reserved() -> Builder {
      var b = Builder()
      b.storage.tape.reserveCapacity(initialEntries)
      b.storage.bytes.reserveCapacity(initialTextBytes)
      return b
    }
  }

  /// An object whose members `body` sets, in order:
  ///
  /// ```swift
  /// let json = JSON.object { o in
  ///   o["id"] = 42
  ///   o["name"] = "Ada"
  /// }
  /// ```
  @inlinable
  public static func object(_ body: (inout JSONObjectEncoder) throws -> Void) rethrows -> JSON {
    var b = Builder.reserved()
    try b.appendObject(body)
    return b.build()
  }
}

/// Writes an object's members, in order; see ``JSON/Builder/appendObject(_:)``.
///
/// The subscripts are write-only (reading one gives nil). Assigning nil writes `null`; use
/// ``encodeIfPresent(_:for:)`` to leave the key out instead.
public struct JSONObjectEncoder: Sendable {
  @usableFromInline var builder: JSON.Builder
  @usableFromInline var count = 0

  @inlinable init(builder: JSON.Builder) { self.builder = builder }

  /// Writes `key`: into the document, or as text after the previous member's comma.
  @inlinable @inline(__always) mutating func appendKey(_ key: String) {
    if builder.text != nil { builder.text!.writeKey(key, first: count == 0) } else { builder.storage.append(key) }
    count += 1
  }

  /// Writes `value` (or `null` for nil) under `key`.
  @inlinable @inline(__always)
  public mutating func encode<T: JSONEncodable>(_ value: T?, for key: String) {
    appendKey(key)
    if let value { value.encode(into: &builder) } else { builder.appendNull() }
  }

  /// Writes `value` under `key`, or nothing at all when it is nil.
  @inlinable
  public mutating func encodeIfPresent<T: JSONEncodable>(_ value: T?, for key: String) {
    guard let value else { return }
    encode(value, for: key)
  }

  /// Writes `value` (or `null` for nil) under `key` through `transform`.
  @inlinable
  public mutating func encode<X: JSONTransform>(_ value: X.Value?, for key: String, using transform: X) {
    appendKey(key)
    if let value { transform.encode(value, into: &builder) } else { builder.appendNull() }
  }

  /// Write-only: `o["id"] = id` writes the member; nil writes `null`.
  @inlinable
  public subscript<T: JSONEncodable>(key: String) -> T? {
    get { nil }
    @inline(__always) set { encode(newValue, for: key) }
  }

  /// Write-only: `o["created_at", using: JSONDateFormat.twitter] = date`.
  @inlinable
  public subscript<X: JSONTransform>(key: String, using transform: X) -> X.Value? {
    get { nil }
    set { encode(newValue, for: key, using: transform) }
  }
}

extension JSONBuilder {
  /// Appends a copy of `json` and its descendants: what `JSON.Builder.append(_:)` does
  /// with a value made elsewhere (a `JSON` member, a transform's output, a value `toJSON()` built).
  ///
  /// A whole document whose text is exactly the text of its strings (one that a builder made)
  /// is copied in two blocks — its tape and its text — and the copied entries' offsets shifted
  /// in place; anything else (a member of a parsed payload, whose document also holds the rest
  /// of the input) string by string, as ``append(_:)``.
  @usableFromInline mutating func appendCopy(of json: JSON) {
    let source = json.document
    let entries = source.tape
    guard json.index == 0, JSON.next(after: 0, entries[0]) == entries.count,
      JSONBuilder.textIsStrings(entries, source.bytes.count)
    else {
      append(json)
      return
    }
    let tapeShift = tape.count
    let textShift = bytes.count
    bytes.append(contentsOf: source.bytes)
    reserve(entries.count)
    tape.append(contentsOf: entries)
    var i = tapeShift
    while i < tape.count {
      let e = tape[i]
      switch e.rawTag {
      case TapeEntry.Tag.string.rawValue:
        tape[i] = TapeEntry.string(at: e.recordedOffset + textShift, length: e.recordedLength)
      case TapeEntry.Tag.bigNumber.rawValue:
        tape[i] = TapeEntry(.bigNumber, payload: e.payload + textShift, wide: true)
      case TapeEntry.Tag.array.rawValue, TapeEntry.Tag.object.rawValue:
        tape[i] = TapeEntry.container(e.tag, end: e.end + tapeShift, count: e.recordedCount)
      default:
        break
      }
      i += 1 + e.extraWords
    }
  }

  /// Whether a document's text (`byteCount` bytes) is exactly the text of its strings, keys
  /// and big numbers, with no double's text (which would need its packed offset moved) and no
  /// long string (whose stored bounds would): then it is copied whole.
  static func textIsStrings(_ entries: UnsafeBufferPointer<TapeEntry>, _ byteCount: Int) -> Bool {
    var total = 0
    var i = 0
    while i < entries.count {
      let e = entries[i]
      switch e.rawTag {
      case TapeEntry.Tag.string.rawValue:
        if e.recordedLength == TapeEntry.longStringLength { return false }
        total &+= e.recordedLength
      case TapeEntry.Tag.bigNumber.rawValue: total &+= Int(truncatingIfNeeded: entries[i + 1].raw)
      case TapeEntry.Tag.double.rawValue where e.payload != 0: return false
      default: break
      }
      i += 1 + e.extraWords
    }
    return total == byteCount
  }
}

// JSONBuilder holds only `[TapeEntry]` and `[UInt8]`; a checked `Sendable` must be declared in
// its own file (Value/JSONBuilder.swift), so it is vouched for here until it is.
extension JSONBuilder: @unchecked Sendable {}
