/// Turns a ``Schema`` and the options into the values the templates read.
///
/// The variables (documented in Docs/Scaffold.md): `name`, `access` (`""` or `"public "`),
/// `module`, `isArray`, `codable`, `cellStyle`, `cellBase`, `fixtures`, `fixture`,
/// `title`, `subtitle`, `types`, `root`, `nested`. Each type has `name`, `qualifiedName`,
/// `parentName`, `kind`, `isRoot`, `isClass`, `path`, `indent` and `properties`; each property
/// `name`, `key`, `keyLiteral`, `type`, `isOptional`, `decode`, `encode`, `note`, `doc`,
/// `parameter` and `codingKey`. `special` describes a root that is a top-level array of other than objects
/// (`form`, `isPositional`, `count`, `summary`, `properties`); `unions` the enums for values
/// of different kinds (`name`, `qualifiedName`, `parentName`, `path`, `isIndirect`, `kinds`,
/// `cases` with `name`, `kind`, `type`); `enums` the open enums (`name`, `qualifiedName`,
/// `parentName`, `path`, `values`, `cases` with `name`, `raw`, `rawLiteral`).
struct ModelContext {
  let schema: Schema
  let options: ScaffoldOptions
  let fixtures: [String]
  /// Whether `Codable` is added (`--codable`).
  let codable: Bool

