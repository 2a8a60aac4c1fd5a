import Foundation

/// Strict byte-level parsers for the built-in date formats.
///
/// Each parser reads a whole string and reports the instant and the exact variant it saw
/// (fractional digits, offset spelling), which ``JSONDateFormat/detect(_:)`` turns into a format.
struct DateTextReader {
  /// What a parser read: the instant, and the format variant that writes it the same way.
  struct Parsed {
    var date: Date
    var kind: JSONDateFormat.Kind
  }

  /// A parser over a reader positioned at the start of the string.
  typealias Parser = (inout DateTextReader) -> Parsed?

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Runs `parser` over the UTF-8 of `string`; fails unless it consumes every byte.
  static func parse(_ string: String, _ parser: Parser) -> Parsed? {
    var string = string
    return string.withUTF8 { parse($0, parser) }
  }

  /// Runs `parser` over `bytes`; fails unless it consumes every byte.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ parser: Parser) -> Parsed? {
    var reader = DateTextReader(bytes)
    guard let parsed = parser(&reader), reader.position == bytes.count else { return nil }
    return parsed
  }

  // MARK: Formats

  /// `yyyy-MM-ddTHH:mm:ss[.f…](Z|±hh:mm|±hhmm)`.
  static func isoDateTime(_ r: inout DateTextReader) -> Parsed? {
    guard let days = r.isoCalendarDate(), r.skip(UInt8(ascii: "T")),
      let secondOfDay = r.timeOfDay()
    else { return nil }
    var fraction = 0.0
    var digits = 0
    if r.skip(UInt8(ascii: ".")) {
      guard let (value, count) = r.fraction() else { return nil }
      (fraction, digits) = (value, count)
    }
    guard let offset = r.isoOffset() else { return nil }
    let date = CivilTime.date(
      days: days, secondOfDay: secondOfDay, offset: offset.secondsFromGMT, fraction: fraction)
    return Parsed(date: date, kind: .iso8601(fractionalDigits: digits, offset: offset))
  }

  /// `yyyy-MM-dd`, midnight UTC.
  static func isoDate(_ r: inout DateTextReader) -> Parsed? {
    guard let days = r.isoCalendarDate() else { return nil }
    return Parsed(
      date: CivilTime.date(days: days, secondOfDay: 0, offset: 0, fraction: 0), kind: .isoDate)
  }

  /// `EEE MMM dd HH:mm:ss ±hhmm yyyy`, the weekday matching the date at that offset.
  static func twitter(_ r: inout DateTextReader) -> Parsed? {
    guard let weekday = r.name(in: CivilTime.weekdayNames), r.skip(UInt8(ascii: " ")),
      let month = r.name(in: CivilTime.monthNames), r.skip(UInt8(ascii: " ")),
      let day = r.number(digits: 2), r.skip(UInt8(ascii: " ")),
      let secondOfDay = r.timeOfDay(), r.skip(UInt8(ascii: " ")),
      let sign = r.sign(), let hours = r.number(digits: 2), let minutes = r.number(digits: 2),
      r.skip(UInt8(ascii: " ")), let year = r.number(digits: 4),
      let days = validDays(year: year, month: month + 1, day: day, weekday: weekday),
      let offset = offsetSeconds(sign: sign, hours: hours, minutes: minutes)
    else { return nil }
    let date = CivilTime.date(days: days, secondOfDay: secondOfDay, offset: offset, fraction: 0)
    return Parsed(date: date, kind: .twitter(offsetSeconds: offset))
  }

  /// The instant of a ``twitter(_:)`` date, read at the format's fixed positions: it has one
  /// length (30 bytes, `Sun Aug 31 00:29:15 +0000 2014`), so it is read as four words (the last
  /// two overlapping) whose separators are compared at once and whose digits are checked at
  /// once, with no cursor, bounds check or name table. Accepts and rejects exactly what
  /// `parse(bytes, twitter)` does (the same names, digits, ranges and weekday check), in about
  /// a third of its instructions; mapping reads Twitter dates this way.
  static func twitterDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count == 30, let p = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(p)
    // Byte k of a word is bits 8k..<8k+8 (loaded little-endian on every platform).
    let names = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))  // "Sun Aug "
    let dayTime = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))  // "31 00:29"
    let secondZone = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))  // ":15 +000"
    let zoneYear = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 22, as: UInt64.self))  // "00 2014"
    guard names & 0xFF00_0000_FF00_0000 == 0x2000_0000_2000_0000,
      dayTime & 0x0000_FF00_00FF_0000 == 0x0000_3A00_0020_0000,
      secondZone & 0x0000_0000_FF00_00FF == 0x0000_0000_2000_003A,
      zoneYear & 0x0000_0000_FF00_0000 == 0x0000_0000_2000_0000
    else { return nil }
    let sign: Int
    switch p[20] {
    case UInt8(ascii: "+"): sign = 1
    case UInt8(ascii: "-"): sign = -1
    default: return nil
    }
    let day = digitValues(dayTime, mask: 0xFFFF_00FF_FF00_FFFF)
    let second = digitValues(secondZone, mask: 0xFFFF_FF00_00FF_FF00)
    let year = digitValues(zoneYear, mask: 0xFFFF_FFFF_00FF_FFFF)
    guard let day, let second, let year,
      let weekday = weekdayIndex(UInt32(truncatingIfNeeded: names) & 0xFF_FFFF),
      let month = monthIndex(UInt32(truncatingIfNeeded: names &>> 32) & 0xFF_FFFF)
    else { return nil }
    let hour = Self.number(day, 3, 4)
    let minute = Self.number(day, 6, 7)
    let secondOfMinute = Self.number(second, 1, 2)
    guard hour < 24, minute < 60, secondOfMinute < 60,
      let days = validDays(
        year: Self.number(year, 4, 5) * 100 + Self.number(year, 6, 7), month: month + 1,
        day: Self.number(day, 0, 1), weekday: weekday),
      let offset = offsetSeconds(
        sign: sign, hours: Self.number(second, 5, 6), minutes: Self.digit(second, 7) * 10 + Self.digit(year, 2))
    else { return nil }
    return CivilTime.date(
      days: days, secondOfDay: hour * 3600 + minute * 60 + secondOfMinute, offset: offset, fraction: 0)
  }

  /// The instant of an ISO 8601 date-time in its most common form, `2014-08-31T00:29:15Z`
  /// (20 bytes, whole seconds, UTC), read at fixed positions as ``twitterDate(_:)`` reads its
  /// format; nil for any other text, which then goes to ``isoDateTime(_:)`` (fractions,
  /// offsets, and every rejection). What it accepts, it reads as ``isoDateTime(_:)`` does.
  static func isoDateTimeUTC(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count == 20, let p = bytes.baseAddress, p[19] == UInt8(ascii: "Z") else { return nil }
    let raw = UnsafeRawPointer(p)
    let calendarDate = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))  // "2014-08-"
    let dayTime = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))  // "31T00:29"
    let time = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 12, as: UInt64.self))  // "0:29:15Z"
    guard calendarDate & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000,
      dayTime & 0x0000_FF00_00FF_0000 == 0x0000_3A00_0054_0000,
      time & 0x0000_00FF_0000_0000 == 0x0000_003A_0000_0000,
      let date = digitValues(calendarDate, mask: 0x00FF_FF00_FFFF_FFFF),
      let day = digitValues(dayTime, mask: 0xFFFF_00FF_FF00_FFFF),
      let second = digitValues(time, mask: 0x00FF_FF00_0000_0000)
    else { return nil }
    let year = number(date, 0, 1) * 100 + number(date, 2, 3)
    let month = number(date, 5, 6)
    let dayOfMonth = number(day, 0, 1)
    let hour = number(day, 3, 4)
    let minute = number(day, 6, 7)
    let secondOfMinute = number(second, 5, 6)
    guard hour < 24, minute < 60, secondOfMinute < 60,
      CivilTime.isValid(year: year, month: month, day: dayOfMonth)
    else { return nil }
    return CivilTime.date(
      days: CivilTime.days(year: year, month: month, day: dayOfMonth),
      secondOfDay: hour * 3600 + minute * 60 + secondOfMinute, offset: 0, fraction: 0)
  }

  /// `word` with each byte's ASCII digit turned into its value, if every byte under `mask`
  /// is a digit. Bytes `0x30...0x3F` are those whose high nibble is 3 (zero after the XOR),
  /// and of them the digits are those to which adding 6 carries nothing into the high nibble.
  /// (A carry out of a byte can reach the next only from a byte that is not a digit, or from a
  /// separator that is not the expected one: the date is rejected either way.)
  @inline(__always)
  private static func digitValues(_ word: UInt64, mask: UInt64) -> UInt64? {
    let values = word ^ 0x3030_3030_3030_3030
    let bad = (values | (values &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0 & mask
    return bad == 0 ? values : nil
  }

  /// Byte `k` of `values` (a digit's value).
  @inline(__always)
  private static func digit(_ values: UInt64, _ k: Int) -> Int {
    Int(truncatingIfNeeded: values &>> UInt64(8 &* k) & 0xFF)
  }

  /// The two-digit number of bytes `tens` and `ones` of `values`.
  @inline(__always)
  private static func number(_ values: UInt64, _ tens: Int, _ ones: Int) -> Int {
    digit(values, tens) &* 10 &+ digit(values, ones)
  }

  /// The index in ``CivilTime/weekdayNames`` (0 = Sunday) of a name packed first byte lowest.
  @inline(__always)
  private static func weekdayIndex(_ name: UInt32) -> Int? {
    switch name {
    case 0x6E_7553: 0  // Sun
    case 0x6E_6F4D: 1  // Mon
    case 0x65_7554: 2  // Tue
    case 0x64_6557: 3  // Wed
    case 0x75_6854: 4  // Thu
    case 0x69_7246: 5  // Fri
    case 0x74_6153: 6  // Sat
    default: nil
    }
  }

  /// The index in ``CivilTime/monthNames`` (0 = January) of a name packed first byte lowest.
  @inline(__always)
  private static func monthIndex(_ name: UInt32) -> Int? {
    switch name {
    case 0x6E_614A: 0  // Jan
    case 0x62_6546: 1  // Feb
    case 0x72_614D: 2  // Mar
    case 0x72_7041: 3  // Apr
    case 0x79_614D: 4  // May
    case 0x6E_754A: 5  // Jun
    case 0x6C_754A: 6  // Jul
    case 0x67_7541: 7  // Aug
    case 0x70_6553: 8  // Sep
    case 0x74_634F: 9  // Oct
    case 0x76_6F4E: 10  // Nov
    case 0x63_6544: 11  // Dec
    default: nil
    }
  }

  /// `EEE, dd MMM yyyy HH:mm:ss GMT`, the weekday matching the date.
  static func rfc1123(_ r: inout DateTextReader) -> Parsed? {
    guard let weekday = r.name(in: CivilTime.weekdayNames), r.skip(UInt8(ascii: ",")),
      r.skip(UInt8(ascii: " ")), let day = r.number(digits: 2), r.skip(UInt8(ascii: " ")),
      let month = r.name(in: CivilTime.monthNames), r.skip(UInt8(ascii: " ")),
      let year = r.number(digits: 4), r.skip(UInt8(ascii: " ")),
      let secondOfDay = r.timeOfDay(), r.skip(UInt8(ascii: " ")),
      r.skip(UInt8(ascii: "G")), r.skip(UInt8(ascii: "M")), r.skip(UInt8(ascii: "T")),
      let days = validDays(year: year, month: month + 1, day: day, weekday: weekday)
    else { return nil }
    let date = CivilTime.date(days: days, secondOfDay: secondOfDay, offset: 0, fraction: 0)
    return Parsed(date: date, kind: .rfc1123)
  }

  // MARK: Pieces

  /// The day number of a valid date whose weekday (0 = Sunday) is `weekday`, or `nil`.
  private static func validDays(year: Int, month: Int, day: Int, weekday: Int) -> Int? {
    guard CivilTime.isValid(year: year, month: month, day: day) else { return nil }
    let days = CivilTime.days(year: year, month: month, day: day)
    return CivilTime.weekday(days: days) == weekday ? days : nil
  }

  /// Seconds east of UTC for a signed `hh`/`mm` offset; hours 00–23, minutes 00–59.
  private static func offsetSeconds(sign: Int, hours: Int, minutes: Int) -> Int? {
    guard hours < 24, minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }

  /// `yyyy-MM-dd` as a day number, if the date exists.
  private mutating func isoCalendarDate() -> Int? {
    guard let year = number(digits: 4), skip(UInt8(ascii: "-")),
      let month = number(digits: 2), skip(UInt8(ascii: "-")), let day = number(digits: 2),
      CivilTime.isValid(year: year, month: month, day: day)
    else { return nil }
    return CivilTime.days(year: year, month: month, day: day)
  }

  /// `HH:mm:ss` as seconds since midnight; hours 00–23, minutes and seconds 00–59.
  private mutating func timeOfDay() -> Int? {
    guard let hour = number(digits: 2), hour < 24, skip(UInt8(ascii: ":")),
      let minute = number(digits: 2), minute < 60, skip(UInt8(ascii: ":")),
      let second = number(digits: 2), second < 60
    else { return nil }
    return hour * 3600 + minute * 60 + second
  }

  /// One or more digits after a decimal point: their value and how many there were.
  ///
  /// The first 15 digits are kept (exact as a `Double` numerator); later ones are checked but
  /// are below what a `Date` can hold.
  private mutating func fraction() -> (value: Double, digits: Int)? {
    var numerator = 0
    var count = 0
    while position < bytes.count, case let digit = bytes[position] &- 48, digit < 10 {
      if count < 15 { numerator = numerator * 10 + Int(digit) }
      count += 1
      position += 1
    }
    guard count > 0 else { return nil }
    return (Double(numerator) / Double(CivilTime.powersOfTen[min(count, 15)]), count)
  }

  /// `Z`, `±hh:mm` or `±hhmm`.
  private mutating func isoOffset() -> JSONDateFormat.Offset? {
    if skip(UInt8(ascii: "Z")) { return .utcZ }
    guard let sign = sign(), let hours = number(digits: 2) else { return nil }
    let colon = skip(UInt8(ascii: ":"))
    guard let minutes = number(digits: 2),
      let seconds = Self.offsetSeconds(sign: sign, hours: hours, minutes: minutes)
    else { return nil }
    return colon ? .colon(secondsFromGMT: seconds) : .compact(secondsFromGMT: seconds)
  }

  /// `+` as 1 or `-` as -1.
  @inline(__always)
  private mutating func sign() -> Int? {
    if skip(UInt8(ascii: "+")) { return 1 }
    if skip(UInt8(ascii: "-")) { return -1 }
    return nil
  }

  /// Exactly `digits` ASCII digits as a number.
  @inline(__always)
  private mutating func number(digits: Int) -> Int? {
    guard bytes.count - position >= digits else { return nil }
    var value = 0
    for _ in 0..<digits {
      let digit = bytes[position] &- 48
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
      position += 1
    }
    return value
  }

  /// The index of the three-letter name at the cursor in a table of concatenated names.
  private mutating func name(in table: [UInt8]) -> Int? {
    guard bytes.count - position >= 3 else { return nil }
    let (a, b, c) = (bytes[position], bytes[position + 1], bytes[position + 2])
    var index = 0
    while index * 3 < table.count {
      if table[index * 3] == a, table[index * 3 + 1] == b, table[index * 3 + 2] == c {
        position += 3
        return index
      }
      index += 1
    }
    return nil
  }

  /// Consumes `byte` if it is next.
  @inline(__always)
  private mutating func skip(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }
}
