/// Options for parsing JSON text.
public struct JSONParseOptions: Sendable, Hashable {
  /// How deeply arrays and objects may nest before parsing fails with an error instead of
  /// exhausting memory or the stack. Default 512.
  public var maxDepth: Int
  /// Whether a leading UTF-8 byte order mark (EF BB BF) is skipped. RFC 8259 lets parsers
  /// ignore it; default `true`. When `false` it is an error.
  public var allowsByteOrderMark: Bool
  /// The longest input, in bytes, that is parsed; a longer one fails before it is copied.
  /// Default: no limit. Set it for input you do not trust (see Docs/JSON.md, "Memory").
  public var maxInputBytes: Int
  /// The most values (counting object keys) a document may hold: each takes an 8-byte tape
  /// word (a number beyond 56 bits, two), so this bounds the tape's memory. Parsing stops at
  /// the first value beyond it.
  /// Default: no limit. Set it for input you do not trust.
  public var maxValueCount: Int
  /// Creates options; the defaults suit any payload from a web API.
  public init(
    maxDepth: Int = 512, allowsByteOrderMark: Bool = true, maxInputBytes: Int = .max, maxValueCount: Int = .max
  ) {
    self.maxDepth = maxDepth
    self.allowsByteOrderMark = allowsByteOrderMark
    self.maxInputBytes = maxInputBytes
    self.maxValueCount = maxValueCount
  }
}
