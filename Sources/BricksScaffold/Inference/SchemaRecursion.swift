/// Recursion in a JSON Schema through a `$ref` whose target is not an object schema: a
/// `oneOf`/`anyOf` (or an array) that holds an object that refers back to it, such as
/// `tree: {oneOf: [{type: string}, {type: object, properties: {kids: {items: {$ref: tree}}}}]}`.
///
/// Object targets are made once and shared, so they recurse by themselves. A union cannot be
/// shared that way (``Shape`` is a value): while the target is being read, the reference back
/// to it gets a placeholder object, and once the target's shape is known every placeholder
/// is replaced by it. The cycle then runs through the object in between (the union holds the
/// object, whose field holds the union), which becomes an `indirect enum` and a struct.
/// Without an object in between (`a: {oneOf: [{$ref: a}, ...]}`) there is nothing to build,
/// and the reader refuses the schema.
struct SchemaRecursion {
  /// Object schemas being read now (nesting depth).
  var openObjects = 0
  /// For each non-object target being read, ``openObjects`` when it started.
  private var openAt: [String: Int] = [:]
  /// The placeholders handed out for each target being read.
  private var placeholders: [String: [ObjectShape]] = [:]
  /// Every object the reader made, to find the placeholders in.
  private var objects: [ObjectShape] = []

  /// A new object shape, remembered.
  mutating func newObject(_ builder: inout ShapeBuilder) -> ObjectShape {
    let object = builder.newObject()
    objects.append(object)
    return object
  }

  /// Starts reading the non-object target `target`.
  mutating func enter(_ target: String) { openAt[target] = openObjects }

  /// A placeholder for a reference back to `target` while it is read, or nil when no object
  /// has been opened since it started (recursion with nothing to hold it).
  mutating func placeholder(for target: String, builder: inout ShapeBuilder) -> ObjectShape? {
    guard let start = openAt[target], openObjects > start else { return nil }
    let object = builder.newObject()
    placeholders[target, default: []].append(object)
    return object
  }

  /// Finishes reading `target`: every placeholder for it, wherever it sits (in a field, an
  /// array, a dictionary or a union), becomes `shape`.
  ///
  /// - Complexity: O(objects × fields) when placeholders were handed out, else O(1).
  mutating func leave(_ target: String, resolvedTo shape: Shape) {
    openAt[target] = nil
    guard let list = placeholders.removeValue(forKey: target) else { return }
    let ids = Set(list.map(ObjectIdentifier.init))
    for object in objects {
      let o = object.target
      for key in o.keys {
        o.replace(key, with: Self.substitute(o[key]!.shape, ids, with: shape))
      }
    }
  }

  private static func substitute(_ shape: Shape, _ ids: Set<ObjectIdentifier>, with replacement: Shape) -> Shape {
    switch shape {
    case .object(let o) where ids.contains(ObjectIdentifier(o)): return replacement
    case .array(let e, let n):
      return .array(element: substitute(e, ids, with: replacement), nullableElements: n)
    case .map(let v, let n): return .map(value: substitute(v, ids, with: replacement), nullableValues: n)
    case .union(let members):
      return Shape.unionOf(members.flatMap { substitute($0, ids, with: replacement).unionMembers })
    default: return shape
    }
  }
}