  var values: [String: TemplateValue] {
    // A positional or single-value root is written by its own block (`special`); `types`
    // then holds the nested structs only.
    let isSpecial = schema.rootForm == .positional || schema.rootForm == .single
    let types = schema.types.filter { !(isSpecial && $0.isRoot) }.map(typeValue)
    let special = isSpecial ? specialRootValue(schema.types[0]) : TemplateValue.null
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
      "root": isSpecial ? special : types[0],
      "nested": .list(isSpecial ? types : Array(types.dropFirst())),
      "special": special,
      "protocols": .string(protocols.joined(separator: ", ")),
      "protocolTypes": .list(protocolTypes),
      "memberwise": .bool(options.access == .public),
      "unions": .list(schema.unions.map(unionValue)),
      "enums": .list(schema.enums.map(enumValue)),
      "taggedUnions": .list(schema.taggedUnions.map(taggedUnionValue)),
    ]
  }

  private func enumValue(_ e: SchemaEnum) -> TemplateValue {
    let shown = e.cases.prefix(10).map { SwiftLiteral.string($0.raw) }.joined(separator: ", ")
    return .dictionary([
      "name": .string(e.name),
      "qualifiedName": .string("\(schema.rootName).\(e.name)"),
      "parentName": .string(schema.rootName),
      "path": .string(e.path),
      "values": .string(shown),
      // Past this many cases, init(rawValue:) looks the string up in a table and `==` and
      // `hash(into:)` go through the string (compile time; see the template).
      "byTable": .bool(e.cases.count > ModelContext.enumSwitchLimit),
      "cases": .list(
        e.cases.map { c in
          .dictionary([
            "name": .string(c.name), "raw": .string(c.raw), "rawLiteral": .string(SwiftLiteral.string(c.raw)),
          ])
        }),
    ])
  }

  /// The root of a top-level array that is not an array of objects: its form, its number of
  /// positions and its properties, each with its `decode` expression.
  private func specialRootValue(_ type: SchemaType) -> TemplateValue {
    let positional = schema.rootForm == .positional
    return .dictionary([
      "name": .string(type.name),
      "binding": .string(options.mutableProperties ? "var" : "let"),
      "form": .string(positional ? "positional" : "single"),
      "isPositional": .bool(positional),
      "count": .string(String(type.properties.count)),
      "summary": .string(
        positional
          ? "an array of \(type.properties.count) values of different kinds, one property per position"
          : "the whole top-level array in `\(type.properties.first?.name ?? "values")`"),
      "properties": .list(
        type.properties.enumerated().map { i, p in
          var value = propertyValue(p)
          guard case .dictionary(var d) = value else { return value }
          d["index"] = .string(String(i))
          d["decode"] = .string(MappingSyntax.decodeWhole(p, at: positional ? i : nil))
          value = .dictionary(d)
          return value
        }),
    ])
  }

  private func unionValue(_ u: SchemaUnion) -> TemplateValue {
    let kinds = u.cases.map(\.kind.rawValue)
    let list =
      kinds.count <= 2
      ? kinds.joined(separator: " or ")
      : kinds.dropLast().joined(separator: ", ") + " or " + kinds.last!
    return .dictionary([
      "name": .string(u.name),
      "qualifiedName": .string("\(schema.rootName).\(u.name)"),
      "parentName": .string(schema.rootName),
      "path": .string(u.path),
      "isIndirect": .bool(u.isIndirect),
      "kinds": .string(list),
      "cases": .list(
        u.cases.map { c in
          .dictionary([
            "name": .string(c.name),
            "kind": .string(c.kind.rawValue),
            "type": .string(c.type.swift),
          ])
        }),
    ])
  }

  /// `--protocols`, Hashable implying Equatable.
  var protocols: [String] {
    let asked = Set(options.protocols)
    return ScaffoldOptions.supportedProtocols.filter(asked.contains)
  }

  /// Every type `--protocols` adds conformances to (open enums are already `Hashable`);
  /// classes get `==` and `hash(into:)` written out (no synthesis for classes).
  private var protocolTypes: [TemplateValue] {
    guard !protocols.isEmpty else { return [] }
    let isSpecial = schema.rootForm == .positional || schema.rootForm == .single
    var list: [TemplateValue] = schema.types.flatMap { t -> [TemplateValue] in
      let qualified = t.isRoot ? t.name : "\(schema.rootName).\(t.name)"
      // A wide type compares and hashes its parts (synthesized for a struct, written out for
      // a class), which conform too.
      let parts = ModelContext.parts(of: t).indices
      let compared = parts.isEmpty ? t.properties.map(\.name) : parts.map(ModelContext.partStorage)
      return [
        .dictionary([
          "qualifiedName": .string(qualified),
          "isClass": .bool(isClass(t) && !(isSpecial && t.isRoot)),
          "hashable": .bool(protocols.contains("Hashable")),
          "properties": .list(compared.map { .dictionary(["name": .string($0)]) }),
        ])
      ]
        + parts.map { i -> TemplateValue in
          .dictionary([
            "qualifiedName": .string("\(qualified).\(ModelContext.partType(i))"), "isClass": .bool(false),
          ])
        }
    }
    list += (schema.unions.map(\.name) + schema.taggedUnions.map(\.name)).map { name in
      .dictionary(["qualifiedName": .string("\(schema.rootName).\(name)"), "isClass": .bool(false)])
    }
    return list
  }

  private func isClass(_ type: SchemaType) -> Bool { type.isClass || options.classes }

  private func typeValue(_ type: SchemaType) -> TemplateValue {
    let isClass = isClass(type)
    let parts = ModelContext.parts(of: type)
    // A type stored in parts reads through each part's reader instead.
    let readsInOrder = type.properties.count >= ModelContext.readerThreshold && parts.isEmpty
    let qualifiedName = type.isRoot ? type.name : "\(schema.rootName).\(type.name)"
    let mutable = options.mutableProperties && !isClass
    var properties: [TemplateValue] = []
    for (i, part) in parts.enumerated() {
      for p in part {
        guard case .dictionary(var d) = propertyValue(p, readsInOrder: true) else { continue }
        d["storage"] = .string(ModelContext.partStorage(i))
        properties.append(.dictionary(d))
      }
    }
    if parts.isEmpty { properties = type.properties.map { propertyValue($0, readsInOrder: readsInOrder) } }
    return .dictionary([
      "binding": .string(mutable ? "var" : "let"),
      "isMutable": .bool(mutable),
      // Past `partThreshold` fields, stored in nested structs of `partSize` fields each, with a
      // computed property per field (see the template).
      "parts": .list(
        parts.enumerated().map { i, part in
          let first = i * ModelContext.partSize + 1
          return .dictionary([
            "name": .string(ModelContext.partType(i)),
            "storage": .string(ModelContext.partStorage(i)),
            "range": .string("\(first)–\(first + part.count - 1)"),
            "properties": .list(part.map { propertyValue($0, readsInOrder: true) }),
          ])
        }),
      "fieldCount": .string(String(type.properties.count)),
      "partSize": .string(String(ModelContext.partSize)),
      "name": .string(type.name),
      "qualifiedName": .string(qualifiedName),
      "parentName": .string(schema.rootName),
      "kind": .string(isClass ? "final class" : "struct"),
      "isRoot": .bool(type.isRoot),
      "isClass": .bool(isClass),
      // A struct's `init(json:)` delegates to its memberwise initializer (no copy of the whole
      // value at its end) up to this many fields: past it, the call's error paths, each
      // destroying every argument before it, make compile time grow with the square.
      "delegates": .bool(!isClass && type.properties.count <= ModelContext.delegationLimit),
      // Many fields are read through a `JSON.Reader`, in the samples' key order (the order of
      // `properties`): each is found where the last one ended, not by a scan from the start.
      "readsInOrder": .bool(readsInOrder),
      "path": .string(type.path),
      "indent": .string(type.isRoot ? "" : "  "),
      "properties": .list(properties),
    ])
  }

  /// The fields of a type stored in parts (see `parts` in the type's context), or none.
  static func parts(of type: SchemaType) -> [ArraySlice<SchemaProperty>] {
    guard type.properties.count > partThreshold else { return [] }
    return stride(from: 0, to: type.properties.count, by: partSize).map {
      type.properties[$0..<min($0 + partSize, type.properties.count)]
    }
  }

  /// The nested struct holding part `i` of a wide type's fields: `Fields_1`. No type the
  /// scaffold names has an underscore, so it shadows none.
  static func partType(_ i: Int) -> String { "Fields_\(i + 1)" }

  /// The stored property holding part `i`: `fields_1` (reserved: see ``MemberNames``).
  static func partStorage(_ i: Int) -> String { "fields_\(i + 1)" }

  private func propertyValue(_ p: SchemaProperty, readsInOrder: Bool = false) -> TemplateValue {
    let literal = SwiftLiteral.string(p.key)
    let bare = SwiftName.bare(p.name)
    return .dictionary([
      "name": .string(p.name),
      "key": .string(p.key),
      "keyLiteral": .string(literal),
      "type": .string(p.type.swift + (p.isOptional ? "?" : "")),
      "isOptional": .bool(p.isOptional),
      "decode": .string(MappingSyntax.decode(p)),
      "read": .string(MappingSyntax.decode(p, from: readsInOrder ? "members" : "json")),
      "encode": .string(MappingSyntax.encode(p)),
      "note": .string(p.note ?? ""),
      "doc": .string(Self.doc(p)),
      "codingKey": .string(bare == p.key ? "case \(p.name)" : "case \(p.name) = \(literal)"),
      // A parameter named `self` would hide self: it gets an inner name no key produces.
      "parameter": .string(
        "\(p.name)\(bare == "self" ? " self_" : ""): \(p.type.swift)\(p.isOptional ? "? = nil" : "")"),
      "argument": .string(bare == "self" ? "self_" : p.name),
      // The label in a call: keywords need no backticks there, except these three.
      "label": .string(["inout", "var", "let"].contains(bare) ? "`\(bare)`" : bare),
    ])
  }

  /// The most cases an open enum's `init(rawValue:)` matches with a `switch` (see `byTable`).
  static let enumSwitchLimit = 64

  /// The most fields a struct's `init(json:)` passes to its memberwise initializer in one call
  /// (see `delegates` in the type's context).
  static let delegationLimit = 64

  /// The most fields a type stores directly. Past it (wide objects: 3,000 keys in one
  /// sample), the fields are stored in nested structs of ``partSize`` each, with a computed
  /// property per field: a 3,000-field `init(json:)` crashed the compiler after 100 s
  /// (`swiftc -c -Onone`); in parts it builds in seconds. The number is far above any object a
  /// person would model by hand, so ordinary models stay plain.
  static let partThreshold = 256

  /// The fields per part of a wide type (see ``partThreshold``).
  static let partSize = 64

  /// The fewest fields a type reads through a `JSON.Reader` (see `readsInOrder`): below it, a
  /// scan from the object's start is as cheap as the reader.
  static let readerThreshold = 8

  /// The property's doc comment: why it is `JSON` and why it is optional, briefly.
  static func doc(_ p: SchemaProperty) -> String {
    var parts: [String] = []
    if let note = p.note { parts.append(note + ".") }
    if let dates = dateDoc(p.type) { parts.append(dates) }
    if let why = p.whyOptionalBrief, p.note != "Always null in the samples" { parts.append("Optional: \(why).") }
    return parts.joined(separator: " ")
  }

  /// What the cell stub shows: the root's most title-like string, and a second string — the
  /// name of a nested model (`model.user.screenName`, `model.actor.login`) when there is one,
  /// else another string that is not an id.
  func labelExpressions() -> (title: String, subtitle: String?) {
    let titles = [
      "text", "title", "name", "full_text", "headline", "subject", "summary", "message", "body", "description", "type",
    ]
    let names = ["name", "screen_name", "login", "username", "title", "display_name"]
    func rank(_ p: SchemaProperty, _ list: [String]) -> Int { list.firstIndex(of: p.key.lowercased()) ?? list.count }
    func isIDLike(_ p: SchemaProperty) -> Bool {
      let k = p.key.lowercased()
      return k == "id" || k.hasSuffix("_id") || k.hasSuffix("_id_str") || k == "id_str"
        || k.hasSuffix("id") && k.count <= 4
    }
    let root = schema.types[0]
    let strings = root.properties.filter { $0.type == .string }
    let ranked = strings.sorted { rank($0, titles) < rank($1, titles) }
    guard let title = ranked.first else { return ("String(describing: model)", nil) }
    // A nested model's name-like string.
    for p in root.properties where !p.isOptional {
      guard case .model(let typeName) = p.type,
        let nested = schema.types.first(where: { $0.name == typeName && !$0.isRoot })
      else { continue }
      if let name = nested.properties.filter({ $0.type == .string && rank($0, names) < names.count })
        .min(by: { rank($0, names) < rank($1, names) })
      {
        return ("model.\(title.name)", "model.\(p.name).\(name.name)")
      }
    }
    let second =
      ranked.dropFirst().first { !isIDLike($0) && rank($0, titles) < titles.count }
      ?? ranked.dropFirst().first { !isIDLike($0) }
    return ("model.\(title.name)", second.map { "model.\($0.name)" })
  }
}
