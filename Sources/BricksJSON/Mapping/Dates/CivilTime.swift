import Foundation

/// Proleptic Gregorian calendar arithmetic on whole days and seconds, without `Calendar`.
///
/// Day numbers count from 1970-01-01 (day 0). The conversions are Howard Hinnant's
/// `days_from_civil` and `civil_from_days`, exact for every year an `Int` can reach.
enum CivilTime {
  /// Seconds from 1970-01-01 to 2001-01-01, the epoch of `Date.timeIntervalSinceReferenceDate`.
  static let unixSecondsAtReferenceDate = 978_307_200

  /// The largest distance from the reference date that `breakDown` writes; ±3 million years.
  static let writableLimit: Double = 1e14

  /// Whether `year` is a leap year in the proleptic Gregorian calendar.
  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in `month` (1–12) of `year`.
  static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether `year-month-day` names a real day.
  static func isValid(year: Int, month: Int, day: Int) -> Bool {
    (1...12).contains(month) && day >= 1 && day <= daysInMonth(month, year: year)
  }

  /// Days from 1970-01-01 to `year-month-day` (negative before 1970).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date of day number `days` (0 is 1970-01-01).
  static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The weekday of day number `days`: 0 is Sunday, 6 is Saturday.
  static func weekday(days: Int) -> Int {
    let r = (days + 4) % 7  // 1970-01-01 was a Thursday
    return r >= 0 ? r : r + 7
  }

  /// The instant at local wall-clock time `days`/`secondOfDay` in a zone `offset` seconds
  /// east of UTC, plus `fraction` of a second.
  ///
  /// Whole seconds are counted from the reference date (2001) as an exact integer, so the only
  /// rounding is the final addition of the fraction: the result is the `Double` nearest the
  /// written instant.
  static func date(days: Int, secondOfDay: Int, offset: Int, fraction: Double) -> Date {
    let seconds = days * 86_400 + secondOfDay - offset - unixSecondsAtReferenceDate
    return Date(timeIntervalSinceReferenceDate: Double(seconds) + fraction)
  }

  /// A date's wall-clock fields in a zone `offset` seconds east of UTC, rounded to the nearest
  /// multiple of 10⁻`fractionalDigits` seconds.
  ///
  /// Rounding to nearest (not truncating) is what makes a parsed `.123` write back as `.123`
  /// even though the `Date` holds 0.12299999… Non-finite dates and dates beyond
  /// ±``writableLimit`` seconds are clamped to that limit.
  static func breakDown(_ date: Date, offset: Int, fractionalDigits: Int) -> Fields {
    var t = date.timeIntervalSinceReferenceDate
    if t.isNaN { t = 0 }
    t = min(max(t, -writableLimit), writableLimit)
    var whole = t.rounded(.down)
    let scale = powersOfTen[fractionalDigits]
    var units = Int(((t - whole) * Double(scale)).rounded())
    if units >= scale {
      units -= scale
      whole += 1
    }
    let local = Int(whole) + unixSecondsAtReferenceDate + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let secondOfDay = local - days * 86_400
    let (year, month, day) = civil(days: days)
    return Fields(
      year: year, month: month, day: day, weekday: weekday(days: days),
      hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60,
      fractionUnits: units)
  }

  /// Wall-clock fields of an instant, as `breakDown` computes them for writing.
  struct Fields {
    var year, month, day, weekday, hour, minute, second: Int
    /// The fraction of the second in units of 10⁻ⁿ seconds, n being the digits asked for.
    var fractionUnits: Int
  }

  /// 10⁰ through 10¹⁸.
  static let powersOfTen: [Int] = (0...18).map { exponent in
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }

  /// English three-letter weekday names, Sunday first, as Twitter and RFC 1123 write them.
  static let weekdayNames: [UInt8] = Array("SunMonTueWedThuFriSat".utf8)

  /// English three-letter month names, January first.
  static let monthNames: [UInt8] = Array("JanFebMarAprMayJunJulAugSepOctNovDec".utf8)
}
