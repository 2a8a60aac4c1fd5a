extension ModelContext {
  /// A tagged union for the templates: `name`, `qualifiedName`, `parentName`, `path`, `key`,
  /// `keyLiteral`, `expected` (the error's wording, as a literal), `tags` (the tags shown, as
  /// literals), `isIndirect`, and `cases` with `name`, `tag`, `tagLiteral`, `type` (empty for
  /// a case with no payload) and `count`.
  func taggedUnionValue(_ u: SchemaTaggedUnion) -> TemplateValue {
    let shown = u.cases.prefix(10).map { SwiftLiteral.string($0.tag) }.joined(separator: ", ")
    return .dictionary([
      "name": .string(u.name),
      "qualifiedName": .string("\(schema.rootName).\(u.name)"),
      "parentName": .string(schema.rootName),
      "path": .string(u.path),
      "key": .string(u.key),
      "keyLiteral": .string(SwiftLiteral.string(u.key)),
      "expected": .string(SwiftLiteral.string("an object with a \(SwiftLiteral.string(u.key)) string")),
      "tags": .string(shown + (u.cases.count > 10 ? ", …" : "")),
      "isIndirect": .bool(u.isIndirect),
      "cases": .list(
        u.cases.map { c in
          .dictionary([
            "name": .string(c.name), "tag": .string(c.tag), "tagLiteral": .string(SwiftLiteral.string(c.tag)),
            "type": .string(c.type ?? ""), "count": .string(String(c.count)),
          ])
        }),
    ])
  }
}
