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
