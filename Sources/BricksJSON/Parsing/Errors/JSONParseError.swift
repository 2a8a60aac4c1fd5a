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
    /// Memory for the parsed document (its copy of the input, its tape) could not be allocated.
    case outOfMemory
  }

  /// Where in `message` (a UTF-8 offset) the description puts "at line L, column C"; nil for
  /// a message that is not about one place (empty input, an input over the size limit).
  let locationOffset: Int?

  /// The message with its location: "unexpected ',' at line 3, column 14; expected a value".
  public var description: String {
    guard let locationOffset else { return message }
    let utf8 = message.utf8
    let split = utf8.index(utf8.startIndex, offsetBy: locationOffset)
    return String(message[..<split]) + " at line \(line), column \(column)" + String(message[split...])
  }

  /// The message in compiler style for a file: `FILE:LINE:COLUMN: error: MESSAGE`.
  public func diagnostic(file: String) -> String {
    "\(file):\(line):\(column): error: \(message)"
  }

  init(_ failure: ParseFailure, in bytes: UnsafeBufferPointer<UInt8>) {
    let offset = min(max(0, failure.offset), bytes.count)
    self.offset = offset
    (line, column, excerpt) = JSONParseError.location(of: offset, in: bytes)
    let text = JSONParseError.Text(failure.reason, at: offset, in: bytes)
    (kind, message, locationOffset) = (text.kind, text.message, text.locationOffset)
  }

  /// The 1-based line and column (in scalars) of `offset`, and up to 40 bytes of its line on
  /// either side.
  static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
    line: Int, column: Int, excerpt: String
  ) {
    var line = 1
    var lineStart = 0
    for i in 0..<offset where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    var column = 1
    for i in lineStart..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
    var lineEnd = offset
    while lineEnd < bytes.count, lineEnd - offset < 40, bytes[lineEnd] != 0x0A { lineEnd += 1 }
    let from = max(lineStart, offset - 40)
    let excerpt = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<lineEnd]), as: UTF8.self)
    return (line, column, excerpt)
  }
}
