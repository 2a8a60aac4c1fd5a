import BricksJSON

/// Reads a JSON Schema (the draft 2020-12 subset OpenAPI 3.1 components use) into the shapes
/// sample inference makes, so that `--schema` gives the same models, mapping, cells and tests.
///
/// Supported: `type` (one or a list, `null` making a field nullable), `properties`,
/// `required`, `items`, `additionalProperties` (a schema: `[String: T]`), `enum` of strings
/// (an open enum whatever the thresholds) or of other values (their type), `const`,
/// `oneOf`/`anyOf` (a union; a `null` member makes it nullable), `allOf` of objects (merged),
/// `$ref` to `#/...` within the file (recursion included), `format: uri` (`URL`).
/// `format: date-time` is `JSONZonedDate`: a schema does not say how many fractional digits or
/// which offset the server writes, and a model must write back exactly what it read, which a
/// `JSONZonedDate` does for every RFC 3339 date-time.
/// Anything else is an ``ScaffoldError/invalidSchema(path:location:reason:)``.
struct JSONSchemaReader {
  let path: String
  let document: JSON
  private var builder = ShapeBuilder(options: InferenceOptions())
  private var refs: [String: ObjectShape] = [:]
  private var resolving: Set<String> = []
  /// Recursion through a non-object `$ref` target (a `oneOf`) with an object in between; see
  /// ``SchemaRecursion``.
  private var recursion = SchemaRecursion()

  init(path: String, document: JSON) {
    self.path = path
    self.document = document
  }

  /// The root object shape and the form of the top level.
  mutating func read() throws(ScaffoldError) -> (ObjectShape, RootForm) {
    try Self.checkLooksLikeASchema(document, path: path)
    let root: (shape: Shape, nullable: Bool)
    if Self.isObjectSchema(document) {
      // Made before its properties are read, so that `$ref: "#"` inside is the root itself.
      let object = recursion.newObject(&builder)
      refs["#"] = object
      root = (try self.object(document, at: "#", depth: 0, into: object), false)
    } else {
      root = try shape(document, at: "#")
    }
    switch root.shape {
    case .object(let o): return (o, .object)
    case .array(.object(let o), _): return (o, .array)
    default:
      let holder = recursion.newObject(&builder)
      holder.declare("values", shape: root.shape, required: true, nullable: false)
      return (holder, .single)
    }
  }

  private func fail(_ at: String, _ reason: String) -> ScaffoldError {
    .invalidSchema(path: path, location: at, reason: reason)
  }

  /// A schema's shape and whether it admits null.
  private mutating func shape(_ schema: JSON, at location: String, depth: Int = 0) throws(ScaffoldError) -> (
    shape: Shape, nullable: Bool
  ) {
    guard depth < ShapeBuilder.maxDepth else { return (.tooDeep, false) }
    if schema.kind == .bool { return (.nothing, true) }  // `true`: anything
    guard schema.kind == .object else { throw fail(location, "a schema must be an object or a Boolean") }
    if let ref = schema["$ref"] {
      guard let target = ref.stringValue, target.hasPrefix("#") else {
        throw fail(location, "only $ref to '#/...' within the file is supported")
      }
      return try reference(target, from: location, depth: depth)
    }
    if let combined = try combination(schema, at: location, depth: depth) { return combined }
    var types: [String] = []
    if let type = schema["type"] {
      if let one = type.stringValue {
        types = [one]
      } else if type.kind == .array {
        types = type.elements.compactMap(\.stringValue)
      } else {
        throw fail(location + "/type", "expected a type name or a list of them")
      }
    }
    if let values = schema["enum"] ?? schema["const"].map({ JSON(array: [$0]) }) {
      guard values.kind == .array else { throw fail(location + "/enum", "expected an array") }
      let listed = values.elements.compactMap(\.stringValue)
      let nullable = values.elements.contains { $0.isNull }
      if !listed.isEmpty, listed.count + values.elements.filter(\.isNull).count == values.count {
        // A value listed twice is one case (Swift compares strings canonically, as `switch` does).
        var seen = Set<String>()
        let strings = listed.filter { seen.insert($0).inserted }
        return (
          .string(StringHints(allURLs: false, values: strings, occurrences: strings.count, isDeclaredEnum: true)),
          nullable
        )
      }
      if types.isEmpty {
        var merged = Shape.nothing
        for v in values.elements { merged = builder.merge(v, into: merged, depth: 2) }
        return (merged, nullable)
      }
    }
    let nullable = types.contains("null")
    let nonNull = types.filter { $0 != "null" }
    if nonNull.isEmpty {
      if schema["properties"] != nil { return (try object(schema, at: location, depth: depth), nullable) }
      if schema["items"] != nil { return (try array(schema, at: location, depth: depth), nullable) }
      return (.nothing, true)
    }
    return (try union(of: nonNull, schema, at: location, depth: depth), nullable)
  }

