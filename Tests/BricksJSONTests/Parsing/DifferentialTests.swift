import Foundation
import TestSupport
import Testing

@testable import BricksJSON

/// Bricks' parser against an independent one, Foundation's `JSONSerialization`: on every input
/// both accept or both reject (except where Bricks' documented model differs, see
/// ``knownDifference(_:_:)``), and what both accept is the same value.
struct DifferentialTests {
  /// What happened to one input; `nil` from `compare` means the two parsers agreed.
  enum Outcome: Hashable {
    case accepted
    case rejected(JSONParseError.Kind)
  }

  static func parse(_ bytes: [UInt8]) -> Result<JSON, JSONParseError> {
    do throws(JSONParseError) { return .success(try JSON(parsing: bytes)) } catch {
      return .failure(error)
    }
  }

  /// Where Bricks and `JSONSerialization` disagree by design, a description of why: Foundation
  /// also reads UTF-16 and UTF-32 text, a trailing comma, and its own reading of a byte order
  /// mark and of lone surrogate escapes; Bricks keeps numbers beyond `Double`'s range as text.
  static func knownDifference(_ bytes: [UInt8], _ bricks: Result<JSON, JSONParseError>) -> String? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return "byte order mark" }
    guard case .failure(let error) = bricks else { return nil }
    if error.kind == .loneSurrogate { return "lone surrogate" }
    if error.message.contains("UTF-16") || error.message.contains("UTF-32") { return "UTF-16 or UTF-32 text" }
    // A comma, then whitespace, then the closing bracket Bricks stopped at.
    if error.kind == .unexpectedCharacter,
      bytes[error.offset] == UInt8(ascii: "]") || bytes[error.offset] == UInt8(ascii: "}"),
      bytes[..<error.offset].last(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: ",")
    {
      return "trailing comma"
    }
    return nil
  }

  /// Where `json` and Foundation's `value` differ, or `nil`. Numbers compare as doubles within
  /// a relative 1e-15 (Foundation reads integers beyond 2^53 as doubles, and does not always
  /// round a double's last bit correctly; Bricks' numbers are checked bit for bit against the
  /// standard library elsewhere).
  static func difference(_ json: JSON, _ value: Any, at path: String = "$") -> String? {
    switch json.kind {
    case .null: return value is NSNull ? nil : "\(path): null vs \(value)"
    case .bool:
      return (value as? Bool) == json.boolValue ? nil : "\(path): \(json) vs \(value)"
    case .number:
      guard let number = value as? NSNumber, let mine = json.doubleValue else { return "\(path): \(json) vs \(value)" }
      let theirs = number.doubleValue
      let scale = max(abs(mine), abs(theirs), Double.leastNormalMagnitude)
      return abs(mine - theirs) <= scale * 1e-15 ? nil : "\(path): \(json) vs \(theirs)"
    case .string: return (value as? String) == json.stringValue ? nil : "\(path): \(json) vs \(value)"
    case .array:
      guard let array = value as? [Any], array.count == json.count else { return "\(path): \(json) vs \(value)" }
      for (i, (mine, theirs)) in zip(json.elements, array).enumerated() {
        if let d = difference(mine, theirs, at: "\(path)[\(i)]") { return d }
      }
      return nil
    case .object:
      guard let object = value as? [String: Any], object.count == json.count else {
        return "\(path): \(json) vs \(value)"
      }
      for (key, member) in json.members.map({ ($0.key, $0.value) }) {
        guard let theirs = object[key] else { return "\(path): no key \(key.debugDescription) in Foundation's" }
        if let d = difference(member, theirs, at: "\(path).\(key)") { return d }
      }
      return nil
    }
  }

  /// Compares Bricks with `JSONSerialization` on `bytes`; returns what Bricks did and a
  /// description of the first difference, if any.
  static func compare(_ bytes: [UInt8]) -> (Outcome, String?) {
    let bricks = parse(bytes)
    let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    let outcome: Outcome
    switch bricks {
    case .success: outcome = .accepted
    case .failure(let error): outcome = .rejected(error.kind)
    }
    if knownDifference(bytes, bricks) != nil { return (outcome, nil) }
    switch (bricks, foundation) {
    case (.success(let json), .some(let value)):
      if json.containsBigNumber || json.containsDuplicateKeys { return (outcome, nil) }
      return (outcome, difference(json, value).map { "values differ at \($0)" })
    case (.success(let json), .none):
      return (outcome, json.containsBigNumber ? nil : "Bricks accepts what Foundation rejects: \(json)")
    case (.failure(let error), .some(let value)):
      return (outcome, "Bricks rejects (\(error)) what Foundation accepts: \(value)")
    case (.failure, .none):
      return (outcome, nil)
    }
  }

  static func render(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
  }

  // MARK: - Corpus

  @Test(
    "every shared corpus file, and its cuts, parse as JSONSerialization parses them",
    .enabled(if: SharedData.isAvailable, "\(SharedData.missing)"), arguments: SharedData.benchFiles)
  func corpusFile(_ name: String) throws {
    let bytes = [UInt8](try SharedData.data("bench/\(name)"))
    let (outcome, difference) = Self.compare(bytes)
    #expect(outcome == .accepted)
    #expect(difference == nil, "\(name): \(difference ?? "")")
    // The same file cut at every offset of its first blocks, and a few times near its end.
    for cut in Array(0..<200) + [bytes.count - 65, bytes.count - 64, bytes.count - 63, bytes.count - 1] {
      let (_, difference) = Self.compare(Array(bytes[..<cut]))
      #expect(difference == nil, "\(name) cut at \(cut): \(difference ?? "")")
    }
  }

  @Test(
    "every JSONTestSuite file is accepted or rejected as JSONSerialization does",
    .enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
  func jsonTestSuite() throws {
    let names = SharedData.suite("y_") + SharedData.suite("n_") + SharedData.suite("i_")
    #expect(names.count == 318)
    for name in names {
      let bytes = [UInt8](try SharedData.data("JSONTestSuite/test_parsing/\(name)"))
      let (_, difference) = Self.compare(bytes)
      #expect(difference == nil, "\(name): \(difference ?? "")")
    }
  }

  // MARK: - Random documents

  @Test("random documents, valid and broken, parse as JSONSerialization parses them")
  func randomDocuments() {
    var generator = DocumentGenerator(seed: 0x5EED_0015)
    var kinds: [DocumentGenerator.Kind: Int] = [:]
    var outcomes: [Outcome: Int] = [:]
    var failures = 0
    for round in 0..<3000 {
      let document = generator.document()
      var bytes = document.bytes
      var documentKinds = document.kinds.union(DocumentGenerator.positionKinds(bytes))
      if round % 3 == 1 {
        let mutation = generator.mutate(&bytes)
        documentKinds.insert(mutation)
      }
      for kind in documentKinds { kinds[kind, default: 0] += 1 }
      let (outcome, difference) = Self.compare(bytes)
      outcomes[outcome, default: 0] += 1
      if let difference, failures < 5 {
        failures += 1
        Issue.record("round \(round): \(difference)\n\(Self.render(bytes))")
      }
      // Truncation at every offset of the first two blocks and of the last one.
      if round % 50 == 0 {
        kinds[.truncatedEverywhere, default: 0] += 1
        let cuts = Array(0..<min(bytes.count, 130)) + Array(max(0, bytes.count - 64)..<bytes.count)
        for cut in cuts {
          let (outcome, difference) = Self.compare(Array(bytes[..<cut]))
          outcomes[outcome, default: 0] += 1
          if let difference, failures < 5 {
            failures += 1
            Issue.record("round \(round) cut at \(cut): \(difference)\n\(Self.render(Array(bytes[..<cut])))")
          }
        }
      }
    }
    for kind in DocumentGenerator.Kind.allCases {
      #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind)")
    }
    let errorKinds: [JSONParseError.Kind] = [
      .emptyInput, .unexpectedCharacter, .unexpectedEnd, .trailingContent, .invalidNumber, .controlCharacterInString,
      .invalidEscape, .invalidUnicodeEscape, .loneSurrogate, .invalidUTF8,
    ]
    for kind in errorKinds {
      #expect(outcomes[.rejected(kind), default: 0] > 0, "no generated input was rejected with \(kind)")
    }
    #expect(outcomes[.accepted, default: 0] > 1000)
    print(
      "Differential: kinds \(kinds.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))"
    )
    print(
      "Differential: outcomes \(outcomes.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " "))"
    )
  }
}

