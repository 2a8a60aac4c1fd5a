/// Stage 1 of the fast parser: the positions of every structural character and of the first
/// byte of every scalar, found 64 bytes at a time with bitmasks, in the style of simdjson
/// (Langdale & Lemire, "Parsing Gigabytes of JSON per Second", 2019).
///
/// For each 64-byte block of the padded input, Swift SIMD comparisons on four `SIMD16<UInt8>`
/// classify every byte (quote, backslash, operator `{}[]:,`, whitespace, control character
/// < 0x20) and each class becomes a `UInt64` with one bit per byte (a movemask,
/// `VectorOps.movemask(_:)`). Then, with plain integer arithmetic and a carry from block to
/// block:
/// - backslash runs of odd length escape the byte after them (``escaped(_:)``);
/// - the unescaped quotes, prefix-XORed (six shift-XOR steps), give the bytes inside strings;
/// - structurals are the operators and the first byte of every scalar (a non-whitespace byte
///   that does not follow another scalar byte; an opening quote counts), minus everything
///   inside strings and the closing quotes.
/// Their positions are written to a `UInt32` array followed by ``sentinelCount`` copies of the
/// input's length (a padding zero is there: a byte no value starts with).
///
/// Stage 1 rejects (returns `nil`) what stage 2 does not look at: input that is not UTF-8
/// (``UTF8Validation/isValid(_:count:)`` over the whole input first, as simdjson does), a
/// string that never closes, a control character inside a string. Everything else is checked by stage 2 (``TapeBuilder``),
/// and any failure re-runs the scalar ``Parser`` for its exact error.
///
/// Safety: every block load reads 64 bytes at `base + origin + 64k` where `origin + 64k < count`,
/// so it ends at most at `count + 62`, inside the `parserPadding` (64) zero bytes that follow
/// the input. Bytes past `count` are treated as whitespace, so they never produce a position.
/// Positions (at most one per input byte) and ``sentinelCount`` sentinels and the unrolled
/// flattening's overrun of up to 63 slots fit the `count + 72` slots allocated.
struct StructuralIndex {
  /// Structural positions, then ``sentinelCount`` copies of the input's length.
  let positions: UnsafeMutablePointer<UInt32>
  /// How many positions were found (sentinels excluded).
  let count: Int
  /// One word per 64-byte block from `origin`: a bit for each backslash (a string holding one
  /// is decoded by the scalar parser's code).
  let special: UnsafeMutablePointer<UInt64>
  /// Where block 0 starts (after a byte order mark, else 0).
  let origin: Int

  /// Sentinel positions after the last real one: stage 2 reads at most two past it.
  static let sentinelCount = 4
  /// The largest input stage 1 indexes (positions are `UInt32`); longer input goes to the
  /// scalar parser.
  static let maxInputCount = Int(Int32.max)

  func release() {
    positions.deallocate()
    special.deallocate()
  }

  /// Indexes `base[origin..<count]` (followed by at least 64 zero bytes); `nil` when the input
  /// is not UTF-8, a string never closes or holds a control character (all errors; the scalar
  /// parser reports them).
  static func build(_ base: UnsafePointer<UInt8>, origin: Int, count: Int) -> StructuralIndex? {
    let length = count - origin
    guard UTF8Validation.isValid(base + origin, count: length) else { return nil }
    let blocks = (length + 63) / 64
    let positions = UnsafeMutablePointer<UInt32>.allocate(capacity: length + 72)
    let special = UnsafeMutablePointer<UInt64>.allocate(capacity: blocks + 1)
    var written = 0
    var nextIsEscaped: UInt64 = 0  // 1 when the previous block ended in an odd backslash run
    var previousInString: UInt64 = 0  // all ones when the previous block ended inside a string
    var previousScalar: UInt64 = 0  // 1 when the previous block ended in a non-quote scalar byte
    var errors: UInt64 = 0
    var block = 0
    while block < blocks {
      let start = origin + block * 64
      var quote: UInt64 = 0
      var backslash: UInt64 = 0
      var op: UInt64 = 0
      var whitespace: UInt64 = 0
      var control: UInt64 = 0
      // Sixteen bytes at a time: each class as a vector comparison, turned into 16 bits.
      // (Comparisons with vectors, not scalars: `.==` with a scalar operand is the generic
      // lane-by-lane loop, which the optimizer does not turn back into one instruction.)
      for k in 0..<4 {
        let v = UnsafeRawPointer(base + start + k * 16).loadUnaligned(as: SIMD16<UInt8>.self)
        let shift = UInt64(k * 16)
        quote |= VectorOps.movemask(v .== Bytes.quote) &<< shift
        backslash |= VectorOps.movemask(v .== Bytes.backslash) &<< shift
        let folded = v | Bytes.space  // '[' -> '{', ']' -> '}'
        let isOperator =
          (folded .== Bytes.openBrace) .| (folded .== Bytes.closeBrace) .| (v .== Bytes.colon) .| (v .== Bytes.comma)
        op |= VectorOps.movemask(isOperator) &<< shift
        control |= VectorOps.movemask(v .< Bytes.space) &<< shift
        whitespace |=
          VectorOps.movemask(
            (v .== Bytes.space) .| (v .== Bytes.newline) .| (v .== Bytes.carriageReturn) .| (v .== Bytes.tab))
          &<< shift
      }
      if _slowPath(count - start < 64) {
        // The last, partial block: the padding is whitespace, nothing else.
        let valid = (1 as UInt64) &<< UInt64(count - start) &- 1
        quote &= valid
        backslash &= valid
        op &= valid
        control &= valid
        whitespace |= ~valid
      }
      let escaped = escapedBytes(backslash, &nextIsEscaped)
      let realQuote = quote & ~escaped
      let inString = prefixXOR(realQuote) ^ previousInString
      previousInString = UInt64(bitPattern: Int64(bitPattern: inString) >> 63)
      errors |= control & inString
      let scalar = ~(op | whitespace)
      let nonQuoteScalar = scalar & ~realQuote
      let followsNonQuoteScalar = nonQuoteScalar << 1 | previousScalar
      previousScalar = nonQuoteScalar >> 63
      // Inside strings (after the opening quote) and closing quotes.
      let stringTail = inString ^ realQuote
      let structurals = (op | scalar & ~followsNonQuoteScalar) & ~stringTail
      special[block] = backslash
      flatten(structurals, at: UInt32(truncatingIfNeeded: start), into: positions, &written)
      block += 1
    }
    if previousInString != 0 || errors != 0 {
      positions.deallocate()
      special.deallocate()
      return nil
    }
    for k in 0..<sentinelCount { positions[written + k] = UInt32(truncatingIfNeeded: count) }
    return StructuralIndex(positions: positions, count: written, special: special, origin: origin)
  }

