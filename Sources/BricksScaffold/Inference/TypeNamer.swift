import BricksJSON
import Foundation

/// Names the inferred object shapes, merges identical ones and builds the ``Schema``.
///
/// Deterministic: shapes are visited in document order (keys in first-seen order), the first
/// place a shape appears names it, and a name already taken gets the parent type's name in
/// front (`EntitiesUrl`), then a number.
struct TypeNamer {
  let rootName: String
  let root: ObjectShape
  var options = InferenceOptions()
  /// The samples' paths, for `--explain`.
  var samplePaths: [String] = []
  /// The shapes come from a JSON Schema, not from samples (explanations say so).
  var fromSchema = false

  /// The most arrays and dictionaries nested in one property type (`[[[Int]]]` is 3); deeper
  /// ones become `JSON`. The compiler's time to check a nested collection type doubles with
  /// each level (about 20 s at 26), so the cap keeps generated code fast to build.
  static let maxCollectionDepth = 10
  /// The longest name made by putting the parent type's name in front of a taken one
  /// (`EntitiesUrl`); a longer one gets a number instead, so names do not grow with nesting.
  static let maxPrefixedNameLength = 48
  /// The longest `path` shown for a type (`$.user.entities`); longer ones keep their end,
  /// so the generated file does not grow with the square of the nesting.
  static let maxPathLength = 100

  private final class State {
    var order: [ObjectShape] = []  // canonical shapes in document order
    var canonical: [ObjectIdentifier: ObjectShape] = [:]  // any shape -> its canonical shape
    var bySignature: [ExactKey: ObjectShape] = [:]  // signatures hold keys: compare bytes
    var names: [ObjectIdentifier: String] = [:]
    var paths: [ObjectIdentifier: String] = [:]
    var allocator = NameAllocator(reserved: SwiftName.reservedTypeNames)
    var unionNames: [ExactKey: String] = [:]  // union signature -> enum name
    var unions: [SchemaUnion] = []
    var form = RootForm.object
    var pendingUnions: [(index: Int, members: [Shape])] = []
    var enumNames: [ExactKey: String] = [:]  // key and values -> enum name
    var enums: [SchemaEnum] = []
    var taggedNames: [ObjectIdentifier: String] = [:]  // tagged shape -> enum name
    var taggedBySignature: [ExactKey: String] = [:]
    var tagged: [(shape: TaggedShape, index: Int)] = []
    var taggedUnions: [SchemaTaggedUnion] = []
  }

  func schema(form: RootForm) -> Schema {
    SharedEvidence.pool(from: root)
    let state = State()
    state.form = form
    _ = state.allocator.claim(rootName)
    state.names[ObjectIdentifier(root)] = rootName
    collect(root, parentName: rootName, nameHint: rootName, path: form == .array ? "$[*]" : "$", state: state)
    var types = state.order.map { shape -> SchemaType in
      SchemaType(
        name: state.names[ObjectIdentifier(shape)]!, path: state.paths[ObjectIdentifier(shape)]!,
        isRoot: shape === root, isClass: false,
        properties: properties(of: shape, state: state))
    }
    for (index, members) in state.pendingUnions {
      state.unions[index].cases = members.map { member in
        let (type, _) = propertyType(member, state: state, direct: false)
        return UnionCase(kind: member.kindKey!, name: Self.caseName(member), type: type)
      }
      state.unions[index].isIndirect = state.unions[index].cases.contains { $0.type.directModel != nil }
    }
    for (shape, index) in state.tagged {
      state.taggedUnions[index].cases = Self.taggedCases(shape, state: state)
    }
    Self.markIndirectTaggedUnions(&state.taggedUnions, types: types, unions: state.unions)
    markRecursiveTypes(&types)
    var schema = Schema(rootName: rootName, rootForm: form, types: types, unions: state.unions, enums: state.enums)
    schema.taggedUnions = state.taggedUnions
    return schema
  }

  // MARK: Collecting and naming

