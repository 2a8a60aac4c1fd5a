/// An enum for objects told apart by a discriminator string: one case per tag seen, each
/// holding that tag's struct (or nothing, when the discriminator is its only key), and
/// `unknown(JSON)` for any other object.
struct SchemaTaggedUnion {
  var name: String
  /// Where the objects first appear in the samples.
  var path: String
  /// The discriminator key, exactly.
  var key: String
  /// Each tag's case name, the tag, its payload type (nil: no other key) and how many objects
  /// in the samples had it.
  var cases: [(name: String, tag: String, type: String?, count: Int)]
  /// `indirect` when a case holds a struct (which may hold this enum again).
  var isIndirect: Bool
  /// Why the objects became a tagged union (`--explain`).
  var reason: String
}

extension TypeNamer {
  /// Marks `indirect` the tagged unions that hold themselves other than through an array or a
  /// dictionary (a group block whose `child` is a block): an enum cannot contain itself
  /// inline, and every other one stays inline (no allocation per value).
  static func markIndirectTaggedUnions(
    _ tagged: inout [SchemaTaggedUnion], types: [SchemaType], unions: [SchemaUnion]
  ) {
    var edges: [String: Set<String>] = [:]
    for t in types { edges[t.name, default: []].formUnion(t.properties.compactMap(\.type.directModel)) }
    for u in unions { edges[u.name, default: []].formUnion(u.cases.compactMap(\.type.directModel)) }
    for u in tagged { edges[u.name, default: []].formUnion(u.cases.compactMap(\.type)) }
    for i in tagged.indices { tagged[i].isIndirect = reachesItself(tagged[i].name, edges: edges) }
  }
}