  /// `oneOf`/`anyOf` (a union of the members) or `allOf` (their merge); nil when the schema is
  /// none of these.
  private mutating func combination(
    _ schema: JSON, at location: String, depth: Int
  ) throws(ScaffoldError) -> (shape: Shape, nullable: Bool)? {
    for key in ["oneOf", "anyOf"] {
      if let list = schema[key] {
        guard list.kind == .array, list.count > 0 else {
          throw fail(location + "/" + key, "expected a non-empty array of schemas")
        }
        var members: [Shape] = []
        var nullable = false
        for (i, member) in list.elements.enumerated() {
          let m = try shape(member, at: "\(location)/\(key)/\(i)", depth: depth + 1)
          if case .nothing = m.shape {} else { members.append(m.shape) }
          nullable = nullable || m.nullable
        }
        return (Shape.unionOf(members), nullable)
      }
    }
    if let list = schema["allOf"] {
      guard list.kind == .array else { throw fail(location + "/allOf", "expected an array of schemas") }
      var merged = Shape.nothing
      for (i, member) in list.elements.enumerated() {
        merged = Shape.merge(merged, try shape(member, at: "\(location)/allOf/\(i)", depth: depth + 1).shape)
      }
      return (merged, false)
    }
    return nil
  }

  /// The union of the shapes `types` (the schema's `type`, without `null`) name.
  private mutating func union(of types: [String], _ schema: JSON, at location: String, depth: Int) throws(ScaffoldError)
    -> Shape
  {
    var members: [Shape] = []
    for type in types {
      switch type {
      case "object": members.append(try object(schema, at: location, depth: depth))
      case "array": members.append(try array(schema, at: location, depth: depth))
      case "string":
        let format = schema["format"]?.stringValue
        // Any ISO 8601 format at an offset other than Z reads as "each value its own offset".
        let dateTime = format == "date-time" ? JSONDateFormat.iso8601(offset: .colon(secondsFromGMT: 0)) : nil
        members.append(.string(StringHints(allURLs: format == "uri", dateFormat: dateTime)))
      case "integer": members.append(.int(epoch: nil))
      case "number": members.append(.double)
      case "boolean": members.append(.bool)
      default: throw fail(location + "/type", "unknown type '\(type)'")
      }
    }
    return Shape.unionOf(members)
  }

  private mutating func object(_ schema: JSON, at location: String, depth: Int, into existing: ObjectShape? = nil)
    throws(ScaffoldError) -> Shape
  {
    let properties = schema["properties"]
    if properties == nil, let extra = schema["additionalProperties"], extra.kind == .object {
      let value = try shape(extra, at: location + "/additionalProperties", depth: depth + 1)
      return .map(value: value.shape, nullableValues: value.nullable)
    }
    let object = existing ?? recursion.newObject(&builder)
    object.declareEmpty()
    recursion.openObjects += 1
    defer { recursion.openObjects -= 1 }
    let required = Set((schema["required"]?.elements ?? JSON(array: []).elements).compactMap(\.stringValue))
    if let properties {
      guard properties.kind == .object else { throw fail(location + "/properties", "expected an object") }
      for (key, value) in properties.members {
        let field = try shape(value, at: "\(location)/properties/\(Self.escape(key))", depth: depth + 1)
        // `target`: through recursion, a union may have merged this object into another while
        // its properties were being read (`oneOf: [item, item-group]` inside item-group).
        if case .nothing = field.shape {
          object.target.declare(key, shape: .nothing, required: false, nullable: true)
        } else {
          object.target.declare(key, shape: field.shape, required: required.contains(key), nullable: field.nullable)
        }
      }
    }
    return .object(object.target)
  }

