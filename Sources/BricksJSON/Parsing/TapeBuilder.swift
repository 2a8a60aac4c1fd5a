/// Stage 2 of the fast parser: walks the ``StructuralIndex`` and writes exactly the tape and
/// bytes the scalar ``Parser`` writes for the same input.
///
/// It is the scalar parser's loop (``Parser/parse(allowingBOM:)``) with the index in place of
/// the byte cursor: whitespace is never read (the next structural is the next thing), and a
/// string's closing quote is the last non-whitespace byte before the next structural, so a
/// string without backslashes (stage 1's ``StructuralIndex/special`` bits; stage 1 validated
/// the whole input's UTF-8 first) is recorded without reading it. Other strings, numbers and literals go through the scalar
/// parser's own code (``Parser/string()``, ``scanNumberEntry(_:_:_:)``), so values, escapes and
/// the scratch area are the same by construction.
///
/// Errors: this path only says *whether* the input is valid JSON the scalar parser accepts.
/// On any failure (syntax, escapes, UTF-8, control characters, depth, `maxValueCount`, size)
/// it throws ``indexedFailure`` and the caller (``JSON/init(parsingPadded:count:options:)``)
/// parses the same input again with the scalar ``Parser``, which produces the error, with the
/// same position and message as always. The fast path never accepts what the scalar parser
/// rejects: every byte outside strings is either whitespace or covered by a structural
/// position that is checked here, and every string's bytes are checked by stage 1 (UTF-8,
/// control characters, closing quote) and, when it has escapes, by ``Parser/string()``.
///
/// Safety: positions are < `count` or equal to it (sentinels); every read is at a position,
/// at most 4 bytes past one (literals, inside the 64 padding bytes), or between a string's
/// quotes; positions are read at most two past the last real one (``StructuralIndex/sentinelCount``).
extension Parser {
  /// The failure the fast path throws; never shown to users (the scalar parser re-runs).
  static let indexedFailure = ParseFailure(.unexpectedByte(expected: "the scalar parser"), at: 0)

  /// Indexes the input from `origin` (stage 1) and builds the tape from the index (stage 2).
  mutating func parseIndexed(origin: Int) throws(ParseFailure) {
    guard let index = StructuralIndex.build(base, origin: origin, count: count) else { throw Parser.indexedFailure }
    defer { index.release() }
    try parse(index: index)
  }

  /// Parses the whole input from its structural index (see the type's documentation).
  mutating func parse(index: StructuralIndex) throws(ParseFailure) {
    let positions = index.positions
    var i = 0
    if Int(positions[0]) >= count { throw Parser.indexedFailure }
    while true {
      guard try indexedValue(positions, &i, index) else { continue }
      guard try indexedEndValue(positions, &i, index) else { break }
    }
    if Int(positions[i]) != count { throw Parser.indexedFailure }
    if tapeCount > tapeOffsetLimit || scratchBase + scratch.count > tapeOffsetLimit {
      throw Parser.indexedFailure
    }
  }

