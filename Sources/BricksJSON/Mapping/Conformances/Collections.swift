extension Optional: JSONDecodable where Wrapped: JSONDecodable {
  /// `null` gives nil; anything else must be a `Wrapped`.
  @inlinable public init(json: JSON) throws {
    self = json.isNull ? nil : try Wrapped(json: json)
  }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
  /// nil is `null`.
  @inlinable public func toJSON() -> JSON { self?.toJSON() ?? .null }
  @inlinable public func encode(into builder: inout JSON.Builder) {
    if let self { self.encode(into: &builder) } else { builder.appendNull() }
  }
}

extension Array: JSONDecodable where Element: JSONDecodable {
  /// A JSON array whose every element is an `Element`; a bad element fails with its index
  /// in the path (use ``JSON/decodeLossy(_:as:skipped:)`` to skip bad elements instead).
  @inlinable public init(json: JSON) throws {
    guard json.kind == .array else { throw JSONMappingError.typeMismatch(expected: "Array<\(Element.self)>", found: json) }
    self = []
    reserveCapacity(json.count)
    var i = 0
    for element in json.elements {
      do {
        append(try Element(json: element))
      } catch {
        throw JSONMappingError.wrap(error, in: .index(i), expected: Element.self, found: element)
      }
      i += 1
    }
  }

  /// The elements that map; each one that does not is reported in `skipped`.
  @inlinable
  static func lossy(json: JSON, skipped: inout [JSONMappingError], prefix: [JSONMappingError.PathComponent]) throws -> [Element] {
    guard json.kind == .array else { throw JSONMappingError.typeMismatch(expected: "Array<\(Element.self)>", found: json) }
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
  @inlinable public func toJSON() -> JSON {
    var b = JSON.Builder()
    b.appendArray(self)
    return b.build()
  }
  @inlinable public func encode(into builder: inout JSON.Builder) { builder.appendArray(self) }
}

extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
  /// A JSON object used as a dictionary (ids to models, say); a bad value fails with its key
  /// in the path. Of duplicate keys the first wins, as lookups do.
  @inlinable public init(json: JSON) throws {
    guard json.kind == .object else {
      throw JSONMappingError.typeMismatch(expected: "Dictionary<String, \(Value.self)>", found: json)
    }
    self = [:]
    reserveCapacity(json.count)
    for (key, value) in json.members where self[key] == nil {
      do {
        self[key] = try Value(json: value)
      } catch {
        throw JSONMappingError.wrap(error, in: .key(key), expected: Value.self, found: value)
      }
    }
  }
}

extension Dictionary: JSONEncodable where Key == String, Value: JSONEncodable {
  /// An object with the keys sorted, so output is deterministic.
  @inlinable public func toJSON() -> JSON {
    JSON.object { o in
      for key in self.keys.sorted() { o.encode(self[key]!, for: key) }
    }
  }
}
