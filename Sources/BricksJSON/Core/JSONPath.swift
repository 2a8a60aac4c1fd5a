/// Formats JSON paths as Bricks prints them: `$.statuses[3].user.id`, with keys that are not
/// plain identifiers quoted: `$["a.b"]`, `$["first name"]`.
enum JSONPath {
  static func appending(key: String, to path: String) -> String {
    path + component(key: key)
  }

  static func component(key: String) -> String {
    let isPlain = !key.isEmpty && key.utf8.allSatisfy { c in
      (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x2D
    } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
    if isPlain { return "." + key }
    var escaped = "[\""
    for ch in key.unicodeScalars {
      switch ch {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default:
        if ch.value < 0x20 { escaped += "\\u" + String(repeating: "0", count: 4 - String(ch.value, radix: 16).count) + String(ch.value, radix: 16) } else { escaped.unicodeScalars.append(ch) }
      }
    }
    return escaped + "\"]"
  }

  static func component(index: Int) -> String { "[\(index)]" }
}
