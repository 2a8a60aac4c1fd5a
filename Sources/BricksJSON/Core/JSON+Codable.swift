/// `JSON` is `Codable`, so a Codable model can hold an untyped part of a payload (a field
/// whose shape varies, or is always null in the samples) and `JSONEncoder`/`JSONDecoder`
/// round-trip it.
///
/// Decoding keeps integers exact (`Int64`, then `UInt64`) and falls back to `Double`. Object
/// keys come out sorted: Codable's keyed containers do not keep document order.
extension JSON: Codable {
  public init(from decoder: any Decoder) throws {
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

  public func encode(to encoder: any Encoder) throws {
    switch kind {
    case .array:
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object:
      var container = encoder.container(keyedBy: AnyCodingKey.self)
      for (key, value) in members { try container.encode(value, forKey: AnyCodingKey(stringValue: key)) }
    default:
      var container = encoder.singleValueContainer()
      switch numberValue {
      case .int(let v): try container.encode(v)
      case .uint(let v): try container.encode(v)
      case .double(let v): try container.encode(v)
      case .big(let text): try container.encode(Double(text) ?? .infinity)
      case nil:
        if let b = boolValue {
          try container.encode(b)
        } else if let s = stringValue {
          try container.encode(s)
        } else {
          try container.encodeNil()
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
