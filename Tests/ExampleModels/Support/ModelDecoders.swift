import BricksJSON
import Foundation

/// The `JSONDecoder`s the Codable versions of the example models use.
public enum ModelDecoders {
  /// A decoder for Twitter payloads: `created_at` dates in Twitter's format, parsed by the
  /// same `JSONDateFormat.twitter` that the Bricks and hand mappings use, so all three compare
  /// mapping machinery, not date parsers.
  public static func twitter() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = JSONDateFormat.twitter.date(from: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a Twitter date: \(text)")
      }
      return date
    }
    return decoder
  }

  /// A decoder for ISO 8601 dates (`2024-05-01T12:00:00Z`), as the issue payloads write them.
  public static func iso8601() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

/// The `JSONEncoder`s the Codable versions of the example models use: dates written by the
/// same formats as the Bricks mappings write them.
public enum ModelEncoders {
  /// An encoder for Twitter payloads (`created_at` in Twitter's format).
  public static func twitter() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(JSONDateFormat.twitter.string(from: date))
    }
    return encoder
  }
}

/// Why a hand mapping from `[String: Any]` failed: the key whose value was missing or of the
/// wrong type (the tutorials' `guard let ... as? ... else` pattern reports no more).
public struct HandMappingError: Error, Equatable, CustomStringConvertible {
  /// The model type being mapped.
  public let type: String
  /// The key that did not fit.
  public let key: String

  public init(_ type: Any.Type, _ key: String) {
    self.type = String(describing: type)
    self.key = key
  }

  public var description: String { "\(type): missing or mistyped \"\(key)\"" }
}
