import BricksJSON

/// Infers Swift types from sample payloads: merges samples and array elements, learns
/// optionality, finds dictionaries, recursion and repeated shapes, and names everything.
///
/// - Complexity: O(n) in the size of the samples for reading and merging, plus
///   O(t² · k) for recursion and duplicate detection over t inferred types of k keys.
struct SchemaInferrer {
  let rootName: String
  let options: InferenceOptions

  /// The most positions a top-level array may have to become a struct with one property per
  /// position (``RootForm/positional``); longer arrays are read as `[Element]`.
  static let maxPositions = 8

  /// Infers the schema of `samples`: each an object, an array of objects, or any other array
  /// (positions of different kinds, arrays of arrays, elements of different kinds).
  ///
  /// - Throws: ``ScaffoldError/unsupportedTopLevel(path:found:)`` for a sample whose top
  ///   level is not an object or an array, or ``ScaffoldError/emptyArray(path:)`` for an
  ///   empty array.
  func infer(_ samples: [(path: String, json: JSON)]) throws(ScaffoldError) -> Schema {
    var builder = ShapeBuilder(options: options)
    let root = builder.newObject()
    for sample in samples {
      switch sample.json.kind {
      case .object: break
      case .array: if sample.json.count == 0 { throw .emptyArray(path: sample.path) }
      default: throw .unsupportedTopLevel(path: sample.path, found: Self.describe(sample.json.kind))
      }
    }
    let sampledForm = Self.rootForm(samples.map(\.json))
    for (index, sample) in samples.enumerated() {
      builder.sample = index
      switch sampledForm {
      case .object, .array:
        if sample.json.kind == .object {
          root.target.add(sample.json, builder: &builder, depth: 1)
        } else {
          for element in sample.json.elements { root.target.add(element, builder: &builder, depth: 1) }
        }
      case .positional:
        let members = sample.json.elements.enumerated().map { ("item\($0.offset + 1)", $0.element) }
        root.target.add(members: members, builder: &builder, depth: 1)
      case .single:
        root.target.add(members: [(Self.singleKey(samples.map(\.json)), sample.json)], builder: &builder, depth: 0)
      }
    }
    var top = root.target
    if options.detectMaps { convertMaps(in: top, isRoot: true) }
    var refiner = PlaceRefiner(
      options: options, samples: samples, form: sampledForm,
      convertMaps: { [self] in convertMaps(in: $0, isRoot: false) })
    let form: RootForm
    (top, form) = try refiner.refine(root: top)
    var visited = Set<ObjectIdentifier>()
    var stack: [ObjectShape] = []
    unifyRecursion(top, stack: &stack, visited: &visited)
    var schema = TypeNamer(rootName: rootName, root: top.target, options: options, samplePaths: samples.map(\.path))
      .schema(form: form)
    schema.rootUnionNote = top.target.unionNote
    return schema
  }

  /// The schema a JSON Schema document (`--schema`) describes.
  ///
  /// - Throws: ``ScaffoldError/invalidSchema(path:location:reason:)`` for what the reader
  ///   does not support.
  func infer(schema: JSON, path: String) throws(ScaffoldError) -> Schema {
    if let (option, hinted) = options.hints.all.first {
      throw .invalidHint(
        option: option, path: hinted,
        reason:
          "path hints read sample payloads; with --schema, say it in the schema (additionalProperties for a dictionary, enum, oneOf)"
      )
    }
    var reader = JSONSchemaReader(path: path, document: schema)
    let (root, form) = try reader.read()
    return TypeNamer(rootName: rootName, root: root, options: options, samplePaths: [path], fromSchema: true).schema(
      form: form)
  }

  /// How the root maps the top level: an object (or objects), arrays of objects, arrays whose
  /// positions hold the same kinds in every sample (at least two kinds, one of them an object
  /// or an array; at most ``maxPositions`` positions), or anything else.
  static func rootForm(_ samples: [JSON]) -> RootForm {
    if samples.allSatisfy({ $0.kind == .object }) { return .object }
    let arrays = samples.filter { $0.kind == .array }
    if arrays.count == samples.count, arrays.allSatisfy({ $0.elements.allSatisfy { $0.kind == .object } }) {
      return .array
    }
    if samples.contains(where: { $0.kind == .object }) {
      // Objects beside arrays of objects: every object is one element.
      let onlyObjects = arrays.allSatisfy { $0.elements.allSatisfy { $0.kind == .object } }
      return onlyObjects ? .array : .single
    }
    // Positional: same length everywhere, one kind (or null) per position, two kinds or more.
    let n = arrays[0].count
    guard n >= 2, n <= maxPositions, arrays.allSatisfy({ $0.count == n }) else { return .single }
    var kinds = [JSON.Kind?](repeating: nil, count: n)
    for array in arrays {
      for (i, element) in array.elements.enumerated() where element.kind != .null {
        if let k = kinds[i], k != element.kind { return .single }
        kinds[i] = element.kind
      }
    }
    // Scalars only (`[1, "a"]`) read as a list, not as a record.
    let seen = Set(kinds.compactMap { $0 })
    return seen.count >= 2 && (seen.contains(.object) || seen.contains(.array)) ? .positional : .single
  }

