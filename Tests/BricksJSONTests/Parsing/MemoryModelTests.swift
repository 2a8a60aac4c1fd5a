import Foundation
import Testing

@testable import BricksJSON

/// The parser writes its tape straight into the block the document keeps, the document gives
/// back the part of that block it did not use, the tape never grows past the most entries the
/// input's length allows, and untrusted input can be capped by size and value count.
@Suite struct MemoryModelTests {
  /// The document keeps exactly its entries: the small block the parser wrote them into is
  /// trimmed to what it wrote.
  @Test(arguments: [#"[1,2,3,4,5,6,7,8,9,0]"#, #"{"a": [true, null, "x"], "b": {"c": -0.5}}"#, "7", "[[[[[[]]]]]]"])
  func theDocumentKeepsOnlyTheEntriesItUses(text: String) throws {
    let json = try JSON(parsing: text)
    let entries = MemoryModelTests.entryCount(json)
    #expect(json.document.tape.count == entries)
    #expect(entries < Parser.tapeCapacity(forInputCount: text.utf8.count))
    #expect(json.document.storageBytes == entries * 8 + json.document.bytes.capacity)
  }

  /// Random valid documents, densest shapes included, never outgrow the bound on the tape
  /// their length gives (where the tape's growth stops): checked against the entry count an
  /// independent walk of the value gives.
  @Test func theReservedTapeFitsEveryValidDocument() throws {
    var rng = MemoryRNG(seed: 0xDEC0DE)
    enum Kind: String, CaseIterable { case denseNumbers, emptyContainers, emptyKeys, deepNesting, mixed }
    var kinds: [Kind: Int] = [:]
    var tightest = Double.infinity
    for round in 0..<3_000 {
      let kind = Kind.allCases[round % Kind.allCases.count]
      let n = Int.random(in: 0...200, using: &rng)
      let text: String
      switch kind {
      case .denseNumbers:
        text = "[" + (0..<n).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined(separator: ",") + "]"
      case .emptyContainers:
        text = "[" + (0..<n).map { _ in Bool.random(using: &rng) ? "[]" : "{}" }.joined(separator: ",") + "]"
      case .emptyKeys: text = "{" + (0..<n).map { _ in #""":0"# }.joined(separator: ",") + "}"
      case .deepNesting: text = String(repeating: "[", count: n) + "0" + String(repeating: "]", count: n)
      case .mixed: text = MemoryModelTests.randomValue(depth: 0, &rng)
      }
      kinds[kind, default: 0] += 1
      let json = try JSON(parsing: text, options: JSONParseOptions(maxDepth: 1_000))
      let entries = MemoryModelTests.entryCount(json)
      #expect(json.document.tape.count == entries)
      let reserved = Parser.tapeCapacity(forInputCount: text.utf8.count)
      #expect(entries <= reserved, "\(text.prefix(80)): \(entries) entries, \(reserved) reserved")
      tightest = min(tightest, Double(reserved - entries) / Double(reserved))
    }
    for kind in Kind.allCases { #expect(kinds[kind, default: 0] > 0, "no \(kind)") }
    #expect(tightest < 0.1, "the bound was never approached (\(tightest)): the generator misses the dense shapes")
  }

  /// Counts the tape's words by walking the value (not the tape): one per value and key, and
  /// a second one for a number that does not fit 56 bits (a double, an unsigned or big one,
  /// an integer beyond ±2^55).
  static func entryCount(_ json: JSON) -> Int {
    var n = 0
    var stack = [json]
    while let v = stack.popLast() {
      n += 1
      switch v.numberValue {
      case .int(let i): if i < -(1 << 55) || i >= 1 << 55 { n += 1 }
      case .uint, .double, .big: n += 1
      case nil: break
      }
      if let a = v.arrayValue { stack.append(contentsOf: a) }
      if let o = v.objectValue {
        n += o.count
        stack.append(contentsOf: o.map(\.value))
      }
    }
    return n
  }

  static func randomValue(depth: Int, _ rng: inout MemoryRNG) -> String {
    switch Int.random(in: 0..<(depth > 4 ? 4 : 6), using: &rng) {
    case 0: return String(Int.random(in: -99...99, using: &rng))
    case 1: return ["true", "false", "null"].randomElement(using: &rng)!
    case 2: return #""s\n""#
    case 3: return "1.5e3"
    case 4:
      return "["
        + (0..<Int.random(in: 0...4, using: &rng)).map { _ in randomValue(depth: depth + 1, &rng) }.joined(
          separator: ",") + "]"
    default:
      return "{"
        + (0..<Int.random(in: 0...4, using: &rng)).map { i in #""k\#(i)":"# + randomValue(depth: depth + 1, &rng) }
        .joined(separator: ",") + "}"
    }
  }

  @Test func anInputLongerThanTheLimitFailsBeforeParsing() throws {
    let text = "[" + String(repeating: "1,", count: 999) + "1]"
    let options = JSONParseOptions(maxInputBytes: 1_000)
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: text, options: options) }
    #expect(error?.kind == .tooLarge)
    #expect(
      error?.description
        == "input is 2001 bytes, more than JSONParseOptions.maxInputBytes (1000); raise the limit if the input is trusted"
    )
    #expect(throws: JSONParseError.self) { try JSON(parsing: Data(text.utf8), options: options) }
    #expect(try JSON(parsing: text, options: JSONParseOptions(maxInputBytes: 2_001)).count == 1_000)
  }

  /// Values count, not the tape's words: a double (two words) counts once.
  @Test(arguments: [#"{"a": [1, 2, 3], "b": 4}"#, #"{"a": [1.5, 2e9, 3], "b": 4.25}"#])
  func aDocumentWithMoreValuesThanTheLimitFailsAtTheFirstOneBeyond(text: String) throws {
    // values: {, a, [, 1, 2, 3, b, 4 = 8
    #expect(try JSON(parsing: text, options: JSONParseOptions(maxValueCount: 8)) == JSON(parsing: text))
    let error = #expect(throws: JSONParseError.self) {
      try JSON(parsing: text, options: JSONParseOptions(maxValueCount: 7))
    }
    #expect(error?.kind == .tooLarge)
    let column = Array(text.utf8).lastIndex(of: UInt8(ascii: " "))! + 2  // the last value
    #expect(error?.column == column)
    #expect(error?.description.hasPrefix("more than 7 values at line 1, column \(column)") == true)
  }
}

/// SplitMix64, seeded, so a failing case can be replayed.
struct MemoryRNG: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
