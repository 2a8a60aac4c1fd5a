// Scanning a number straight into its tape entry: the parsers' route. The common short numbers
// (`-65.613616999999977`, `138586341`) are decided inline, in registers, with no call; the rest
// go to the general scanner (``scanNumberLiteral(_:_:_:)`` and ``NumberLiteral/value(_:)``),
// which also reports every error.

/// Scans one RFC 8259 number starting at `start` into the tape entry that records it.
///
/// The same grammar, values, errors and error offsets as ``scanNumber(_:_:_:)`` (which is this
/// function with the entry turned back into a ``ScannedNumber``): `.int`, `.uint`, `.double`
/// (with its text, see ``TapeEntry/numberText(at:length:)``) or `.bigNumber` entries.
///
/// The short path is a function of its own (``shortNumberEntryOrNone(_:_:_:)``), called once
/// per number: inlined into the parser's loop, it would make that function so large that the
/// optimizer stops inlining the scanner's helpers (the unaligned loads, the table addressors)
/// and calls them instead. It cannot throw, so its result comes back in three registers; as
/// one throwing function, the entry came back through memory (1% more instructions on
/// canada.json, twitter.json and citm_catalog.json).
///
/// `readable` is how many bytes from `base` may be read (`count`, or more when zero padding
/// follows, as in the parser's copy: a number that ends near the end of the input then takes
/// the short path too); nothing past `count` is read as part of the number, since a zero byte
/// ends it.
///
/// - Returns: The entry, its second word (see ``TapeEntry/extraWords``; 0 when it has none),
///   and the index one past the number's last byte.
/// - Throws: As ``scanNumber(_:_:_:)``.
/// - Complexity: O(*n*) in the length of the number.
@inline(__always)
func scanNumberEntry(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int, readable: Int
) throws(ParseFailure) -> (TapeEntry, UInt64, Int) {
  let (entry, word, end) = shortNumberEntryOrNone(base, start, readable)
  if _fastPath(end != 0) { return (entry, word, end) }
  return try generalNumberEntry(base, start, count)
}

/// ``shortNumberEntry(_:_:_:)`` as a call of its own that cannot throw, so that its result
/// comes back in three registers (a function with typed throws returns it through memory);
/// an end of 0 (never the end of a number) leaves the number to ``generalNumberEntry(_:_:_:)``.
@inline(never)
func shortNumberEntryOrNone(_ base: UnsafePointer<UInt8>, _ start: Int, _ readable: Int) -> (TapeEntry, UInt64, Int) {
  guard let (entry, word, end, _) = shortNumberEntry(base, start, readable) else { return (TapeEntry(.null), 0, 0) }
  return (entry, word, end)
}

/// The entry of any number, through the general scanner; see ``scanNumberEntry(_:_:_:readable:)``.
@inline(never)
func generalNumberEntry(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int
) throws(ParseFailure) -> (TapeEntry, UInt64, Int) {
  let literal = try scanNumberLiteral(base, start, count)
  let (entry, word) = TapeEntry.words(literal.value(base).0, start: start, end: literal.end)
  return (entry, word, literal.end)
}

/// The entry of a short number, decided inline, or nil to leave it to the general scanner.
///
/// Accepts what ``scanShortNumber(_:_:_:)`` reads (1 to 15 integer digits, or 1 to 7 and a
/// fraction, at least 24 readable bytes before `readable`, the end of the input or of the zero
/// padding after it) when it has at most 19 digits and no exponent:
/// its mantissa is then exact and its decimal exponent is minus the fraction's length, in
/// -18...0. In that range nothing can overflow, underflow, be subnormal or be left undecided,
/// so Eisel–Lemire runs in its `moderate` form. Anything malformed is left to the general
/// scanner, which reports it.
///
/// - Returns: The entry, its second word, the index one past the number, and the algorithm
///   that decided it (tests count it; the parser ignores it).
@inline(__always)
func shortNumberEntry(
  _ base: UnsafePointer<UInt8>, _ start: Int, _ readable: Int
) -> (TapeEntry, UInt64, Int, NumberPath)? {
  guard _fastPath(readable &- start > 24) else { return nil }
  let negative = base[start] == UInt8(ascii: "-")
  let p = start &+ (negative ? 1 : 0)
  // 24 bytes can be read from p (checked above, p ≤ start + 1). At most 19 digits in a decimal
  // (an integer here has at most 15), so the mantissa is exact.
  guard let (mantissa, integerDigits, fractionDigits) = readShortNumber(UnsafeRawPointer(base + p), maxDigits: 19)
  else { return nil }
  let end = p &+ integerDigits &+ (fractionDigits == 0 ? 0 : fractionDigits &+ 1)
  // `end` is at most `p + 23`, inside those 24 bytes.
  guard base[end] | 0x20 != UInt8(ascii: "e") else { return nil }
  let sign = signBit(negative)
  if fractionDigits == 0 {
    // At most 15 digits: always an Int64, except -0, which is a double so the sign survives.
    guard mantissa != 0 || !negative else {
      let text = TapeEntry.numberText(at: start, shortLength: end &- start)
      return (TapeEntry(.double, payload: text, wide: true), sign, end, .integer)
    }
    // At most 15 digits: the value fits the entry's 56 bits.
    let value = Int(truncatingIfNeeded: negative ? 0 &- mantissa : mantissa)
    return (TapeEntry(.int, payload: value), 0, end, .integer)
  }
  let bits: UInt64
  let path: NumberPath
  if mantissa <= 1 << 53 {
    // Clinger, as in ``doubleValue``: the exponent, -fractionDigits, is within -18...-1.
    bits = (Double(mantissa) / exactPowerOfTen(fractionDigits)).bitPattern
    path = .clinger
  } else {
    bits = eiselLemire(0 &- fractionDigits, mantissa, moderate: true)
    path = .eiselLemire
  }
  let entry = TapeEntry(.double, payload: TapeEntry.numberText(at: start, shortLength: end &- start), wide: true)
  return (entry, bits | sign, end, path)
}

extension TapeEntry {
  /// The entry and second word of a scanned number whose text is `start..<end`.
  @inline(__always)
  static func words(_ number: ScannedNumber, start: Int, end: Int) -> (TapeEntry, UInt64) {
    switch number {
    case .int(let v): TapeEntry.int(v)
    case .uint(let v): TapeEntry.uint(v)
    case .double(let v): TapeEntry.double(v.bitPattern, text: TapeEntry.numberText(at: start, length: end - start))
    case .big: TapeEntry.bigNumber(at: start, length: end - start)
    }
  }

  /// The number a number entry and its second word record (``ScannedNumber/big`` for
  /// anything else).
  @inline(__always)
  static func scannedNumber(_ entry: TapeEntry, _ word: UInt64) -> ScannedNumber {
    let bits = entry.extraWords == 0 ? UInt64(bitPattern: Int64(truncatingIfNeeded: entry.raw << 8) >> 8) : word
    return switch entry.tag {
    case .int: .int(Int64(bitPattern: bits))
    case .uint: .uint(bits)
    case .double: .double(Double(bitPattern: bits))
    default: .big
    }
  }
}
