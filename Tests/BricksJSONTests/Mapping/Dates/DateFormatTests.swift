import Foundation
import TestSupport
import Testing

@testable import BricksJSON

@Suite("JSONDateFormat")
struct DateFormatTests {
  // MARK: Round trips of declared variants

  static let roundTrips: [(JSONDateFormat, String)] = [
    // ISO 8601, whole seconds, Z.
    (.iso8601, "2014-08-31T00:29:15Z"),
    (.iso8601, "1970-01-01T00:00:00Z"),
    (.iso8601, "1969-12-31T23:59:59Z"),
    (.iso8601, "1900-03-01T00:00:00Z"),
    (.iso8601, "1600-02-29T06:00:00Z"),
    (.iso8601, "2000-02-29T23:59:59Z"),
    (.iso8601, "2024-02-29T12:30:45Z"),
    (.iso8601, "2038-01-19T03:14:08Z"),
    (.iso8601, "2100-03-01T00:00:00Z"),
    (.iso8601, "0000-01-01T00:00:00Z"),
    (.iso8601, "0001-01-01T00:00:00Z"),
    (.iso8601, "9999-12-31T23:59:59Z"),
    // Fractional seconds.
    (.iso8601(fractionalDigits: 1), "2014-08-31T00:29:15.5Z"),
    (.iso8601(fractionalDigits: 2), "2014-08-31T00:29:15.07Z"),
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15.123Z"),
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15.000Z"),
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15.001Z"),
    (.iso8601(fractionalDigits: 3), "2014-08-31T23:59:59.999Z"),
    (.iso8601(fractionalDigits: 3), "1969-12-31T23:59:59.999Z"),
    (.iso8601(fractionalDigits: 3), "1970-01-01T00:00:00.001Z"),
    (.iso8601(fractionalDigits: 3), "0001-01-01T00:00:00.999Z"),
    (.iso8601(fractionalDigits: 3), "9999-12-31T23:59:59.999Z"),
    (.iso8601(fractionalDigits: 3), "2262-04-11T23:47:16.854Z"),
    (.iso8601(fractionalDigits: 6), "2014-08-31T00:29:15.123456Z"),
    (.iso8601(fractionalDigits: 6), "1969-12-31T23:59:59.999999Z"),
    (.iso8601(fractionalDigits: 6), "2038-01-19T03:14:07.999999Z"),
    (.iso8601(fractionalDigits: 7), "2014-08-31T00:29:15.1234567Z"),
    // Offsets.
    (.iso8601(offset: .colon(secondsFromGMT: 28800)), "2014-08-31T08:29:15+08:00"),
    (.iso8601(offset: .colon(secondsFromGMT: 28800)), "1970-01-01T07:59:59+08:00"),
    (.iso8601(offset: .colon(secondsFromGMT: -18000)), "2014-08-30T19:29:15-05:00"),
    (.iso8601(offset: .colon(secondsFromGMT: 0)), "2014-08-31T00:29:15+00:00"),
    (.iso8601(offset: .colon(secondsFromGMT: 19800)), "2014-08-31T05:59:15+05:30"),
    (.iso8601(offset: .compact(secondsFromGMT: 28800)), "2014-08-31T08:29:15+0800"),
    (.iso8601(offset: .compact(secondsFromGMT: 0)), "2014-08-31T00:29:15+0000"),
    (.iso8601(offset: .compact(secondsFromGMT: -34200)), "2014-08-30T14:59:15-0930"),
    (
      .iso8601(fractionalDigits: 3, offset: .colon(secondsFromGMT: 28800)),
      "2014-08-31T08:29:15.250+08:00"
    ),
    (
      .iso8601(fractionalDigits: 3, offset: .compact(secondsFromGMT: 28800)),
      "2000-01-01T07:59:59.999+0800"
    ),
    (
      .iso8601(fractionalDigits: 6, offset: .colon(secondsFromGMT: -25200)),
      "1955-11-05T06:00:00.000001-07:00"
    ),
    // Date only.
    (.isoDate, "2014-08-31"),
    (.isoDate, "1970-01-01"),
    (.isoDate, "1969-12-31"),
    (.isoDate, "2000-02-29"),
    (.isoDate, "1900-02-28"),
    (.isoDate, "2038-01-20"),
    (.isoDate, "0001-01-01"),
    (.isoDate, "9999-12-31"),
    // Twitter, UTC.
    (.twitter, "Sun Aug 31 00:29:15 +0000 2014"),
    (.twitter, "Thu Jan 01 00:00:00 +0000 1970"),
    (.twitter, "Wed Dec 31 23:59:59 +0000 1969"),
    (.twitter, "Tue Jan 19 03:14:08 +0000 2038"),
    (.twitter, "Tue Feb 29 12:00:00 +0000 2000"),
    (.twitter, "Thu Feb 29 23:59:59 +0000 2024"),
    (.twitter, "Thu Mar 01 00:00:00 +0000 1900"),
    (.twitter, "Sat Jan 01 00:00:00 +0000 1583"),
    (.twitter, "Fri Dec 31 23:59:59 +0000 2100"),
    (.twitter, "Fri Apr 11 23:47:16 +0000 2262"),
    // Twitter layout at other offsets (Weibo is +0800).
    (.twitter(offsetSeconds: 28800), "Tue May 31 17:46:55 +0800 2011"),
    (.twitter(offsetSeconds: 28800), "Sun Aug 31 00:00:00 +0800 2014"),
    (.twitter(offsetSeconds: 28800), "Thu Jan 01 04:00:00 +0800 1970"),
    (.twitter(offsetSeconds: 28800), "Mon Feb 29 00:30:00 +0800 2016"),
    (.twitter(offsetSeconds: -18000), "Sat Aug 30 22:00:00 -0500 2014"),
    (.twitter(offsetSeconds: -18000), "Wed Dec 31 23:59:59 -0500 1969"),
    // RFC 1123.
    (.rfc1123, "Sun, 06 Nov 1994 08:49:37 GMT"),
    (.rfc1123, "Thu, 01 Jan 1970 00:00:00 GMT"),
    (.rfc1123, "Sun, 20 Jul 1969 20:17:40 GMT"),
    (.rfc1123, "Tue, 19 Jan 2038 03:14:08 GMT"),
    (.rfc1123, "Tue, 29 Feb 2000 00:00:00 GMT"),
    (.rfc1123, "Tue, 29 Feb 1600 06:00:00 GMT"),
    (.rfc1123, "Fri, 31 Dec 9999 23:59:59 GMT"),
    (.rfc1123, "Mon, 01 Jan 0001 00:00:00 GMT"),
  ]

