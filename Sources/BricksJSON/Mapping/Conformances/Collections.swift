extension Optional: JSONDecodable where Wrapped: JSONDecodable {
  /// `null` gives nil; anything else must be a `Wrapped`.
  @inlinable public init(json: borrowing JSON) throws {
    self = json.isNull ? nil : try Wrapped(json: json)
  }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
  /// nil is `null`.
  @inlinable public func encode(into builder: inout JSON.Builder) {
    if let self { self.encode(into: &builder) } else { builder.appendNull() }
  }
}

extension Array: JSONDecodable where Element: JSONDecodable {
  /// A JSON array whose every element is an `Element`; a bad element fails with its index
  /// in the path (use ``JSON/decodeLossy(_:as:skipped:)`` to skip bad elements instead).
  ///
  /// - Complexity: O(n); arrays of `Double`, `Int`, `Int64`, `String`, `Bool` and `[Double]` are read
  ///   straight off the parsed document's tape.
  @inlinable @inline(__always) public init(json: borrowing JSON) throws {
    // Inlined into the caller, so the scalar fast path reads `json` where it is, with no
    // reference counting of its document; everything else is one call. An empty array (8,695
    // of citm_catalog.json's 9,057 arrays, and common in API payloads) is decided here.
    if json.isEmptyArray {
      self = []
    } else if let fast = json.scalarArray(of: Element.self) {
      self = fast
    } else {
      self = try Array.mapElements(of: json)
    }
  }

  /// Maps each element of `json` into an array reserved once at the element count that the
  /// tape records.
  ///
  /// Not `Array(unsafeUninitializedCapacity:)`: its allocation runs unspecialized in the
  /// standard library and looks up the storage's generic metadata on every call (measured:
  /// about 730 instructions per array, 13% of citm_catalog.json's mapping), where
  /// `reserveCapacity` is specialized here with the metadata cached.
  @inlinable
  static func mapElements(of json: JSON) throws -> [Element] {
    let document = json.document
    let e = json.entry
    guard e.rawTag == TapeEntry.Tag.array.rawValue else {
      throw JSONMappingError.typeMismatch(expected: "Array<\(Element.self)>", found: json)
    }
    let t = document.tape.baseAddress.unsafelyUnwrapped
    let n = TapeEntry.count(t, json.index)
    if n == 0 { return [] }
    var result: [Element] = []
    result.reserveCapacity(n)
    var position = json.index &+ 1
    for i in 0..<n {
      // The element is made again for an error rather than kept alive across the call
      // (which costs a second retain and release of the document per element).
      do {
        result.append(try Element(json: JSON(document: document, index: position)))
      } catch {
        throw JSONMappingError.wrap(
          error, in: .index(i), expected: Element.self, found: JSON(document: document, index: position))
      }
      position = JSON.next(after: position, t[position])
    }
    return result
  }

  /// The elements that map; each one that does not is reported in `skipped`.
  @inlinable
  static func lossy(json: JSON, skipped: inout [JSONMappingError], prefix: [JSONMappingError.PathComponent]) throws
    -> [Element]
  {
    guard json.kind == .array else {
      throw JSONMappingError.typeMismatch(expected: "Array<\(Element.self)>", found: json)
    }
    var result: [Element] = []
    result.reserveCapacity(json.count)
    var i = 0
    for element in json.elements {
      do {
        result.append(try Element(json: element))
      } catch {
        skipped.append(JSONMappingError.wrap(error, in: prefix + [.index(i)], expected: Element.self, found: element))
      }
      i += 1
    }
    return result
  }
}

extension Array: JSONEncodable where Element: JSONEncodable {
  /// Each element, written in place.
  @inlinable public func encode(into builder: inout JSON.Builder) { builder.appendArray(self) }
}

extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
  /// A JSON object used as a dictionary (ids to models, say); a bad value fails with its key
  /// in the path. Of duplicate keys (the same bytes) the first wins, as lookups do.
  ///
  /// - Throws: ``JSONMappingError`` when two keys differ only in Unicode normalization
  ///   (`"é"` precomposed and decomposed): JSON keeps them apart, a Swift `String` key cannot,
  ///   so one value would be lost. Map such an object to `JSON` (or `[(key: String, value: JSON)]`
  ///   through ``JSON/members``), which keeps both.
  @inlinable public init(json: borrowing JSON) throws {
    let e = json.entry
    guard e.rawTag == TapeEntry.Tag.object.rawValue else {
      throw JSONMappingError.typeMismatch(expected: "Dictionary<String, \(Value.self)>", found: json)
    }
    let document = json.document
    let n = TapeEntry.count(document.tape.baseAddress.unsafelyUnwrapped, json.index)
    self = [:]
    reserveCapacity(n)
    var position = json.index + 1
    for _ in 0..<n {
      let k = document.tape[position]
      let key = document.bytes.withUnsafeBufferPointer {
        let (offset, length) = k.stringBounds($0.baseAddress.unsafelyUnwrapped)
        return JSON.string($0.baseAddress.unsafelyUnwrapped + offset, length)
      }
      let at = position + 1
      position = JSON.next(after: at, document.tape[at])
      let value: Value
      do {
        value = try Value(json: JSON(document: document, index: at))
      } catch {
        if let i = index(forKey: key) {  // a later duplicate of a key already read: ignored
          try JSONMappingError.checkSameBytes(self[i].key, key, in: json, as: Self.self)
          continue
        }
        throw JSONMappingError.wrap(
          error, in: .key(key), expected: Value.self, found: JSON(document: document, index: at))
      }
      // One hash for a new key; a duplicate (rare) puts the first value back.
      if let first = updateValue(value, forKey: key) {
        let i = index(forKey: key)!
        updateValue(first, forKey: key)
        try JSONMappingError.checkSameBytes(self[i].key, key, in: json, as: Self.self)
      }
    }
  }
}

extension Dictionary: JSONEncodable where Key == String, Value: JSONEncodable {
  /// An object with the keys sorted, so output is deterministic; each value written in place.
  @inlinable public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      for key in self.keys.sorted() { o.encode(self[key]!, for: key) }
    }
  }
}
