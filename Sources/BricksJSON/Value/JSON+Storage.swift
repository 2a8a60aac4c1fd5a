extension JSON {
  /// The bytes of memory kept by the document this value belongs to, counted exactly: its
  /// tape (16 bytes per value and per key, and the unwritten end of a block at least half
  /// full that parsing grew for dense text) and its text (a parsed document's copy of its
  /// input and the decoded text of escaped strings, with the array's spare capacity).
  ///
  /// Every value read from one parsed payload shares that document (and keeps all of it
  /// alive), so this is the cost to give a cache (`NSCache.setObject(_:forKey:cost:)`) or a
  /// memory report; a parsed document keeps about 1.9x its input on twitter.json.
  public var storageByteCount: Int { document.storageBytes }
}
