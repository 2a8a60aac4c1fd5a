/// When the objects at one place become a tagged union (an enum with one case per tag).
///
/// The evidence is clear when all of these hold (`--union PATH=KEY` forces a union, `--struct
/// PATH` or `--no-unions` keeps the struct):
/// 1. a discriminator key — the first of ``discriminatorKeys`` that qualifies — is present in
///    every object at the place, and always a short enum-like string (see
///    ``EnumRule/isEnumLike(_:)``);
/// 2. it has 2 to ``maxVariants`` distinct values;
/// 3. each tag's objects, inferred on their own, differ from the others': at least half of
///    the keys seen (the discriminator aside) are missing from some tag, or a key two tags
///    share holds a different structure in each (GeoJSON's `coordinates`: `[number]` for a
///    `Point`, `[[number]]` for a `LineString`).
///
/// Objects whose tags share their keys (`{"type": "admin", "name": ...}` beside
/// `{"type": "user", "name": ...}`) stay one struct with an enum for the discriminator.
enum TaggedUnionRule {
  /// Keys that name what kind of object holds them, in order of preference.
  static let discriminatorKeys = [
    "type", "kind", "object", "@type", "_type", "__typename", "$type", "event", "event_type", "tag", "variant",
  ]
  /// The most tags a union gets by default (more looks like data, not a closed set of kinds).
  static let maxVariants = EnumRule.maxCases

  /// The discriminator the merged `object` suggests: a key of ``discriminatorKeys`` present
  /// in every object, never null, holding enum-like strings of 2 to ``maxVariants`` values.
  static func candidate(_ object: ObjectShape) -> String? {
    for key in discriminatorKeys {
      guard let field = object[key], field.present == object.count, field.nulls == 0,
        case .string(let hints) = field.shape, let values = hints.values,
        values.count >= 2, values.count <= maxVariants
      else { continue }
      return key
    }
    return nil
  }

  /// Whether the variants differ enough (rule 3), and the sentence that says why (or why not).
  static func decide(key: String, variants: [(tag: String, shape: ObjectShape, count: Int)])
    -> (isUnion: Bool, reason: String)
  {
    let head = evidence(key: key, variants: variants)
    var all: [ExactKey] = []
    var seen = Set<ExactKey>()
    for v in variants {
      for k in v.shape.target.keys where seen.insert(ExactKey(k)).inserted { all.append(ExactKey(k)) }
    }
    let shared = all.filter { k in variants.allSatisfy { $0.shape.target[k.string] != nil } }
    if let conflict = structureConflict(variants) {
      return (true, "\(head); \(conflict)")
    }
    if all.isEmpty {
      return (false, "\(head), but no other key: an enum, not a union")
    }
    let own = all.count - shared.count
    if own * 2 >= all.count {
      return (true, "\(head); \(own) of the \(all.count) other keys are not in every tag")
    }
    return (false, "\(head), but the tags share \(shared.count) of their \(all.count) other keys: one struct")
  }

  /// What the discriminator showed: how many objects, how many tags, how often each.
  static func evidence(key: String, variants: [(tag: String, shape: ObjectShape, count: Int)], untagged: Int = 0)
    -> String
  {
    let total = variants.reduce(0) { $0 + $1.count }
    let objects = untagged == 0 ? "all \(total) objects" : "\(total) of \(total + untagged) objects"
    let shown = variants.prefix(6).map { "\($0.tag) ×\($0.count)" }.joined(separator: ", ")
    let more = variants.count > 6 ? ", …" : ""
    return
      "\(SwiftLiteral.string(key)) is a string in \(objects), with \(variants.count) values (\(shown)\(more))"
  }

  /// A key two tags share with a different structure in each, said as a clause.
  static func structureConflict(_ variants: [(tag: String, shape: ObjectShape, count: Int)]) -> String? {
    var first: [ExactKey: (tag: String, structure: String)] = [:]
    for v in variants {
      let o = v.shape.target
      for k in o.keys {
        guard let structure = structure(o[k]!.shape) else { continue }
        let key = ExactKey(k)
        if let seen = first[key] {
          if seen.structure != structure {
            return
              "\(SwiftLiteral.string(k)) holds \(seen.structure) under \(seen.tag) and \(structure) under \(v.tag)"
          }
        } else {
          first[key] = (v.tag, structure)
        }
      }
    }
    return nil
  }

  /// A shape's structure, coarsely: its kind, and its elements' for arrays (nil for null).
  static func structure(_ shape: Shape) -> String? {
    switch shape {
    case .nothing: return nil
    case .bool: return "bool"
    case .int, .uint, .double, .bigNumber: return "number"
    case .string: return "string"
    case .array(let e, _): return "[" + (structure(e) ?? "") + "]"
    case .object, .map, .tagged: return "object"
    case .union: return "mixed"
    case .tooDeep: return "deep"
    }
  }
}