  @inline(__always)
  static func isWhitespace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }

  /// A scalar that ends at `end` must be followed by whitespace or by the next structural.
  @inline(__always)
  func endsCleanly(_ end: Int, next: UInt32) -> Bool { end == Int(next) || Parser.isWhitespace(base[end]) }

  /// The value at position `i`; like ``scanValue()``.
  @inline(__always)
  mutating func indexedValue(
    _ positions: UnsafeMutablePointer<UInt32>, _ i: inout Int, _ index: StructuralIndex
  ) throws(ParseFailure) -> Bool {
    let p = Int(positions[i])
    switch base[p] {
    case UInt8(ascii: "{"):
      try indexedOpen(isObject: true, at: p)
      i += 1
      guard base[Int(positions[i])] == UInt8(ascii: "}") else {
        try indexedKey(positions, &i, index)
        return false
      }
      i += 1
      close()
    case UInt8(ascii: "["):
      try indexedOpen(isObject: false, at: p)
      i += 1
      guard base[Int(positions[i])] == UInt8(ascii: "]") else { return false }
      i += 1
      close()
    case UInt8(ascii: "\""):
      try indexedString(positions, &i, index)
    case UInt8(ascii: "t"):
      try indexedLiteral(p, "true", 0x6575_7274, .true, next: positions[i + 1])
      i += 1
    case UInt8(ascii: "f"):
      try indexedLiteral(p, "false", 0x65_736C_6166, .false, next: positions[i + 1])
      i += 1
    case UInt8(ascii: "n"):
      try indexedLiteral(p, "null", 0x6C6C_756E, .null, next: positions[i + 1])
      i += 1
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let (entry, end) = try scanNumberEntry(base, p, count)
      guard endsCleanly(end, next: positions[i + 1]) else { throw Parser.indexedFailure }
      try emit(entry, at: p)
      i += 1
    default:
      throw Parser.indexedFailure
    }
    return true
  }

  /// A value just ended; like ``endValue()``.
  @inline(__always)
  mutating func indexedEndValue(
    _ positions: UnsafeMutablePointer<UInt32>, _ i: inout Int, _ index: StructuralIndex
  ) throws(ParseFailure) -> Bool {
    while frameCount > 0 {
      let top = frameCount - 1
      frames[top].count += 1
      let c = base[Int(positions[i])]
      if c == UInt8(ascii: ",") {
        i += 1
        if frames[top].isObject { try indexedKey(positions, &i, index) }
        return true
      }
      guard c == (frames[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw Parser.indexedFailure }
      i += 1
      close()
    }
    return false
  }

  /// `"key" :` at position `i`.
  @inline(__always)
  mutating func indexedKey(
    _ positions: UnsafeMutablePointer<UInt32>, _ i: inout Int, _ index: StructuralIndex
  ) throws(ParseFailure) {
    guard base[Int(positions[i])] == UInt8(ascii: "\"") else { throw Parser.indexedFailure }
    try indexedString(positions, &i, index)
    guard base[Int(positions[i])] == UInt8(ascii: ":") else { throw Parser.indexedFailure }
    i += 1
  }

  /// The string whose opening quote is at position `i`.
  @inline(__always)
  mutating func indexedString(
    _ positions: UnsafeMutablePointer<UInt32>, _ i: inout Int, _ index: StructuralIndex
  ) throws(ParseFailure) {
    let open = Int(positions[i])
    // Stage 1 proved every string closes and that only whitespace lies between its closing
    // quote and the next structural.
    var close = Int(positions[i + 1]) - 1
    while Parser.isWhitespace(base[close]) { close -= 1 }
    guard close > open, base[close] == UInt8(ascii: "\"") else { throw Parser.indexedFailure }
    if index.isPlain(from: open + 1, to: close) {
      try emit(TapeEntry(.string, a: open + 1, b: UInt64(close - open - 1)), at: open)
    } else {
      pos = open
      let (offset, length) = try string()
      guard pos == close + 1 else { throw Parser.indexedFailure }
      try emit(TapeEntry(.string, a: offset, b: UInt64(length)), at: open)
    }
    i += 1
  }

  @inline(__always)
  mutating func indexedLiteral(_ p: Int, _ text: StaticString, _ word: UInt64, _ tag: TapeEntry.Tag, next: UInt32)
    throws(ParseFailure)
  {
    guard isLiteral(text, word, at: p), endsCleanly(p + text.utf8CodeUnitCount, next: next) else {
      throw Parser.indexedFailure
    }
    try emit(TapeEntry(tag), at: p)
  }

  /// Opens a container at `p`; like ``open(isObject:)`` without moving a cursor.
  @inline(__always)
  mutating func indexedOpen(isObject: Bool, at p: Int) throws(ParseFailure) {
    guard frameCount < maxDepth else { throw Parser.indexedFailure }
    if _slowPath(frameCount == frameCapacity) { growFrames() }
    (frames + frameCount).initialize(to: Frame(start: tapeCount, count: 0, isObject: isObject))
    frameCount += 1
    try emit(TapeEntry(isObject ? .object : .array), at: p)
  }
}
