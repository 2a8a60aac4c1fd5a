import BricksJSON

/// Names the inferred object shapes, merges identical ones and builds the ``Schema``.
///
/// Deterministic: shapes are visited in document order (keys in first-seen order), the first
/// place a shape appears names it, and a name already taken gets the parent type's name in
/// front (`EntitiesUrl`), then a number.
struct TypeNamer {
  let rootName: String
  let root: ObjectShape

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
  }

  func schema(isArray: Bool) -> Schema {
    let state = State()
    _ = state.allocator.claim(rootName)
    state.names[ObjectIdentifier(root)] = rootName
    collect(root, parentName: rootName, nameHint: rootName, path: isArray ? "$[*]" : "$", state: state)
    var types = state.order.map { shape -> SchemaType in
      SchemaType(
        name: state.names[ObjectIdentifier(shape)]!, path: state.paths[ObjectIdentifier(shape)]!,
        isRoot: shape === root, isClass: false,
        properties: properties(of: shape, state: state))
    }
    markRecursiveTypes(&types)
    return Schema(rootName: rootName, isArray: isArray, types: types)
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
      var name = SwiftName.type(fromKey: nameHint)
      if state.allocator.isTaken(name), parentName.utf8.count + name.utf8.count <= Self.maxPrefixedNameLength {
        name = parentName + name
      }
      name = state.allocator.claim(name)
      state.names[id] = name
    }
    let myName = state.names[id]!
    for key in shape.keys {
      visit(shape[key]!.shape, parentName: myName, key: key, singular: false, path: Self.bounded(path + Self.pathComponent(key)), state: state)
    }
  }

  private func visit(_ shape: Shape, parentName: String, key: String, singular: Bool, path: String, state: State) {
    switch shape {
    case .object(let o):
      collect(o.target, parentName: parentName, nameHint: singular ? Inflector.singularize(key) : key, path: path, state: state)
    case .array(let e, _):
      visit(e, parentName: parentName, key: key, singular: true, path: Self.bounded(path + "[*]"), state: state)
    case .map(let v, _):
      visit(v, parentName: parentName, key: key, singular: true, path: Self.bounded(path + ".*"), state: state)
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
    case .mixed(let kinds): return "mixed(\(kinds.sorted().joined(separator: ",")))"
    case .tooDeep: return "deep"
    }
  }

  // MARK: Properties

  private func properties(of shape: ObjectShape, state: State) -> [SchemaProperty] {
    // `toJSON` is a method of every generated type; a key of that name gets `toJSON2`.
    var allocator = NameAllocator(reserved: ["toJSON"])
    return shape.keys.map { key in
      let field = shape[key]!
      let (type, note) = propertyType(field.shape, state: state)
      let nullEverywhere: Bool = { if case .nothing = field.shape { return true } else { return false } }()
      return SchemaProperty(
        name: allocator.claim(SwiftName.property(fromKey: key)), key: key, type: type,
        isOptional: field.present < shape.count || field.nulls > 0 || nullEverywhere,
        note: nullEverywhere ? "Always null in the samples" : note)
    }
  }

  /// The Swift type for a shape. Dates are detected for direct properties only: the mapping
  /// layer reads them through a transform, which applies to one value.
  private func propertyType(_ shape: Shape, state: State, direct: Bool = true, collections: Int = 0) -> (PropertyType, String?) {
    switch shape {
    case .nothing: return (.json, nil)
    case .bool: return (.bool, nil)
    case .int: return (.int, nil)
    case .uint: return (.uint64, nil)
    case .double: return (.double, nil)
    case .bigNumber: return (.json, "Integers beyond 64 bits in the samples")
    case .string(let hints):
      if direct, let format = hints.dateFormat { return (.date(format), nil) }
      return (hints.allURLs ? .url : .string, nil)
    case .array where collections >= Self.maxCollectionDepth, .map where collections >= Self.maxCollectionDepth:
      return (.json, "Arrays and dictionaries nested more than \(Self.maxCollectionDepth) deep in the samples; kept as JSON, which compiles fast")
    case .array(let element, let nullable):
      if case .nothing = element { return (.array(.json, optionalElements: false), nullable ? "Always null elements in the samples" : "Always empty in the samples") }
      let (inner, note) = propertyType(element, state: state, direct: false, collections: collections + 1)
      return (.array(inner, optionalElements: nullable), note)
    case .map(let value, let nullable):
      if case .nothing = value { return (.dictionary(.json, optionalValues: false), nil) }
      let (inner, note) = propertyType(value, state: state, direct: false, collections: collections + 1)
      return (.dictionary(inner, optionalValues: nullable), note)
    case .object(let o):
      if o.target.keys.isEmpty { return (.json, "Always an empty object in the samples") }
      let canonical = state.canonical[ObjectIdentifier(o.target)] ?? o.target
      return (.model(state.names[ObjectIdentifier(canonical)]!), nil)
    case .mixed(let kinds):
      return (.json, "Mixed types in the samples: \(kinds.sorted().joined(separator: ", "))")
    case .tooDeep:
      return (.json, "Nested more than \(ShapeBuilder.maxDepth) levels deep in the samples; kept as JSON")
    }
  }

  /// Types that reach themselves through non-collection properties become classes.
  private func markRecursiveTypes(_ types: inout [SchemaType]) {
    let edges = Dictionary(uniqueKeysWithValues: types.map { t in
      (t.name, Set(t.properties.compactMap(\.type.directModel)))
    })
    for i in types.indices {
      var seen = Set<String>()
      var work = Array(edges[types[i].name] ?? [])
      while let next = work.popLast() {
        if next == types[i].name {
          types[i].isClass = true
          break
        }
        if seen.insert(next).inserted { work.append(contentsOf: edges[next] ?? []) }
      }
    }
  }
}
