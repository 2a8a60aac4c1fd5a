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
          let what =
            opener == "{" ? "'{{'; expected '}}'" : opener == "%" ? "'{%'; expected '%}'" : "'{#'; expected '#}'"
          throw TemplateError("unclosed \(what)", at: SourceLocation(offset: open), in: source, file: file)
        }
        let contents = String(source[(i + 2)..<close])
        var next = close + 2
        if opener != "{" {
          // Standalone line? Only blanks before it on this line and only blanks after it.
          let before = source[lineStart..<open]
          var after = next
          while after < source.count, source[after] == " " || source[after] == "\t" { after += 1 }
          let endsLine = after == source.count || source[after] == "\n"
          if !lineHasTag, before.allSatisfy({ $0 == " " || $0 == "\t" }), endsLine {
            text.removeLast(min(text.count, open - lineStart))
            next = after == source.count ? after : after + 1
            lineStart = next
            lineHasTag = false
          } else {
            lineHasTag = true
          }
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