  private func collect(_ shape: ObjectShape, parentName: String, nameHint: String, path: String, state: State) {
    let id = ObjectIdentifier(shape)
    guard state.canonical[id] == nil, shape === root || !shape.keys.isEmpty else { return }
    var stack: [ObjectIdentifier] = []
    let signature = ExactKey(Self.signature(shape, stack: &stack))
    if shape !== root, let same = state.bySignature[signature] {
      state.canonical[id] = same
      return
    }
    state.canonical[id] = shape
    state.bySignature[signature] = state.bySignature[signature] ?? shape
    state.order.append(shape)
    state.paths[id] = path
    if shape !== root {
      var name = SwiftName.type(fromKey: shape.preferredName ?? nameHint)
      if state.allocator.isTaken(name), parentName.utf8.count + name.utf8.count <= Self.maxPrefixedNameLength {
        name = parentName + name
      }
      name = state.allocator.claim(name)
      state.names[id] = name
    }
    let myName = state.names[id]!
    for (i, key) in shape.keys.enumerated() {
      let child: String
      switch (shape === root, state.form) {
      case (true, .positional): child = Self.bounded(path + "[\(i)]")
      case (true, .single): child = path
      default: child = Self.bounded(path + Self.pathComponent(key))
      }
      visit(shape[key]!.shape, parentName: myName, key: key, singular: false, path: child, state: state)
    }
  }

  /// Names a union the first time its signature is seen (then its object member, under the
  /// union's name + `Object`), and visits what its cases hold.
  private func collectUnion(
    _ members: [Shape], parentName: String, key: String, singular: Bool, path: String, state: State
  ) {
    var stack: [ObjectIdentifier] = []
    let signature = ExactKey(Self.signature(.union(members), stack: &stack))
    guard state.unionNames[signature] == nil else { return }
    // Scalars only: named after the kinds (`IntOrString`), shared by every such place.
    // Otherwise after the key, as an object would be.
    let scalarsOnly = members.allSatisfy { $0.kindKey != .array && $0.kindKey != .object }
    let hint =
      scalarsOnly ? members.map(Self.caseName).joined(separator: "_or_") : singular ? Inflector.singularize(key) : key
    var name = SwiftName.type(fromKey: hint)
    if !scalarsOnly, state.allocator.isTaken(name),
      parentName.utf8.count + name.utf8.count <= Self.maxPrefixedNameLength
    {
      name = parentName + name
    }
    name = state.allocator.claim(name)
    state.unionNames[signature] = name
    let index = state.unions.count
    state.unions.append(SchemaUnion(name: name, path: path, cases: [], isIndirect: false))
    for member in members {
      switch member {
      case .object(let o):
        collect(o.target, parentName: parentName, nameHint: name + "Object", path: path, state: state)
      case .array, .map:
        visit(member, parentName: parentName, key: name, singular: true, path: path, state: state)
      case .tagged(let tagged):
        collectTagged(tagged, parentName: parentName, key: name + "Object", singular: false, path: path, state: state)
      default:
        break  // scalars: no enums inside unions
      }
    }
    // Cases are filled in once every type they mention has its name.
    state.pendingUnions.append((index, members))
  }

  private func visit(_ shape: Shape, parentName: String, key: String, singular: Bool, path: String, state: State) {
    switch shape {
    case .object(let o):
      collect(
        o.target, parentName: parentName, nameHint: singular ? Inflector.singularize(key) : key, path: path,
        state: state)
    case .array(let e, _):
      visit(e, parentName: parentName, key: key, singular: true, path: Self.bounded(path + "[*]"), state: state)
    case .map(let v, _):
      visit(v, parentName: parentName, key: key, singular: true, path: Self.bounded(path + ".*"), state: state)
    case .union(let members):
      collectUnion(members, parentName: parentName, key: key, singular: singular, path: path, state: state)
    case .tagged(let tagged):
      collectTagged(tagged, parentName: parentName, key: key, singular: singular, path: path, state: state)
    case .string(let hints)
    where (options.detectEnums || hints.isDeclaredEnum) && EnumRule.applies(key: key, hints: hints):
      collectEnum(hints, parentName: parentName, key: key, singular: singular, path: path, state: state)
    default:
      break
    }
  }

  /// `.key` for identifier-like keys, `["any key"]` (escaped) for the others: as BricksJSON
  /// prints paths in errors (one printer).
  static func pathComponent(_ key: String) -> String { JSONMappingError.PathComponent.key(key).description }

