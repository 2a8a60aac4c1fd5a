/// The parser's internal failure: a byte offset and what went wrong there.
///
/// Kept small and cheap on the hot path; the public ``JSONParseError`` (with line, column and
/// an excerpt) is computed from it only when a parse actually fails.
@usableFromInline
struct ParseFailure: Error, Sendable {
  @usableFromInline var offset: Int
  @usableFromInline var reason: Reason

  @usableFromInline
  init(_ reason: Reason, at offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  @usableFromInline
  enum Reason: Sendable, Equatable {
    case emptyInput
    case unexpectedByte(expected: String)  // "a value", "',' or ']'", ...
    case unexpectedEnd(expected: String)
    case trailingContent
    /// Letters that start like a literal but are not one; `atEnd` when the input ends in it.
    case invalidLiteral(String, expected: String, atEnd: Bool)
    case invalidNumber(String)  // what is wrong with it: "leading zero", "no digits after '.'", ...
    case numberTooLong
    case controlCharacterInString
    case invalidEscape
    case invalidUnicodeEscape
    case loneSurrogate
    case invalidUTF8
    case depthLimitExceeded(Int)
    case documentTooLarge
    case tooManyValues(Int)  // JSONParseOptions.maxValueCount
    case inputTooLarge(Int, limit: Int)  // the input's size, JSONParseOptions.maxInputBytes
    case outOfMemory(bytes: Int, input: Int)  // the allocation that failed (see ParseMemory), the input's size
  }
}
