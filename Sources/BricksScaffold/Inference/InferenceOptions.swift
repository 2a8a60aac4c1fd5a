/// Switches for schema inference (every detection is on by default) and naming.
public struct InferenceOptions: Sendable, Equatable {
  /// Turn id-keyed objects (and many keys sharing one shape) into `[String: T]` (`--no-maps`).
  public var detectMaps: Bool
  /// Turn strings that are all dates in one format into `Date` (`--no-dates`).
  public var detectDates: Bool
  /// Turn strings that are all absolute http(s) URLs into `URL` (`--no-urls`).
  public var detectURLs: Bool
  /// Turn string fields whose values come from a small set into open enums (`--no-enums`);
  /// see Docs/Scaffold.md for the thresholds.
  public var detectEnums: Bool
  /// Turn arrays of objects told apart by a discriminator (`type`, `kind`, ...) into enums
  /// with one case per tag (`--no-unions`); see Docs/Scaffold.md for when the evidence is clear.
  public var detectUnions = true
  /// Per-path overrides (`--union`, `--struct`, `--map`, `--enum`, `--string`).
  public var hints = PathHints()
  /// How property names write known acronyms (`--acronyms camel|upper`; default camel:
  /// `userId`).
  public var acronyms: AcronymStyle = .camel

  /// Creates options; all detections on by default.
  public init(detectMaps: Bool = true, detectDates: Bool = true, detectURLs: Bool = true, detectEnums: Bool = true) {
    self.detectEnums = detectEnums
    self.detectMaps = detectMaps
    self.detectDates = detectDates
    self.detectURLs = detectURLs
  }
}
