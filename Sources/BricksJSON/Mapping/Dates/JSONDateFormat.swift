import Foundation

/// How a date field is written in JSON: parses a string to a `Date` and writes it back in the
/// same format.
///
/// A model stores a plain `Date`, so the format carries everything needed to write it again:
/// the layout, the number of fractional digits and the time zone offset. For every string `s`
/// in a built-in format's declared variant, `format.string(from: format.date(from: s)!) == s`,
/// byte for byte. Declare the format per field, or let ``detect(_:)`` infer it from a sample.
///
/// ```swift
/// let weibo = JSONDateFormat.twitter(offsetSeconds: 8 * 3600)
/// let date = weibo.date(from: "Tue May 31 17:46:55 +0800 2011")!
/// weibo.string(from: date)  // "Tue May 31 17:46:55 +0800 2011"
/// ```
///
/// The built-in formats parse and write with hand-written byte-level code (no `DateFormatter`,
/// no `Calendar`) in the proleptic Gregorian calendar, and parse strictly: a month, day, hour,
/// minute or second out of range (`2015-02-29`, `24:00:00`, a leap second `:60`), a weekday
/// name that does not match the date, lowercase names, missing or extra characters all fail.
/// Dates are written rounded to the nearest unit of the format's precision.
///
/// Formats are values: equal when they write alike. A ``formatter(_:)`` format equals only
/// itself (and its copies), since two `DateFormatter` instances cannot be compared.
public struct JSONDateFormat: Sendable, Hashable {
  let kind: Kind

  enum Kind: Sendable, Hashable {
    case iso8601(fractionalDigits: Int, offset: Offset)
    case isoDate
    case twitter(offsetSeconds: Int)
    case rfc1123
    case formatter(DateFormatterBox)
  }

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// Parses `string`, or returns `nil` if it is not in this format.
  ///
  /// Built-in formats accept more than they write: ``iso8601(fractionalDigits:offset:)``
  /// accepts any number of fractional digits and any offset (`Z`, `±hh:mm`, `±hhmm`), and
  /// ``twitter(offsetSeconds:)`` any `±hhmm` offset.
  public func date(from string: String) -> Date? {
    if case .formatter(let box) = kind { return box.formatter.date(from: string) }
    var string = string
    return string.withUTF8 { date(fromUTF8: $0) }
  }

  /// The instant `utf8` spells in this format, read straight from the bytes (no `String` is
  /// made for the built-in formats; mapping reads a document's date members this way).
  func date(fromUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Date? {
    switch kind {
    case .iso8601:
      DateTextReader.isoDateTimeUTC(utf8) ?? DateTextReader.parse(utf8, DateTextReader.isoDateTime)?.date
    case .isoDate: DateTextReader.parse(utf8, DateTextReader.isoDate)?.date
    case .twitter: DateTextReader.twitterDate(utf8)
    case .rfc1123: DateTextReader.parse(utf8, DateTextReader.rfc1123)?.date
    case .formatter(let box): box.formatter.date(from: String(decoding: utf8, as: UTF8.self))
    }
  }

  /// Writes `date` in this format's declared variant.
  ///
  /// Built-in formats round to the nearest unit of their precision (a second, or 10⁻ⁿ seconds
  /// with n fractional digits); `DateFormatter` truncates instead. Years outside 0000–9999 are
  /// written with a minus sign or more digits and do not parse back.
  public func string(from date: Date) -> String {
    if case .formatter(let box) = kind { return box.formatter.string(from: date) }
    return withText(from: date) { String(decoding: $0, as: UTF8.self) }!  // a built-in format: text
  }

  /// The UTF-8 text of `date` in this format, handed to `use` from a buffer on the stack;
  /// nil for a format a `DateFormatter` writes.
  func withText<R>(from date: Date, _ use: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    switch kind {
    case .iso8601(let digits, let offset):
      DateTextWriter.isoDateTime(date, fractionalDigits: digits, offset: offset, use)
    case .isoDate: DateTextWriter.isoDate(date, use)
    case .twitter(let offset): DateTextWriter.twitter(date, offsetSeconds: offset, use)
    case .rfc1123: DateTextWriter.rfc1123(date, use)
    case .formatter: nil
    }
  }
}

public extension JSONDateFormat {
  /// ISO 8601 / RFC 3339 date and time in UTC, whole seconds: `2014-08-31T00:29:15Z`.
  static let iso8601 = JSONDateFormat(.iso8601(fractionalDigits: 0, offset: .utcZ))

