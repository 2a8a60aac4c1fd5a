extension Scaffolder {
  /// `--explain`'s lines for the tagged unions and open enums: where each is, why it exists,
  /// and its cases.
  static func explainEnums(_ schema: Schema) -> [String] {
    var lines: [String] = []
    if let note = schema.rootUnionNote {
      lines.append("\(schema.rootName): struct  <- $[*]")
      lines.append("  \(note)")
    }
    for u in schema.taggedUnions {
      lines.append("\(schema.rootName).\(u.name): enum on \(SwiftLiteral.string(u.key))  <- \(u.path)")
      lines.append("  tagged union: \(u.reason)")
      let cases = u.cases.map { c in
        "\(SwiftName.bare(c.name))\(c.type.map { "(\($0))" } ?? "") = \(SwiftLiteral.string(c.tag))"
      }
      lines.append("  cases: \(cases.joined(separator: ", ")); unknown(JSON) keeps any other object")
    }
    for e in schema.enums {
      lines.append("\(schema.rootName).\(e.name): open enum  <- \(e.path)")
      lines.append("  enum: \(e.reason)")
      let cases = e.cases.map { "\(SwiftName.bare($0.name)) = \(SwiftLiteral.string($0.raw))" }
      lines.append("  cases: \(cases.joined(separator: ", ")); unknown(String) keeps any other string")
    }
    return lines
  }
}
