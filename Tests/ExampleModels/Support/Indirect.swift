import BricksJSON

/// A value stored out of line, so a model can contain itself (a status's `retweeted_status`).
///
/// `indirect` boxes the payload on the heap; copies share it, and equality compares payloads.
public indirect enum Indirect<Value> {
  case value(Value)

  /// Boxes `value`.
  public init(_ value: Value) { self = .value(value) }

  /// The boxed value.
  public var wrapped: Value {
    switch self {
    case .value(let v): return v
    }
  }
}

extension Indirect: Equatable where Value: Equatable {}
extension Indirect: Sendable where Value: Sendable {}

extension Indirect: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws { self = .value(try Value(from: decoder)) }
}

extension Indirect: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws { try wrapped.encode(to: encoder) }
}

// The Bricks mapping boxes the value it maps, as the Codable one above does (no copy of it).
extension Indirect: JSONDecodable where Value: JSONDecodable {
  public init(json: borrowing JSON) throws { self = .value(try Value(json: json)) }
}
