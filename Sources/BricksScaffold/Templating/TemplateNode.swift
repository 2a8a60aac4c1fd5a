/// A parsed template: text, outputs, conditionals and loops.
indirect enum TemplateNode {
  case text(String)
  case output(VariableExpression)
  /// Branches in order; a `nil` condition is the `else` branch.
  case conditional([(condition: Condition?, body: [TemplateNode])])
  case loop(variable: String, sequence: VariablePath, body: [TemplateNode])
  /// `{% indent prefix %}`: every non-empty line of the body gets the string `prefix` in front.
  case indent(prefix: VariablePath, body: [TemplateNode])
}

/// A dotted path such as `model.properties` or `forloop.last`, with where it was written.
struct VariablePath {
  var components: [String]
  var location: SourceLocation
  var text: String { components.joined(separator: ".") }
}

/// `path|filter|filter` inside `{{ }}`.
struct VariableExpression {
  var path: VariablePath
  var filters: [(filter: TemplateFilter, location: SourceLocation)]
}

/// An `if` condition: `a`, `not a`, `a and b`, `a or not b` (`and` binds tighter than `or`).
///
/// Kept in the only shape the syntax allows — an `or` of `and`s of possibly negated variables —
/// as flat arrays, so that no length of condition makes parsing or evaluating it recurse.
struct Condition {
  /// A variable, negated by an odd number of `not`s.
  struct Operand {
    var negated: Bool
    var path: VariablePath
  }
  /// True when any clause has all its operands true.
  var clauses: [[Operand]]
}
