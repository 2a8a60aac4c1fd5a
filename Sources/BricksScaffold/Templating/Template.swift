/// A parsed template: text with `{{ variables|filters }}`, `{% if %}`/`{% elif %}`/`{% else %}`/
/// `{% endif %}`, `{% for x in list %}`/`{% endfor %}`, `{% indent prefix %}`/`{% endindent %}`
/// (puts the string variable `prefix` before every non-empty line of its body) and
/// `{# comments #}`.
///
/// Parsing checks the whole syntax up front, so a broken template fails before anything is
/// rendered or written. Printing an undefined variable is an error (typos do not vanish
/// silently); in a condition an undefined variable is false. Inside a loop `forloop.first`,
/// `forloop.last`, `forloop.index` (1-based) and `forloop.index0` are defined.
/// A line holding only a tag or a comment leaves nothing in the output. Blocks nest at most
/// 100 deep (a deeper one is a located error, so no template can exhaust the stack); a
/// condition may hold any number of `not`, `and` and `or`.
public struct Template: Sendable {
  /// The name used in error messages, usually the template's path.
  public let name: String
  private let source: [Character]
  private let nodes: [TemplateNodeBox]

  /// Parses `source`.
  ///
  /// - Parameters:
  ///   - source: The template text.
  ///   - name: The file name shown in errors.
  /// - Throws: ``TemplateError`` with the line and column of the first mistake, including a
  ///   block opened more than 100 deep.
  public init(source: String, name: String) throws(TemplateError) {
    self.name = name
    self.source = Array(source)
    let tokens = try TemplateLexer(source: self.source, file: name).tokenize()
    var parser = TemplateParser(tokens: tokens, source: self.source, file: name)
    self.nodes = try parser.parse().map(TemplateNodeBox.init)
  }

  /// Renders the template with `context`.
  ///
  /// - Throws: ``TemplateError`` for an undefined variable, a filter applied to the wrong kind
  ///   of value, or a loop over something that is not a list.
  /// - Complexity: O(size of the output).
  public func render(_ context: [String: TemplateValue]) throws(TemplateError) -> String {
    var renderer = TemplateRenderer(source: source, file: name, scopes: [context])
    var out = ""
    try renderer.render(nodes.map(\.node), into: &out)
    return out
  }
}

/// Lets the non-Sendable node tree live in a Sendable template (it is immutable once parsed).
private struct TemplateNodeBox: @unchecked Sendable {
  let node: TemplateNode
}

struct TemplateRenderer {
  let source: [Character]
  let file: String
  var scopes: [[String: TemplateValue]]

  private func error(_ message: String, at location: SourceLocation) -> TemplateError {
    TemplateError(message, at: location, in: source, file: file)
  }

  func lookup(_ path: VariablePath) -> TemplateValue? {
    guard let head = path.components.first,
      var value = scopes.reversed().lazy.compactMap({ $0[head] }).first
    else { return nil }
    for component in path.components.dropFirst() {
      guard case .dictionary(let d) = value, let next = d[component] else { return nil }
      value = next
    }
    return value
  }

  func evaluate(_ condition: Condition) -> Bool {
    condition.clauses.contains { clause in
      clause.allSatisfy { operand in (lookup(operand.path)?.isTruthy ?? false) != operand.negated }
    }
  }

  mutating func render(_ nodes: [TemplateNode], into out: inout String) throws(TemplateError) {
    for node in nodes {
      switch node {
      case .text(let s):
        out += s
      case .output(let expression):
        guard var value = lookup(expression.path) else {
          throw error("undefined variable '\(expression.path.text)'", at: expression.path.location)
        }
        for (filter, location) in expression.filters {
          switch filter.apply(to: value) {
          case .success(let v): value = v
          case .failure(let f): throw error(f.message, at: location)
          }
        }
        switch value {
        case .string(let s): out += s
        case .bool(let b): out += b ? "true" : "false"
        case .null: break
        case .list, .dictionary:
          throw error(
            "cannot print \(value.kindName) '\(expression.path.text)'; loop over it or pick a field",
            at: expression.path.location)
        }
      case .conditional(let branches):
        for branch in branches where branch.condition.map(evaluate) ?? true {
          try render(branch.body, into: &out)
          break
        }
      case .indent(let prefixPath, let body):
        guard case .string(let prefix)? = lookup(prefixPath) else {
          throw error(
            "'indent' needs a string variable; '\(prefixPath.text)' is \(lookup(prefixPath)?.kindName ?? "undefined")",
            at: prefixPath.location)
        }
        var inner = ""
        try render(body, into: &inner)
        guard !prefix.isEmpty else {
          out += inner
          continue
        }
        out += inner.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
      case .loop(let variable, let sequence, let body):
        guard let value = lookup(sequence) else {
          throw error("undefined variable '\(sequence.text)'", at: sequence.location)
        }
        guard case .list(let items) = value else {
          throw error("cannot loop over \(value.kindName) '\(sequence.text)'; expected a list", at: sequence.location)
        }
        for (i, item) in items.enumerated() {
          let forloop: TemplateValue = .dictionary([
            "first": .bool(i == 0), "last": .bool(i == items.count - 1),
            "index": .string(String(i + 1)), "index0": .string(String(i)),
          ])
          scopes.append([variable: item, "forloop": forloop])
          defer { scopes.removeLast() }
          try render(body, into: &out)
        }
      }
    }
  }
}
