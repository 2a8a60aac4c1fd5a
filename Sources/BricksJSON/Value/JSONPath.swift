import Foundation

/// Formats JSON paths as Bricks prints them: `$.statuses[3].user.id`, with keys that are not
/// plain identifiers quoted: `$["a.b"]`, `$["first name"]`.
enum JSONPath {
  static func component(key: String) -> String {
    let isPlain = !key.isEmpty && key.utf8.allSatisfy { c in
      (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x2D
    } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
    if isPlain { return "." + key }
    return "[" + quoted(key) + "]"
  }

  static func component(index: Int) -> String { "[\(index)]" }

  /// A string in double quotes, with quotes, backslashes and control characters escaped.
  static func quoted(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if ch.value < 0x20 { out += String(format: "\\u%04X", ch.value) } else { out.unicodeScalars.append(ch) }
      }
    }
    return out + "\""
  }
}
