/// Objects at one place told apart by a discriminator: a string member (`type`, `kind`,
/// `object`, ...) whose value says which of several shapes the rest of the object has.
///
/// Each tag's objects are inferred on their own (the discriminator left out: the enum case
/// writes it back), so a `section` block's fields are not made optional by the `header`
/// blocks beside it. A reference type, like ``ObjectShape``, so that merging and recursion
/// detection can update it in place.
final class TaggedShape {
  /// The discriminator key, exactly as in the samples.
  let key: String
  /// One entry per tag, in first-seen order: the tag, the objects' shape without the
  /// discriminator, and how many objects had it.
  private(set) var variants: [(tag: String, shape: ObjectShape, count: Int)]
  /// Why the place became a tagged union, for `--explain`.
  var reason: String
  /// The enum's name when the key does not give a good one (`Item` for a top-level array).
  var preferredName: String?

  init(key: String, variants: [(tag: String, shape: ObjectShape, count: Int)], reason: String) {
    self.key = key
    self.variants = variants
    self.reason = reason
  }

  /// All objects merged here.
  var count: Int { variants.reduce(0) { $0 + $1.count } }

  /// Replaces a variant's shape (after recursion detection points it elsewhere).
  func replaceShape(at index: Int, with shape: ObjectShape) { variants[index].shape = shape }

  /// Two places' tagged unions on the same key merge tag by tag. Different keys cannot be
  /// told apart any more, and their variants no longer hold the discriminator: the place
  /// becomes `JSON`, which keeps every value exactly (``Shape/tooDeep``'s code path).
  static func merge(_ a: TaggedShape, _ b: TaggedShape) -> Shape {
    guard a !== b else { return .tagged(a) }
    guard a.key == b.key else { return .tooDeep }
    for (tag, shape, count) in b.variants {
      if let i = a.variants.firstIndex(where: { $0.tag == tag }) {
        a.variants[i].shape.target.absorb(shape)
        a.variants[i].count += count
      } else {
        a.variants.append((tag, shape, count))
      }
    }
    return .tagged(a)
  }

  /// Whether `a` and `b` may merge (recursion detection folding one object into another):
  /// every key both have holds tagged unions on the same discriminator in both, or in neither.
  static func compatible(_ a: ObjectShape, _ b: ObjectShape) -> Bool {
    for key in a.keys {
      guard let theirs = b[key] else { continue }
      if discriminator(a[key]!.shape) != discriminator(theirs.shape) { return false }
    }
    return true
  }

  /// The discriminator of the tagged union a shape holds (through arrays and dictionaries),
  /// or `""` for none.
  private static func discriminator(_ shape: Shape) -> String {
    switch shape {
    case .tagged(let t): return t.key
    case .array(let e, _), .map(let e, _): return discriminator(e)
    default: return ""
    }
  }
}
