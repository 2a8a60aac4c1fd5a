/// One piece of template source: literal text, a `{{ variable }}` or a `{% tag %}`.
struct TemplateToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case text(String)
    case variable(String)
    case block(String)
  }
  var kind: Kind
  /// Offset of the first character inside the delimiters (for text: of the text itself).
  var location: SourceLocation
}

/// Splits template source into tokens.
///
/// A line holding nothing but one `{% tag %}` or `{# comment #}` (and blanks) disappears
/// entirely from the output, newline included, so templates can put control flow on lines of
/// their own without leaving empty lines in the generated code.
struct TemplateLexer {
  let source: [Character]
  let file: String

  /// An opener as an error names it, with the closer it needs.
  static func describe(_ opener: Character) -> String {
    opener == "{" ? "'{{'; expected '}}'" : opener == "%" ? "'{%'; expected '%}'" : "'{#'; expected '#}'"
  }

  /// Where output resumes after a tag or comment that opens at `open` and ends before `next`,
  /// when it stands alone on its line (only blanks before it and after it): past the newline.
  /// Nil when the line holds anything else.
  func standaloneEnd(open: Int, next: Int, lineStart: Int) -> Int? {
    guard source[lineStart..<open].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    var after = next
    while after < source.count, source[after] == " " || source[after] == "\t" { after += 1 }
    guard after == source.count || source[after] == "\n" else { return nil }
    return after == source.count ? after : after + 1
  }

  func tokenize() throws(TemplateError) -> [TemplateToken] {
    var tokens: [TemplateToken] = []
    var text: [Character] = []
    var textStart = 0
    var i = 0
    var lineStart = 0  // offset where the current line starts
    var lineHasTag = false  // a variable or tag already sits on the current line

    func flushText() {
      if !text.isEmpty {
        tokens.append(TemplateToken(kind: .text(String(text)), location: SourceLocation(offset: textStart)))
      }
      text.removeAll(keepingCapacity: true)
    }

    while i < source.count {
      let c = source[i]
      if c == "{", i + 1 < source.count, "{%#".contains(source[i + 1]) {
        let opener = source[i + 1]
        let closer: Character = opener == "{" ? "}" : opener
        let open = i
        guard let close = findClose(closer, from: i + 2) else {
          throw TemplateError(
            "unclosed \(Self.describe(opener))", at: SourceLocation(offset: open), in: source, file: file)
        }
        let contents = String(source[(i + 2)..<close])
        var next = close + 2
        if opener != "{", !lineHasTag, let end = standaloneEnd(open: open, next: next, lineStart: lineStart) {
          text.removeLast(min(text.count, open - lineStart))
          next = end
          lineStart = next
          lineHasTag = false
        } else {
          lineHasTag = true
        }
        flushText()
        if opener == "{" {
          tokens.append(TemplateToken(kind: .variable(contents), location: SourceLocation(offset: open + 2)))
        } else if opener == "%" {
          tokens.append(TemplateToken(kind: .block(contents), location: SourceLocation(offset: open + 2)))
        }
        i = next
        textStart = i
        continue
      }
      if text.isEmpty { textStart = i }
      text.append(c)
      if c == "\n" {
        lineStart = i + 1
        lineHasTag = false
      }
      i += 1
    }
    flushText()
    return tokens
  }

  private func findClose(_ closer: Character, from start: Int) -> Int? {
    var j = start
    while j + 1 < source.count {
      if source[j] == closer, source[j + 1] == "}" { return j }
      j += 1
    }
    return nil
  }
}
