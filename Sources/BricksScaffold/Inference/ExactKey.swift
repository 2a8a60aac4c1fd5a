/// A JSON key compared by its UTF-8 bytes, as JSON and the mapping layer compare keys.
///
/// Swift's `String` equality is canonical equivalence: `"e\u{301}té"` (decomposed) equals
/// `"été"` (precomposed). Two such keys are different members of a JSON object, so inference
/// keys its tables with this wrapper and never merges them into one property.
struct ExactKey: Hashable {
  let string: String

  init(_ string: String) { self.string = string }

  static func == (a: ExactKey, b: ExactKey) -> Bool {
    a.string.utf8.elementsEqual(b.string.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(string.utf8.count)
    for byte in string.utf8 { hasher.combine(byte) }
  }
}

extension Sequence where Element == String {
  /// The keys as a set compared by bytes.
  var exactKeys: Set<ExactKey> { Set(map(ExactKey.init)) }
}
