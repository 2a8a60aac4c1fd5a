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
  /// The most values (counting object keys) a document may hold: each takes a 16-byte tape
  /// entry, so this bounds the tape's memory. Parsing stops at the first value beyond it.
  /// Default: no limit. Set it for input you do not trust.
  public var maxValueCount: Int
  /// Which parser runs (for tests, the fuzzer and benchmarks; users keep the default).
  package var engine: Engine = .scalar

  /// The parsers behind ``JSON/init(parsing:options:)-(Data,_)``.
  package enum Engine: Sendable, Hashable {
    /// The one-pass scalar ``Parser``: the reference, and the default while the
    /// structural-index parser is slower on this toolchain (see Docs/JSON.md, "Parser").
    case scalar
    /// The structural-index parser (``StructuralIndex`` + ``TapeBuilder``); on any failure the
    /// scalar parser runs again for the exact error.
    case indexed
    /// The structural-index parser without the scalar re-run: a failure is a bare error with
    /// no useful position (tests use it to prove the fast path alone accepts every valid input).
    case indexedOnly
    /// The scalar parser checking the UTF-8 inside strings a sequence at a time instead of
    /// a run at a time with the vectorised check: the reference tests compare `.scalar` with.
    case scalarCheckingUTF8PerByte
  }

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
