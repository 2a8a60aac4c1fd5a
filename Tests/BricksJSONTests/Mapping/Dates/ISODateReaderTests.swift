import Foundation
import Testing

@testable import BricksJSON

/// Mapping reads `2014-08-31T00:29:15Z` at fixed positions (`DateTextReader.isoDateTimeUTC`)
/// and hands every other text to the cursor reader (`DateTextReader.isoDateTime`). The oracle
/// is the cursor reader alone on the same bytes: the fixed reader must give its instant or
/// nothing, and `JSONDateFormat.iso8601` must give exactly its answer.
@Suite struct ISODateReaderTests {
  enum Kind: String, CaseIterable {
    case valid, leapDay, invalidDay, invalidMonth, fieldOutOfRange, nonDigit, badSeparator, lowercase
    case fraction, offset, mutatedByte, wrongLength
  }

  static func digits(_ n: Int, _ width: Int) -> String {
    String(repeating: "0", count: max(0, width - String(n).count)) + String(n)
  }

  @Test func fixedPositionReaderAgreesWithTheCursorReader() {
    var rng = MemoryRNG(seed: 0x49_53_4F_38)
    var kinds: [Kind: Int] = [:]
    var fast = 0
    var accepted = 0
    var rejected = 0
    for _ in 0..<20_000 {
      var kind = Kind.allCases.randomElement(using: &rng)!
      var year = Int.random(in: 0...9999, using: &rng)
      var month = Int.random(in: 1...12, using: &rng)
      var day = Int.random(in: 1...28, using: &rng)
      var fields = [
        Int.random(in: 0...23, using: &rng), Int.random(in: 0...59, using: &rng), Int.random(in: 0...59, using: &rng),
      ]
      switch kind {
      case .leapDay:
        (month, day) = (2, 29)
        if Bool.random(using: &rng) { year = [1900, 2000, 2024, 2023, 1600, 2100].randomElement(using: &rng)! }
      case .invalidDay: day = [0, 29, 30, 31, 32, 99].randomElement(using: &rng)!
      case .invalidMonth: month = [0, 13, 99].randomElement(using: &rng)!
      case .fieldOutOfRange:
        let field = Int.random(in: 0..<3, using: &rng)
        fields[field] = Int.random(in: (field == 0 ? 24 : 60)...99, using: &rng)
      default: break
      }
      var text =
        "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))T"
        + "\(Self.digits(fields[0], 2)):\(Self.digits(fields[1], 2)):\(Self.digits(fields[2], 2))"
      switch kind {
      case .fraction:
        text += "." + Self.digits(Int.random(in: 0...999_999, using: &rng), Int.random(in: 1...6, using: &rng))
      default: break
      }
      if kind == .offset {
        let sign = Bool.random(using: &rng) ? "+" : "-"
        let colon = Bool.random(using: &rng) ? ":" : ""
        text +=
          sign + Self.digits(Int.random(in: 0...23, using: &rng), 2) + colon
          + Self.digits(Int.random(in: 0...59, using: &rng), 2)
      } else {
        text += "Z"
      }
      var bytes = Array(text.utf8)
      switch kind {
      case .nonDigit:
        let position = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18].randomElement(using: &rng)!
        bytes[position] = [0x2F, 0x3A, 0x41, 0x20, 0xB0].randomElement(using: &rng)!
      case .badSeparator:
        bytes[[4, 7, 10, 13, 16, 19].randomElement(using: &rng)!] = [0x3A, 0x20, 0x2D, 0x2F, 0x5A].randomElement(
          using: &rng)!
      case .lowercase:
        bytes[[10, 19].randomElement(using: &rng)!] |= 0x20  // "t", "z"
      case .mutatedByte:
        bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      case .wrongLength:
        bytes.insertOrRemoveOneByte(using: &rng)
      default: break
      }
      if kind == .valid && bytes.count != 20 { kind = .wrongLength }
      kinds[kind, default: 0] += 1
      let shown = String(decoding: bytes, as: UTF8.self)
      bytes.withUnsafeBufferPointer { buffer in
        let oracle = DateTextReader.parse(buffer, DateTextReader.isoDateTime)?.date
        if let fixed = DateTextReader.isoDateTimeUTC(buffer) {
          fast += 1
          #expect(fixed == oracle, "\(kind.rawValue): \(shown)")
        }
        #expect(JSONDateFormat.iso8601.date(fromUTF8: buffer) == oracle, "\(kind.rawValue): \(shown)")
        if oracle != nil { accepted += 1 } else { rejected += 1 }
        if kind == .valid {
          #expect(DateTextReader.isoDateTimeUTC(buffer) != nil, "the fixed reader left a plain date: \(shown)")
        }
      }
    }
    for kind in Kind.allCases {
      #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind.rawValue)")
    }
    #expect(
      fast > 2_000 && accepted > 4_000 && rejected > 4_000, "fast \(fast), accepted \(accepted), rejected \(rejected)")
  }

  @Test func knownInstants() {
    let cases: [(String, Double?)] = [
      ("2014-08-31T00:29:15Z", 1_409_444_955),
      ("1970-01-01T00:00:00Z", 0),
      ("1969-12-31T23:59:59Z", -1),
      ("2024-02-29T12:00:00Z", 1_709_208_000),
      ("2023-02-29T12:00:00Z", nil),
      ("2014-08-31T24:00:00Z", nil),
      ("2014-08-31t00:29:15Z", nil),
      ("2014-08-31T00:29:15z", nil),
      ("2014-08-31T00:29:15.5Z", 1_409_444_955.5),
      ("2014-08-31T08:29:15+08:00", 1_409_444_955),
    ]
    for (text, seconds) in cases {
      #expect(JSONDateFormat.iso8601.date(from: text)?.timeIntervalSince1970 == seconds, "\(text)")
    }
  }
}
