extension JSONMappingError {
  /// Throws unless `kept` and `other`, equal as Swift strings, are also the same bytes.
  ///
  /// A Swift `String` compares by canonical equivalence, so a `[String: T]` cannot hold two
  /// keys that differ only in Unicode normalization (`"é"` as U+00E9 and as U+0065 U+0301),
  /// while JSON (and ``JSON`` itself) keeps them apart. Mapping such an object to a dictionary
  /// would keep one value and silently drop the other: this is the error that says so instead.
  @usableFromInline
  static func checkSameBytes<D>(_ kept: String, _ other: String, in object: JSON, as type: D.Type)
    throws(JSONMappingError)
  {
    guard !kept.utf8.elementsEqual(other.utf8) else { return }
    throw JSONMappingError.invalidValue(
      "keys \(describeKey(kept)) and \(describeKey(other)) differ only in Unicode normalization, so a Swift dictionary "
        + "would keep one value and lose the other; map this object to JSON (or read json.members), which keeps both keys",
      expected: String(describing: type), found: object)
  }

  /// A key quoted, with its scalars when any is beyond ASCII: `"é" (U+0065 U+0301)`.
  static func describeKey(_ key: String) -> String {
    let quoted = JSONPath.quoted(key)
    guard key.unicodeScalars.contains(where: { !$0.isASCII }) else { return quoted }
    let scalars = key.unicodeScalars.map { s -> String in
      let hex = String(s.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return quoted + " (" + scalars.joined(separator: " ") + ")"
  }
}
