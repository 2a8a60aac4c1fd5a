import Foundation

/// An ISO 8601 date-time that keeps how it was written: the instant, the offset (with its
/// spelling: `Z`, `+01:00` or `+0100`) and the number of fractional digits.
///
/// A `Date` is an instant only, so a `Date` property written back through a
/// ``JSONDateFormat`` uses the format's one offset: `2024-01-15T09:30:00+01:00` read by a
/// format declared at `+02:00` comes back as `2024-01-15T10:30:00+02:00`. A `JSONZonedDate`
/// writes each value back as it was read, whatever its offset, so a round trip is exact
/// (when the value has at most 9 fractional digits and the `Date` keeps them at that instant;
/// see ``JSONDateFormat/iso8601(fractionalDigits:offset:)``). `bricks scaffold` uses it for
/// date-times written at an offset other than `Z`, or at several offsets or precisions.
///
/// ```swift
/// let zoned = JSONZonedDate("2024-01-15T09:30:00.250+01:00")!
/// zoned.date          // the instant, 08:30:00.250 UTC
/// zoned.offset        // .colon(secondsFromGMT: 3600)
/// zoned.description   // "2024-01-15T09:30:00.250+01:00"
/// ```
///
/// Equal when the instant, the offset (and its spelling) and the digits are: two texts of
/// one instant at different offsets are different values, as they are different JSON.
public struct JSONZonedDate: Sendable, Hashable {
  /// The instant.
  public var date: Date
  /// The offset the text is written at, and how it is spelled.
  public var offset: JSONDateFormat.Offset
  /// Digits after the seconds, 0 (no `.`) through 9.
  public var fractionalDigits: Int

  /// A date written at `offset` with `fractionalDigits` digits.
  ///
  /// Traps unless `fractionalDigits` is 0 through 9 and `offset` a whole number of minutes
  /// under 24 hours.
  public init(date: Date, offset: JSONDateFormat.Offset = .utcZ, fractionalDigits: Int = 0) {
    precondition((0...9).contains(fractionalDigits), "fractionalDigits must be 0 through 9")
    JSONDateFormat.Offset.validate(offset.secondsFromGMT)
    self.date = date
    self.offset = offset
    self.fractionalDigits = fractionalDigits
  }

  /// Reads an ISO 8601 / RFC 3339 date-time (`yyyy-MM-ddTHH:mm:ss[.f…](Z|±hh:mm|±hhmm)`), or
  /// returns nil. More than 9 fractional digits are read and kept as 9.
  public init?(_ text: String) {
    var text = text
    guard let zoned = text.withUTF8({ Self.parse($0) }) else { return nil }
    self = zoned
  }

  static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> JSONZonedDate? {
    guard let parsed = DateTextReader.parse(utf8, DateTextReader.isoDateTime),
      case .iso8601(let digits, let offset) = parsed.kind
    else { return nil }
    return JSONZonedDate(date: parsed.date, offset: offset, fractionalDigits: min(digits, 9))
  }

  /// The format that writes this value: ISO 8601 at its offset and precision.
  public var format: JSONDateFormat { .iso8601(fractionalDigits: fractionalDigits, offset: offset) }
}

extension JSONZonedDate: CustomStringConvertible {
  /// The text, as it was read: `2024-01-15T09:30:00.250+01:00`.
  public var description: String { format.string(from: date) }
}

extension JSONZonedDate: JSONDecodable, JSONEncodable {
  /// An ISO 8601 date-time string, read straight from the document's bytes.
  public init(json: borrowing JSON) throws {
    guard let parsed = json.withUTF8({ Self.parse($0) }) else {
      throw JSONMappingError.typeMismatch(expected: "an ISO 8601 date-time string", found: json)
    }
    guard let zoned = parsed else {
      throw JSONMappingError.invalidValue(
        "not an ISO 8601 date-time (yyyy-MM-ddTHH:mm:ss[.f](Z|±hh:mm|±hhmm))", expected: "JSONZonedDate", found: json)
    }
    self = zoned
  }

  /// The text, at the value's offset and precision.
  public func encode(into builder: inout JSON.Builder) { builder.append(description) }
}

extension JSONZonedDate: Codable {
  /// An ISO 8601 date-time string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let zoned = JSONZonedDate(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an ISO 8601 date-time: \(text)")
    }
    self = zoned
  }

  /// The text, at the value's offset and precision.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
