import BricksJSON

/// What inference has learned about the values seen at one place in the samples.
indirect enum Shape {
  /// Only `null` (or nothing at all) was seen.
  case nothing
  case bool
  /// Integer literals that fit `Int64`.
  case int
  /// Integer literals above `Int64.max` that fit `UInt64`.
  case uint
  /// Literals with a fraction or exponent (or integers mixed with them).
  case double
  /// Integers beyond 64 bits.
  case bigNumber
  case string(StringHints)
  /// An array; `element` merges every element of every array seen here.
  case array(element: Shape, nullableElements: Bool)
  case object(ObjectShape)
  /// An object used as a dictionary (`[String: T]`).
  case map(value: Shape, nullableValues: Bool)
  /// Unrelated kinds of value: becomes `JSON`.
  case mixed(Set<String>)
  /// An array or object nested deeper than ``ShapeBuilder/maxDepth``: becomes `JSON`, and is
  /// not looked into (which bounds the work and the generated code for any nesting).
  case tooDeep

  /// The JSON kind names seen, for the comment on a mixed property.
  var kindNames: Set<String> {
    switch self {
    case .nothing: return []
    case .bool: return ["bool"]
    case .int, .uint, .double, .bigNumber: return ["number"]
    case .string: return ["string"]
    case .array: return ["array"]
    case .object, .map: return ["object"]
    case .mixed(let kinds): return kinds
    case .tooDeep: return ["array", "object"]
    }
  }

  /// Merges what two places (or two samples of one place) have seen.
  static func merge(_ a: Shape, _ b: Shape) -> Shape {
    switch (a, b) {
    case (.nothing, let x), (let x, .nothing): return x
    case (.tooDeep, _), (_, .tooDeep): return .tooDeep
    case (.bool, .bool): return .bool
    case (.int, .int): return .int
    case (.uint, .uint), (.uint, .int), (.int, .uint): return .uint
    case (.double, .double), (.int, .double), (.double, .int): return .double
    case (.bigNumber, .bigNumber): return .bigNumber
    case (.string(let x), .string(let y)): return .string(x.merged(with: y))
    case (.array(let x, let xn), .array(let y, let yn)):
      return .array(element: merge(x, y), nullableElements: xn || yn)
    case (.object(let x), .object(let y)):
      let (x, y) = (x.target, y.target)
      x.absorb(y)
      return .object(x)
    case (.map(let x, let xn), .map(let y, let yn)):
      return .map(value: merge(x, y), nullableValues: xn || yn)
    default:
      return .mixed(a.kindNames.union(b.kindNames))
    }
  }
}

/// What the strings at one place have in common.
struct StringHints {
  /// Every string was an absolute http(s) URL.
  var allURLs: Bool
  /// Every string was a date in this one format (nil when not, or when dates are off).
  var dateFormat: JSONDateFormat?

  func merged(with other: StringHints) -> StringHints {
    StringHints(
      allURLs: allURLs && other.allURLs,
      dateFormat: dateFormat == other.dateFormat ? dateFormat : nil)
  }
}

/// What a JSON key holds across all the objects merged into one ``ObjectShape``.
struct FieldShape {
  var shape: Shape
  /// Objects in which the key was present.
  var present: Int
  /// Objects in which it was present and `null`.
  var nulls: Int
}

/// An object type being inferred: its keys in first-seen order and what each holds.
///
/// A reference type so that recursion can point a nested place back at an ancestor.
final class ObjectShape {
  /// Keys in the order first seen.
  private(set) var keys: [String] = []
  /// What each key holds, in the order of `keys`.
  private var slots: [FieldShape] = []
  /// Keys compared by bytes: look-alike keys (NFC and NFD) stay apart.
  private var index: [ExactKey: Int] = [:]
  /// How many objects were merged into this one.
  private(set) var count = 0
  /// What `key` holds, if any object had it.
  subscript(key: String) -> FieldShape? {
    index[ExactKey(key)].map { slots[$0] }
  }

  /// Records one more object: `json`'s members are merged in place (no intermediate shape).
  ///
  /// - Complexity: O(members), one hash lookup each, plus the merging of their values.
  /// `depth` is the object's nesting level (the root is 1); see ``ShapeBuilder/maxDepth``.
  func add(_ json: JSON, builder: inout ShapeBuilder, depth: Int) {
    count += 1
    for (key, value) in json.members {
      let isNull = value.isNull
      if let i = index[ExactKey(key)] {
        let merged = builder.merge(value, into: slots[i].shape, depth: depth + 1)
        slots[i].shape = merged
        slots[i].present += 1
        if isNull { slots[i].nulls += 1 }
      } else {
        index[ExactKey(key)] = slots.count
        keys.append(key)
        slots.append(FieldShape(shape: builder.merge(value, into: .nothing, depth: depth + 1), present: 1, nulls: isNull ? 1 : 0))
      }
    }
  }

  /// Set once this shape has been merged into another: every reference follows it.
  private var forward: ObjectShape?

  /// The shape this one now lives in (itself unless absorbed).
  var target: ObjectShape {
    var s = self
    while let next = s.forward { s = next }
    return s
  }

  /// Merges everything `other` has seen into this shape; `other` forwards here from now on.
  func absorb(_ other: ObjectShape) {
    let other = other.target
    guard other !== self else { return }
    other.forward = self
    count += other.count
    for (key, theirs) in zip(other.keys, other.slots) {
      if let i = index[ExactKey(key)] {
        slots[i].shape = Shape.merge(slots[i].shape, theirs.shape)
        slots[i].present += theirs.present
        slots[i].nulls += theirs.nulls
      } else {
        index[ExactKey(key)] = slots.count
        keys.append(key)
        slots.append(theirs)
      }
    }
  }

  /// Replaces what a key holds (used when a nested place turns into a map or a back reference).
  func replace(_ key: String, with shape: Shape) {
    if let i = index[ExactKey(key)] { slots[i].shape = shape }
  }
}
