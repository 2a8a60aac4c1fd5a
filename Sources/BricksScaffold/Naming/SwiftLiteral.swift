/// Swift source literals that can hold any text.
enum SwiftLiteral {
  /// `text` as a Swift string literal, quotes included.
  ///
  /// Quotes, backslashes, every control, format, separator, private-use and unassigned
  /// character are escaped (`\"`, `\\`, `\n`, `\u{202E}`), so no JSON key can end the literal,
  /// start an interpolation, break a line or hide text with bidirectional controls.
  ///
  /// - Complexity: O(n) in the length of `text`.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      case " "..."~": out.unicodeScalars.append(scalar)
      default:
        if scalar.isASCII || !isSafe(scalar) {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .spaceSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
      return false
    default:
      return true
    }
  }
}
