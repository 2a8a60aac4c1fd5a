import Foundation

/// Formats JSON paths as Bricks prints them: `$.statuses[3].user.id`, with keys that are not
/// plain identifiers quoted: `$["a.b"]`, `$["first name"]`.
enum JSONPath {
  static func component(key: String) -> String {
    let isPlain =
      !key.isEmpty
      && key.utf8.allSatisfy { c in
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x2D
      } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
    if isPlain { return "." + key }
    return "[" + quoted(key) + "]"
  }

  static func component(index: Int) -> String { "[\(index)]" }

  /// A string in double quotes, written as a JSON string literal: quotes, backslashes and
  /// control characters escaped, and so is every scalar that would not show as itself, as
  /// `\uXXXX` (a surrogate pair beyond the BMP): format characters (zero-width, bidi),
  /// separators other than the space, private-use and unassigned code points, and — in a
  /// string that is not in NFC — every non-ASCII scalar, so that keys that differ only in
  /// Unicode normalization never print alike (`"été"` and `"e\u0301te\u0301"`).
  static func quoted(_ s: String) -> String {
    let isNFC =
      s.unicodeScalars.allSatisfy(\.isASCII)
      || s.unicodeScalars.elementsEqual(s.precomposedStringWithCanonicalMapping.unicodeScalars)
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if !isNFC && !ch.isASCII || hidden(ch) {
          for unit in UTF16.encode(ch)! { out += String(format: "\\u%04X", unit) }
        } else {
          out.unicodeScalars.append(ch)
        }
      }
    }
    return out + "\""
  }

  /// Whether `scalar` would not show as itself in a message.
  private static func hidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator:
      return true
    default:
      return false
    }
  }
}
