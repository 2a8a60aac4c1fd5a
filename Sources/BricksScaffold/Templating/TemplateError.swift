/// A template that cannot be parsed or rendered, with the place it went wrong.
///
/// `description` prints it compiler-style, as Stencil's reporter does:
///
/// ```
/// Templates/Model.swift.template:3:12: error: unknown filter 'camel'; known filters: lower, ...
///     let {{ name|camel }}
///                 ^
/// ```
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The template's file name (or the name it was given).
  public var file: String
  /// 1-based line of the offending spot.
  public var line: Int
  /// 1-based column (in characters) of the offending spot.
  public var column: Int
  /// What went wrong and what to do.
  public var message: String
  /// The full text of the offending line, for the caret display.
  public var sourceLine: String

  /// Creates an error; the generators and the parser do this, users rarely need to.
  public init(file: String, line: Int, column: Int, message: String, sourceLine: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.sourceLine = sourceLine
  }

  /// `file:line:col: error: message`, the source line, and a caret under the column.
  public var description: String {
    let caretPad = String(sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
    return "\(file):\(line):\(column): error: \(message)\n\(sourceLine)\n\(caretPad)^"
  }
}

/// A position in a template's source, kept as a character offset until an error needs it.
struct SourceLocation: Sendable, Equatable {
  var offset: Int  // in Characters from the start of the source
}

extension TemplateError {
  /// Builds the error for `location` in `source`, computing the line and column only now.
  init(_ message: String, at location: SourceLocation, in source: [Character], file: String) {
    var line = 1
    var lineStart = 0
    var i = 0
    while i < min(location.offset, source.count) {
      if source[i] == "\n" {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    var lineEnd = lineStart
    while lineEnd < source.count, source[lineEnd] != "\n" { lineEnd += 1 }
    self.init(
      file: file, line: line, column: location.offset - lineStart + 1, message: message,
      sourceLine: String(source[lineStart..<lineEnd]))
  }
}
