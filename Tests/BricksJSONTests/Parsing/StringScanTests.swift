import Foundation
import TestSupport
import Testing

@testable import BricksJSON

/// The parser's string scan (32 bytes at a time, stopping at quotes, backslashes, control and
/// non-ASCII bytes) and its run-at-a-time UTF-8 check, judged by what the generator built:
/// every valid string must decode to exactly the text the generator put in it, every invalid
/// one must fail with `invalidUTF8` (or `controlCharacterInString`) at the very byte the
/// generator broke (the run-at-a-time check falls back to the sequence-at-a-time walk only for
/// a run it rejects, so every broken case exercises both).
struct StringScanTests {
  /// What a generated string contains; every kind must occur.
  enum Kind: String, CaseIterable {
    case asciiOnly, shortNonASCII, longNonASCII, runAcrossBlocks, fourByteSequences, escapesBetweenRuns
    case strayContinuation, overlong, surrogate, aboveMaximum, neverValidByte, cutByQuote, cutByBackslash, cutByEnd
    case controlAfterNonASCII
  }

  /// One generated document: `["prefix", "<the string>"]`, what its string must decode to (if
  /// valid), and where the first bad byte is (if not).
  struct Case {
    var kind: Kind
    var bytes: [UInt8]
    var expected: String?
    var badOffset: Int?
    var badKind: JSONParseError.Kind?
  }

  static let scalars: [Unicode.Scalar] = ["é", "ß", "ж", "中", "日", "本", "€", "😀", "𝄞", "a", "b", " ", "/"]

  static func text(_ g: inout SeededGenerator, count: Int, fourByte: Bool = false) -> String {
    var s = String.UnicodeScalarView()
    for _ in 0..<count {
      let pool = fourByte ? [Unicode.Scalar("😀"), "𝄞", "a"] : scalars
      s.append(pool[Int.random(in: 0..<pool.count, using: &g)])
    }
    return String(s)
  }

  static func makeCase(_ kind: Kind, _ g: inout SeededGenerator) -> Case {
    // A prefix of varying length moves the string across 16- and 32-byte block boundaries.
    let prefix = [UInt8]("[\"\(String(repeating: "p", count: Int.random(in: 0...40, using: &g)))\", \"".utf8)
    func valid(_ text: String, raw: [UInt8]? = nil) -> Case {
      Case(kind: kind, bytes: prefix + (raw ?? Array(text.utf8)) + Array("\"]".utf8), expected: text)
    }
    func broken(
      _ good: String, _ bad: [UInt8], badAt: Int, tail: String = "tail\"]",
      as errorKind: JSONParseError.Kind = .invalidUTF8
    ) -> Case {
      let head = prefix + Array(good.utf8)
      return Case(
        kind: kind, bytes: head + bad + Array(tail.utf8), expected: nil, badOffset: head.count + badAt,
        badKind: errorKind)
    }
    let good = text(&g, count: Int.random(in: 0...40, using: &g))
    switch kind {
    case .asciiOnly: return valid(String(repeating: "x", count: Int.random(in: 0...90, using: &g)))
    case .shortNonASCII: return valid(text(&g, count: Int.random(in: 1...5, using: &g)))
    case .longNonASCII: return valid(text(&g, count: Int.random(in: 30...120, using: &g)))
    case .runAcrossBlocks:
      let pad = String(repeating: "q", count: Int.random(in: 25...40, using: &g))
      return valid(pad + text(&g, count: Int.random(in: 1...8, using: &g)))
    case .fourByteSequences: return valid(text(&g, count: Int.random(in: 1...30, using: &g), fourByte: true))
    case .escapesBetweenRuns:
      let a = text(&g, count: Int.random(in: 1...20, using: &g))
      let b = text(&g, count: Int.random(in: 1...20, using: &g))
      return valid(a + "\n\"" + b, raw: Array(a.utf8) + Array("\\n\\\"".utf8) + Array(b.utf8))
    case .strayContinuation: return broken(good, [0x80 | UInt8.random(in: 0...0x3F, using: &g)], badAt: 0)
    case .overlong: return broken(good, [0xC0 | UInt8.random(in: 0...1, using: &g), 0xAF], badAt: 0)
    case .surrogate: return broken(good, [0xED, 0xA0 | UInt8.random(in: 0...0x1F, using: &g), 0x80], badAt: 1)
    case .aboveMaximum: return broken(good, [0xF4, 0x90, 0x80, 0x80], badAt: 1)
    case .neverValidByte:  // F5–FF, and after valid text
      return broken(good, [UInt8.random(in: 0xF5...0xFF, using: &g), 0x80], badAt: 0)
    case .cutByQuote: return broken(good, [0xE6, 0x97], badAt: 2, tail: "\"]")
    case .cutByBackslash: return broken(good, [0xE6], badAt: 1, tail: "\\n\"]")
    case .cutByEnd: return broken(good, [0xF0, 0x9F], badAt: 2, tail: "")
    case .controlAfterNonASCII:
      return broken(good, [UInt8.random(in: 1...0x1F, using: &g)], badAt: 0, as: .controlCharacterInString)
    }
  }