  /// Whether `base[from..<to]` (inside one string) holds no byte flagged in ``special``.
  @inline(__always)
  func isPlain(from: Int, to: Int) -> Bool {
    let lo = from - origin
    let hi = to - origin
    guard lo < hi else { return true }
    var word = lo >> 6
    let last = (hi - 1) >> 6
    var bits = special[word] & (~0 &<< UInt64(lo & 63))
    while word < last {
      if bits != 0 { return false }
      word += 1
      bits = special[word]
    }
    bits &= ~0 &>> UInt64(63 - (hi - 1) & 63)
    return bits == 0
  }

  /// Splats of the bytes stage 1 compares with.
  enum Bytes {
    static var quote: SIMD16<UInt8> { SIMD16(repeating: 0x22) }
    static var backslash: SIMD16<UInt8> { SIMD16(repeating: 0x5C) }
    static var openBrace: SIMD16<UInt8> { SIMD16(repeating: 0x7B) }
    static var closeBrace: SIMD16<UInt8> { SIMD16(repeating: 0x7D) }
    static var colon: SIMD16<UInt8> { SIMD16(repeating: 0x3A) }
    static var comma: SIMD16<UInt8> { SIMD16(repeating: 0x2C) }
    static var space: SIMD16<UInt8> { SIMD16(repeating: 0x20) }
    static var newline: SIMD16<UInt8> { SIMD16(repeating: 0x0A) }
    static var carriageReturn: SIMD16<UInt8> { SIMD16(repeating: 0x0D) }
    static var tab: SIMD16<UInt8> { SIMD16(repeating: 0x09) }
  }

  /// The bytes escaped by a backslash (the byte after an odd-length run), carrying a run that
  /// ends a block into the next (simdjson's json_escape_scanner).
  @inline(__always)
  static func escapedBytes(_ backslash: UInt64, _ nextIsEscaped: inout UInt64) -> UInt64 {
    if backslash == 0 {
      let escaped = nextIsEscaped
      nextIsEscaped = 0
      return escaped
    }
    let odd: UInt64 = 0xAAAA_AAAA_AAAA_AAAA
    // A backslash escaped by the previous block's run starts nothing.
    let potentialEscape = backslash & ~nextIsEscaped
    // Adding each run's start to the run carries out of its end; run starts on even bits and
    // odd bits meet the carry at different parities, which tells escaping backslashes apart.
    let maybeEscaped = potentialEscape << 1
    let escapeAndTerminal = ((maybeEscaped | odd) &- potentialEscape) ^ odd
    let escaped = escapeAndTerminal ^ (backslash | nextIsEscaped)
    let escape = escapeAndTerminal & backslash
    nextIsEscaped = escape >> 63
    return escaped
  }

  /// Bit i is the XOR of bits 0...i: 1 from an opening quote up to (not including) its closing one.
  @inline(__always)
  static func prefixXOR(_ x: UInt64) -> UInt64 {
    var x = x
    x ^= x << 1
    x ^= x << 2
    x ^= x << 4
    x ^= x << 8
    x ^= x << 16
    x ^= x << 32
    return x
  }

  /// Appends `start + i` for every set bit i, eight at a time (writing up to seven slots past
  /// the last, which later positions or the sentinels overwrite).
  @inline(__always)
  static func flatten(
    _ bits: UInt64, at start: UInt32, into positions: UnsafeMutablePointer<UInt32>, _ written: inout Int
  ) {
    guard bits != 0 else { return }
    var bits = bits
    let n = bits.nonzeroBitCount
    var out = positions + written
    written += n
    var remaining = n
    while true {
      for k in 0..<8 {
        out[k] = start &+ UInt32(truncatingIfNeeded: bits.trailingZeroBitCount)
        bits &= bits &- 1
      }
      remaining -= 8
      if remaining <= 0 { return }
      out += 8
    }
  }
}
