/// Why JSON text could not be parsed, and exactly where.
///
/// ```
/// unexpected ',' at line 3, column 14; expected a value
/// ```
/// `offset` is the byte offset into the input; `line` and `column` are 1-based, the column
/// counted in Unicode scalars. They are computed only when a parse fails.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, without the location.
  public let message: String
  /// Byte offset into the input where the problem was found.
  public let offset: Int
  /// 1-based line of `offset`.
  public let line: Int
  /// 1-based column of `offset`, in Unicode scalars.
  public let column: Int
  /// A short excerpt of the input line around the problem.
  public let excerpt: String
  /// The kind of problem, for code that wants to tell them apart.
  public let kind: Kind

  /// Kinds of parse failure.
  public enum Kind: String, Sendable, Equatable {
    case emptyInput, unexpectedCharacter, unexpectedEnd, trailingContent, invalidNumber
    case controlCharacterInString, invalidEscape, invalidUnicodeEscape, loneSurrogate, invalidUTF8
    case tooDeep, tooLarge
  }

  /// The message with its location: "unexpected ',' at line 3, column 14; expected a value".
  public var description: String {
    if kind == .emptyInput { return message }
    return message.replacingFirst("{at}", with: "at line \(line), column \(column)")
  }

  /// The message in compiler style for a file: `FILE:LINE:COLUMN: error: MESSAGE`.
  public func diagnostic(file: String) -> String {
    "\(file):\(line):\(column): error: \(message.replacingFirst(" {at}", with: ""))"
  }

  init(_ failure: ParseFailure, in bytes: UnsafeBufferPointer<UInt8>) {
    let offset = min(max(0, failure.offset), bytes.count)
    self.offset = offset
    // Line and column: count line breaks before the offset; the column counts scalars.
    var line = 1
    var lineStart = 0
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    var column = 1
    for i in lineStart..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
    self.line = line
    self.column = column
    var lineEnd = offset
    while lineEnd < bytes.count, lineEnd - offset < 40, bytes[lineEnd] != 0x0A { lineEnd += 1 }
    let from = max(lineStart, offset - 40)
    self.excerpt = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<lineEnd]), as: UTF8.self)

    let found = offset < bytes.count ? JSONParseError.describe(byte: bytes[offset]) : "end of input"
    switch failure.reason {
    case .emptyInput:
      (kind, message) = (.emptyInput, "empty input; expected a JSON value")
    case .unexpectedByte(let expected):
      if JSONParseError.looksLikeUTF16(bytes) {
        (kind, message) = (.invalidUTF8, "input looks like UTF-16 (found \(found) {at}); JSON text must be UTF-8: re-encode it")
      } else {
        (kind, message) = (.unexpectedCharacter, "unexpected \(found) {at}; expected \(expected)")
      }
    case .unexpectedEnd(let expected):
      (kind, message) = (.unexpectedEnd, "unexpected end of input {at}; expected \(expected)")
    case .invalidLiteral(let text, let expected, let atEnd):
      if JSONParseError.looksLikeUTF16(bytes) {
        (kind, message) = (.invalidUTF8, "input looks like UTF-16 (found \(found) {at}); JSON text must be UTF-8: re-encode it")
      } else if atEnd {
        (kind, message) = (.unexpectedEnd, "unexpected end of input in literal '\(text)' {at}; expected \(expected)")
      } else {
        (kind, message) = (.unexpectedCharacter, "invalid literal '\(text)' {at}; expected \(expected)")
      }
    case .trailingContent:
      (kind, message) = (.trailingContent, "unexpected \(found) after the JSON value {at}; expected end of input")
    case .invalidNumber(let what):
      (kind, message) = (.invalidNumber, "invalid number {at}: \(what)")
    case .numberTooLong:
      (kind, message) = (.invalidNumber, "number too long {at}")
    case .controlCharacterInString:
      let hex = String(bytes[offset], radix: 16, uppercase: true)
      (kind, message) = (
        .controlCharacterInString,
        "unescaped control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) in a string {at}; write it as an escape such as \\n or \\u00\(hex.count < 2 ? "0" : "")\(hex)"
      )
    case .invalidEscape:
      let c = offset + 1 < bytes.count ? JSONParseError.describe(byte: bytes[offset + 1]) : "end of input"
      (kind, message) = (.invalidEscape, "invalid escape: backslash followed by \(c) {at}; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
    case .invalidUnicodeEscape:
      (kind, message) = (.invalidUnicodeEscape, "invalid \\u escape: \(found) {at}; expected four hex digits")
    case .loneSurrogate:
      (kind, message) = (.loneSurrogate, "lone UTF-16 surrogate in a \\u escape {at}; a high surrogate (D800–DBFF) must be followed by a \\u low surrogate (DC00–DFFF)")
    case .invalidUTF8:
      (kind, message) = (.invalidUTF8, "invalid UTF-8 sequence {at}: found \(found); JSON text must be UTF-8")
    case .depthLimitExceeded(let limit):
      (kind, message) = (.tooDeep, "arrays and objects nest deeper than \(limit) levels {at}; raise JSONParseOptions.maxDepth if the input is trusted")
    case .tooManyValues(let limit):
      (kind, message) = (.tooLarge, "more than \(limit) values {at} (JSONParseOptions.maxValueCount; values and object keys count); raise the limit if the input is trusted")
    case .inputTooLarge(let size, let limit):
      (kind, message) = (.tooLarge, "input is \(size) bytes, more than JSONParseOptions.maxInputBytes (\(limit)); raise the limit if the input is trusted")
    case .documentTooLarge:
      (kind, message) = (.tooLarge, "document too large {at}; a document holds at most 2^56 bytes and values")
    }
  }

  /// A byte order mark FF FE / FE FF, or a NUL byte among the first two.
  static func looksLikeUTF16(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard b.count >= 2 else { return false }
    return (b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF) || b[0] == 0 || b[1] == 0
  }

  /// How a byte reads in a message: `','`, `'\n'`, `byte 0xFF`.
  static func describe(byte: UInt8) -> String {
    switch byte {
    case 0x0A: return "'\\n'"
    case 0x0D: return "'\\r'"
    case 0x09: return "'\\t'"
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return "byte 0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let r = range(of: target) else { return self }
    return replacingCharacters(in: r, with: replacement)
  }
}
