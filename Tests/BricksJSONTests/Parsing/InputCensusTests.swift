import Foundation
import Testing

@testable import BricksJSON

/// The copy of the input that counts `,` `:` `[` `{` on the way (``InputCensus``), and the
/// tape reservation it sizes.
@Suite struct InputCensusTests {
  /// The byte-at-a-time oracle: how many of the four bytes `bytes` holds.
  static func naiveCount(_ bytes: [UInt8]) -> Int {
    bytes.filter {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{")
    }
    .count
  }

  static func census(_ bytes: [UInt8], inPlace: Bool) -> (InputCensus, [UInt8]) {
    var destination = inPlace ? bytes : [UInt8](repeating: 0xAA, count: bytes.count)
    let census = destination.withUnsafeMutableBytes { out in
      if inPlace {
        return InputCensus.copy(from: UnsafeRawPointer(out.baseAddress!), to: out.baseAddress!, count: bytes.count)
      }
      return bytes.withUnsafeBytes { InputCensus.copy(from: $0.baseAddress!, to: out.baseAddress!, count: bytes.count) }
    }
    return (census, destination)
  }

  /// Every length from 1 to 100 (the vector loop, its tail, both), every byte value, copied
  /// to another buffer and in place, against the oracle.
  @Test func countsAndCopiesEveryByteAtEveryLength() {
    var rng = MemoryRNG(seed: 0xC0FFEE)
    for length in 1...100 {
      for round in 0..<20 {
        // Half the rounds draw from the four counted bytes and near misses (`,` and `:` with bit
        // 5 cleared, the closing brackets, `;` and `+`, `[` and `{` with bit 7 set), half from
        // all 256 values.
        let alphabet: [UInt8] = [0x2C, 0x3A, 0x5B, 0x7B, 0x0C, 0x1A, 0x7D, 0x5D, 0x3B, 0x2B, 0xDB, 0xFB]
        let bytes = (0..<length).map { _ in
          round % 2 == 0 ? alphabet.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
        }
        for inPlace in [false, true] {
          let (census, copy) = InputCensusTests.census(bytes, inPlace: inPlace)
          #expect(census.valueStarts == InputCensusTests.naiveCount(bytes), "length \(length): \(bytes)")
          #expect(copy == bytes)
        }
      }
    }
    // Every byte value alone, at every offset of a 48-byte buffer of spaces.
    for value in 0...255 {
      for offset in 0..<48 {
        var bytes = [UInt8](repeating: 0x20, count: 48)
        bytes[offset] = UInt8(value)
        let expected = [0x2C, 0x3A, 0x5B, 0x7B].contains(value) ? 1 : 0
        #expect(InputCensusTests.census(bytes, inPlace: false).0.valueStarts == expected, "byte \(value) at \(offset)")
      }
    }
  }

  /// A lane counts at most 255 matches (63 steps of four vectors) before the lanes are added
  /// up: inputs made only of counted bytes, around and past that many steps, count every byte.
  @Test func countsPastWhereALaneWouldWrap() {
    let step = 63 * 64
    for length in [step - 1, step, step + 1, step + 63, step + 64, 255 * 16 + 1, 3 * step + 7, 100_000] {
      let bytes = [UInt8](repeating: UInt8(ascii: ","), count: length)
      #expect(InputCensusTests.census(bytes, inPlace: false).0.valueStarts == length)
      let mixed = (0..<length).map { i in [UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ":"), 0x20][i % 4] }
      #expect(InputCensusTests.census(mixed, inPlace: true).0.valueStarts == length - length / 4)
    }
  }

  /// Every way into the parser counts what it copies: `Data` and a slice of it, an array and
  /// a slice of it (contiguous), a string's UTF-8, a raw buffer and a collection with no
  /// contiguous storage.
  @Test func everyEntryPointReservesTheCensusBound() throws {
    let text = #"{"a": [1, 2, {"b": "x,y:z[{"}], "c": []}"#
    let bound = InputCensusTests.naiveCount(Array(text.utf8)) + 1
    let documents = [
      try JSON(parsing: Data(text.utf8)), try JSON(parsing: Array(text.utf8)), try JSON(parsing: text),
      try Array(text.utf8).withUnsafeBytes { try JSON(parsing: $0) },
      try JSON(parsing: text.utf8.lazy.map { $0 }),
      // A slice of `Data` whose bytes start past its storage's start: only the slice is copied.
      try JSON(parsing: Data(("[9," + text).utf8)[3...]),
      try JSON(parsing: Array(("[9," + text).utf8)[3...]),
    ]
    for json in documents {
      #expect(json == documents[0])
      // Small reservations are trimmed to the entries; the bound is what was reserved.
      #expect(json.document.tapeCapacity == MemoryModelTests.entryCount(json))
      #expect(MemoryModelTests.entryCount(json) <= bound)
    }
  }

  /// A census that counted too few (no valid input does) costs a copy, not memory safety:
  /// the parser moves its tape to a bigger buffer and the document is the same.
  @Test func aTapeFullerThanItsReservationMovesAndStaysRight() throws {
    let text = "[" + (0..<5_000).map(String.init).joined(separator: ",") + "]"
    let count = text.utf8.count
    var padded = Array(text.utf8) + [UInt8](repeating: 0, count: parserPadding)
    let undercounted = try JSON(
      parsingPadded: &padded, count: count, census: InputCensus(valueStarts: 10), options: JSONParseOptions())
    #expect(undercounted == (try JSON(parsing: text)))
    #expect(undercounted.document.tape.count == 5_001)
    #expect(undercounted.document.tapeCapacity == 5_001)
  }
}
