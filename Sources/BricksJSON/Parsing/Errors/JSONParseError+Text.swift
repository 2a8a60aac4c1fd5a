extension JSONParseError {
  /// The words of every parse error: what went wrong and what to do, without the location,
  /// plus where in the message ``JSONParseError/description`` puts "at line L, column C".
  ///
  /// To change what a parse error says, change it here.
  struct Text {
    let kind: Kind
    let message: String
    let locationOffset: Int?

    /// A message about one place: `before` + " at line L, column C" + `after` in the description.
    init(_ kind: Kind, _ before: String, _ after: String = "") {
      self.kind = kind
      self.message = before + after
      self.locationOffset = before.utf8.count
    }

    /// A message about the whole input, with no location in the description.
    init(_ kind: Kind, whole message: String) {
      self.kind = kind
      self.message = message
      self.locationOffset = nil
    }

    init(_ reason: ParseFailure.Reason, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
      let found = offset < bytes.count ? JSONParseError.describe(byte: bytes[offset]) : "end of input"
      let utf16 = Text(
        .invalidUTF8, "input looks like UTF-16 (found \(found)", "); JSON text must be UTF-8: re-encode it")
      switch reason {
      case .emptyInput:
        self = Text(.emptyInput, whole: "empty input; expected a JSON value")
      case .unexpectedByte(let expected):
        self =
          JSONParseError.looksLikeUTF16(bytes)
          ? utf16 : Text(.unexpectedCharacter, "unexpected \(found)", "; expected \(expected)")
      case .unexpectedEnd(let expected):
        self = Text(.unexpectedEnd, "unexpected end of input", "; expected \(expected)")
      case .invalidLiteral(let text, let expected, let atEnd):
        if JSONParseError.looksLikeUTF16(bytes) {
          self = utf16
        } else if atEnd {
          self = Text(.unexpectedEnd, "unexpected end of input in literal '\(text)'", "; expected \(expected)")
        } else {
          self = Text(.unexpectedCharacter, "invalid literal '\(text)'", "; expected \(expected)")
        }
      case .trailingContent:
        self = Text(.trailingContent, "unexpected \(found) after the JSON value", "; expected end of input")
      case .invalidNumber(let what):
        self = Text(.invalidNumber, "invalid number", ": \(what)")
      case .numberTooLong:
        self = Text(.invalidNumber, "number too long")
      case .controlCharacterInString:
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        self = Text(
          .controlCharacterInString,
          "unescaped control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) in a string",
          "; write it as an escape such as \\n or \\u00\(hex.count < 2 ? "0" : "")\(hex)")
      case .invalidEscape:
        let c = offset + 1 < bytes.count ? JSONParseError.describe(byte: bytes[offset + 1]) : "end of input"
        self = Text(
          .invalidEscape, "invalid escape: backslash followed by \(c)",
          "; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
      case .invalidUnicodeEscape:
        self = Text(.invalidUnicodeEscape, "invalid \\u escape: \(found)", "; expected four hex digits")
      case .loneSurrogate:
        self = Text(
          .loneSurrogate, "lone UTF-16 surrogate in a \\u escape",
          "; a high surrogate (D800–DBFF) must be followed by a \\u low surrogate (DC00–DFFF)")
      case .invalidUTF8:
        self = Text(.invalidUTF8, "invalid UTF-8 sequence", ": found \(found); JSON text must be UTF-8")
      case .depthLimitExceeded(let limit):
        self = Text(
          .tooDeep, "arrays and objects nest deeper than \(limit) levels",
          "; raise JSONParseOptions.maxDepth if the input is trusted")
      case .tooManyValues(let limit):
        self = Text(
          .tooLarge, "more than \(limit) values",
          " (JSONParseOptions.maxValueCount; values and object keys count); raise the limit if the input is trusted")
      case .inputTooLarge(let size, let limit):
        self = Text(
          .tooLarge,
          whole:
            "input is \(size) bytes, more than JSONParseOptions.maxInputBytes (\(limit)); raise the limit if the input is trusted"
        )
      case .outOfMemory(let size, let input):
        self = Text(
          .outOfMemory,
          whole:
            "out of memory: could not allocate \(size) bytes to parse \(input) bytes of JSON; free memory or parse a smaller input"
        )
      case .documentTooLarge:
        self = Text(.tooLarge, "document too large", "; a document holds at most 2^56 bytes and values")
      }
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