  static func parse(_ bytes: [UInt8]) -> Result<JSON, JSONParseError> {
    do throws(JSONParseError) { return .success(try JSON(parsing: bytes)) } catch {
      return .failure(error)
    }
  }

  @Test("every generated string decodes to its text or fails at its bad byte")
  func generatedStrings() throws {
    var g = SeededGenerator(seed: 0x5715_C4A9)
    var counts: [Kind: Int] = [:]
    for _ in 0..<6_000 {
      let kind = Kind.allCases[Int.random(in: 0..<Kind.allCases.count, using: &g)]
      let c = Self.makeCase(kind, &g)
      counts[kind, default: 0] += 1
      switch Self.parse(c.bytes) {
      case .success(let json):
        #expect(json[1]?.stringValue == c.expected, "\(kind): \(c.bytes)")
      case .failure(let error):
        #expect(c.expected == nil, "\(kind): valid input rejected: \(error)")
        #expect(error.kind == c.badKind, "\(kind): \(error) for \(c.bytes)")
        #expect(error.offset == c.badOffset, "\(kind): \(error) for \(c.bytes), expected offset \(c.badOffset ?? -1)")
      }
    }
    for kind in Kind.allCases {
      #expect(counts[kind, default: 0] > 200, "kind \(kind) occurred only \(counts[kind, default: 0]) times")
    }
  }

  /// `\uXXXX` escapes, whose four digits are read as one word: every byte at every digit
  /// position (with the other three valid digits of mixed case), every truncation, and random
  /// escapes and surrogate pairs, judged by `UInt32(_:radix:)` and by where the bad byte was
  /// put. Counted kinds: each must occur.
  @Test func unicodeEscapesReadEveryDigitAndRejectEveryOtherByte() throws {
    enum Outcome: String, CaseIterable {
      case scalar, pair, badByte, highByte, lowSurrogateAlone, highSurrogateAlone, cut
    }
    var counts: [Outcome: Int] = [:]
    var g = SeededGenerator(seed: 0x0E5C_A9E5)
    let hex = Array("0123456789abcdefABCDEF".utf8)
    let isHex = Set(hex)
    func digits(_ n: Int) -> [UInt8] { (0..<n).map { _ in hex.randomElement(using: &g)! } }
    enum Expected { case scalars([Unicode.Scalar]), error(JSONParseError.Kind, at: Int) }
    /// Parses `"<escape>"` and checks the outcome; the string's quote is at offset 0.
    func check(_ escape: [UInt8], closed: Bool = true, _ expected: Expected) {
      let bytes = [UInt8(ascii: "\"")] + escape + (closed ? [UInt8(ascii: "\"")] : [])
      switch (Self.parse(bytes), expected) {
      case (.success(let json), .scalars(let scalars)):
        #expect(json.stringValue.map { Array($0.unicodeScalars) } == scalars, "\(bytes)")
      case (.failure(let error), .error(let kind, let offset)):
        #expect(error.kind == kind && error.offset == offset, "\(bytes): \(error), expected \(kind) at \(offset)")
      case (let got, _):
        Issue.record("\(bytes): \(got), expected \(expected)")
      }
    }
    // Every byte at every digit position.
    for position in 0..<4 {
      for byte in 0...255 {
        var d = digits(4)
        d[position] = UInt8(byte)
        let escape = Array("\\u".utf8) + d
        guard isHex.contains(UInt8(byte)) else {
          counts[byte >= 0x80 ? .highByte : .badByte, default: 0] += 1
          check(escape, .error(.invalidUnicodeEscape, at: 3 + position))
          continue
        }
        let value = UInt32(String(decoding: d, as: UTF8.self), radix: 16)!
        if (0xD800...0xDFFF).contains(value) {
          counts[value < 0xDC00 ? .highSurrogateAlone : .lowSurrogateAlone, default: 0] += 1
          check(escape, .error(.loneSurrogate, at: 1))
        } else {
          counts[.scalar, default: 0] += 1
          check(escape, .scalars([Unicode.Scalar(value)!]))
        }
      }
    }
    // Cut by the end of the input after 0 to 3 digits.
    for n in 0..<4 {
      counts[.cut, default: 0] += 1
      check(Array("\\u".utf8) + digits(n), closed: false, .error(.unexpectedEnd, at: 3 + n))
    }
    // Random surrogate pairs, written in mixed case.
    for _ in 0..<2_000 {
      let scalar = UInt32.random(in: 0x10000...0x10FFFF, using: &g)
      let high = 0xD800 + (scalar - 0x10000) >> 10
      let low = 0xDC00 + (scalar - 0x10000) & 0x3FF
      func escaped(_ unit: UInt32) -> [UInt8] {
        let text = String(unit, radix: 16, uppercase: Bool.random(using: &g))
        return Array(("\\u" + String(repeating: "0", count: 4 - text.count) + text).utf8)
      }
      counts[.pair, default: 0] += 1
      check(escaped(high) + escaped(low), .scalars([Unicode.Scalar(scalar)!]))
    }
    for outcome in Outcome.allCases {
      #expect(counts[outcome, default: 0] > 0, "never produced \(outcome.rawValue)")
    }
  }
}
