/// The value of one JSON number, as found by ``scanNumber(_:_:_:)``.
///
/// - `int`: an integer literal (no fraction, no exponent) that fits `Int64`.
/// - `uint`: a non-negative integer literal that fits `UInt64` but not `Int64`.
/// - `double`: any literal with a fraction or an exponent, correctly rounded (bit for bit the
///   same as `Double(String)`). The integer literal `-0` is also a `double` (`-0.0`): `Int64`
///   has no negative zero, and JSON round-trips expect the sign to survive.
/// - `big`: an integer literal that fits neither `Int64` nor `UInt64`, or a number whose
///   magnitude overflows `Double` (`1e400`) or is not zero but rounds to zero (`1e-400`,
///   which a double would write back as `0.0`, a different number). The caller keeps the number's text losslessly and
///   can re-read it with ``parseNumberText(_:)``.
///
/// Equality is that of the payloads, so `.double(0.0) == .double(-0.0)`; compare
/// `bitPattern`s to tell the zeros apart.
@usableFromInline
enum ScannedNumber: Equatable, Sendable {
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case big
}

/// The longest number, in bytes, that ``scanNumber(_:_:_:)`` accepts.
///
/// A double never needs more than about 770 significant digits, and the longest exact
/// decimal of a double is under 1,100 characters; longer numbers are rejected with
/// `numberTooLong` so that hostile input cannot make the exact fallback do unbounded work.
let numberLengthLimit = 4096

/// Scans one RFC 8259 number starting at `start` in a buffer of `count` bytes.
///
/// The grammar is strict: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`. The scanner
/// does not look at the byte after the number; the caller checks it.
///
/// The parsers' route, ``scanNumberEntry(_:_:_:readable:)``, which this function wraps: short numbers (at
/// most 19 digits, no exponent, 24 readable bytes after it) are decided inline by
/// ``shortNumberEntry(_:_:_:)``; everything else, and every error, by the general scanner below.
///
/// The general scanner has two steps. ``scanNumberLiteral(_:_:_:)`` validates the grammar in one pass and accumulates
/// the digits of the integer and fraction parts into one `UInt64` mantissa, eight at a time
/// with SWAR: short numbers (`-65.613616999999977`, `138586341`) from three words loaded at
/// fixed offsets with the point masked out (``scanShortNumber(_:_:_:)``), the rest run by run
/// (``accumulateDigits(_:_:_:_:)``). With at most 19 digits the mantissa is exact.
/// Then ``NumberLiteral/value(_:)`` classifies integer literals as `.int`, `.uint` or `.big`,
/// and rounds everything else correctly to a `Double`:
/// 1. Clinger's fast path: a mantissa of at most 2^53 and a decimal exponent within ±22 are both
///    exact doubles, so one IEEE multiplication or division rounds correctly.
/// 2. Eisel–Lemire: multiply the normalised mantissa by a 128-bit approximation of 5^q
///    (``powersOfFive``) and read the 54 leading bits, with an explicit round-half-to-even check.
/// 3. More than 19 significant digits: run Eisel–Lemire on the first 19 digits `w` and on `w + 1`;
///    when both round to the same double, that is the answer.
/// 4. Otherwise (very rare), the exact fallback: `Double(String)` on the number's text.
///
/// - Parameters:
///   - base: The start of the buffer.
///   - start: The index of the number's first byte (`-` or a digit).
///   - count: The number of bytes in the buffer. Nothing at or past `count` is read.
/// - Returns: The value, and the index one past the number's last byte.
/// - Throws: `ParseFailure` with `invalidNumber` (leading zero, no digits after `-`, after `.`
///   or in the exponent) or `unexpectedEnd` at the offset of the first byte that breaks the
///   grammar, or `numberTooLong` at `start` for numbers over ``numberLengthLimit`` bytes.
/// - Complexity: O(*n*) in the length of the number.
@usableFromInline @inline(__always)
func scanNumber(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
) throws(ParseFailure) -> (ScannedNumber, Int) {
  let (entry, word, end) = try scanNumberEntry(base, start, count, readable: count)
  return (TapeEntry.scannedNumber(entry, word), end)
}

/// Re-reads the text of a number: for `.big` values, and for lenient string-to-number coercion.
///
/// The whole text must be one RFC 8259 number, with no surrounding whitespace.
///
/// - Parameter text: The number's UTF-8 bytes, such as `substring.utf8` or a `[UInt8]`.
/// - Returns: The value as ``scanNumber(_:_:_:)`` would scan it, or `nil` if the text is not
///   exactly one number (or is longer than ``numberLengthLimit``).
/// - Complexity: O(*n*) in the length of the text.
func parseNumberText(_ text: some Collection<UInt8>) -> ScannedNumber? {
  if let result = text.withContiguousStorageIfAvailable(parseNumberBuffer) { return result }
  return Array(text).withUnsafeBufferPointer(parseNumberBuffer)
}

/// ``parseNumberText(_:)`` over contiguous bytes.
private func parseNumberBuffer(_ buffer: UnsafeBufferPointer<UInt8>) -> ScannedNumber? {
  guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
  guard let (value, end) = try? scanNumber(base, 0, buffer.count), end == buffer.count else {
    return nil
  }
  return value
}