  /// `values` when every sample is an array, else `value`.
  static func singleKey(_ samples: [JSON]) -> String {
    samples.allSatisfy { $0.kind == .array } ? "values" : "value"
  }

  static func describe(_ kind: JSON.Kind) -> String {
    switch kind {
    case .null: return "null"
    case .bool: return "a Boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  // MARK: Dictionaries

  /// Replaces objects used as dictionaries with `.map`, bottom-up.
  func convertMaps(in object: ObjectShape, isRoot: Bool) {
    for key in object.keys {
      object.replace(key, with: convertMaps(object[key]!.shape))
    }
  }

  private func convertMaps(_ shape: Shape) -> Shape {
    switch shape {
    case .object(let o):
      let o = o.target
      convertMaps(in: o, isRoot: false)
      return Self.isDictionary(o) ? o.asMap : .object(o)
    case .array(let e, let n): return .array(element: convertMaps(e), nullableElements: n)
    case .map(let v, let n): return .map(value: convertMaps(v), nullableValues: n)
    case .union(let members): return Shape.unionOf(members.map(convertMaps))
    default: return shape
    }
  }

  /// Keys that are all ids (digits, UUIDs), or at least 8 keys all holding objects with one
  /// key set.
  static func isDictionary(_ o: ObjectShape) -> Bool {
    guard !o.keys.isEmpty else { return false }
    if o.keys.allSatisfy(isIDLike) { return true }
    guard o.keys.count >= 8 else { return false }
    var keySet: Set<ExactKey>?
    for key in o.keys {
      guard case .object(let value) = o[key]!.shape else { return false }
      let keys = value.target.keys.exactKeys
      if let keySet, keySet != keys { return false }
      keySet = keys
    }
    return true
  }

  /// All digits, or a UUID (with or without dashes).
  static func isIDLike(_ key: String) -> Bool {
    if !key.isEmpty, key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
    let hex = key.utf8.filter { $0 != UInt8(ascii: "-") }
    guard hex.count == 32, hex.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) })
    else { return false }
    let dashes = key.utf8.count - hex.count
    return dashes == 0 || (dashes == 4 && key.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
  }

  // MARK: Recursion

  /// Points a nested object that has (nearly) the keys of one of its ancestors back at that
  /// ancestor, merging what it saw: a status whose `retweeted_status` is a status.
  private func unifyRecursion(_ object: ObjectShape, stack: inout [ObjectShape], visited: inout Set<ObjectIdentifier>) {
    guard visited.insert(ObjectIdentifier(object)).inserted else { return }
    stack.append(object)
    var i = 0
    while i < object.keys.count {  // absorbing may append keys
      let key = object.keys[i]
      object.replace(key, with: resolve(object[key]!.shape, stack: &stack, visited: &visited))
      i += 1
    }
    stack.removeLast()
  }

  private func resolve(_ shape: Shape, stack: inout [ObjectShape], visited: inout Set<ObjectIdentifier>) -> Shape {
    switch shape {
    case .object(let o):
      let child = o.target
      if stack.contains(where: { $0 === child }) { return .object(child) }
      if let ancestor = stack.reversed().first(where: {
        Self.isSameKind($0, child) && TaggedShape.compatible($0, child)
      }) {
        ancestor.absorb(child)
        return .object(ancestor)
      }
      unifyRecursion(child, stack: &stack, visited: &visited)
      return .object(child.target)
    case .array(let e, let n):
      return .array(element: resolve(e, stack: &stack, visited: &visited), nullableElements: n)
    case .map(let v, let n):
      return .map(value: resolve(v, stack: &stack, visited: &visited), nullableValues: n)
    case .union(let members):
      return Shape.unionOf(members.map { resolve($0, stack: &stack, visited: &visited) })
    case .tagged(let tagged):
      for (i, variant) in tagged.variants.enumerated() {
        guard case .object(let o) = resolve(.object(variant.shape), stack: &stack, visited: &visited) else { continue }
        tagged.replaceShape(at: i, with: o.target)
      }
      return shape
    default:
      return shape
    }
  }

  /// Whether `child` looks like another `ancestor`: at least 4 keys, 80% of its keys shared
  /// and at least half of the ancestor's.
  static func isSameKind(_ ancestor: ObjectShape, _ child: ObjectShape) -> Bool {
    guard child.keys.count >= 4, ancestor.keys.count >= 4 else { return false }
    let shared = ancestor.keys.exactKeys.intersection(child.keys.exactKeys).count
    return shared * 5 >= child.keys.count * 4 && shared * 2 >= ancestor.keys.count
  }
}
