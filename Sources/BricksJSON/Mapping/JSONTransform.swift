import Foundation

/// Converts between JSON and a Swift value both ways, so a field that is read through a
/// transform is written back the same way (a model re-encodes to the JSON it came from).
///
/// ```swift
/// struct Cents: JSONTransform {          // "12.34" ⇄ 1234
///   func decode(_ json: JSON) throws -> Int {
///     guard let s = json.stringValue, let d = Decimal(string: s) else {
///       throw JSONMappingError.typeMismatch(expected: "a price string", found: json)
///     }
///     return NSDecimalNumber(decimal: d * 100).intValue
///   }
///   func encode(_ cents: Int) -> JSON { JSON(String(format: "%d.%02d", cents / 100, cents % 100)) }
/// }
/// price = try json.decode("price", using: Cents())
/// o["price", using: Cents()] = price
/// ```
public protocol JSONTransform<Value>: Sendable {
  /// The Swift type on the model's side.
  associatedtype Value
  /// Reads the value; throw ``JSONMappingError`` (its path is filled in by the caller).
  func decode(_ json: JSON) throws -> Value
  /// Writes the value.
  func encode(_ value: Value) -> JSON
  /// Writes the value into `builder`, where a model's member goes. The default appends
  /// ``encode(_:)``'s value; a transform that can write its text directly implements this too.
  func encode(_ value: Value, into builder: inout JSON.Builder)
}

extension JSONTransform {
  /// Appends ``encode(_:)``'s value.
  @inlinable public func encode(_ value: Value, into builder: inout JSON.Builder) {
    builder.append(encode(value))
  }
}

extension JSONDateFormat: JSONTransform {
  /// A date string in this format.
  public func decode(_ json: JSON) throws -> Date {
    // Read from the document's bytes: no `String` (a heap allocation for most date texts).
    guard let parsed = json.withUTF8({ date(fromUTF8: $0) }) else {
      throw JSONMappingError.typeMismatch(expected: "a date string in \(self) format", found: json)
    }
    guard let date = parsed else {
      throw JSONMappingError.invalidValue("not a date in \(self) format", expected: "Date", found: json)
    }
    return date
  }

  /// The date as a string in this format.
  public func encode(_ value: Date) -> JSON { JSON(string(from: value)) }

  /// The date as a string in this format: a built-in format's text written from the stack,
  /// with no `String` or `JSON` value for it.
  public func encode(_ value: Date, into builder: inout JSON.Builder) {
    builder.append(value, in: self)
  }
}

extension JSONTransform where Self == JSONDateFormat {
  /// `2014-08-31T00:29:15Z`.
  public static var iso8601: JSONDateFormat { JSONDateFormat.iso8601 }
  /// `Sun Aug 31 00:29:15 +0000 2014` (Twitter's API).
  public static var twitter: JSONDateFormat { JSONDateFormat.twitter }
  /// `Sun, 06 Nov 1994 08:49:37 GMT` (HTTP dates).
  public static var rfc1123: JSONDateFormat { JSONDateFormat.rfc1123 }
  /// `2014-08-31`.
  public static var isoDate: JSONDateFormat { JSONDateFormat.isoDate }
}

/// Dates as numbers: seconds or milliseconds since 1970 (Unix time).
public struct JSONEpochDate: JSONTransform, Hashable {
  /// Seconds or milliseconds.
  public enum Unit: Sendable, Hashable {
    case seconds, milliseconds
  }
  /// The unit of the number.
  public let unit: Unit

  /// Dates as numbers in `unit` since 1970.
  public init(_ unit: Unit) { self.unit = unit }

  /// A number of seconds or milliseconds since 1970.
  public func decode(_ json: JSON) throws -> Date {
    guard let n = json.doubleValue, n.isFinite else {
      throw JSONMappingError.typeMismatch(expected: "a number of \(unit) since 1970", found: json)
    }
    return Date(timeIntervalSince1970: unit == .seconds ? n : n / 1000)
  }

