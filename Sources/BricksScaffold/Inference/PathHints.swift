/// Per-place overrides of inference, by the path `--explain` and the generated doc comments
/// show (`$.metadata`, `$.data[*].status`, `$[*]` for the elements of a top-level array).
///
/// Every path must name a place in the samples; one that names none is an error (a typo
/// would otherwise be ignored silently). Hints need sample payloads: a JSON Schema says the
/// same with `additionalProperties`, `enum` and `oneOf`.
public struct PathHints: Sendable, Equatable {
  /// `--union PATH=KEY`: the objects at `PATH` become an enum keyed on their `KEY` string,
  /// whatever the evidence.
  public var unions: [String: String] = [:]
  /// `--struct PATH`: the objects at `PATH` stay one struct, even with a discriminator.
  public var structs: Set<String> = []
  /// `--map PATH`: the object at `PATH` is a dictionary (`[String: T]`), whatever its keys.
  public var maps: Set<String> = []
  /// `--enum PATH`: the strings at `PATH` (or in the array at `PATH`) become an open enum,
  /// even with one value or under a free-text key.
  public var enums: Set<String> = []
  /// `--string PATH`: the strings at `PATH` (or in the array at `PATH`) stay `String`: no
  /// enum, date or URL.
  public var strings: Set<String> = []

  /// No hints.
  public init() {}

  /// Whether no path is hinted.
  public var isEmpty: Bool {
    unions.isEmpty && structs.isEmpty && maps.isEmpty && enums.isEmpty && strings.isEmpty
  }

  /// The option that names `path` (`--map '$.metadata'`), for `--explain`.
  func option(at path: String) -> String? {
    all.first { $0.path == path }.map { "\($0.option) '\($0.path)'" }
  }

  /// Each hinted path with its option's name, sorted, for errors.
  var all: [(option: String, path: String)] {
    (unions.keys.map { ("--union", $0) } + structs.map { ("--struct", $0) } + maps.map { ("--map", $0) }
      + enums.map { ("--enum", $0) } + strings.map { ("--string", $0) })
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
  }
}

extension InferenceOptions {
  /// Whether inference keeps the distinct strings seen at each place: for open enums, for
  /// discriminators, and for `--enum`.
  var keepsStringValues: Bool { detectEnums || detectUnions || !hints.enums.isEmpty }
}
