/// Turns tokens into ``TemplateNode``s, reporting every mistake with its location.
struct TemplateParser {
  let source: [Character]
  let file: String
  private var tokens: [TemplateToken]
  private var index = 0
  /// Blocks open around the current token.
  private var depth = 0

  /// The most blocks (`if`, `for`, `indent`) one may nest; deeper is an error at the tag that
  /// goes too deep. Parsing and rendering recurse once per level, so this bounds the stack
  /// whatever the template; real templates nest a handful of levels.
  static let maxNesting = 100

  init(tokens: [TemplateToken], source: [Character], file: String) {
    self.tokens = tokens
    self.source = source
    self.file = file
  }

  private func error(_ message: String, at offset: Int) -> TemplateError {
    TemplateError(message, at: SourceLocation(offset: offset), in: source, file: file)
  }

  /// Parses the whole template.
  mutating func parse() throws(TemplateError) -> [TemplateNode] {
    let (nodes, end) = try parseNodes(until: [])
    if let end { throw error("unexpected '{% \(end.word) %}' with no open block", at: end.offset) }
    return nodes
  }

  /// Parses until one of `terminators` (block words like `endif`) and returns which one ended it.
  private mutating func parseNodes(until terminators: Set<String>) throws(TemplateError)
    -> ([TemplateNode], (word: String, rest: String, offset: Int)?)
  {
    var nodes: [TemplateNode] = []
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token.kind {
      case .text(let s):
        nodes.append(.text(s))
      case .variable(let contents):
        nodes.append(.output(try parseVariable(contents, at: token.location.offset)))
      case .block(let contents):
        let (word, rest, wordOffset, restOffset) = split(contents, at: token.location.offset)
        switch word {
        case "if":
          nodes.append(try parseIf(rest, restOffset: restOffset, wordOffset: wordOffset))
        case "for":
          nodes.append(try parseFor(rest, restOffset: restOffset, wordOffset: wordOffset))
        case "indent":
          let ws = words(rest, at: restOffset)
          guard ws.count == 1 else {
            throw error("malformed 'indent'; expected '{% indent prefix %}'", at: ws.first?.offset ?? wordOffset)
          }
          let prefix = try parsePath(ws[0].text, at: ws[0].offset)
          try enterBlock("indent", at: wordOffset)
          defer { depth -= 1 }
          let (body, end) = try parseNodes(until: ["endindent"])
          guard end != nil else {
            throw error("'{% indent %}' is never closed; expected '{% endindent %}'", at: wordOffset)
          }
          nodes.append(.indent(prefix: prefix, body: body))
        case "elif", "else", "endif", "endfor", "endindent":
          if terminators.contains(word) { return (nodes, (word, rest, wordOffset)) }
          throw error("unexpected '{% \(word) %}' with no open block", at: wordOffset)
        case "":
          throw error("empty tag; expected if, elif, else, endif, for, endfor, indent or endindent", at: wordOffset)
        default:
          throw error(
            "unknown tag '\(word)'; expected if, elif, else, endif, for, endfor, indent or endindent", at: wordOffset)
        }
      }
    }
    return (nodes, nil)
  }

  /// Counts one more open block, or fails at the tag that nests too deep.
  private mutating func enterBlock(_ word: String, at offset: Int) throws(TemplateError) {
    guard depth < Self.maxNesting else {
      throw error(
        "'{% \(word) %}' nests blocks more than \(Self.maxNesting) deep; close some blocks (or split the template)",
        at: offset)
    }
    depth += 1
  }

  private mutating func parseIf(_ rest: String, restOffset: Int, wordOffset: Int) throws(TemplateError) -> TemplateNode
  {
    var branches: [(condition: Condition?, body: [TemplateNode])] = []
    var condition: Condition? = try parseCondition(rest, at: restOffset, tagOffset: wordOffset)
    try enterBlock("if", at: wordOffset)
    defer { depth -= 1 }
    var sawElse = false
    while true {
      let (body, end) = try parseNodes(until: ["elif", "else", "endif"])
      branches.append((condition, body))
      guard let end else { throw error("'{% if %}' is never closed; expected '{% endif %}'", at: wordOffset) }
      switch end.word {
      case "endif":
        return .conditional(branches)
      case "else":
        if sawElse { throw error("a second '{% else %}' in one '{% if %}'", at: end.offset) }
        sawElse = true
        condition = nil
      default:  // elif
        if sawElse { throw error("'{% elif %}' after '{% else %}'", at: end.offset) }
        condition = try parseCondition(end.rest, at: end.offset + 5, tagOffset: end.offset)
      }
    }
  }

  private mutating func parseFor(_ rest: String, restOffset: Int, wordOffset: Int) throws(TemplateError) -> TemplateNode
  {
    let words = words(rest, at: restOffset)
    guard words.count == 3, words[1].text == "in", isIdentifier(words[0].text) else {
      throw error("malformed 'for'; expected '{% for item in list %}'", at: words.first?.offset ?? wordOffset)
    }
    let sequence = try parsePath(words[2].text, at: words[2].offset)
    try enterBlock("for", at: wordOffset)
    defer { depth -= 1 }
    let (body, end) = try parseNodes(until: ["endfor"])
    guard end != nil else { throw error("'{% for %}' is never closed; expected '{% endfor %}'", at: wordOffset) }
    return .loop(variable: words[0].text, sequence: sequence, body: body)
  }

  private func parseCondition(_ text: String, at offset: Int, tagOffset: Int) throws(TemplateError) -> Condition {
    let words = words(text, at: offset)
    guard !words.isEmpty else { throw error("'if' needs a condition", at: tagOffset) }
    var clauses: [[Condition.Operand]] = [[]]
    var i = 0
    while true {
      // One operand: `not`s, then a variable.
      var negated = false
      while i < words.count, words[i].text == "not" {
        negated.toggle()
        i += 1
      }
      guard i < words.count else {
        throw error(
          "condition ends too early; expected a variable", at: words.last.map { $0.offset + $0.text.count } ?? offset)
      }
      let w = words[i]
      i += 1
      if w.text == "and" || w.text == "or" { throw error("expected a variable before '\(w.text)'", at: w.offset) }
      clauses[clauses.count - 1].append(Condition.Operand(negated: negated, path: try parsePath(w.text, at: w.offset)))
      guard i < words.count else { return Condition(clauses: clauses) }
      switch words[i].text {
      case "and": break
      case "or": clauses.append([])
      default: throw error("expected 'and' or 'or', found '\(words[i].text)'", at: words[i].offset)
      }
      i += 1
    }
  }

  private func parseVariable(_ contents: String, at offset: Int) throws(TemplateError) -> VariableExpression {
    // Split on '|', keeping each part's offset.
    var parts: [(text: String, offset: Int)] = []
    var current = ""
    var start = offset
    var pos = offset
    for ch in contents {
      if ch == "|" {
        parts.append((current, start))
        current = ""
        start = pos + 1
      } else {
        current.append(ch)
      }
      pos += 1
    }
    parts.append((current, start))
    func trimmed(_ part: (text: String, offset: Int)) -> (text: String, offset: Int) {
      let lead = part.text.prefix(while: { $0 == " " || $0 == "\t" }).count
      let body = part.text.dropFirst(lead)
      let trail = body.reversed().prefix(while: { $0 == " " || $0 == "\t" }).count
      return (String(body.dropLast(trail)), part.offset + lead)
    }
    let head = trimmed(parts[0])
    if head.text.isEmpty { throw error("empty variable; expected '{{ name }}'", at: head.offset) }
    let path = try parsePath(head.text, at: head.offset)
    var filters: [(filter: TemplateFilter, location: SourceLocation)] = []
    for part in parts.dropFirst().map(trimmed) {
      guard !part.text.isEmpty else { throw error("missing filter name after '|'", at: part.offset) }
      guard let filter = TemplateFilter(rawValue: part.text) else {
        let known = TemplateFilter.allCases.map(\.rawValue).joined(separator: ", ")
        throw error("unknown filter '\(part.text)'; known filters: \(known)", at: part.offset)
      }
      filters.append((filter, SourceLocation(offset: part.offset)))
    }
    return VariableExpression(path: path, filters: filters)
  }

  private func parsePath(_ text: String, at offset: Int) throws(TemplateError) -> VariablePath {
    let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var pos = offset
    for c in components {
      if !isIdentifier(c) {
        throw error("invalid variable name '\(text)'; expected names like 'model.name'", at: pos)
      }
      pos += c.count + 1
    }
    return VariablePath(components: components, location: SourceLocation(offset: offset))
  }

  private func isIdentifier(_ s: String) -> Bool {
    guard let first = s.first, first == "_" || first.isLetter else { return false }
    return s.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }

  /// Splits tag contents into its first word and the rest, with offsets.
  private func split(_ contents: String, at offset: Int) -> (String, String, Int, Int) {
    let ws = words(contents, at: offset)
    guard let first = ws.first else { return ("", "", offset, offset) }
    let restOffset = first.offset + first.text.count
    let rest = String(contents.dropFirst(restOffset - offset))
    return (first.text, rest, first.offset, restOffset)
  }

  private func words(_ text: String, at offset: Int) -> [(text: String, offset: Int)] {
    var result: [(text: String, offset: Int)] = []
    var current = ""
    var start = offset
    var pos = offset
    for ch in text {
      if ch == " " || ch == "\t" || ch == "\n" {
        if !current.isEmpty { result.append((current, start)) }
        current = ""
      } else {
        if current.isEmpty { start = pos }
        current.append(ch)
      }
      pos += 1
    }
    if !current.isEmpty { result.append((current, start)) }
    return result
  }
}
