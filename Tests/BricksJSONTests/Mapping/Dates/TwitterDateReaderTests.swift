import Foundation
import Testing

@testable import BricksJSON

/// Mapping reads Twitter dates at fixed positions (`DateTextReader.twitterDate`); the oracle
/// is the cursor-based reader the format's detection uses (`DateTextReader.twitter`), run on
/// the same bytes: both must accept the same texts, with the same instant, and reject the same.
@Suite struct TwitterDateReaderTests {
  enum Kind: String, CaseIterable {
    case valid, negativeOffset, leapDay, invalidDay, wrongWeekday, fieldOutOfRange, nonDigit, badName
    case badSeparator, badSign, mutatedByte, wrongLength
  }

  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  @Test func fixedPositionReaderAgreesWithTheCursorReader() {
    var rng = MemoryRNG(seed: 0x54_57_54_52)
    var kinds: [Kind: Int] = [:]
    var accepted = 0
    var rejected = 0
    for _ in 0..<20_000 {
      let year = Int.random(in: 0...9999, using: &rng)
      let month = Int.random(in: 1...12, using: &rng)
      var day = Int.random(in: 1...28, using: &rng)
      var fields = [
        Int.random(in: 0...23, using: &rng), Int.random(in: 0...59, using: &rng),
        Int.random(in: 0...59, using: &rng), Int.random(in: 0...23, using: &rng),
        Int.random(in: 0...59, using: &rng),
      ]  // hour, minute, second, offset hours, offset minutes
      var sign = Bool.random(using: &rng) ? "+" : "-"
      var kind = Kind.allCases.randomElement(using: &rng)!
      switch kind {
      case .leapDay:
        day = 29
      case .invalidDay:
        day = [0, 29, 30, 31, 32, 99].randomElement(using: &rng)!
      case .fieldOutOfRange:
        let field = Int.random(in: 0..<5, using: &rng)
        fields[field] = Int.random(in: (field == 0 || field == 3 ? 24 : 60)...99, using: &rng)
      default: break
      }
      let dayForWeekday = min(max(day, 1), 28)
      var weekday = CivilTime.weekday(days: CivilTime.days(year: year, month: month, day: dayForWeekday))
      if kind == .wrongWeekday { weekday = (weekday + Int.random(in: 1...6, using: &rng)) % 7 }
      if kind == .badSign { sign = ["*", " ", "0", "±"].randomElement(using: &rng)! }
      if kind == .valid && sign == "-" { kind = .negativeOffset }
      let monthName = Self.months[month - 1]
      let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
      var text =
        "\(Self.weekdays[weekday]) \(monthName) \(Self.two(day)) \(Self.two(fields[0])):\(Self.two(fields[1])):"
        + "\(Self.two(fields[2])) \(sign)\(Self.two(fields[3]))\(Self.two(fields[4])) \(yearText)"
      var bytes = Array(text.utf8)
      let digitPositions = [8, 9, 11, 12, 14, 15, 17, 18, 21, 22, 23, 24, 26, 27, 28, 29]
      switch kind {
      case .nonDigit:
        bytes[digitPositions.randomElement(using: &rng)!] = [0x2F, 0x3A, 0x41, 0x20, 0xB0].randomElement(using: &rng)!
      case .badName:
        let position = [0, 1, 2, 4, 5, 6].randomElement(using: &rng)!
        bytes[position] ^= [0x20, 0x01, 0x02].randomElement(using: &rng)!
      case .badSeparator:
        bytes[[3, 7, 10, 13, 16, 19, 25].randomElement(using: &rng)!] = [0x3A, 0x20, 0x2D, 0x09].randomElement(
          using: &rng)!
      case .mutatedByte:
        bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      case .wrongLength:
        bytes.insertOrRemoveOneByte(using: &rng)
      default: break
      }
      text = String(decoding: bytes, as: UTF8.self)
      kinds[kind, default: 0] += 1
      bytes.withUnsafeBufferPointer { buffer in
        let fast = DateTextReader.twitterDate(buffer)
        let oracle = DateTextReader.parse(buffer, DateTextReader.twitter)?.date
        #expect(fast == oracle, "\(kind.rawValue): \(text)")
        if oracle != nil { accepted += 1 } else { rejected += 1 }
        if kind == .valid || kind == .negativeOffset {
          #expect(oracle != nil, "the generator's valid text was rejected: \(text)")
        }
      }
      // The public entry point reads the same way.
      #expect(
        JSONDateFormat.twitter.date(from: text)
          == bytes.withUnsafeBufferPointer { DateTextReader.parse($0, DateTextReader.twitter)?.date })
    }
    for kind in Kind.allCases {
      #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind.rawValue)")
    }
    #expect(accepted > 2_000 && rejected > 2_000, "accepted \(accepted), rejected \(rejected)")
  }

  /// Known instants, from Twitter's own examples and the calendar's edges.
  @Test func knownInstants() {
    let cases: [(String, Double?)] = [
      ("Sun Aug 31 00:29:15 +0000 2014", 1_409_444_955),
      ("Thu Jan 01 00:00:00 +0000 1970", 0),
      ("Thu Jan 01 08:00:00 +0800 1970", 0),
      ("Wed Dec 31 19:00:00 -0500 1969", 0),
      ("Thu Feb 29 12:00:00 +0000 2024", 1_709_208_000),
      ("Fri Feb 29 12:00:00 +0000 2023", nil),  // not a leap year
      ("Mon Aug 31 00:29:15 +0000 2014", nil),  // a Sunday
      ("Sun Aug 31 24:00:00 +0000 2014", nil),
      ("Sun Aug 31 00:29:15 +2400 2014", nil),
      ("Sun Aug 31 00:29:15 +0000 2014 ", nil),
      ("sun Aug 31 00:29:15 +0000 2014", nil),
    ]
    for (text, seconds) in cases {
      #expect(JSONDateFormat.twitter.date(from: text)?.timeIntervalSince1970 == seconds, "\(text)")
    }
  }
}

extension [UInt8] {
  /// Removes a byte at a random place, or inserts a space or a digit there: text one byte too
  /// short or too long for a reader of fixed positions.
  mutating func insertOrRemoveOneByte(using rng: inout some RandomNumberGenerator) {
    let position = Int.random(in: 0..<count, using: &rng)
    if Bool.random(using: &rng) {
      remove(at: position)
    } else {
      insert([0x20, 0x30].randomElement(using: &rng)!, at: position)
    }
  }
}
