import Foundation
import Testing

@testable import BricksJSON

/// Strings are made from a document's bytes without the standard library checking their UTF-8
/// again, and with their ASCII-ness stated by Bricks (``JSON/string(_:_:)``): a wrong claim
/// would make the string's later operations undefined. Judged against the Swift strings the
/// documents were written from, and against a byte-by-byte ASCII check.
@Suite struct StringCreationTests {
  enum Kind: String, CaseIterable {
    case empty, smallASCII, largeASCII, twoByte, threeByte, fourByte, nonASCIIAtWordStart, nonASCIIAtWordEnd
    case nonASCIIInTail, escaped, arrayElement
  }

  @Test func isASCIIAgreesWithEveryByteAtEveryLengthAndPosition() {
    for count in 0...40 {
      var bytes = [UInt8]((0..<count).map { UInt8(0x20 + $0 % 0x60) })  // 0x20...0x7F
      bytes.withUnsafeBufferPointer { #expect(JSON.isASCII($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count)) }
      for position in 0..<count {
        for high: UInt8 in [0x80, 0xC3, 0xFF] {
          let saved = bytes[position]
          bytes[position] = high
          bytes.withUnsafeBufferPointer { buffer in
            #expect(
              !JSON.isASCII(buffer.baseAddress!, count), "count \(count), 0x\(String(high, radix: 16)) at \(position)")
          }
          bytes[position] = saved
        }
      }
    }
  }

  /// Text of up to 15 ASCII bytes is copied into the string in overlapping loads and stores
  /// (``JSON/smallASCIIString(_:_:)``): every length on both sides of each width's boundary,
  /// at every alignment, with distinct bytes so that a byte copied to the wrong place shows.
  @Test func smallASCIIStringsAreCopiedWhole() {
    let text = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    for count in 0...17 {
      for offset in 0..<8 {
        text.withUnsafeBufferPointer { buffer in
          let start = buffer.baseAddress! + offset
          let made = JSON.string(start, count)
          let expected = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
          #expect(made == expected, "count \(count), offset \(offset)")
          #expect(Array(made.utf8) == Array(text[offset..<offset + count]), "count \(count), offset \(offset)")
          #expect(made.utf8.count == count)
        }
      }
    }
  }

  @Test func decodedStringsAreTheStringsWritten() throws {
    var rng = MemoryRNG(seed: 0x57_41_4E_47)
    var kinds: [Kind: Int] = [:]
    let alphabets: [[Unicode.Scalar]] = [
      Array("abcdefghij KLMNOP-0123456789~".unicodeScalars),
      Array("éüßñçøÅΩж".unicodeScalars),  // two bytes
      Array("名前印象好きなところ€".unicodeScalars),  // three bytes
      Array("😋✨❤️😊💖🇯🇵".unicodeScalars),  // four bytes, and sequences of scalars
    ]
    for round in 0..<3_000 {
      let length = round % 50 == 0 ? 0 : Int.random(in: 1...40, using: &rng)
      let mostly = Int.random(in: 0..<4, using: &rng)
      var scalars: [Unicode.Scalar] = []
      for _ in 0..<length {
        let alphabet =
          Int.random(in: 0..<4, using: &rng) == 0 ? alphabets.randomElement(using: &rng)! : alphabets[mostly]
        scalars.append(alphabet.randomElement(using: &rng)!)
      }
      var original = ""
      original.unicodeScalars.append(contentsOf: scalars)
      let utf8 = Array(original.utf8)
      // Kinds by what the ASCII check and the copy see: the length, the widest sequence, and
      // where the first non-ASCII byte falls in the eight-byte words.
      if utf8.isEmpty { kinds[.empty, default: 0] += 1 }
      if let first = utf8.firstIndex(where: { $0 >= 0x80 }) {
        let width = utf8.map { $0 >= 0xF0 ? 4 : $0 >= 0xE0 ? 3 : $0 >= 0xC0 ? 2 : 1 }.max()!
        kinds[width == 4 ? .fourByte : width == 3 ? .threeByte : .twoByte, default: 0] += 1
        if first >= utf8.count / 8 * 8 {
          kinds[.nonASCIIInTail, default: 0] += 1
        } else if first % 8 == 0 {
          kinds[.nonASCIIAtWordStart, default: 0] += 1
        } else if first % 8 == 7 {
          kinds[.nonASCIIAtWordEnd, default: 0] += 1
        }
      } else if !utf8.isEmpty {
        kinds[utf8.count <= 15 ? .smallASCII : .largeASCII, default: 0] += 1
      }
      // Written plainly or with every non-ASCII scalar escaped (decoded into the scratch area).
      let escapes = Bool.random(using: &rng)
      if escapes && utf8.contains(where: { $0 >= 0x80 }) { kinds[.escaped, default: 0] += 1 }
      let literal = escapes ? Self.escaped(original) : original
      let json = try JSON(parsing: "{\"s\": \"\(literal)\", \"a\": [\"x\", \"\(literal)\"]}")
      let decoded: String = try json.decode("s")
      let elements: [String] = try json.decode("a")
      kinds[.arrayElement, default: 0] += 1
      for (made, route) in [
        (decoded, "decode"), (elements[1], "array"), (json["s"]?.stringValue ?? "∅", "stringValue"),
      ] {
        #expect(made == original, "\(route): \(literal)")
        #expect(Array(made.utf8) == utf8, "\(route): \(literal)")
        #expect(made.count == original.count, "\(route): characters of \(literal)")
        #expect(made.unicodeScalars.count == scalars.count, "\(route): scalars of \(literal)")
        #expect(made.hashValue == original.hashValue, "\(route): hash of \(literal)")
        #expect(made.lowercased() == original.lowercased(), "\(route): lowercased \(literal)")
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
          #expect(made.utf8Span.isKnownASCII == utf8.allSatisfy { $0 < 0x80 }, "\(route): ASCII flag of \(literal)")
        }
        #endif
      }
    }
    for kind in Kind.allCases {
      #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind.rawValue)")
    }
  }

  /// `text` with every non-ASCII scalar written as `\u` escapes (surrogate pairs above U+FFFF).
  static func escaped(_ text: String) -> String {
    var result = ""
    for unit in text.utf16 {
      if unit < 0x80 {
        result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      } else {
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result
  }
}

/// Every string of the benchmark corpus and of JSONTestSuite's accepted files, made without the
/// second UTF-8 check, is the string `String(decoding:as:)` makes of the same bytes.
@Suite(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
struct CorpusStringCreationTests {
  @Test func everyCorpusStringMatchesTheCheckedRoute() throws {
    var strings = 0
    for name in SharedData.benchFiles + SharedData.suite("y_").map({ "JSONTestSuite/test_parsing/\($0)" }) {
      let path = name.hasPrefix("JSONTestSuite") ? name : "bench/\(name)"
      let json = try JSON(parsing: SharedData.data(path))
      #expect(json.stringsMatchCheckedDecoding(), "\(path)")
      strings += json.document.entryIndices.filter { json.document.tape[$0].tag == .string }.count
    }
    #expect(strings > 70_000, "only \(strings) strings checked")  // 73,328 with the corpus of 2026-12
  }
}
