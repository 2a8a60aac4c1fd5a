extension JSONDateFormat {
  /// The time zone offset an ISO 8601 format writes, and how it spells it.
  ///
  /// `.utcZ`, `.colon(secondsFromGMT: 0)` and `.compact(secondsFromGMT: 0)` are the same
  /// instant but different text (`Z`, `+00:00`, `+0000`), so they are different offsets here.
  public enum Offset: Sendable, Hashable {
    /// UTC, written `Z`.
    case utcZ
    /// A fixed offset east of UTC written with a colon: `+08:00`, `-05:00`, `+00:00`.
    case colon(secondsFromGMT: Int)
    /// A fixed offset east of UTC written without a colon: `+0800`, `-0500`, `+0000`.
    case compact(secondsFromGMT: Int)

    /// Seconds east of UTC.
    public var secondsFromGMT: Int {
      switch self {
      case .utcZ: 0
      case .colon(let seconds), .compact(let seconds): seconds
      }
    }

    /// Traps unless `seconds` is a whole number of minutes under 24 hours either way.
    static func validate(_ seconds: Int) {
      precondition(
        seconds % 60 == 0 && abs(seconds) < 86_400,
        "an offset must be a whole number of minutes under 24 hours; got \(seconds) seconds")
    }
  }
}

extension JSONDateFormat.Offset: CustomStringConvertible {
  /// The Swift expression for this offset, such as `.colon(secondsFromGMT: 28800)`.
  public var description: String {
    switch self {
    case .utcZ: ".utcZ"
    case .colon(let seconds): ".colon(secondsFromGMT: \(seconds))"
    case .compact(let seconds): ".compact(secondsFromGMT: \(seconds))"
    }
  }
}
