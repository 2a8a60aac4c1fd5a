import Foundation
import Testing

@testable import BricksJSON

/// `JSONZonedDate` writes every ISO 8601 date-time back as it was read: offset, its spelling
/// and the fractional digits.
@Suite("JSONZonedDate")
struct ZonedDateTests {
  @Test(arguments: [
    "2024-01-15T09:30:00+01:00", "2024-07-15T09:30:00+02:00", "2024-01-15T09:30:00Z", "2024-01-15T09:30:00+0100",
    "2024-01-15T09:30:00-05:30", "2024-01-15T09:30:00+00:00", "2024-01-15T09:30:00.250+01:00",
    "2024-01-15T09:30:00.5Z", "2014-08-31T00:29:15.123456-0800", "1969-12-31T23:59:59.9+14:00",
  ])
  func everyValueComesBackAsItWasWritten(text: String) throws {
    let zoned = try #require(JSONZonedDate(text))
    #expect(zoned.description == text)
    let json = try JSON(parsing: Data(#"{"at": "\#(text)"}"#.utf8))
    let read: JSONZonedDate = try json.decode("at")
    #expect(read == zoned)
    #expect(read.toJSON() == JSON(text))
    // Codable, through Foundation's coders, writes the same text.
    let encoded = try JSONEncoder().encode([zoned])
    #expect(String(decoding: encoded, as: UTF8.self) == "[\"\(text)\"]")
    #expect(try JSONDecoder().decode([JSONZonedDate].self, from: encoded) == [zoned])
  }

  @Test func theInstantIsTheOneTheTextNamesAndOffsetsStayApart() throws {
    let plusOne = try #require(JSONZonedDate("2024-01-15T09:30:00+01:00"))
    let utc = try #require(JSONZonedDate("2024-01-15T08:30:00Z"))
    let iso = ISO8601DateFormatter()
    #expect(plusOne.date == iso.date(from: "2024-01-15T08:30:00Z"))
    #expect(plusOne.date == utc.date)
    #expect(plusOne != utc)  // other text, so other JSON
    #expect(plusOne.offset == .colon(secondsFromGMT: 3600))
    #expect(JSONZonedDate("2024-01-15T09:30:00+0100")?.offset == .compact(secondsFromGMT: 3600))
    let made = JSONZonedDate(date: utc.date, offset: .colon(secondsFromGMT: -18000), fractionalDigits: 3)
    #expect(made.description == "2024-01-15T03:30:00.000-05:00")
  }

  @Test func otherValuesAreErrorsSayingWhatWasExpected() throws {
    let json = try JSON(parsing: Data(#"{"n": 3, "s": "2024-01-15", "t": "yesterday"}"#.utf8))
    #expect(JSONZonedDate("2024-01-15") == nil)
    #expect(JSONZonedDate("2024-01-15T25:00:00Z") == nil)
    for key in ["n", "s", "t"] {
      do {
        let _: JSONZonedDate = try json.decode(key)
        Issue.record("\(key) should not read as a date")
      } catch {
        #expect("\(error)".contains("$.\(key)"), "\(error)")
        #expect("\(error)".contains("ISO 8601 date-time"), "\(error)")
      }
    }
  }

  /// Random instants, offsets, spellings and precisions: the text written parses back to the
  /// same value, and Foundation's ISO 8601 parser (the oracle) reads the same instant.
  @Test func randomValuesRoundTrip() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    let oracle = ISO8601DateFormatter()
    oracle.formatOptions = [.withInternetDateTime]
    for _ in 0..<2_000 {
      let seconds = Double(next(4_000_000_000)) - 1_000_000_000
      let minutes = (next(2 * 14 * 60 + 1) - 14 * 60)
      let offset: JSONDateFormat.Offset =
        [.utcZ, .colon(secondsFromGMT: minutes * 60), .compact(secondsFromGMT: minutes * 60)][next(3)]
      let digits = next(4)
      let date = Date(timeIntervalSince1970: seconds + Double(next(1000)) / 1000 * (digits == 0 ? 0 : 1))
      let zoned = JSONZonedDate(date: date, offset: offset, fractionalDigits: digits)
      let text = zoned.description
      let back = try #require(JSONZonedDate(text), "\(text)")
      #expect(back.description == text)
      #expect(back.offset == offset && back.fractionalDigits == digits, "\(text)")
      if digits == 0, case .colon = offset {
        #expect(oracle.date(from: text) == back.date, "\(text)")
      }
    }
  }
}
