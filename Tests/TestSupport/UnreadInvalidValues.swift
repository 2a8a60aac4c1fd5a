/// Documents that are invalid only inside a value a model never reads: each kind of mistake a
/// strict parser must reject wherever it is, spliced into the value of a member the model
/// skips.
///
/// The tests use them to show that mapping stays strict for what it does not read, and the
/// benchmark to show, in the same run as its ratios, which of them `JSONDecoder` accepts (on
/// Linux it checks only the values a model reads).
///
/// The one copy for the tests and the benchmarks (`import TestSupport`).
public enum UnreadInvalidValues {
  /// One kind of invalid value.
  public struct Kind: Sendable {
    /// What is wrong, for messages.
    public let name: String
    /// The invalid value's bytes, as they replace a valid value.
    public let bytes: [UInt8]
    /// The `rawValue` of the `JSONParseError.Kind` a strict parser reports for it.
    public let errorKind: String

    /// A kind that replaces a value with `bytes`, which a strict parser rejects with the
    /// error kind named `errorKind` (any bytes, for a test of the splice itself).
    public init(name: String, bytes: [UInt8], errorKind: String) {
      self.name = name
      self.bytes = bytes
      self.errorKind = errorKind
    }
  }

  /// Every kind, each a value that a lenient scanner can step over by its quotes or its
  /// delimiters alone.
  public static let kinds: [Kind] = [
    Kind(name: "an unknown escape", bytes: Array(#""a\qb""#.utf8), errorKind: "invalidEscape"),
    Kind(name: "a \\u escape without hex digits", bytes: Array(#""\uZZZZ""#.utf8), errorKind: "invalidUnicodeEscape"),
    Kind(name: "a lone surrogate", bytes: Array(#""\uD800""#.utf8), errorKind: "loneSurrogate"),
    Kind(name: "invalid UTF-8", bytes: [0x22, 0x61, 0xFF, 0x62, 0x22], errorKind: "invalidUTF8"),
    Kind(
      name: "a raw control character", bytes: [0x22, 0x61, 0x01, 0x62, 0x22], errorKind: "controlCharacterInString"),
    Kind(name: "a number with a leading zero", bytes: Array("01".utf8), errorKind: "invalidNumber"),
    Kind(name: "a number without fraction digits", bytes: Array("1.e5".utf8), errorKind: "invalidNumber"),
  ]

  /// `document` with the value of the first member named `key` replaced by `kind`'s bytes,
  /// and the range those bytes take in the result; nil when no member `key` holds a string,
  /// a number, `true`, `false` or `null` (the value is found by scanning, so `document` must
  /// be valid JSON whose first `"key":` is a member name).
  public static func splice(_ kind: Kind, intoValueOf key: String, in document: [UInt8]) -> (
    bytes: [UInt8], range: Range<Int>
  )? {
    let needle = Array("\"\(key)\":".utf8)
    guard let start = firstIndex(of: needle, in: document) else { return nil }
    var valueStart = start + needle.count
    while valueStart < document.count, [0x20, 0x0A, 0x0D, 0x09].contains(document[valueStart]) { valueStart += 1 }
    guard valueStart < document.count, ![UInt8(ascii: "{"), UInt8(ascii: "[")].contains(document[valueStart]) else {
      return nil
    }
    var valueEnd = valueStart
    if document[valueStart] == UInt8(ascii: "\"") {
      valueEnd += 1
      while valueEnd < document.count, document[valueEnd] != UInt8(ascii: "\"") {
        valueEnd += document[valueEnd] == UInt8(ascii: "\\") ? 2 : 1
      }
      valueEnd += 1
    } else {
      let delimiters: Set<UInt8> = [0x2C, 0x7D, 0x5D, 0x20, 0x0A, 0x0D, 0x09]
      while valueEnd < document.count, !delimiters.contains(document[valueEnd]) { valueEnd += 1 }
    }
    guard valueEnd <= document.count else { return nil }
    let spliced = Array(document[..<valueStart]) + kind.bytes + Array(document[valueEnd...])
    return (spliced, valueStart..<(valueStart + kind.bytes.count))
  }

  private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
      if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
    }
    return nil
  }
}