  /// `path`, or its last ``maxPathLength`` characters from a component boundary after `$…`.
  static func bounded(_ path: String) -> String {
    guard path.utf8.count > maxPathLength else { return path }
    let tail = path.suffix(maxPathLength - 2)
    let cut = tail.firstIndex { $0 == "." || $0 == "[" } ?? tail.startIndex
    return "$…" + tail[cut...]
  }

  /// A description of the shape's structure: keys (unordered), optionality and types; a
  /// back reference to an enclosing shape is written as its distance.
  static func signature(_ shape: ObjectShape, stack: inout [ObjectIdentifier]) -> String {
    let id = ObjectIdentifier(shape)
    if let depth = stack.lastIndex(of: id) { return "^\(stack.count - depth)" }
    stack.append(id)
    defer { stack.removeLast() }
    let fields = shape.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { key -> String in
      let field = shape[key]!
      let optional = field.present < shape.count || field.nulls > 0
      return "\(key.debugDescription)\(optional ? "?" : ""):\(signature(field.shape, stack: &stack))"
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  static func signature(_ shape: Shape, stack: inout [ObjectIdentifier]) -> String {
    switch shape {
    case .nothing: return "null"
    case .bool: return "bool"
    case .int: return "int"
    case .uint: return "uint"
    case .double: return "double"
    case .bigNumber: return "big"
    case .string(let h): return "string(\(h.allURLs ? "url" : ""),\(h.dateFormat.map { "\($0)" } ?? ""))"
    case .array(let e, let n): return "[\(signature(e, stack: &stack))\(n ? "?" : "")]"
    case .map(let v, let n): return "[:\(signature(v, stack: &stack))\(n ? "?" : "")]"
    case .object(let o): return signature(o.target, stack: &stack)
    case .union(let members): return "(" + members.map { signature($0, stack: &stack) }.joined(separator: "|") + ")"
    case .tooDeep: return "deep"
    case .tagged(let t):
      let variants = t.variants.sorted { $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8) }
      return "tagged(\(t.key.debugDescription)|"
        + variants.map { "\($0.tag.debugDescription)=\(signature($0.shape.target, stack: &stack))" }.joined(
          separator: "|")
        + ")"
    }
  }

  /// What identifies an enum: the key and the values seen (sorted).
  static func enumSignature(key: String, hints: StringHints) -> ExactKey {
    ExactKey(
      key + "\u{0}"
        + (hints.values ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: "\u{0}"))
  }

  /// Names an open enum for the string values at a place (once per key and set of values).
  private func collectEnum(
    _ hints: StringHints, parentName: String, key: String, singular: Bool, path: String, state: State
  ) {
    let values = hints.values ?? []
    let signature = Self.enumSignature(key: key, hints: hints)
    guard state.enumNames[signature] == nil else { return }
    let hint = singular ? Inflector.singularize(key) : key
    let words = Words.upperCamel(hint)
    // `type` and other reserved words read better after the parent's name (`EventType`).
    var name =
      SwiftName.isValidTypeName(words)
      ? words : parentName + SwiftName.type(fromKey: hint).replacingOccurrences(of: "Object", with: "")
    if !SwiftName.isValidTypeName(name) { name = SwiftName.type(fromKey: hint) }
    if state.allocator.isTaken(name), parentName.utf8.count + name.utf8.count <= Self.maxPrefixedNameLength,
      !name.hasPrefix(parentName)
    {
      name = parentName + name
    }
    name = state.allocator.claim(name)
    state.enumNames[signature] = name
    var cases = NameAllocator(reserved: [
      "unknown", "rawValue", "hashValue", "toJSON", "jsonData", "self", "init", "Type",
    ])
    state.enums.append(
      SchemaEnum(
        name: name, path: path,
        cases: values.map { (name: cases.claim(SwiftName.property(fromKey: $0)), raw: $0) },
        reason: EnumRule.reason(key: key, hints: hints) ?? ""))
  }

  /// Names a tagged union (once per shape, or per signature when two places hold the same
  /// objects), then each tag's struct after its tag (`Header`, `LineString`).
  private func collectTagged(
    _ tagged: TaggedShape, parentName: String, key: String, singular: Bool, path: String, state: State
  ) {
    let id = ObjectIdentifier(tagged)
    guard state.taggedNames[id] == nil else { return }
    var stack: [ObjectIdentifier] = []
    let signature = ExactKey(Self.signature(.tagged(tagged), stack: &stack))
    if let name = state.taggedBySignature[signature] {
      state.taggedNames[id] = name
      return
    }
    var name = SwiftName.type(fromKey: tagged.preferredName ?? (singular ? Inflector.singularize(key) : key))
    if state.allocator.isTaken(name), parentName.utf8.count + name.utf8.count <= Self.maxPrefixedNameLength {
      name = parentName + name
    }
    name = state.allocator.claim(name)
    state.taggedNames[id] = name
    state.taggedBySignature[signature] = name
    state.tagged.append((tagged, state.taggedUnions.count))
    state.taggedUnions.append(
      SchemaTaggedUnion(name: name, path: path, key: tagged.key, cases: [], isIndirect: false, reason: tagged.reason))
    for variant in tagged.variants {
      collect(variant.shape.target, parentName: name, nameHint: variant.tag, path: path, state: state)
    }
  }

  /// A tagged union's cases: named after the tags (`unknown` and the enum's members taken),
  /// each holding its tag's struct, or nothing when the discriminator was the only key.
  private static func taggedCases(_ tagged: TaggedShape, state: State) -> [(
    name: String, tag: String, type: String?, count: Int
  )] {
    var names = NameAllocator(reserved: [
      "unknown", "tagged", "rawValue", "hashValue", "toJSON", "jsonData", "self", "init", "Type",
    ])
    return tagged.variants.map { variant in
      let shape = variant.shape.target
      let canonical = state.canonical[ObjectIdentifier(shape)] ?? shape
      let type = shape.keys.isEmpty ? nil : state.names[ObjectIdentifier(canonical)]
      return (names.claim(SwiftName.property(fromKey: variant.tag)), variant.tag, type, variant.count)
    }
  }

  /// Keys that name a time (`created_at`, `updatedAt`, `timestamp`, `expires`, `time_ms`):
  /// only their integers in the range of Unix times become dates.
  static func isTimeKey(_ key: String) -> Bool {
    let words = Words.split(key).map { $0.lowercased() }
    guard let last = words.last else { return false }
    let timeWords: Set<String> = [
      "at", "time", "timestamp", "ts", "date", "expires", "created", "updated", "modified", "since", "until",
    ]
    return timeWords.contains(last) || words.contains("timestamp")
      || words.contains("time") && ["ms", "millis", "seconds", "secs", "sec"].contains(last)
  }

  /// A union case's name: the kind of value it holds.
  static func caseName(_ member: Shape) -> String {
    switch member {
    case .bool: return "bool"
    case .int: return "int"
    case .uint: return "uint"
    case .double: return "double"
    case .bigNumber: return "number"
    case .string: return "string"
    case .array: return "array"
    case .map: return "dictionary"
    default: return "object"
    }
  }

  // MARK: Properties

  private func properties(of shape: ObjectShape, state: State) -> [SchemaProperty] {
    // `toJSON` is a method of every generated type; a key of that name gets `toJSON2`.
    var allocator = NameAllocator(reserved: ["toJSON"])
    return shape.keys.map { key in
      let field = shape[key]!
      let direct = shape !== root || state.form == .object || state.form == .array
      let (type, note) = propertyType(field.shape, state: state, direct: direct, key: key)
      let nullEverywhere: Bool = { if case .nothing = field.shape { return true } else { return false } }()
      var property = SchemaProperty(
        name: allocator.claim(SwiftName.property(fromKey: key, acronyms: options.acronyms)), key: key, type: type,
        isOptional: field.present < shape.count || field.nulls > 0 || nullEverywhere,
        note: nullEverywhere ? "Always null in the samples" : note)
      explain(&property, field: field, in: shape, state: state)
      return property
    }
  }

  // MARK: Explaining

  /// Fills in why `property` is optional and why it has its type.
  private func explain(_ property: inout SchemaProperty, field: FieldShape, in shape: ObjectShape, state: State) {
    let path = state.paths[ObjectIdentifier(shape)] ?? "$"
    let total = shape.count
    let objects = total == 1 ? "the one object" : "\(total) objects"
    func origin(_ ordinal: Int) -> String {
      let index = shape.sample(ofObject: ordinal)
      let sample =
        index < samplePaths.count ? (samplePaths[index] as NSString).lastPathComponent : "sample \(index + 1)"
      return total == 1 ? "in \(sample)" : "first: object \(ordinal), in \(sample)"
    }
    if fromSchema {
      if shape.firstAbsent(property.key) != nil {
        property.whyOptional = "not in `required` at \(path) in the schema"
        property.whyOptionalBrief = "not required by the schema"
      } else if field.nulls > 0 {
        property.whyOptional = "the schema admits null at \(path)"
        property.whyOptionalBrief = "the schema admits null"
      }
      property.whyType =
        "the schema's type: "
        + Self.whyType(field.shape, type: property.type, values: 1)
        .replacingOccurrences(of: " in the one value", with: "")
      return
    }
    if case .nothing = field.shape {
      property.whyOptional = "always null or absent in \(objects) at \(path)"
      property.whyOptionalBrief = "always null in the samples"
    } else if let absent = shape.firstAbsent(property.key) {
      let n = total - field.present
      property.whyOptional = "absent from \(n) of \(objects) at \(path) (\(origin(absent)))"
      property.whyOptionalBrief = "absent from \(n) of \(total) objects in the samples"
    } else if field.nulls > 0 {
      property.whyOptional = "null in \(field.nulls) of \(objects) at \(path) (\(origin(field.firstNull ?? 1)))"
      property.whyOptionalBrief = "null in \(field.nulls) of \(total) objects in the samples"
    }
    property.whyType = Self.whyType(field.shape, type: property.type, values: field.present - field.nulls)
    if let hint = options.hints.option(at: Self.bounded(path + Self.pathComponent(property.key))) {
      property.whyType += " (as \(hint) asks)"
    }
  }

  /// A sentence on what the values were that gave `type`.
  static func whyType(_ shape: Shape, type: PropertyType, values: Int) -> String {
    let all = values == 1 ? "the one value" : "all \(values) values"
    switch shape {
    case .nothing: return "no value but null to learn a type from: JSON"
    case .bool: return "true or false in \(all)"
    case .int:
      if case .epochDate(let unit) = type {
        return
          "integers in the range of Unix times in \(unit) (2001–2103) in \(all), under a time-like key; written back as the same integers"
      }
      return "integers that fit Int in \(all)"
    case .uint: return "integers above Int64.max (and within UInt64) in the samples"
    case .double: return "numbers with a fraction or exponent among \(all)"
    case .bigNumber:
      return
        "integers beyond 64 bits, or numbers no one Swift number type holds exactly (a negative beside an integer above Int64.max, a fraction beside an integer Double would round): JSON keeps every digit"
    case .string(let hints):
      switch type {
      case .date(let format):
        return
          "strings that are all dates in one format (\(format)) in \(all); written back in that format and offset (a value read at another offset keeps its instant, written at this offset)"
      case .zonedDate:
        return
          "strings that are all ISO 8601 date-times in \(all), at an offset other than Z or at several offsets or precisions: JSONZonedDate, which writes each value back at the offset and precision it was read with"
      case .url: return "strings that are all absolute http(s) URLs in \(all)"
      case .model(let name):
        return
          "strings from a small set (\(hints.values?.count ?? 0) distinct in \(hints.occurrences)): open enum \(name)"
      default: return "strings in \(all)"
      }
    case .array(let element, _):
      if case .nothing = element { return "arrays, always empty (or all null) in the samples: [JSON]" }
      return "arrays in \(all); elements: " + whyType(element, type: type.element ?? type, values: values)
    case .map: return "objects read as a dictionary: keys that are ids, many keys of one shape, or a hint"
    case .object(let o):
      if o.target.keys.isEmpty { return "always an empty object: JSON" }
      return "objects in \(all), merged into \(type.swift)" + (o.target.unionNote.map { "; \($0)" } ?? "")
    case .union(let members):
      return
        "values of different kinds (\(members.compactMap { $0.kindKey?.rawValue }.joined(separator: ", "))): union enum \(type.swift)"
    case .tooDeep:
      return
        "nested more than \(ShapeBuilder.maxDepth) levels, or objects told apart by different keys at one place: JSON"
    case .tagged(let t):
      return
        "objects told apart by their \(SwiftLiteral.string(t.key)) (\(t.variants.count) tags): tagged union \(type.swift)"
    }
  }

  /// The Swift type for a shape. Dates are detected for direct properties only: the mapping
  /// layer reads them through a transform, which applies to one value.
  private func propertyType(_ shape: Shape, state: State, direct: Bool = true, key: String? = nil, collections: Int = 0)
    -> (PropertyType, String?)
  {
    switch shape {
    case .nothing: return (.json, nil)
    case .bool: return (.bool, nil)
    case .int(let epoch, _):
      if direct, let epoch, let key, Self.isTimeKey(key) { return (.epochDate(epoch), nil) }
      return (.int, nil)
    case .uint: return (.uint64, nil)
    case .double: return (.double, nil)
    case .bigNumber:
      return (.json, "Integers beyond 64 bits, or numbers no one Swift number type holds exactly, in the samples")
    case .string(let hints):
      if direct, let format = hints.dateFormat {
        return (StringHints.isZoned(format) ? .zonedDate : .date(format), nil)
      }
      if let key, let name = state.enumNames[Self.enumSignature(key: key, hints: hints)] { return (.model(name), nil) }
      return (hints.allURLs ? .url : .string, nil)
    case .array where collections >= Self.maxCollectionDepth, .map where collections >= Self.maxCollectionDepth:
      return (
        .json,
        "Arrays and dictionaries nested more than \(Self.maxCollectionDepth) deep in the samples; kept as JSON, which compiles fast"
      )
    case .array(let element, let nullable):
      if case .nothing = element {
        return (
          .array(.json, optionalElements: false),
          nullable ? "Always null elements in the samples" : "Always empty in the samples"
        )
      }
      let (inner, note) = propertyType(element, state: state, direct: false, key: key, collections: collections + 1)
      return (.array(inner, optionalElements: nullable), note)
    case .map(let value, let nullable):
      if case .nothing = value { return (.dictionary(.json, optionalValues: false), nil) }
      let (inner, note) = propertyType(value, state: state, direct: false, key: key, collections: collections + 1)
      return (.dictionary(inner, optionalValues: nullable), note)
    case .object(let o):
      if o.target.keys.isEmpty { return (.json, "Always an empty object in the samples") }
      let canonical = state.canonical[ObjectIdentifier(o.target)] ?? o.target
      return (.model(state.names[ObjectIdentifier(canonical)]!), nil)
    case .union(let members):
      var stack: [ObjectIdentifier] = []
      let name = state.unionNames[ExactKey(Self.signature(.union(members), stack: &stack))]!
      return (.model(name), nil)
    case .tooDeep:
      return (.json, "Nested more than \(ShapeBuilder.maxDepth) levels deep in the samples; kept as JSON")
    case .tagged(let t):
      return (.model(state.taggedNames[ObjectIdentifier(t)]!), nil)
    }
  }

  /// Types that reach themselves through non-collection properties become classes.
  private func markRecursiveTypes(_ types: inout [SchemaType]) {
    let edges = Dictionary(
      uniqueKeysWithValues: types.map { t in
        (t.name, Set(t.properties.compactMap(\.type.directModel)))
      })
    for i in types.indices where Self.reachesItself(types[i].name, edges: edges) { types[i].isClass = true }
  }

  /// Whether following `edges` from `name` leads back to it.
  static func reachesItself(_ name: String, edges: [String: Set<String>]) -> Bool {
    var seen = Set<String>()
    var work = Array(edges[name] ?? [])
    while let next = work.popLast() {
      if next == name { return true }
      if seen.insert(next).inserted { work.append(contentsOf: edges[next] ?? []) }
    }
    return false
  }
}
