extension JSONDateFormat {
  /// Detects which built-in format, with its exact variant, a sample string is in; `bricks
  /// scaffold` uses it to declare a field's format.
  ///
  /// The variant is read off the sample: the number of fractional digits, the offset's value
  /// and spelling (`Z`, `+08:00`, `+0800`), Twitter's offset. The returned format writes the
  /// sample back byte for byte; if no built-in format can (a `-00:00` offset, more than 9
  /// fractional digits, or more digits than the `Date` keeps at that instant) the result is
  /// `nil`, as it is for strings in no built-in format at all. Numbers are not detected here.
  ///
  /// ```swift
  /// JSONDateFormat.detect("2014-08-31T08:29:15.250+08:00")
  /// // .iso8601(fractionalDigits: 3, offset: .colon(secondsFromGMT: 28800))
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `sample`.
  public static func detect(_ sample: String) -> JSONDateFormat? {
    let readers = [
      DateTextReader.isoDateTime, DateTextReader.isoDate, DateTextReader.twitter,
      DateTextReader.rfc1123,
    ]
    for reader in readers {
      guard let parsed = DateTextReader.parse(sample, reader) else { continue }
      if case .iso8601(let digits, _) = parsed.kind, digits > 9 { return nil }
      let format = JSONDateFormat(parsed.kind)
      return format.string(from: parsed.date) == sample ? format : nil
    }
    return nil
  }
}