  private mutating func array(_ schema: JSON, at location: String, depth: Int) throws(ScaffoldError) -> Shape {
    guard let items = schema["items"] else { return .array(element: .nothing, nullableElements: false) }
    let element = try shape(items, at: location + "/items", depth: depth + 1)
    return .array(element: element.shape, nullableElements: element.nullable)
  }

  /// A `$ref`: objects are made once per target, so a schema that refers to itself becomes a
  /// type that contains itself.
  private mutating func reference(_ target: String, from location: String, depth: Int) throws(ScaffoldError) -> (
    shape: Shape, nullable: Bool
  ) {
    let parts = target.dropFirst().split(separator: "/", omittingEmptySubsequences: true)
    let target = parts.isEmpty ? "#" : target  // `#` and `#/` are the root
    if let known = refs[target] { return (.object(known), false) }
    var node = document
    for part in parts {
      let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      guard let next = node[key] else { throw fail(location, "$ref '\(target)' points at nothing in this file") }
      node = next
    }
    if Self.isObjectSchema(node) {
      let object = recursion.newObject(&builder)
      object.preferredName = target.split(separator: "/").last.map(String.init)
      refs[target] = object
      _ = try self.object(node, at: target, depth: depth, into: object)
      let types = node["type"].map { $0.kind == .array ? Array($0.elements) : [$0] } ?? []
      return (.object(object), types.contains { $0.stringValue == "null" })
    }
    guard resolving.insert(target).inserted else {
      guard let placeholder = recursion.placeholder(for: target, builder: &builder) else {
        throw fail(location, "$ref '\(target)' refers to itself without an object in between")
      }
      return (.object(placeholder), false)
    }
    recursion.enter(target)
    defer { resolving.remove(target) }
    let result = try shape(node, at: target, depth: depth + 1)
    recursion.leave(target, resolvedTo: result.shape)
    return result
  }

  /// A schema for objects only (`type: object`, or `properties` without a `type`): one type
  /// per such `$ref` target.
  static func isObjectSchema(_ node: JSON) -> Bool {
    node["type"]?.stringValue == "object" || (node["type"] == nil && node["properties"] != nil)
  }

  /// Whether `key: value` is a schema keyword with a value of the kind it takes (a payload
  /// may have a `type: "user"` or an `items` array; a schema's `type` names JSON types).
  static func isSchemaKeyword(_ key: String, _ value: JSON) -> Bool {
    let typeNames: Set<String> = ["object", "array", "string", "integer", "number", "boolean", "null"]
    switch key {
    case "$schema", "$id", "$ref": return value.kind == .string
    case "$defs", "definitions", "properties": return value.kind == .object
    case "type":
      if let name = value.stringValue { return typeNames.contains(name) }
      return value.kind == .array && value.elements.allSatisfy { $0.stringValue.map(typeNames.contains) ?? false }
    case "items", "additionalProperties": return value.kind == .object || value.kind == .bool
    case "oneOf", "anyOf", "allOf", "enum", "required": return value.kind == .array
    default: return false
    }
  }

  /// Refuses a document that is not a schema at all (a sample payload passed with `--schema`).
  static func checkLooksLikeASchema(_ document: JSON, path: String) throws(ScaffoldError) {
    guard document.kind == .object else {
      if document.kind == .bool { return }
      throw .notASchema(path: path, found: SchemaInferrer.describe(document.kind))
    }
    if document.members.contains(where: { isSchemaKeyword($0.key, $0.value) }) { return }
    let keys = document.members.prefix(4).map { "'\($0.key)'" }.joined(separator: ", ")
    throw .notASchema(path: path, found: document.count == 0 ? "an empty object" : "an object with keys \(keys)")
  }

  static func escape(_ key: String) -> String {
    key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }
}
