import BricksJSON

/// The Swift the generated models use to read and write each property, through the mapping
/// layer: `json.decode(_:)` / `json.decodeIfPresent(_:)` (with `using:` a date format) to read,
/// `o["key"] = value` inside `encode(into:)`'s local `write(_:)` function, passed to
/// `JSON.Builder.appendObject(_:)`, to write.
///
/// Keeping both here means a change in the mapping API is a change in one file (and the
/// goldens).
enum MappingSyntax {
  /// `try json.decode("key")`, with `using:` the date format when there is one; `from` names
  /// what it reads from (`json`, or `members`: a `JSON.Reader`).
  static func decode(_ property: SchemaProperty, from receiver: String = "json") -> String {
    let method = property.isOptional ? "decodeIfPresent" : "decode"
    let key = SwiftLiteral.string(property.key)
    if case .date(let format) = property.type {
      return "try \(receiver).\(method)(\(key), using: \(qualified(format)))"
    }
    if case .epochDate(let unit) = property.type {
      return "try \(receiver).\(method)(\(key), using: \(qualified(unit)))"
    }
    return "try \(receiver).\(method)(\(key))"
  }

  /// How a positional root reads position `index` (`try Self.item(0, of: items, as: Page.self)`,
  /// which puts `[0]` in front of an error's path), or a
  /// single-value root the whole top level (`try [[Int]](json: json)`).
  static func decodeWhole(_ property: SchemaProperty, at index: Int?) -> String {
    let type = property.isOptional ? "Optional<\(property.type.swift)>" : property.type.swift
    guard let index else { return "try \(type)(json: json)" }
    return "try Self.item(\(index), of: items, as: \(type).self)"
  }

  /// `o["key"] = self.name`, with `using:` the date format when there is one (nil writes null).
  static func encode(_ property: SchemaProperty) -> String {
    let key = SwiftLiteral.string(property.key)
    if case .date(let format) = property.type {
      return "o[\(key), using: \(qualified(format))] = self.\(property.name)"
    }
    if case .epochDate(let unit) = property.type {
      return "o[\(key), using: \(qualified(unit))] = self.\(property.name)"
    }
    return "o[\(key)] = self.\(property.name)"
  }

  /// `JSONEpochDate.secondsSince1970` or `JSONEpochDate.millisecondsSince1970`.
  static func qualified(_ unit: JSONEpochDate.Unit) -> String {
    unit == .seconds ? "JSONEpochDate.secondsSince1970" : "JSONEpochDate.millisecondsSince1970"
  }

  /// `JSONDateFormat.twitter`, `JSONDateFormat.iso8601(fractionalDigits: 3)`.
  static func qualified(_ format: JSONDateFormat) -> String {
    "JSONDateFormat" + format.description
  }
}