  @Test("writes a parsed date back byte for byte", arguments: roundTrips)
  func roundTrip(format: JSONDateFormat, text: String) throws {
    let date = try #require(format.date(from: text), "\(format) rejected \(text)")
    #expect(format.string(from: date) == text)
  }

  @Test("detects the exact variant a sample is in", arguments: roundTrips)
  func detectsVariant(format: JSONDateFormat, text: String) {
    #expect(JSONDateFormat.detect(text) == format)
  }

  // MARK: Parsed values

  static let instants: [(String, Int)] = [
    ("1970-01-01T00:00:00Z", 0),
    ("2014-08-31T00:29:15Z", 1_409_444_955),
    ("2014-08-31T08:29:15+08:00", 1_409_444_955),
    ("2014-08-31T08:29:15+0800", 1_409_444_955),
    ("2014-08-30T19:29:15-05:00", 1_409_444_955),
    ("1969-12-31T23:59:59Z", -1),
    ("1900-03-01T00:00:00Z", -2_203_891_200),
    ("2038-01-19T03:14:08Z", 2_147_483_648),
    ("9999-12-31T23:59:59Z", 253_402_300_799),
    ("0001-01-01T00:00:00Z", -62_135_596_800),
    ("Tue May 31 17:46:55 +0800 2011", 1_306_835_215),
    ("Wed Dec 31 23:59:59 -0500 1969", 17_999),
    ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777),
    ("2014-08-31", 1_409_443_200),
    ("1969-12-31", -86_400),
  ]

  @Test("parses the right instant", arguments: instants)
  func parsesInstant(text: String, unixSeconds: Int) throws {
    let format = try #require(JSONDateFormat.detect(text))
    #expect(format.date(from: text) == Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
  }

  @Test("an ISO 8601 format reads any offset and precision but writes its own variant")
  func isoReadsAnyVariant() throws {
    let utc = JSONDateFormat.iso8601
    let instant = try #require(utc.date(from: "2014-08-31T00:29:15Z"))
    for text in [
      "2014-08-31T08:29:15+08:00", "2014-08-31T08:29:15+0800", "2014-08-30T19:29:15-05:00",
      "2014-08-31T00:29:15.0Z", "2014-08-31T00:29:15.000000000000000000Z",
      "2014-08-31T00:29:15-00:00",
    ] {
      #expect(utc.date(from: text) == instant, "\(text)")
      #expect(JSONDateFormat.iso8601(fractionalDigits: 3).date(from: text) == instant)
    }
    let weibo = JSONDateFormat.iso8601(
      fractionalDigits: 3, offset: .compact(secondsFromGMT: 28800))
    #expect(weibo.string(from: instant) == "2014-08-31T08:29:15.000+0800")
  }

  @Test("a Twitter format reads any offset but writes its own")
  func twitterReadsAnyOffset() throws {
    let weibo = try #require(JSONDateFormat.twitter.date(from: "Tue May 31 17:46:55 +0800 2011"))
    #expect(JSONDateFormat.twitter.string(from: weibo) == "Tue May 31 09:46:55 +0000 2011")
  }

  // MARK: Rounding

  static let rounding: [(JSONDateFormat, String, String)] = [
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15.1234Z", "2014-08-31T00:29:15.123Z"),
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15.12351Z", "2014-08-31T00:29:15.124Z"),
    // The Double nearest 15.1235 is 15.12349999…, so a decimal tie rounds down.
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15.1235Z", "2014-08-31T00:29:15.123Z"),
    (.iso8601(fractionalDigits: 3), "1969-12-31T23:59:59.9996Z", "1970-01-01T00:00:00.000Z"),
    (.iso8601(fractionalDigits: 2), "2014-12-31T23:59:59.999Z", "2015-01-01T00:00:00.00Z"),
    (.iso8601, "2014-08-31T00:29:15.4Z", "2014-08-31T00:29:15Z"),
    (.iso8601, "2014-08-31T00:29:15.5Z", "2014-08-31T00:29:16Z"),
    (.iso8601(fractionalDigits: 3), "2014-08-31T00:29:15Z", "2014-08-31T00:29:15.000Z"),
  ]

  @Test("writes rounded to the nearest unit of the format's precision", arguments: rounding)
  func roundsToNearest(format: JSONDateFormat, text: String, written: String) throws {
    let date = try #require(format.date(from: text))
    #expect(format.string(from: date) == written)
  }

  @Test("writes every millisecond fraction back unchanged")
  func everyMillisecond() {
    let format = JSONDateFormat.iso8601(fractionalDigits: 3)
    for year in ["0001-01-01", "1969-12-31", "2014-08-31", "9999-12-31"] {
      for millis in 0..<1000 {
        let text = "\(year)T23:59:59.\(pad(millis, 3))Z"
        #expect(format.date(from: text).map(format.string) == text)
      }
    }
  }

  // MARK: Generated strings

  /// Variants and the years in which their digits are documented to survive a `Date`.
  static let generated: [(JSONDateFormat, ClosedRange<Int>)] = [
    (.iso8601, 0...9999),
    (.iso8601(fractionalDigits: 1, offset: .colon(secondsFromGMT: 3600)), 0...9999),
    (.iso8601(fractionalDigits: 3), 0...9999),
    (.iso8601(fractionalDigits: 3, offset: .colon(secondsFromGMT: 28800)), 0...9999),
    (.iso8601(fractionalDigits: 3, offset: .compact(secondsFromGMT: -16200)), 0...9999),
    (.iso8601(fractionalDigits: 4, offset: .utcZ), 0...9999),
    (.iso8601(fractionalDigits: 5), 0...4177),
    (.iso8601(fractionalDigits: 6, offset: .colon(secondsFromGMT: 0)), 1729...2272),
    (.iso8601(fractionalDigits: 7), 1984...2017),
    (.isoDate, 0...9999),
  ]

  @Test("writes back random strings of each declared variant", arguments: generated)
  func generatedRoundTrip(format: JSONDateFormat, years: ClosedRange<Int>) throws {
    var rng = SeededGenerator(seed: format.description.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) })
    for _ in 0..<2000 {
      let text = isoText(for: format, years: years, using: &rng)
      let date = try #require(format.date(from: text), "\(format) rejected \(text)")
      #expect(format.string(from: date) == text)
    }
  }

  // MARK: Rejection

  static let malformed: [(JSONDateFormat, String)] = [
    (.iso8601, ""),
    (.iso8601, "2014-08-31"),
    (.iso8601, "2014-08-31T00:29:15"),  // no offset
    (.iso8601, "2014-08-31 00:29:15Z"),  // space for T
    (.iso8601, "2014-08-31t00:29:15z"),
    (.iso8601, "2014-08-31T00:29Z"),
    (.iso8601, "2014-8-31T00:29:15Z"),
    (.iso8601, "14-08-31T00:29:15Z"),
    (.iso8601, "+2014-08-31T00:29:15Z"),
    (.iso8601, "2014-13-01T00:00:00Z"),
    (.iso8601, "2014-00-01T00:00:00Z"),
    (.iso8601, "2014-01-00T00:00:00Z"),
    (.iso8601, "2014-01-32T00:00:00Z"),
    (.iso8601, "2014-02-30T00:00:00Z"),
    (.iso8601, "2015-02-29T00:00:00Z"),
    (.iso8601, "1900-02-29T00:00:00Z"),
    (.iso8601, "2014-04-31T00:00:00Z"),
    (.iso8601, "2014-08-31T24:00:00Z"),
    (.iso8601, "2014-08-31T23:60:00Z"),
    (.iso8601, "2014-08-31T23:59:60Z"),  // leap second
    (.iso8601, "2014-08-31T00:29:15.Z"),
    (.iso8601, "2014-08-31T00:29:15,5Z"),
    (.iso8601, "2014-08-31T00:29:15+08"),
    (.iso8601, "2014-08-31T00:29:15+8:00"),
    (.iso8601, "2014-08-31T00:29:15+08:0"),
    (.iso8601, "2014-08-31T00:29:15+24:00"),
    (.iso8601, "2014-08-31T00:29:15+08:60"),
    (.iso8601, "2014-08-31T00:29:15 +08:00"),
    (.iso8601, "2014-08-31T00:29:15ZZ"),
    (.iso8601, "2014-08-31T00:29:15Z "),
    (.iso8601, " 2014-08-31T00:29:15Z"),
    (.iso8601, "２０14-08-31T00:29:15Z"),
    (.isoDate, "2014-08-31T00:29:15Z"),
    (.isoDate, "2014-02-29"),
    (.isoDate, "2014-08-3"),
    (.isoDate, "2014/08/31"),
    (.isoDate, "20140831"),
    (.twitter, "Sun Aug 31 00:29:15 +0000 2014 "),
    (.twitter, "Mon Aug 31 00:29:15 +0000 2014"),  // wrong weekday
    (.twitter, "sun Aug 31 00:29:15 +0000 2014"),
    (.twitter, "Sun aug 31 00:29:15 +0000 2014"),
    (.twitter, "Sun Sept 31 00:29:15 +0000 2014"),
    (.twitter, "Sun Aug 1 00:29:15 +0000 2014"),
    (.twitter, "Sun Aug 31 00:29:15 +00:00 2014"),
    (.twitter, "Sun Aug 31 00:29:15 Z 2014"),
    (.twitter, "Sun Aug 31 00:29:15 2014"),
    (.twitter, "Sun Aug 31 24:29:15 +0000 2014"),
    (.twitter, "Sun Aug 31 00:29:15.5 +0000 2014"),
    (.twitter, "Sun Aug 31 00:29:15 +0000 14"),
    (.twitter, "Sun  Aug 31 00:29:15 +0000 2014"),
    (.twitter, "Mon Feb 29 00:00:00 +0000 2015"),
    (.twitter, "Sun, 31 Aug 2014 00:29:15 GMT"),
    (.rfc1123, "Sun, 06 Nov 1994 08:49:37 UTC"),
    (.rfc1123, "Sun, 06 Nov 1994 08:49:37 +0000"),
    (.rfc1123, "Sun, 06 Nov 1994 08:49:37"),
    (.rfc1123, "Sun 06 Nov 1994 08:49:37 GMT"),
    (.rfc1123, "Mon, 06 Nov 1994 08:49:37 GMT"),  // wrong weekday
    (.rfc1123, "Sunday, 06-Nov-94 08:49:37 GMT"),  // RFC 850
    (.rfc1123, "Sun Nov  6 08:49:37 1994"),  // asctime
    (.rfc1123, "Sun, 6 Nov 1994 08:49:37 GMT"),
    (.rfc1123, "Sun, 06 Nov 94 08:49:37 GMT"),
    (.rfc1123, "Sun, 31 Nov 1994 08:49:37 GMT"),
    (.rfc1123, "Sun, 06 Nov 1994 08:49:37 GMT\n"),
  ]

  @Test("rejects malformed strings", arguments: malformed)
  func rejects(format: JSONDateFormat, text: String) {
    #expect(format.date(from: text) == nil)
  }

  static let undetectable = [
    "", "hello", "1409444955", "2014-08-31 00:29:15", "2014-02-30",
    "2014-08-31T00:29:15-00:00",  // -00:00 cannot be written back
    "2014-08-31T00:29:15.1234567891Z",  // more than 9 fractional digits
    "2014-08-31T00:29:15.123456789Z",  // more digits than a Date holds
    "Mon Aug 31 00:29:15 +0000 2014",
  ]

  @Test("detects nothing in strings no built-in format writes back", arguments: undetectable)
  func detectsNothing(text: String) {
    #expect(JSONDateFormat.detect(text) == nil)
  }

  // MARK: Agreement with DateFormatter

  static let formatterCases: [(JSONDateFormat, String, Int)] = [
    (.twitter, "EEE MMM dd HH:mm:ss Z yyyy", 0),
    (.twitter(offsetSeconds: 28800), "EEE MMM dd HH:mm:ss Z yyyy", 28800),
    (.twitter(offsetSeconds: -34200), "EEE MMM dd HH:mm:ss Z yyyy", -34200),
    (.rfc1123, "EEE, dd MMM yyyy HH:mm:ss 'GMT'", 0),
  ]

  @Test("agrees with DateFormatter (en_US_POSIX) from 1601 to 2399", arguments: formatterCases)
  func agreesWithDateFormatter(format: JSONDateFormat, pattern: String, offset: Int) throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: offset)
    formatter.dateFormat = pattern
    // Proleptic Gregorian here; DateFormatter switches to the Julian calendar before 1582.
    let low = -11_676_096_000  // 1601-01-01
    let high = 13_569_465_600  // 2400-01-01
    var rng = SeededGenerator(seed: UInt64(bitPattern: Int64(offset)))
    for index in 0..<1000 {
      let range = index < 500 ? low..<high : 0..<4_102_444_800  // then 1970-2100 alone
      let seconds = Int.random(in: range, using: &rng)
      let date = Date(timeIntervalSince1970: TimeInterval(seconds))
      let expected = formatter.string(from: date)
      #expect(format.string(from: date) == expected)
      #expect(format.date(from: expected) == date, "\(expected)")
    }
  }

  // MARK: Corpus

  /// `../shared/data/bench/twitter.json` beside the package root (found from `#filePath`), or
  /// under `$BRICKS_SHARED_DATA` when that is set.
  static let twitterCorpus: URL = {
    let packageRoot = SharedData.packageRoot
    let sharedData =
      ProcessInfo.processInfo.environment["BRICKS_SHARED_DATA"]
      .map { URL(fileURLWithPath: $0) } ?? packageRoot.appendingPathComponent("../shared/data")
    return sharedData.appendingPathComponent("bench/twitter.json").standardizedFileURL
  }()

  @Test(
    "writes back every created_at in twitter.json",
    .enabled(
      if: FileManager.default.fileExists(atPath: twitterCorpus.path),
      "no ../shared/data/bench/twitter.json beside the package (a clone without the corpus)"))
  func twitterCorpusRoundTrip() throws {
    let data = try Data(contentsOf: Self.twitterCorpus)
    var values: [String] = []
    collectCreatedAt(try JSONSerialization.jsonObject(with: data), into: &values)
    #expect(values.count > 100)
    for text in values {
      #expect(JSONDateFormat.detect(text) == .twitter, "\(text)")
      let date = try #require(JSONDateFormat.twitter.date(from: text), "\(text)")
      #expect(JSONDateFormat.twitter.string(from: date) == text)
    }
  }

  // MARK: DateFormatter formats, description, limits

  @Test("wraps a DateFormatter and compares by identity")
  func wrapsDateFormatter() async throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy/MM/dd HH:mm"
    let format = JSONDateFormat.formatter(formatter)
    let written = await Task.detached {
      format.date(from: "2014/08/31 00:29").map(format.string)
    }.value
    #expect(written == "2014/08/31 00:29")
    #expect(format == format)
    #expect(format != .formatter(formatter))
    #expect(format.description == ".formatter(<DateFormatter \"yyyy/MM/dd HH:mm\">)")
  }

  static let descriptions: [(JSONDateFormat, String)] = [
    (.iso8601, ".iso8601"),
    (.iso8601(), ".iso8601"),
    (.iso8601(fractionalDigits: 3), ".iso8601(fractionalDigits: 3)"),
    (
      .iso8601(offset: .compact(secondsFromGMT: 28800)),
      ".iso8601(offset: .compact(secondsFromGMT: 28800))"
    ),
    (
      .iso8601(fractionalDigits: 6, offset: .colon(secondsFromGMT: -18000)),
      ".iso8601(fractionalDigits: 6, offset: .colon(secondsFromGMT: -18000))"
    ),
    (.isoDate, ".isoDate"),
    (.twitter, ".twitter"),
    (.twitter(offsetSeconds: 0), ".twitter"),
    (.twitter(offsetSeconds: 28800), ".twitter(offsetSeconds: 28800)"),
    (.rfc1123, ".rfc1123"),
  ]

  @Test("describes itself as the Swift expression that makes it", arguments: descriptions)
  func describes(format: JSONDateFormat, expression: String) {
    #expect(format.description == expression)
  }

  @Test("writes dates outside years 0000-9999 without trapping")
  func writesExtremeDates() {
    #expect(JSONDateFormat.iso8601.string(from: .distantFuture) == "4001-01-01T00:00:00Z")
    // distantPast is 0001-01-01 in the Julian calendar: 0000-12-30 proleptic Gregorian.
    #expect(JSONDateFormat.rfc1123.string(from: .distantPast) == "Sat, 30 Dec 0000 00:00:00 GMT")
    let beforeYearZero = Date(timeIntervalSince1970: -62_167_219_201)
    #expect(JSONDateFormat.iso8601.string(from: beforeYearZero) == "-0001-12-31T23:59:59Z")
    let afterYear9999 = Date(timeIntervalSince1970: 253_402_300_800)
    #expect(JSONDateFormat.isoDate.string(from: afterYear9999) == "10000-01-01")
    let nan = Date(timeIntervalSinceReferenceDate: .nan)
    #expect(JSONDateFormat.iso8601.string(from: nan) == "2001-01-01T00:00:00Z")
    for t in [Double.infinity, -.infinity, 1e300, -1e300] {
      let text = JSONDateFormat.iso8601(fractionalDigits: 9, offset: .colon(secondsFromGMT: -86340))
        .string(from: Date(timeIntervalSinceReferenceDate: t))
      #expect(!text.isEmpty)
    }
  }

  @Test("civil-date arithmetic matches a day-by-day walk from 1970")
  func civilArithmetic() {
    var (year, month, day) = (1970, 1, 1)
    for days in 0..<200_000 {  // through the year 2517, with 2000 and 2100, 2400
      #expect(CivilTime.days(year: year, month: month, day: day) == days)
      day += 1
      if day > CivilTime.daysInMonth(month, year: year) { (day, month) = (1, month + 1) }
      if month > 12 { (month, year) = (1, year + 1) }
    }
    #expect(CivilTime.civil(days: -719_528) == (0, 1, 1))
    #expect(CivilTime.weekday(days: -1) == 3)  // 1969-12-31, a Wednesday
  }
}