  /// An integer when one reads back as exactly this date (as APIs send them), else a double
  /// rounded to microseconds.
  ///
  /// The test is the round trip, not a tolerance: far from 1970 a `Date` cannot hold every
  /// millisecond exactly, so `t * 1000` is off the integer it was read from by more than any
  /// fixed epsilon, yet that integer still reads back as the same date.
  public func encode(_ value: Date) -> JSON {
    let t = value.timeIntervalSince1970
    let x = unit == .seconds ? t : t * 1000
    if x.isFinite, abs(x) < 0x1p64 {
      let whole = x.rounded()
      // The nearest integer, or a neighbour when rounding pushed x across a half; beyond
      // Int64's range, its ends (Int64.max reads as 2^63, as every Double near it does).
      for candidate in [whole, whole - 1, whole + 1] {
        let i = candidate >= 0x1p63 ? Int64.max : candidate < -0x1p63 ? Int64.min : Int64(candidate)
        if decode(integer: i) == value { return JSON(i) }
      }
    }
    let micro = (x * 1_000_000).rounded() / 1_000_000
    return JSON(micro.isFinite ? micro : x)
  }

  /// The date an integer reads as (the same arithmetic as ``decode(_:)``).
  private func decode(integer i: Int64) -> Date {
    let n = Double(i)
    return Date(timeIntervalSince1970: unit == .seconds ? n : n / 1000)
  }
}

extension JSONTransform where Self == JSONEpochDate {
  /// Unix time in seconds: `1409444955`.
  public static var secondsSince1970: JSONEpochDate { JSONEpochDate(.seconds) }
  /// Unix time in milliseconds: `1409444955123`.
  public static var millisecondsSince1970: JSONEpochDate { JSONEpochDate(.milliseconds) }
}

/// Opt-in lenient reading of one field: a number in a string (`"12"`), a Boolean as 0/1 or
/// `"true"`/`"false"`, a number as a string. Off by default: use it only where a payload is
/// known to be loose. Writes the canonical form (a number, a Boolean, a string).
public struct JSONLenient<Value: JSONLenientlyDecodable & JSONEncodable>: JSONTransform {
  /// A lenient reader for `Value`.
  public init(_ type: Value.Type = Value.self) {}

  public func decode(_ json: JSON) throws -> Value {
    if let v = try? Value(json: json) { return v }
    if let v = Value.lenient(json) { return v }
    throw JSONMappingError.typeMismatch(expected: "\(Value.self) (leniently)", found: json)
  }

  public func encode(_ value: Value) -> JSON { value.toJSON() }
}

extension JSONTransform {
  /// Reads a field leniently: `try json.decode("count", using: .lenient())`.
  public static func lenient<T>(_ type: T.Type = T.self) -> Self where Self == JSONLenient<T> { JSONLenient() }
}

/// Types ``JSONLenient`` can coerce into.
public protocol JSONLenientlyDecodable: JSONDecodable {
  /// The value from a looser form, or nil.
  static func lenient(_ json: JSON) -> Self?
}

extension JSONLenientlyDecodable where Self: JSONInteger {
  public static func lenient(_ json: JSON) -> Self? {
    if let s = json.stringValue?.trimmingCharacters(in: .whitespaces) {
      if let n = parseNumberText(Array(s.utf8)) {
        switch n {
        case .int(let v): return Self(exactly: v)
        case .uint(let v): return Self(exactly: v)
        case .double(let d): return Self(exactly: d)
        case .big: return nil
        }
      }
      return nil
    }
    if let b = json.boolValue { return b ? 1 : 0 }
    return nil
  }
}

extension Int: JSONLenientlyDecodable {}
extension Int64: JSONLenientlyDecodable {}
extension Int32: JSONLenientlyDecodable {}
extension UInt64: JSONLenientlyDecodable {}

extension Double: JSONLenientlyDecodable {
  public static func lenient(_ json: JSON) -> Double? {
    guard let s = json.stringValue?.trimmingCharacters(in: .whitespaces),
      let n = parseNumberText(Array(s.utf8))
    else { return nil }
    switch n {
    case .int(let v): return Double(v)
    case .uint(let v): return Double(v)
    case .double(let d): return d
    case .big: return Double(s)
    }
  }
}

extension Bool: JSONLenientlyDecodable {
  public static func lenient(_ json: JSON) -> Bool? {
    if let i = json.int64Value { return i == 0 ? false : i == 1 ? true : nil }
    switch json.stringValue?.lowercased() {
    case "true", "1", "yes": return true
    case "false", "0", "no": return false
    default: return nil
    }
  }
}

extension String: JSONLenientlyDecodable {
  public static func lenient(_ json: JSON) -> String? {
    switch json.kind {
    case .number: return json.serializedString()
    case .bool: return json.boolValue! ? "true" : "false"
    default: return nil
    }
  }
}