/// Random JSON documents covering every case a parser distinguishes, with a record of
/// which cases each one contains.
struct DocumentGenerator {
  enum Kind: String, CaseIterable, Hashable {
    // Found in the output by position.
    case oddBackslashRunAcrossBlock, evenBackslashRunAcrossBlock, quoteEndingBlock, quoteStartingBlock
    case longWhitespaceRun
    // Produced by the generator.
    case plainString, escapedQuote, escapedBackslash, simpleEscapes, unicodeEscape, surrogatePairEscape
    case nonASCIIText, emptyString, longString
    case int, negativeInt, bigUInt, double, exponent, bigNumber, negativeZero
    case trueLiteral, falseLiteral, nullLiteral, emptyObject, emptyArray, deepNesting, scalarRoot
    case noWhitespace, tabsAndNewlines, indented, indentationChanged
    // Mutations (each makes most documents invalid).
    case controlCharacter, invalidUTF8Bytes, badEscape, badUnicodeEscape, loneSurrogate, badLiteral, badNumber
    case missingComma, extraComma, unbalanced, trailingValue, droppedByte, insertedByte, truncated
    case truncatedEverywhere
  }

  var rng: SeededGenerator
  var kinds: Set<Kind> = []
  var out: [UInt8] = []
  var compact = false
  /// Spaces per level of a pretty-printed document (see ``indent(_:)``), or 0.
  var indentWidth = 0

