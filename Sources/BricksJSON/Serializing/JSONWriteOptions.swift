/// Options for writing JSON text.
public struct JSONWriteOptions: Sendable, Hashable {
  /// Indent nested values by two spaces, one member or element a line.
  public var pretty: Bool
  /// Write object members sorted by key (by UTF-8 bytes) instead of in document order.
  public var sortedKeys: Bool
  /// Write every non-ASCII character as a `\uXXXX` escape (a surrogate pair beyond the BMP),
  /// for consumers that cannot take UTF-8. Off by default: UTF-8 is smaller and just as valid.
  public var escapesNonASCII: Bool

  /// Creates options; the default is compact UTF-8 in document order.
  public init(pretty: Bool = false, sortedKeys: Bool = false, escapesNonASCII: Bool = false) {
    self.pretty = pretty
    self.sortedKeys = sortedKeys
    self.escapesNonASCII = escapesNonASCII
  }
}
