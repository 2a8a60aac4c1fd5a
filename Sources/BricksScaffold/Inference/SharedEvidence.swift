/// Pools what the strings of identical object shapes have shown, before the shapes are named.
///
/// Identical shapes anywhere in the document become one type, named and typed where first
/// seen; without this pass that first place alone would decide whether a string field is an
/// open enum. Slack's text objects (`{"type": "mrkdwn", "text": ...}` in one place,
/// `{"type": "plain_text", ...}` in others) then show their two types together.
///
/// - Complexity: O(s · d) for s object shapes of depth d (one signature each).
enum SharedEvidence {
  static func pool(from root: ObjectShape) {
    var groups: [ExactKey: [ObjectShape]] = [:]
    var order: [ExactKey] = []
    var visited = Set<ObjectIdentifier>()
    // Breadth first, keys in order: each group's first shape is the one seen first.
    var work: [ObjectShape] = [root]
    var next = 0
    while next < work.count {
      let shape = work[next].target
      next += 1
      guard visited.insert(ObjectIdentifier(shape)).inserted else { continue }
      var stack: [ObjectIdentifier] = []
      let signature = ExactKey(TypeNamer.signature(shape, stack: &stack))
      if groups[signature] == nil { order.append(signature) }
      groups[signature, default: []].append(shape)
      for key in shape.keys { objects(in: shape[key]!.shape, into: &work) }
    }
    for signature in order {
      guard let shapes = groups[signature], shapes.count > 1 else { continue }
      for key in shapes[0].keys {
        var pooled: StringHints?
        for shape in shapes {
          guard case .string(let hints) = shape[key]?.shape else { continue }
          pooled = pooled.map { $0.merged(with: hints) } ?? hints
        }
        guard let pooled else { continue }
        for shape in shapes where shape[key] != nil { shape.replace(key, with: .string(pooled)) }
      }
    }
  }

  private static func objects(in shape: Shape, into work: inout [ObjectShape]) {
    switch shape {
    case .object(let o): work.append(o)
    case .array(let e, _), .map(let e, _): objects(in: e, into: &work)
    case .union(let members): for m in members { objects(in: m, into: &work) }
    case .tagged(let t): work += t.variants.map(\.shape)
    default: break
    }
  }
}