// MARK: - Helpers

private func pad(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A random string in `format`'s exact variant (ISO formats only).
private func isoText(
  for format: JSONDateFormat, years: ClosedRange<Int>, using rng: inout SeededGenerator
) -> String {
  let year = Int.random(in: years, using: &rng)
  let month = Int.random(in: 1...12, using: &rng)
  let day = Int.random(in: 1...CivilTime.daysInMonth(month, year: year), using: &rng)
  let date = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  guard case .iso8601(let digits, let offset) = format.kind else { return date }
  let time = [
    Int.random(in: 0...23, using: &rng), Int.random(in: 0...59, using: &rng),
    Int.random(in: 0...59, using: &rng),
  ].map { pad($0, 2) }.joined(separator: ":")
  var text = "\(date)T\(time)"
  if digits > 0 {
    text += "." + (0..<digits).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
  }
  switch offset {
  case .utcZ: text += "Z"
  case .colon(let seconds), .compact(let seconds):
    let minutes = abs(seconds) / 60
    let separator = if case .colon = offset { ":" } else { "" }
    text += (seconds < 0 ? "-" : "+") + pad(minutes / 60, 2) + separator + pad(minutes % 60, 2)
  }
  return text
}

private func collectCreatedAt(_ value: Any, into values: inout [String]) {
  if let object = value as? [String: Any] {
    for (key, child) in object {
      if key == "created_at", let text = child as? String { values.append(text) }
      collectCreatedAt(child, into: &values)
    }
  } else if let array = value as? [Any] {
    for child in array { collectCreatedAt(child, into: &values) }
  }
}