  /// ISO 8601 / RFC 3339 date and time with `fractionalDigits` digits after the seconds,
  /// written at `offset`: `2014-08-31T08:29:15.250+08:00`.
  ///
  /// Parsing accepts any offset and any number of fractional digits; only writing uses the
  /// declared variant. A `Date` is a `Double` of seconds since 2001, so how many digits write
  /// back exactly depends on the year: up to 4 digits in all years 0000–9999, 5 in 0000–4177,
  /// 6 (microseconds) in 1729–2272, 7 in 1984–2017; 8 and 9 only in the months around 2001.
  ///
  /// - Parameters:
  ///   - fractionalDigits: Digits after the seconds, 0 (no `.`) through 9.
  ///   - offset: The offset to write and how to spell it; a whole number of minutes under
  ///     24 hours.
  static func iso8601(fractionalDigits: Int = 0, offset: Offset = .utcZ) -> JSONDateFormat {
    precondition((0...9).contains(fractionalDigits), "fractionalDigits must be 0 through 9")
    Offset.validate(offset.secondsFromGMT)
    return JSONDateFormat(.iso8601(fractionalDigits: fractionalDigits, offset: offset))
  }

  /// ISO 8601 calendar date with no time: `2014-08-31`, read and written as midnight UTC.
  static let isoDate = JSONDateFormat(.isoDate)

  /// Twitter's `created_at` format, written in UTC: `Sun Aug 31 00:29:15 +0000 2014`.
  static let twitter = JSONDateFormat(.twitter(offsetSeconds: 0))

  /// Twitter's `created_at` layout written at a fixed offset, as Weibo does with
  /// `offsetSeconds: 8 * 3600`: `Tue May 31 17:46:55 +0800 2011`.
  ///
  /// Parsing accepts any `±hhmm` offset; the weekday must match the date at that offset.
  ///
  /// - Parameter offsetSeconds: Seconds east of UTC, a whole number of minutes under 24 hours.
  static func twitter(offsetSeconds: Int) -> JSONDateFormat {
    Offset.validate(offsetSeconds)
    return JSONDateFormat(.twitter(offsetSeconds: offsetSeconds))
  }

  /// RFC 1123 (HTTP `IMF-fixdate`): `Sun, 06 Nov 1994 08:49:37 GMT`.
  ///
  /// Only the zone name `GMT` is accepted, as HTTP requires; the weekday must match the date.
  static let rfc1123 = JSONDateFormat(.rfc1123)

  /// Any `DateFormatter` pattern, parsed and written by `formatter`.
  ///
  /// Set the formatter's `locale` (usually `en_US_POSIX`), `timeZone` and `dateFormat` first;
  /// the format keeps a reference, so do not change the formatter afterwards. The round trip
  /// is as exact as the pattern makes it. `DateFormatter` is thread-safe on iOS 7+ and macOS
  /// 10.9+ (64-bit) and in swift-corelibs-foundation, which is what lets this value be
  /// `Sendable`. Prefer a built-in format where one fits: they are several times faster.
  static func formatter(_ formatter: DateFormatter) -> JSONDateFormat {
    JSONDateFormat(.formatter(DateFormatterBox(formatter)))
  }
}

/// Holds a `DateFormatter` so that ``JSONDateFormat`` can be `Sendable`.
///
/// `@unchecked` because `DateFormatter` is documented thread-safe on Apple platforms since
/// iOS 7 / macOS 10.9 and guards its state with a lock in swift-corelibs-foundation.
/// Equality is identity.
final class DateFormatterBox: @unchecked Sendable, Hashable {
  let formatter: DateFormatter

  init(_ formatter: DateFormatter) {
    self.formatter = formatter
  }

  static func == (lhs: DateFormatterBox, rhs: DateFormatterBox) -> Bool {
    lhs === rhs
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
