/// Turns a ``Schema`` and the options into the values the templates read.
///
/// The variables (documented in Docs/Scaffold.md): `name`, `access` (`""` or `"public "`),
/// `module`, `isArray`, `codable`, `cellStyle`, `cellBase`, `fixtures`, `fixture`,
/// `title`, `subtitle`, `types`, `root`, `nested`. Each type has `name`, `qualifiedName`,
/// `parentName`, `kind`, `isRoot`, `isClass`, `path`, `indent` and `properties`; each property
/// `name`, `key`, `keyLiteral`, `type`, `isOptional`, `decode`, `encode`, `note` and
/// `codingKey`.
struct ModelContext {
  let schema: Schema
  let options: ScaffoldOptions
  let fixtures: [String]
  /// Whether `Codable` is added (asked for, and no property holds `JSON`).
  let codable: Bool

  var values: [String: TemplateValue] {
    let types = schema.types.map(typeValue)
    return [
      "name": .string(schema.rootName),
      "access": .string(options.access == .public ? "public " : ""),
      "module": .string(options.moduleName ?? ""),
      "isArray": .bool(schema.isArray),
      "codable": .bool(codable),
      "cellStyle": .string(options.cell.rawValue),
      "cellBase": .string(options.cell == .collection ? "UICollectionViewListCell" : "UITableViewCell"),
      "fixtures": .list(fixtures.map(TemplateValue.string)),
      "fixture": .string(fixtures.first ?? ""),
      "title": .string(labelExpressions().title),
      "subtitle": .string(labelExpressions().subtitle ?? ""),
      "types": .list(types),
      "root": types[0],
      "nested": .list(Array(types.dropFirst())),
    ]
  }

  private func typeValue(_ type: SchemaType) -> TemplateValue {
    .dictionary([
      "name": .string(type.name),
      "qualifiedName": .string(type.isRoot ? type.name : "\(schema.rootName).\(type.name)"),
      "parentName": .string(schema.rootName),
      "kind": .string(type.isClass ? "final class" : "struct"),
      "isRoot": .bool(type.isRoot),
      "isClass": .bool(type.isClass),
      "path": .string(type.path),
      "indent": .string(type.isRoot ? "" : "  "),
      "properties": .list(type.properties.map(propertyValue)),
    ])
  }

  private func propertyValue(_ p: SchemaProperty) -> TemplateValue {
    let literal = SwiftLiteral.string(p.key)
    let bare = SwiftName.bare(p.name)
    return .dictionary([
      "name": .string(p.name),
      "key": .string(p.key),
      "keyLiteral": .string(literal),
      "type": .string(p.type.swift + (p.isOptional ? "?" : "")),
      "isOptional": .bool(p.isOptional),
      "decode": .string(MappingSyntax.decode(p)),
      "encode": .string(MappingSyntax.encode(p)),
      "note": .string(p.note ?? ""),
      "codingKey": .string(bare == p.key ? "case \(p.name)" : "case \(p.name) = \(literal)"),
    ])
  }

  /// What the cell stub shows: the root's most title-like string, and another string.
  func labelExpressions() -> (title: String, subtitle: String?) {
    let root = schema.types[0]
    let strings = root.properties.filter { $0.type == .string }
    let preferred = ["text", "title", "name", "full_text", "headline", "subject", "description", "body", "message", "summary"]
    let ranked = strings.sorted { a, b in
      let ia = preferred.firstIndex(of: a.key.lowercased()) ?? preferred.count
      let ib = preferred.firstIndex(of: b.key.lowercased()) ?? preferred.count
      return ia < ib
    }
    func expr(_ p: SchemaProperty) -> String { "model.\(p.name)" }
    guard let first = ranked.first else { return ("String(describing: model)", nil) }
    return (expr(first), ranked.dropFirst().first.map(expr))
  }
}
