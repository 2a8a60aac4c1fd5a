import Foundation

/// A JSON key compared by its UTF-8 bytes, as JSON and the mapping layer compare keys.
///
/// Swift's `String` equality is canonical equivalence: `"e\u{301}té"` (decomposed) equals
/// `"été"` (precomposed). Two such keys are different members of a JSON object, so inference
/// keys its tables with this wrapper and never merges them into one property.
struct ExactKey: Hashable {
  let string: String

  init(_ string: String) { self.string = string }

  /// Compares the UTF-8 bytes (one `memcmp` for native strings).
  static func == (a: ExactKey, b: ExactKey) -> Bool {
    let (x, y) = (a.string.utf8, b.string.utf8)
    let count = x.count
    guard count == y.count else { return false }
    if count == 0 { return true }
    let same: Bool?? = x.withContiguousStorageIfAvailable { p in
      y.withContiguousStorageIfAvailable { q in memcmp(p.baseAddress!, q.baseAddress!, count) == 0 }
    }
    if let same = same ?? nil { return same }
    return x.elementsEqual(y)
  }

  /// Hashes the UTF-8 bytes in one call (native strings are contiguous; others are copied).
  func hash(into hasher: inout Hasher) {
    let done: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if done == nil { Array(string.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
  }
}

extension Sequence where Element == String {
  /// The keys as a set compared by bytes.
  var exactKeys: Set<ExactKey> { Set(map(ExactKey.init)) }
}