  init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

  mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }

  mutating func document() -> (bytes: [UInt8], kinds: Set<Kind>) {
    kinds = []
    out = []
    compact = chance(3)
    if compact { kinds.insert(.noWhitespace) }
    indentWidth = !compact && chance(2) ? [1, 2, 4, 8].randomElement(using: &rng)! : 0
    if indentWidth > 0 { kinds.insert(.indented) }
    space()
    if chance(10) {
      kinds.insert(.scalarRoot)
      scalar()
    } else {
      value(depth: 0)
    }
    space()
    return (out, kinds)
  }

  mutating func space() {
    if compact { return }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<5: return
    case 5..<8: out.append(0x20)
    case 8: out += Array(repeating: 0x20, count: Int.random(in: 1..<150, using: &rng))
    default:
      kinds.insert(.tabsAndNewlines)
      for _ in 0..<Int.random(in: 1..<6, using: &rng) {
        out.append([0x09, 0x0A, 0x0D, 0x20].randomElement(using: &rng)!)
      }
    }
  }

  /// In a pretty-printed document, a newline and `level` × ``indentWidth`` spaces: what comes
  /// before each element and each closing bracket, the same within a container, the run the
  /// parser predicts. Now and then a run breaks the pattern: none, one space shorter or longer,
  /// or 33 spaces longer (past what the parser predicts). In other documents, ``space()``.
  mutating func indent(_ level: Int) {
    guard indentWidth > 0 else { return space() }
    var run = level * indentWidth
    if chance(12) {
      kinds.insert(.indentationChanged)
      run = [0, max(0, run - 1), run + 1, run + 33].randomElement(using: &rng)!
    }
    out.append(0x0A)
    out += Array(repeating: 0x20, count: run)
  }

  mutating func value(depth: Int) {
    if depth > 40 {
      kinds.insert(.deepNesting)
      scalar()
      return
    }
    let nest = depth < 3 ? 6 : depth < 8 ? 3 : 1
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<nest:
      if chance(2) { object(depth: depth) } else { array(depth: depth) }
    default:
      if chance(80) {
        // A long chain of nested single-element arrays and objects.
        for k in 0..<45 { out += k % 2 == 0 ? Array("[".utf8) : Array("{\"k\":".utf8) }
        kinds.insert(.deepNesting)
        scalar()
        for k in (0..<45).reversed() { out += k % 2 == 0 ? Array("]".utf8) : Array("}".utf8) }
      } else {
        scalar()
      }
    }
  }

  mutating func object(depth: Int) {
    out.append(UInt8(ascii: "{"))
    indent(depth + 1)
    let n = chance(6) ? 0 : Int.random(in: 1..<6, using: &rng)
    if n == 0 { kinds.insert(.emptyObject) }
    for k in 0..<n {
      if k > 0 {
        out.append(UInt8(ascii: ","))
        indent(depth + 1)
      }
      string()
      space()
      out.append(UInt8(ascii: ":"))
      space()
      value(depth: depth + 1)
      if indentWidth == 0 { space() }
    }
    if indentWidth > 0 { indent(depth) }
    out.append(UInt8(ascii: "}"))
  }

  mutating func array(depth: Int) {
    out.append(UInt8(ascii: "["))
    indent(depth + 1)
    let n = chance(6) ? 0 : Int.random(in: 1..<7, using: &rng)
    if n == 0 { kinds.insert(.emptyArray) }
    for k in 0..<n {
      if k > 0 {
        out.append(UInt8(ascii: ","))
        indent(depth + 1)
      }
      value(depth: depth + 1)
      if indentWidth == 0 { space() }
    }
    if indentWidth > 0 { indent(depth) }
    out.append(UInt8(ascii: "]"))
  }

  mutating func scalar() {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0..<5: string()
    case 5..<9: number()
    case 9:
      kinds.insert(.trueLiteral)
      out += Array("true".utf8)
    case 10:
      kinds.insert(.falseLiteral)
      out += Array("false".utf8)
    default:
      kinds.insert(.nullLiteral)
      out += Array("null".utf8)
    }
  }

  mutating func number() {
    let text: String
    switch Int.random(in: 0..<8, using: &rng) {
    case 0:
      kinds.insert(.int)
      text = String(Int.random(in: 0..<100_000, using: &rng))
    case 1:
      kinds.insert(.negativeInt)
      text = String(Int.random(in: Int.min..<0, using: &rng))
    case 2:
      kinds.insert(.bigUInt)
      text = String(UInt64.random(in: UInt64(Int64.max) + 1...UInt64.max, using: &rng))
    case 3, 4:
      kinds.insert(.double)
      text = "\(Int.random(in: -999..<1000, using: &rng)).\(Int.random(in: 0..<1_000_000, using: &rng))"
    case 5:
      kinds.insert(.exponent)
      text =
        "\(Int.random(in: 1..<10, using: &rng))\(chance(2) ? ".5" : "")\(["e", "E"].randomElement(using: &rng)!)\(["", "+", "-"].randomElement(using: &rng)!)\(Int.random(in: 0..<400, using: &rng))"
    case 6:
      kinds.insert(.bigNumber)
      text = String(repeating: "9", count: Int.random(in: 21..<40, using: &rng))
    default:
      kinds.insert(.negativeZero)
      text = chance(2) ? "-0" : "-0.0"
    }
    out += Array(text.utf8)
  }

  mutating func string() {
    out.append(UInt8(ascii: "\""))
    let parts = chance(8) ? 0 : Int.random(in: 1..<8, using: &rng)
    if parts == 0 { kinds.insert(.emptyString) }
    for _ in 0..<parts {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0..<4:
        kinds.insert(.plainString)
        let letters = Array("abcdefghij klmnop/XYZ0123".utf8)
        for _ in 0..<Int.random(in: 1..<20, using: &rng) { out.append(letters.randomElement(using: &rng)!) }
      case 4:
        kinds.insert(.longString)
        out += Array(repeating: UInt8(ascii: "s"), count: Int.random(in: 60..<200, using: &rng))
      case 5:
        kinds.insert(.escapedQuote)
        out += Array(#"\""#.utf8)
      case 6:
        // A run of backslash pairs: the byte after it is not escaped.
        kinds.insert(.escapedBackslash)
        for _ in 0..<Int.random(in: 1..<70, using: &rng) { out += Array(#"\\"#.utf8) }
        if chance(2) { out += Array(#"\""#.utf8) }
      case 7:
        kinds.insert(.simpleEscapes)
        out += Array([#"\n"#, #"\t"#, #"\/"#, #"\b"#, #"\f"#, #"\r"#].randomElement(using: &rng)!.utf8)
      case 8:
        kinds.insert(.unicodeEscape)
        out += Array(String(format: "\\u%04x", Int.random(in: 0..<0xD800, using: &rng)).utf8)
      case 9:
        kinds.insert(.surrogatePairEscape)
        out += Array(#"\uD83D\uDE00"#.utf8)
      default:
        kinds.insert(.nonASCIIText)
        out += Array(["é", "日本語", "😀", "ß", "\u{7FF}", "\u{FFFD}"].randomElement(using: &rng)!.utf8)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Breaks a document in one of the ways the parsers reject (some mutations can leave it
  /// valid: a dropped space, a byte inserted into a string); returns which.
  mutating func mutate(_ bytes: inout [UInt8]) -> Kind {
    guard !bytes.isEmpty else {
      bytes = [UInt8(ascii: "{")]
      return .unbalanced
    }
    let at = Int.random(in: 0..<bytes.count, using: &rng)
    // Somewhere inside a string, if there is one.
    let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
    let inString = quotes.isEmpty ? at : quotes.randomElement(using: &rng)! + 1
    switch Int.random(in: 0..<14, using: &rng) {
    case 0:
      bytes.insert(UInt8.random(in: 0..<0x20, using: &rng), at: inString)
      return .controlCharacter
    case 1:
      bytes.insert(
        contentsOf: [
          [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3],
        ].randomElement(using: &rng)!, at: inString)
      return .invalidUTF8Bytes
    case 2:
      bytes.insert(contentsOf: Array(#"\x"#.utf8), at: inString)
      return .badEscape
    case 3:
      bytes.insert(contentsOf: Array(#"\u12G4"#.utf8), at: inString)
      return .badUnicodeEscape
    case 4:
      bytes.insert(
        contentsOf: Array([#"\uD800"#, #"\uDC00x"#, #"\uD800\u0041"#].randomElement(using: &rng)!.utf8), at: inString)
      return .loneSurrogate
    case 5:
      bytes.insert(
        contentsOf: Array([" tru", " nul ", "falsey", "truex", " nulL"].randomElement(using: &rng)!.utf8), at: at)
      return .badLiteral
    case 6:
      bytes.insert(
        contentsOf: Array(
          [" 01", " -", " 1.", " 1e", " .5", " +1", " 1.5e+", " -x", " 2a"].randomElement(using: &rng)!.utf8), at: at)
      return .badNumber
    case 7:
      if let comma = bytes.indices.filter({ bytes[$0] == UInt8(ascii: ",") }).randomElement(using: &rng) {
        bytes[comma] = UInt8(ascii: " ")
      } else {
        bytes.insert(contentsOf: Array(" 1".utf8), at: bytes.count)
      }
      return .missingComma
    case 8:
      bytes.insert(contentsOf: Array([",", ",]", ",}", ":"].randomElement(using: &rng)!.utf8), at: at)
      return .extraComma
    case 9:
      bytes.insert(contentsOf: Array(["[", "]", "{", "}", "\""].randomElement(using: &rng)!.utf8), at: at)
      return .unbalanced
    case 10:
      bytes += Array([" 1", "x", " \"s\"", "{}", "\u{0}"].randomElement(using: &rng)!.utf8)
      return .trailingValue
    case 11:
      bytes.remove(at: at)
      return .droppedByte
    case 12:
      bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
      return .insertedByte
    default:
      bytes.removeSubrange(at...)
      return .truncated
    }
  }

  /// The block-boundary cases present in `bytes` (64-byte blocks from offset 0).
  static func positionKinds(_ bytes: [UInt8]) -> Set<Kind> {
    var kinds: Set<Kind> = []
    var k = 0
    while k < bytes.count {
      let c = bytes[k]
      if c == UInt8(ascii: "\\") {
        var end = k
        while end < bytes.count, bytes[end] == UInt8(ascii: "\\") { end += 1 }
        if k / 64 != (end - 1) / 64 || (end % 64 == 0 && end < bytes.count) {
          kinds.insert((end - k) % 2 == 1 ? .oddBackslashRunAcrossBlock : .evenBackslashRunAcrossBlock)
        }
        k = end
        continue
      }
      if c == UInt8(ascii: "\"") {
        if k % 64 == 63 { kinds.insert(.quoteEndingBlock) }
        if k % 64 == 0 { kinds.insert(.quoteStartingBlock) }
      }
      if c == 0x20 {
        var end = k
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        if end - k >= 64 { kinds.insert(.longWhitespaceRun) }
        k = end
        continue
      }
      k += 1
    }
    return kinds
  }
}

extension JSON {
  /// Whether the document holds a number kept as its text (beyond `Double`'s range or 64-bit
  /// integers), which `JSONSerialization` reads in a model of its own.
  var containsBigNumber: Bool { document.entryIndices.contains { document.tape[$0].tag == .bigNumber } }

  /// Whether an object of the document repeats a key (Bricks keeps both members;
  /// `JSONSerialization` keeps one).
  var containsDuplicateKeys: Bool {
    let tape = document.tape
    for i in document.entryIndices where tape[i].tag == .object {
      var keys = Set<[UInt8]>()
      var k = i + 1
      while k < tape[i].end {
        let key = Array(document.bytes[tape[k].stringRange(document.bytes)])
        if !keys.insert(key).inserted { return true }
        k = tape[k + 1].next(after: k + 1)
      }
    }
    return false
  }
}
