import BricksJSON

/// One step from a place in the samples to the values inside it: how a place's objects are
/// found again in the samples, to infer each tag of a tagged union on its own.
enum PlaceStep {
  /// An object's member.
  case key(String)
  /// Every element of an array.
  case element
  /// Every member value of a dictionary.
  case value
  /// One position of a top-level array read position by position.
  case position(Int)
  /// The top-level value itself (a root holding the whole top level).
  case whole
  /// Only the objects whose `key` is the string `tag`.
  case variant(key: String, tag: String)
}

/// The second pass of inference: walks the merged shapes with their paths, applies the
/// per-path hints (``PathHints``) and turns objects told apart by a discriminator into
/// tagged unions (``TaggedUnionRule``), inferring each tag's objects again from the samples.
///
/// - Complexity: O(n) to walk the shapes, plus, per place that has a discriminator, O(size
///   of the samples) to find its objects again and infer its tags; nested unions repeat
///   their subtree's inference once per level (at most ``ShapeBuilder/maxDepth``).
struct PlaceRefiner {
  let options: InferenceOptions
  let samples: [(path: String, json: JSON)]
  let form: RootForm
  /// Turns id-keyed objects into dictionaries in a freshly inferred shape (as the first pass).
  let convertMaps: (ObjectShape) -> Void
  /// The hinted paths that matched a place (`option path`).
  private var used: Set<String> = []
  /// Every place's path, for suggestions when a hint matches none.
  private var seen: Set<String> = []
  /// The path of each tagged union's discriminator, and the union's path.
  private var discriminators: [String: String] = [:]
  /// Set while the members of values of different kinds are refined: a hint there need fit
  /// only one of them.
  private var inKindUnion = false

  init(
    options: InferenceOptions, samples: [(path: String, json: JSON)], form: RootForm,
    convertMaps: @escaping (ObjectShape) -> Void
  ) {
    self.options = options
    self.samples = samples
    self.form = form
    self.convertMaps = convertMaps
  }

  private var hints: PathHints { options.hints }

  /// Refines the root's places; a top-level array of tagged objects becomes a root holding
  /// the whole array (`values: [Item]`, ``RootForm/single``).
  ///
  /// - Throws: ``ScaffoldError/invalidHint(option:path:reason:)`` for a hint whose path names
  ///   no place, or a place of the wrong kind.
  mutating func refine(root: ObjectShape) throws(ScaffoldError) -> (ObjectShape, RootForm) {
    var root = root
    var form = self.form
    switch form {
    case .array:
      seen.insert("$[*]")
      if let tagged = try taggedUnion(root, path: "$[*]", steps: [], depth: 1) {
        tagged.preferredName = "Item"
        root = ObjectShape()
        root.declare(
          SchemaInferrer.singleKey(samples.map(\.json)),
          shape: .array(element: .tagged(tagged), nullableElements: false),
          required: true, nullable: false)
        form = .single
      } else {
        try refineMembers(of: root, path: "$[*]", steps: [], depth: 1)
      }
    case .object:
      seen.insert("$")
      if let (option, _) = hints.all.first(where: { $0.path == "$" }) {
        throw .invalidHint(
          option: option, path: "$",
          reason:
            "the top level is one object per sample, which stays the model's struct; name a place inside it, such as `$.items[*]` or `$.metadata`"
        )
      }
      try refineMembers(of: root, path: "$", steps: [], depth: 1)
    case .positional, .single:
      try refineMembers(of: root, path: "$", steps: [], depth: 0)
    }
    for (option, path) in hints.all where !used.contains("\(option) \(path)") {
      if let union = discriminators[path] {
        throw .invalidHint(
          option: option, path: path,
          reason:
            "this is the discriminator of the tagged union at \(union), which each case writes back; pass --struct '\(union)' to keep one struct with this field"
        )
      }
      throw .invalidHint(
        option: option, path: path, reason: "no place in the samples has this path" + suggestion(for: path))
    }
    return (root, form)
  }

  /// `; did you mean ...` with the places that end like `path`, or how paths are written.
  private func suggestion(for path: String) -> String {
    let last = path.split(whereSeparator: { $0 == "." || $0 == "[" }).last.map(String.init) ?? path
    let near = seen.filter { $0.hasSuffix(last) }.sorted().prefix(3)
    if !near.isEmpty { return "; places with a similar path: \(near.joined(separator: ", "))" }
    return
      "; write paths as --explain shows them: `$.user.name`, `$.items[*]` for an array's elements, `$.rates.*` for a dictionary's values, `$[*]` for a top-level array's elements"
  }

  // MARK: Walking

