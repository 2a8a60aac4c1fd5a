/// `JSON` is `Codable`, so a Codable model can hold an untyped part of a payload (a field
/// whose shape varies, or is always null in the samples) and `JSONEncoder`/`JSONDecoder`
/// round-trip it.
///
/// Decoding keeps integers exact (`Int64`, then `UInt64`) and falls back to `Double`. Object
/// keys come out sorted: Codable's keyed containers do not keep document order.
extension JSON: Codable {
  /// Decodes any value; arrays and objects nested deeper than ``codableDepthLimit`` levels
  /// throw `DecodingError.dataCorrupted` instead of exhausting the stack.
  public init(from decoder: any Decoder) throws {
    if decoder.codingPath.count > JSON.codableDepthLimit {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "JSON nests deeper than \(JSON.codableDepthLimit) levels; Codable recurses once per level, so it is not decoded (parse it with JSON(parsing:) instead)"
        ))
    }
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSON] = []
      if let count = array.count { elements.reserveCapacity(count) }
      while !array.isAtEnd { elements.append(try array.decode(JSON.self)) }
      self.init(array: elements)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
      let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
      self.init(object: try keys.map { ($0.stringValue, try object.decode(JSON.self, forKey: $0)) })
      return
    }
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if let b = try? value.decode(Bool.self) {
      self.init(b)
    } else if let i = try? value.decode(Int64.self) {
      self.init(i)
    } else if let u = try? value.decode(UInt64.self) {
      self.init(u)
    } else if let d = try? value.decode(Double.self) {
      self.init(d)
    } else if let s = try? value.decode(String.self) {
      self.init(s)
    } else {
      throw DecodingError.dataCorruptedError(in: value, debugDescription: "not a JSON value")
    }
  }

  /// Encodes through the encoder's containers, which recurse once per level of nesting; a
  /// value nested deeper than ``codableDepthLimit`` levels throws
  /// `EncodingError.invalidValue` instead of exhausting the stack.
  public func encode(to encoder: any Encoder) throws {
    try Nested(json: self, depth: 0).encode(to: encoder)
  }

  /// How deeply `Codable` may nest arrays and objects when encoding or decoding a `JSON`
  /// (the parser's default ``JSONParseOptions/maxDepth``): encoders and decoders recurse once
  /// per level, so a deeper value fails with an error rather than overflowing the stack.
  public static let codableDepthLimit = 512

  /// A value and its depth, so that each level checks the limit without walking the path.
  struct Nested: Encodable {
    let json: JSON
    let depth: Int

    func encode(to encoder: any Encoder) throws {
      switch json.kind {
      case .array, .object:
        guard depth < JSON.codableDepthLimit else {
          throw EncodingError.invalidValue(
            json,
            EncodingError.Context(
              codingPath: encoder.codingPath,
              debugDescription:
                "JSON nests deeper than \(JSON.codableDepthLimit) levels; Codable recurses once per level, so it is not encoded (write it with json.serializedData() instead, which has no depth limit)"
            ))
        }
        if json.kind == .array {
          var container = encoder.unkeyedContainer()
          for element in json.elements { try container.encode(Nested(json: element, depth: depth + 1)) }
        } else {
          var container = encoder.container(keyedBy: AnyCodingKey.self)
          for (key, value) in json.members {
            try container.encode(Nested(json: value, depth: depth + 1), forKey: AnyCodingKey(stringValue: key))
          }
        }
      default:
        var container = encoder.singleValueContainer()
        switch json.numberValue {
        case .int(let v): try container.encode(v)
        case .uint(let v): try container.encode(v)
        case .double(let v): try container.encode(v)
        case .big(let text): try container.encode(Double(text) ?? .infinity)
        case nil:
          if let b = json.boolValue {
            try container.encode(b)
          } else if let s = json.stringValue {
            try container.encode(s)
          } else {
            try container.encodeNil()
          }
        }
      }
    }
  }
}

/// Any string as a coding key.
struct AnyCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}
