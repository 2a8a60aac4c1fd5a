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
  /// Whether `Codable` is added (`--codable`).
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

  /// What the cell stub shows: the root's most title-like string, and a second string — the
  /// name of a nested model (`model.user.screenName`, `model.actor.login`) when there is one,
  /// else another string that is not an id.
  func labelExpressions() -> (title: String, subtitle: String?) {
    let titles = ["text", "title", "name", "full_text", "headline", "subject", "summary", "message", "body", "description", "type"]
    let names = ["name", "screen_name", "login", "username", "title", "display_name"]
    func rank(_ p: SchemaProperty, _ list: [String]) -> Int { list.firstIndex(of: p.key.lowercased()) ?? list.count }
    func isIDLike(_ p: SchemaProperty) -> Bool {
      let k = p.key.lowercased()
      return k == "id" || k.hasSuffix("_id") || k.hasSuffix("_id_str") || k == "id_str" || k.hasSuffix("id") && k.count <= 4
    }
    let root = schema.types[0]
    let strings = root.properties.filter { $0.type == .string }
    let ranked = strings.sorted { rank($0, titles) < rank($1, titles) }
    guard let title = ranked.first else { return ("String(describing: model)", nil) }
    // A nested model's name-like string.
    for p in root.properties where !p.isOptional {
      guard case .model(let typeName) = p.type, let nested = schema.types.first(where: { $0.name == typeName && !$0.isRoot }) else { continue }
      if let name = nested.properties.filter({ $0.type == .string && rank($0, names) < names.count })
        .min(by: { rank($0, names) < rank($1, names) })
      {
        return ("model.\(title.name)", "model.\(p.name).\(name.name)")
      }
    }
    let second = ranked.dropFirst().first { !isIDLike($0) && rank($0, titles) < titles.count }
      ?? ranked.dropFirst().first { !isIDLike($0) }
    return ("model.\(title.name)", second.map { "model.\($0.name)" })
  }
}