  private mutating func refineMembers(of object: ObjectShape, path: String, steps: [PlaceStep], depth: Int)
    throws(ScaffoldError)
  {
    let isRoot = steps.isEmpty
    for (i, key) in object.keys.enumerated() {
      let childPath: String
      let step: PlaceStep
      switch (isRoot, form) {
      case (true, .positional):
        childPath = TypeNamer.bounded(path + "[\(i)]")
        step = .position(i)
      case (true, .single):
        childPath = path
        step = .whole
      default:
        childPath = TypeNamer.bounded(path + TypeNamer.pathComponent(key))
        step = .key(key)
      }
      let refined = try refine(object[key]!.shape, path: childPath, steps: steps + [step], depth: depth + 1)
      object.replace(key, with: refined)
    }
  }

  private mutating func refine(_ shape: Shape, path: String, steps: [PlaceStep], depth: Int) throws(ScaffoldError)
    -> Shape
  {
    seen.insert(path)
    switch shape {
    case .object(let o):
      let o = o.target
      if hints.maps.contains(path) {
        used.insert("--map \(path)")
        try check(path, holds: "objects", accepts: ["--map", "--union", "--struct"])
        return try refine(o.asMap, path: path, steps: steps, depth: depth)
      }
      try check(path, holds: "objects", accepts: ["--union", "--struct"])
      if let tagged = try taggedUnion(o, path: path, steps: steps, depth: depth) { return .tagged(tagged) }
      try refineMembers(of: o, path: path, steps: steps, depth: depth)
      return .object(o.target)
    case .map(let value, let nullable):
      used.insert("--map \(path)")
      try check(path, holds: "a dictionary", accepts: ["--map"])
      let inner = try refine(value, path: TypeNamer.bounded(path + ".*"), steps: steps + [.value], depth: depth + 1)
      return .map(value: inner, nullableValues: nullable)
    case .array(let element, let nullable):
      var element = element
      if case .string = element {
        // `--string $.tags` and `--enum $.tags` name the strings in the array too.
        try check(path, holds: "arrays of strings", accepts: ["--string", "--enum"])
        element = try hintedString(element, path: path)
      } else {
        try check(path, holds: "arrays", accepts: [])
      }
      let inner = try refine(
        element, path: TypeNamer.bounded(path + "[*]"), steps: steps + [.element], depth: depth + 1)
      return .array(element: inner, nullableElements: nullable)
    case .string:
      try check(path, holds: "strings", accepts: ["--string", "--enum"])
      return try hintedString(shape, path: path)
    case .union(let members):
      if hints.enums.contains(path) {
        let kinds = members.compactMap { $0.kindKey?.rawValue }.joined(separator: ", ")
        throw .invalidHint(
          option: "--enum", path: path,
          reason:
            "the place holds values of different kinds (\(kinds)), whose strings stay String in the union enum; hint a place that holds only strings"
        )
      }
      let outer = inKindUnion
      inKindUnion = true
      defer { inKindUnion = outer }
      var refined: [Shape] = []
      for member in members {
        refined.append(try refine(member, path: path, steps: steps, depth: depth))
      }
      return .union(refined)
    default:
      try check(path, holds: Self.describe(shape), accepts: [])
      return shape
    }
  }

  /// A string place with `--string` or `--enum` applied.
  private mutating func hintedString(_ shape: Shape, path: String) throws(ScaffoldError) -> Shape {
    guard case .string(var h) = shape else { return shape }
    if hints.strings.contains(path) {
      used.insert("--string \(path)")
      if hints.enums.contains(path) {
        throw .invalidHint(
          option: "--enum", path: path, reason: "--string names the same place; keep one of the two")
      }
      h.values = nil
      h.dateFormat = nil
      h.allURLs = false
      h.isDeclaredEnum = false
      return .string(h)
    }
    if hints.enums.contains(path) {
      used.insert("--enum \(path)")
      guard h.values != nil, h.dateFormat == nil else {
        throw .invalidHint(
          option: "--enum", path: path,
          reason:
            "the strings there are not a small set (more than \(EnumRule.maxCases) distinct values, or one longer than \(EnumRule.maxLength) characters, all digits, or a date); leave them String"
        )
      }
      h.isDeclaredEnum = true
      h.allURLs = false
      return .string(h)
    }
    return shape
  }

  /// Throws when a hint other than `accepts` names `path`, which holds `holds`.
  private mutating func check(_ path: String, holds: String, accepts: Set<String>) throws(ScaffoldError) {
    guard !inKindUnion else { return }
    for (option, hinted) in hints.all where hinted == path && !accepts.contains(option) {
      let wants: String
      switch option {
      case "--map": wants = "an object to read as a dictionary"
      case "--union", "--struct": wants = "objects"
      default: wants = "strings"
      }
      throw .invalidHint(
        option: option, path: path, reason: "the place holds \(holds), and \(option) needs \(wants) there")
    }
  }

