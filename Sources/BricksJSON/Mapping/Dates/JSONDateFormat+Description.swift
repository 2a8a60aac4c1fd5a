extension JSONDateFormat: CustomStringConvertible {
  /// The Swift expression that makes this format, such as `.twitter(offsetSeconds: 28800)` or
  /// `.iso8601(fractionalDigits: 3, offset: .colon(secondsFromGMT: 28800))`.
  ///
  /// `bricks scaffold` emits it verbatim into a generated model. A ``formatter(_:)`` format
  /// describes itself as `.formatter(<DateFormatter "pattern">)`, which is not compilable.
  public var description: String {
    switch kind {
    case .iso8601(0, .utcZ): ".iso8601"
    case .iso8601(let digits, .utcZ): ".iso8601(fractionalDigits: \(digits))"
    case .iso8601(0, let offset): ".iso8601(offset: \(offset))"
    case .iso8601(let digits, let offset):
      ".iso8601(fractionalDigits: \(digits), offset: \(offset))"
    case .isoDate: ".isoDate"
    case .twitter(0): ".twitter"
    case .twitter(let seconds): ".twitter(offsetSeconds: \(seconds))"
    case .rfc1123: ".rfc1123"
    case .formatter(let box): ".formatter(<DateFormatter \"\(box.formatter.dateFormat ?? "")\">)"
    }
  }
}
