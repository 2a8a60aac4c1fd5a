import Foundation
import Testing

@testable import BricksJSON

/// Where and why bad input fails: every error says what, where (line, column, offset) and
/// what was expected.
@Suite struct ParserErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let kind: JSONParseError.Kind
    let line: Int
    let column: Int
    let message: String
    var testDescription: String { input.debugDescription }
  }

  static let cases: [Case] = [
    Case(
      input: "{\"a\": [1, 2,\n   3,, 4]}", kind: .unexpectedCharacter, line: 2, column: 6,
      message: "unexpected ',' at line 2, column 6; expected a value"),
    Case(input: "", kind: .emptyInput, line: 1, column: 1, message: "empty input; expected a JSON value"),
    Case(
      input: "  \n ", kind: .unexpectedEnd, line: 2, column: 2,
      message: "unexpected end of input at line 2, column 2; expected a value"),
    Case(
      input: "[1, 2", kind: .unexpectedEnd, line: 1, column: 6,
      message: "unexpected end of input at line 1, column 6; expected ',' or ']'"),
    Case(
      input: "{\"a\" 1}", kind: .unexpectedCharacter, line: 1, column: 6,
      message: "unexpected '1' at line 1, column 6; expected ':'"),
    Case(
      input: "{\"a\":1,}", kind: .unexpectedCharacter, line: 1, column: 8,
      message: "unexpected '}' at line 1, column 8; expected a string key"),
    Case(
      input: "[1,]", kind: .unexpectedCharacter, line: 1, column: 4,
      message: "unexpected ']' at line 1, column 4; expected a value"),
    Case(
      input: "{} x", kind: .trailingContent, line: 1, column: 4,
      message: "unexpected 'x' after the JSON value at line 1, column 4; expected end of input"),
    Case(
      input: "[tru]", kind: .unexpectedCharacter, line: 1, column: 2,
      message: "invalid literal 'tru' at line 1, column 2; expected true"),
    Case(
      input: "fals", kind: .unexpectedEnd, line: 1, column: 1,
      message: "unexpected end of input in literal 'fals' at line 1, column 1; expected false"),
    Case(
      input: "\"abc", kind: .unexpectedEnd, line: 1, column: 5,
      message: "unexpected end of input at line 1, column 5; expected '\"' to close the string"),
    Case(
      input: "\"a\tb\"", kind: .controlCharacterInString, line: 1, column: 3,
      message:
        "unescaped control character U+0009 in a string at line 1, column 3; write it as an escape such as \\n or \\u0009"
    ),
    Case(
      input: "[\"a\u{0}\"]", kind: .controlCharacterInString, line: 1, column: 4,
      message:
        "unescaped control character U+0000 in a string at line 1, column 4; write it as an escape such as \\n or \\u0000"
    ),
    Case(
      input: "\"\\x\"", kind: .invalidEscape, line: 1, column: 2,
      message:
        "invalid escape: backslash followed by 'x' at line 1, column 2; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
    ),
    Case(
      input: "\"\\u12G4\"", kind: .invalidUnicodeEscape, line: 1, column: 6,
      message: "invalid \\u escape: 'G' at line 1, column 6; expected four hex digits"),
    Case(
      input: "\"\\uD800\"", kind: .loneSurrogate, line: 1, column: 2,
      message:
        "lone UTF-16 surrogate in a \\u escape at line 1, column 2; a high surrogate (D800–DBFF) must be followed by a \\u low surrogate (DC00–DFFF)"
    ),
    Case(input: "[01]", kind: .invalidNumber, line: 1, column: 3, message: ""),
    Case(input: "é: [x]", kind: .unexpectedCharacter, line: 1, column: 1, message: ""),
    Case(
      input: "[\n  \"ü\", x]", kind: .unexpectedCharacter, line: 2, column: 8,
      message: "unexpected 'x' at line 2, column 8; expected a value"),
  ]

  @Test(arguments: cases)
  func reportsWhereAndWhy(_ c: Case) {
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: c.input) }
    guard let error else { return }
    #expect(error.kind == c.kind)
    #expect(error.line == c.line)
    #expect(error.column == c.column)
    if !c.message.isEmpty { #expect(error.description == c.message) }
  }

  /// Every proper prefix and every one-letter misspelling of `true`, `false` and `null`, at
  /// the end of input or followed by a delimiter, at the top level, in an array and as a
  /// member's value on a second line: the error points where the literal starts.
  @Test func reportsABadLiteralWhereItStarts() {
    var kinds: [JSONParseError.Kind: Int] = [:]
    var checked = 0
    for word in ["true", "false", "null"] {
      var bad: [String] = (1..<word.count).map { String(word.prefix($0)) }
      for i in 1..<word.count {
        var chars = Array(word)
        chars[i] = chars[i] == "x" ? "y" : "x"
        bad.append(String(chars))
        bad.append(String(word.prefix(i)) + "1")
      }
      for literal in bad {
        let contexts: [(text: String, line: Int, column: Int)] = [
          (literal, 1, 1), (" " + literal + " ", 1, 2), ("[" + literal + "]", 1, 2),
          ("[1, " + literal, 1, 5), ("{\"a\": 1,\n  \"bé\": " + literal + "}", 2, 9),
        ]
        for c in contexts {
          let error = #expect(throws: JSONParseError.self, "\(c.text.debugDescription)") { try JSON(parsing: c.text) }
          guard let error else { continue }
          #expect(error.line == c.line && error.column == c.column, "\(c.text.debugDescription): \(error)")
          #expect(error.description.contains("literal '\(literal.prefix { $0.isLetter })'"), "\(error)")
          #expect(error.description.hasSuffix("expected \(word)"), "\(error)")
          kinds[error.kind, default: 0] += 1
          checked += 1
        }
      }
    }
    // Both kinds occur: truncated at the end of input, and followed by something else.
    #expect(kinds[.unexpectedEnd, default: 0] > 0 && kinds[.unexpectedCharacter, default: 0] > 0, "\(kinds)")
    #expect(checked == 5 * (3 + 6) + 5 * (4 + 8) + 5 * (3 + 6))
  }

  /// `message` is the words alone (no placeholder, no location) and `description` is that
  /// message with " at line L, column C" put in exactly once (or the message itself when it
  /// is about the whole input): over every case above, every literal misspelling's context
  /// and every rejecting file of JSONTestSuite, and every kind of error among them.
  @Test func messageHasNoLocationAndDescriptionAddsItOnce() throws {
    var inputs: [[UInt8]] = Self.cases.map { Array($0.input.utf8) }
    inputs += ["[tru", "{\"a\": nul}", "[1e]", "\"\u{1}\"", "\"\\uDC00\"", "[\"\u{FF}\"]"].map { Array($0.utf8) }
    inputs.append([0x22, 0xC3, 0x28, 0x22])  // invalid UTF-8
    inputs.append([0xFF, 0xFE, 0x5B, 0x00])  // UTF-16
    inputs += SharedData.suite("n_").compactMap { try? [UInt8](SharedData.data("JSONTestSuite/test_parsing/\($0)")) }
    var kinds: [JSONParseError.Kind: Int] = [:]
    var located = 0
    for input in inputs {
      var errors: [JSONParseError] = []
      for options in [
        JSONParseOptions(), JSONParseOptions(maxDepth: 1, maxValueCount: 2), JSONParseOptions(maxInputBytes: 1),
      ] {
        do throws(JSONParseError) { _ = try JSON(parsing: input, options: options) } catch { errors.append(error) }
      }
      for error in errors {
        kinds[error.kind, default: 0] += 1
        #expect(!error.message.contains("{at}"), "\(error.message)")
        #expect(!error.message.contains(" at line "), "\(error.message)")
        let phrase = " at line \(error.line), column \(error.column)"
        if error.description == error.message {
          #expect(error.kind == .emptyInput || error.message.hasPrefix("input is "), "\(error)")
        } else {
          located += 1
          let parts = error.description.components(separatedBy: phrase)
          #expect(parts.count == 2, "\(error.description)")
          #expect(parts.joined() == error.message, "\(error.description) vs \(error.message)")
        }
        #expect(error.diagnostic(file: "f.json") == "f.json:\(error.line):\(error.column): error: \(error.message)")
      }
    }
    let all: [JSONParseError.Kind] = [
      .emptyInput, .unexpectedCharacter, .unexpectedEnd, .trailingContent, .invalidNumber, .controlCharacterInString,
      .invalidEscape, .invalidUnicodeEscape, .loneSurrogate, .invalidUTF8, .tooDeep, .tooLarge,
    ]
    for kind in all { #expect(kinds[kind, default: 0] > 0, "no error of kind \(kind)") }
    #expect(located > 100)
  }

  @Test func compilerStyleDiagnostic() throws {
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: "[1,\n 2,,]") }
    #expect(error?.diagnostic(file: "a.json") == "a.json:2:4: error: unexpected ','; expected a value")
  }

  @Test func diagnosticsReadWithoutTheLocationPhrase() throws {
    let trailing = #expect(throws: JSONParseError.self) { try JSON(parsing: "{} x") }
    #expect(
      trailing?.diagnostic(file: "b.json")
        == "b.json:1:4: error: unexpected 'x' after the JSON value; expected end of input")
    let number = #expect(throws: JSONParseError.self) { try JSON(parsing: "[01]") }
    #expect(number?.diagnostic(file: "c.json") == "c.json:1:3: error: invalid number: leading zero")
  }

  @Test func invalidUTF8IsReportedAtTheByte() throws {
    var bytes = Array("[\"ab".utf8)
    bytes += [0xC3, 0x28]  // a lead byte followed by a non-continuation byte
    bytes += Array("\"]".utf8)
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: bytes) }
    #expect(error?.kind == .invalidUTF8)
    #expect(error?.offset == 5)
  }

  @Test func utf16InputIsNamed() throws {
    let utf16 = Data("[\"a\"]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: utf16) }
    #expect(error?.description.contains("looks like UTF-16") == true)
  }

  @Test func aMillionOpenBracketsIsAnErrorNotACrash() throws {
    let deep = String(repeating: "[", count: 1_000_000)
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: deep) }
    #expect(error?.kind == .tooDeep)
    #expect(error?.column == 513)
  }

  @Test func depthLimitIsConfigurable() throws {
    let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: JSONParseError.self) { try JSON(parsing: nested) }
    let json = try JSON(parsing: nested, options: JSONParseOptions(maxDepth: 600))
    #expect(json.count == 1)
    #expect(throws: JSONParseError.self) { try JSON(parsing: "[[1]]", options: JSONParseOptions(maxDepth: 1)) }
  }

  @Test func byteOrderMarkIsSkippedUnlessDisabled() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{}".utf8)
    #expect(try JSON(parsing: bom).kind == .object)
    #expect(throws: JSONParseError.self) {
      try JSON(parsing: bom, options: JSONParseOptions(allowsByteOrderMark: false))
    }
    #expect(throws: JSONParseError.self) { try JSON(parsing: [0xEF, 0xBB, 0xBF]) }
  }

  @Test func truncatedInputAtEveryPositionFailsCleanly() throws {
    let text = Array(#"{"a":[1,-2.5e3,"x\u00e9\ud83d\ude00",true,false,null,{"b":{}}],"c":"d"}"#.utf8)
    _ = try JSON(parsing: text)
    for n in 0..<text.count {
      #expect(throws: JSONParseError.self, "prefix of \(n) bytes") { try JSON(parsing: text[0..<n]) }
    }
  }

  @Test func errorExcerptShowsTheLine() throws {
    let error = #expect(throws: JSONParseError.self) { try JSON(parsing: "{\"name\": \"x\",\n \"age\": tru }") }
    #expect(error?.excerpt.contains("\"age\": tru") == true)
  }
}