  static func describe(_ shape: Shape) -> String {
    switch shape {
    case .nothing: return "only null"
    case .bool: return "Booleans"
    case .int, .uint, .double, .bigNumber: return "numbers"
    case .string: return "strings"
    case .array: return "arrays"
    case .object, .map, .tagged: return "objects"
    case .union: return "values of different kinds"
    case .tooDeep: return "values nested too deep to infer"
    }
  }

  // MARK: Tagged unions

  /// The tagged union the objects of `object` at `path` make, if the evidence is clear or a
  /// hint forces it; records why not on `object` otherwise.
  private mutating func taggedUnion(_ object: ObjectShape, path: String, steps: [PlaceStep], depth: Int)
    throws(ScaffoldError) -> TaggedShape?
  {
    if hints.structs.contains(path) {
      used.insert("--struct \(path)")
      if hints.unions[path] != nil {
        throw .invalidHint(option: "--struct", path: path, reason: "--union names the same place; keep one of the two")
      }
      return nil
    }
    let forced = hints.unions[path]
    if forced != nil { used.insert("--union \(path)") }
    guard let key = forced ?? (options.detectUnions ? TaggedUnionRule.candidate(object) : nil) else { return nil }
    // The place's objects, grouped by tag in first-seen order.
    var tags: [ExactKey: Int] = [:]
    var groups: [(tag: String, objects: [(sample: Int, json: JSON)])] = []
    var untagged = 0
    for (sample, json) in collect(steps) where json.kind == .object {
      guard let tag = json[key]?.stringValue else {
        untagged += 1
        continue
      }
      if let i = tags[ExactKey(tag)] {
        groups[i].objects.append((sample, json))
      } else {
        tags[ExactKey(tag)] = groups.count
        groups.append((tag, [(sample, json)]))
      }
    }
    if let forced, groups.isEmpty {
      let keys = object.keys.prefix(8).map(SwiftLiteral.string).joined(separator: ", ")
      throw .invalidHint(
        option: "--union", path: path,
        reason:
          "no object there has a string \(SwiftLiteral.string(forced)) to tell them apart (their keys: \(keys)); name one of those"
      )
    }
    guard !groups.isEmpty else { return nil }
    var builder = ShapeBuilder(options: options)
    let variants = groups.map { group -> (tag: String, shape: ObjectShape, count: Int) in
      let shape = ObjectShape()
      for (sample, json) in group.objects {
        builder.sample = sample
        let members = json.members.filter { ExactKey($0.key) != ExactKey(key) }.map { ($0.key, $0.value) }
        shape.add(members: members, builder: &builder, depth: depth)
      }
      if options.detectMaps { convertMaps(shape) }
      return (group.tag, shape, group.objects.count)
    }
    var (isUnion, reason) = TaggedUnionRule.decide(key: key, variants: variants)
    if forced != nil {
      isUnion = true
      reason =
        "--union \(path)=\(key): " + TaggedUnionRule.evidence(key: key, variants: variants, untagged: untagged)
      if untagged > 0 { reason += "; the \(untagged) without it read as unknown" }
    }
    guard isUnion else {
      object.unionNote = "not a tagged union: " + reason
      return nil
    }
    let tagged = TaggedShape(key: key, variants: variants, reason: reason)
    discriminators[TypeNamer.bounded(path + TypeNamer.pathComponent(key))] = path
    for (i, variant) in variants.enumerated() {
      let shape = variant.shape.target
      try refineMembers(
        of: shape, path: path, steps: steps + [.variant(key: key, tag: variant.tag)], depth: depth)
      tagged.replaceShape(at: i, with: shape.target)
    }
    return tagged
  }

  /// The values at the end of `steps`, from every sample, with the sample each came from.
  private func collect(_ steps: [PlaceStep]) -> [(sample: Int, json: JSON)] {
    var current: [(sample: Int, json: JSON)] = []
    for (i, sample) in samples.enumerated() {
      switch form {
      case .object, .array:
        if sample.json.kind == .object {
          current.append((i, sample.json))
        } else {
          for element in sample.json.elements where element.kind == .object { current.append((i, element)) }
        }
      case .positional, .single:
        current.append((i, sample.json))
      }
    }
    for step in steps {
      var next: [(sample: Int, json: JSON)] = []
      for (i, value) in current {
        switch step {
        case .key(let key):
          if let member = value[key], !member.isNull { next.append((i, member)) }
        case .element:
          for element in value.elements where !element.isNull { next.append((i, element)) }
        case .value:
          for member in value.members where !member.value.isNull { next.append((i, member.value)) }
        case .position(let p):
          if let element = value[p], !element.isNull { next.append((i, element)) }
        case .whole:
          next.append((i, value))
        case .variant(let key, let tag):
          if let found = value[key]?.stringValue, ExactKey(found) == ExactKey(tag) { next.append((i, value)) }
        }
      }
      current = next
    }
    return current
  }
}
