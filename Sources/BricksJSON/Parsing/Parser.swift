/// Zero bytes kept after the input so that scanning loops can read past the end without a
/// bounds check: a zero byte is never valid where a loop would consume it. The loops read at
/// most 32 past (the string scan's two 16-byte loads); 64 keeps a margin.
@usableFromInline let parserPadding = 64

/// Parses RFC 8259 JSON text into a ``JSONDocument`` tape in one pass, without recursion.
///
/// Works on a padded copy of the input (see ``parserPadding``). Strings without escapes are
/// recorded as (offset, length) into the input; strings with escapes are decoded into a
/// scratch area that lands in the document's bytes after the input (see ``ScratchBuffer``).
/// Numbers are converted while scanning (``scanNumber(_:_:_:)``).
struct Parser {
  let base: UnsafePointer<UInt8>
  let count: Int
  let maxDepth: Int
  var pos = 0
  /// The tape being written, through a pointer (no uniqueness or bounds checks per value,
  /// which an `Array` append pays): a block the document adopts when parsing ends (see
  /// ``takeTape()``). It starts with room for 3 words per 8 bytes of input (3 bytes of tape per
  /// byte of text, address space of which only the pages written take memory: more than the
  /// corpus's documents need, twitter.json one word per 21 bytes, canada.json one per 7) and
  /// grows only for denser text (see ``tapeFull(at:)``).
  var tape: UnsafeMutablePointer<TapeEntry>
  var tapeCount = 0
  var tapeCapacity: Int
  /// Where `emit` leaves its fast path: one word short of the capacity (a number may take
  /// two), or `maxValueCount` (plus the numbers' second words) if smaller.
  var tapeLimit: Int
  let maxValueCount: Int
  /// The numbers' second words written so far: the tape's words that are not values.
  var secondWords = 0
  /// Decoded text of strings with escapes; lands at `scratchBase` in the document's bytes.
  var scratch: ScratchBuffer
  let scratchBase: Int
  /// Open containers, innermost last; doubled when full.
  var frames: UnsafeMutablePointer<Frame>
  var frameCount = 0
  var frameCapacity: Int
  /// The test probe bound when the parse started (see ``ParseMemory/probe``), read once.
  /// Held unretained, so the parser stays a plain value (a strong reference made its main
  /// loop 1% longer; an `unowned(unsafe)` optional made a debug build read a parser without a
  /// probe as no parser). Safety: the task-local binding that holds the probe outlives the
  /// parse (a parser lives only inside one call of `JSON.init(parsingCopyOf:options:fill:)`),
  /// and outside tests it is nil.
  let unretainedProbe: Unmanaged<ParseMemory.Probe>?

  /// The test probe, if any (see ``unretainedProbe``).
  var probe: ParseMemory.Probe? { unretainedProbe?.takeUnretainedValue() }

  struct Frame {
    var start: Int
    var count: Int
    var isObject: Bool
    /// How many bytes of whitespace, a newline and then spaces, came before the container's
    /// last element (or its first): where pretty-printed text has its indentation (0 for
    /// compact text and for runs longer than 32 bytes). See
    /// ``skipIndentation(_:)``.
    var indentation: Int32
  }

  /// A parser for the `count` bytes at `base`, with its first tape and container buffers.
  ///
  /// - Throws: `outOfMemory` when they cannot be allocated.
  init(base: UnsafePointer<UInt8>, count: Int, options: JSONParseOptions) throws(ParseFailure) {
    self.base = base
    self.count = count
    self.maxDepth = max(0, options.maxDepth)
    self.scratchBase = count + parserPadding
    self.scratch = ScratchBuffer(inputCount: count)
    self.maxValueCount = max(0, options.maxValueCount)
    let probe = ParseMemory.probe
    self.unretainedProbe = probe.map { Unmanaged.passUnretained($0) }
    let capacity = Parser.initialTapeCapacity(forInputCount: count)
    let stride = MemoryLayout<TapeEntry>.stride
    guard let tape = ParseMemory.allocate(capacity * stride, probe: probe) else {
      throw ParseFailure(.outOfMemory(bytes: capacity * stride, input: count), at: 0)
    }
    frameCapacity = Parser.initialFrameCapacity(forInputCount: count)
    guard let frames = ParseMemory.allocate(frameCapacity * MemoryLayout<Frame>.stride, probe: probe) else {
      ParseMemory.free(tape, byteCount: capacity * stride, probe: probe)
      throw ParseFailure(.outOfMemory(bytes: frameCapacity * MemoryLayout<Frame>.stride, input: count), at: 0)
    }
    self.tape = tape.bindMemory(to: TapeEntry.self, capacity: capacity)
    self.frames = frames.bindMemory(to: Frame.self, capacity: frameCapacity)
    self.tapeCapacity = capacity
    self.tapeLimit = 0
    updateTapeLimit()
  }

  /// The tape's first capacity: 3 words per 8 bytes of input, plus a few. Being the parse's
  /// largest block by far (the copy of the input is 1.25 bytes per byte), it keeps glibc's
  /// dynamic thresholds above what a parse frees (see ``JSONDocument/init(adopting:count:capacity:bytes:)``):
  /// a first block of one word per 12 bytes, grown for denser text, cost canada.json 1,400
  /// page faults per parse and two thirds of its speed.
  static func initialTapeCapacity(forInputCount count: Int) -> Int { count / 8 * 3 + 16 }

  /// The container stack's first capacity: 64 levels, or as many as `count` bytes can open
  /// (a container takes two), at least 4. A small block keeps small payloads off glibc's
  /// large-request path: 64 frames (1,536 bytes) made every parse of `[]` merge the
  /// allocator's fast lists first.
  static func initialFrameCapacity(forInputCount count: Int) -> Int { min(64, max(4, count / 2)) }

  /// The most tape words `count` bytes of valid JSON needs when its numbers fit one word:
  /// every entry but the root takes at least two bytes (a one-byte scalar and the comma
  /// before it; a key with its two quotes and colon; a bracket pair), so (count + 1) / 2,
  /// plus slack. The tape grows past it only for numbers that take two words.
  static func tapeCapacity(forInputCount count: Int) -> Int { count / 2 + 4 }

  /// Sets ``tapeLimit`` from the capacity, `maxValueCount` and the second words so far.
  mutating func updateTapeLimit() {
    let values = maxValueCount > Int.max - secondWords ? Int.max : maxValueCount + secondWords
    tapeLimit = min(tapeCapacity - 1, values)
  }

  /// Hands the tape over: its block, its entries and its capacity. The parser no longer
  /// frees it (``release()`` then frees only the rest).
  ///
  /// A block of at most ``JSONDocument/trimInPlaceLimit`` bytes is first shrunk to its entries
  /// here, as ``JSONDocument/init(adopting:count:capacity:bytes:)`` would, but with the probe
  /// already read (see ``ParseMemory/probe``); when that fails the document keeps the block
  /// whole.
  mutating func takeTape() -> (tape: UnsafeMutablePointer<TapeEntry>, count: Int, capacity: Int) {
    let stride = MemoryLayout<TapeEntry>.stride
    let exact = max(tapeCount, 1)
    if tapeCapacity > exact, tapeCapacity * stride <= JSONDocument.trimInPlaceLimit,
      let trimmed = ParseMemory.reallocate(
        UnsafeMutableRawPointer(tape), from: tapeCapacity * stride, to: exact * stride, probe: probe)
    {
      tape = trimmed.bindMemory(to: TapeEntry.self, capacity: exact)
      tapeCapacity = exact
    }
    let taken = (tape, tapeCount, tapeCapacity)
    tapeCapacity = 0
    return taken
  }

  /// Frees the parser's buffers: the tape too, unless ``takeTape()`` handed it over.
  mutating func release() {
    scratch.release()
    if tapeCapacity > 0 {
      ParseMemory.free(tape, byteCount: tapeCapacity * MemoryLayout<TapeEntry>.stride, probe: probe)
      tapeCapacity = 0
    }
    ParseMemory.free(frames, byteCount: frameCapacity * MemoryLayout<Frame>.stride, probe: probe)
    frameCapacity = 0
    tapeCount = 0
    frameCount = 0
  }

  /// Appends an entry for the value (or key) that starts at byte `start`.
  ///
  /// Counts and positions in this file step with wrapping arithmetic (`&+=`): each is bounded
  /// far below `Int.max` (by the input's length plus its padding, the tape's capacity or
  /// `maxDepth`), and the overflow checks were a branch per value in the hottest loop.
  @inline(__always)
  mutating func emit(_ entry: TapeEntry, at start: Int) throws(ParseFailure) {
    if _slowPath(tapeCount >= tapeLimit) { try tapeFull(at: start) }
    tape[tapeCount] = entry
    tapeCount &+= 1
  }

  /// Appends a number's entry and, when it has one (see ``TapeEntry/extraWords``), its
  /// second word: both words are written, and the count moves past those that belong.
  @inline(__always)
  mutating func emit(_ entry: TapeEntry, _ word: UInt64, at start: Int) throws(ParseFailure) {
    if _slowPath(tapeCount >= tapeLimit) { try tapeFull(at: start) }
    tape[tapeCount] = entry
    tape[tapeCount &+ 1] = TapeEntry(raw: word)
    let extra = entry.extraWords
    tapeCount &+= 1 &+ extra
    secondWords &+= extra
  }

  /// Appends the entry of a string of `length` bytes at `offset`; a long one's bounds go to
  /// the scratch area, which lands in the document's bytes (see ``TapeEntry/longString(recordAt:)``).
  @inline(__always)
  mutating func emitString(at offset: Int, length: Int, start: Int) throws(ParseFailure) {
    if _fastPath(length < TapeEntry.longStringLength) {
      try emit(TapeEntry.string(at: offset, length: length), at: start)
    } else {
      try emitLongString(at: offset, length: length, start: start)
    }
  }

  @inline(never)
  mutating func emitLongString(at offset: Int, length: Int, start: Int) throws(ParseFailure) {
    let record = scratchBase + scratch.count
    let bytes = TapeEntry.longStringRecord(offset: offset, length: length)
    try bytes.withUnsafeBufferPointer { (b) throws(ParseFailure) in try scratch.append(b.baseAddress!, b.count) }
    try emit(TapeEntry.longString(recordAt: record), at: start)
  }

  /// The tape reached `maxValueCount` (an error) or its capacity (less the one word a number
  /// may add): it grows to what the text read so far projects for the whole input (its words
  /// per byte, over every byte, plus an eighth), at least half as much again, and at most
  /// ``tapeCapacity(forInputCount:)`` while that bound holds. Text of one density throughout
  /// thus grows once, to about its size.
  @inline(never)
  mutating func tapeFull(at start: Int) throws(ParseFailure) {
    if tapeCount - secondWords >= maxValueCount { throw ParseFailure(.tooManyValues(maxValueCount), at: start) }
    if tapeCount < tapeCapacity - 1 {
      updateTapeLimit()  // a stale limit: second words moved `maxValueCount`'s
      return
    }
    let projected = Int(Double(tapeCount) * (Double(count) / Double(max(start, 1))))
    var newCapacity = max(projected + projected / 8 + 64, tapeCapacity + tapeCapacity / 2)
    let bound = Parser.tapeCapacity(forInputCount: count)
    if tapeCapacity < bound { newCapacity = min(newCapacity, bound) }
    newCapacity = max(newCapacity, tapeCount + 2)
    let stride = MemoryLayout<TapeEntry>.stride
    guard
      let block = ParseMemory.reallocate(
        UnsafeMutableRawPointer(tape), from: tapeCapacity * stride, to: newCapacity * stride, probe: probe)
    else { throw ParseFailure(.outOfMemory(bytes: newCapacity * stride, input: count), at: 0) }
    tape = block.bindMemory(to: TapeEntry.self, capacity: newCapacity)
    tapeCapacity = newCapacity
    updateTapeLimit()
  }

  /// The container stack is full: it doubles.
  @inline(never)
  mutating func growFrames() throws(ParseFailure) {
    let stride = MemoryLayout<Frame>.stride
    guard
      let block = ParseMemory.reallocate(
        UnsafeMutableRawPointer(frames), from: frameCapacity * stride, to: frameCapacity * 2 * stride, probe: probe)
    else { throw ParseFailure(.outOfMemory(bytes: frameCapacity * 2 * stride, input: count), at: pos) }
    frameCapacity *= 2
    frames = block.bindMemory(to: Frame.self, capacity: frameCapacity)
  }

  /// Parses the whole input as one JSON value followed only by whitespace.
  ///
  /// Three phases: the start (byte order mark, leading whitespace), the values (one loop over
  /// every value, no recursion: ``scanValue()`` reads one, ``endValue()`` closes the containers
  /// it completes), and the end (only whitespace may follow; the document fits the tape).
  mutating func parse(allowingBOM: Bool) throws(ParseFailure) {
    try start(allowingBOM: allowingBOM)
    while true {
      guard try scanValue() else { continue }  // a container opened: its first child is next
      guard try endValue() else { break }  // the root value is complete
    }
    try end()
  }

  /// Skips a byte order mark (or rejects it) and leading whitespace; fails on empty input.
  mutating func start(allowingBOM: Bool) throws(ParseFailure) {
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
      guard allowingBOM else {
        throw ParseFailure(.unexpectedByte(expected: "a value (byte order marks are disabled)"), at: 0)
      }
      pos = 3
    }
    skipWhitespace()
    if pos >= count { throw ParseFailure(pos == 0 ? .emptyInput : .unexpectedEnd(expected: "a value"), at: pos) }
  }

  /// Reads the value that starts at `pos` (whitespace already skipped). Returns false when it
  /// opened a non-empty container (whose first child starts at `pos`), true when the value
  /// is complete (a scalar, `{}` or `[]`).
  @inline(__always)
  mutating func scanValue() throws(ParseFailure) -> Bool {
    switch base[pos] {
    case UInt8(ascii: "{"):
      try open(isObject: true)
      guard base[pos] == UInt8(ascii: "}") else {
        try key()
        return false
      }
      pos &+= 1
      close()
    case UInt8(ascii: "["):
      try open(isObject: false)
      guard base[pos] == UInt8(ascii: "]") else { return false }
      pos &+= 1
      close()
    case UInt8(ascii: "\""):
      let start = pos
      let (offset, length) = try string()
      try emitString(at: offset, length: length, start: start)
    case UInt8(ascii: "t"):
      try literal("true", 0x6575_7274, .true)
    case UInt8(ascii: "f"):
      try literal("false", 0x65_736C_6166, .false)
    case UInt8(ascii: "n"):
      try literal("null", 0x6C6C_756E, .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
    default:
      throw pos >= count
        ? ParseFailure(.unexpectedEnd(expected: "a value"), at: pos)
        : ParseFailure(.unexpectedByte(expected: "a value"), at: pos)
    }
    return true
  }

  /// A value just ended: counts it in the innermost open container and closes every container
  /// that ends here. Returns true when another value follows (after a comma, and a key in an
  /// object), false when the root value is complete.
  ///
  /// `@_transparent`, so that it is inlined into the parse loop however large the loop grows:
  /// as an `@inline(__always)` function it was left as a call when the loop was not inlined
  /// into its caller (a tenth slower).
  @_transparent
  mutating func endValue() throws(ParseFailure) -> Bool {
    while frameCount > 0 {
      let top = frameCount - 1
      frames[top].count &+= 1
      // A comma right after the value (compact and pretty-printed text alike) needs no scan.
      if base[pos] != UInt8(ascii: ",") { skipWhitespace() }
      let c = base[pos]
      if c == UInt8(ascii: ",") {
        pos &+= 1
        skipIndentation(top)
        if frames[top].isObject { try key() }
        return true
      }
      if c == (frames[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        pos &+= 1
        close()
        continue
      }
      let expected = frames[top].isObject ? "',' or '}'" : "',' or ']'"
      throw pos >= count
        ? ParseFailure(.unexpectedEnd(expected: expected), at: pos)
        : ParseFailure(.unexpectedByte(expected: expected), at: pos)
    }
    return false
  }

  /// Only whitespace may follow the root value, and the document must fit the tape's offsets.
  mutating func end() throws(ParseFailure) {
    skipWhitespace()
    if pos < count { throw ParseFailure(.trailingContent, at: pos) }
    if tapeCount > tapeOffsetLimit || scratchBase + scratch.count > tapeOffsetLimit {
      throw ParseFailure(.documentTooLarge, at: 0)
    }
  }

  @inline(__always)
  mutating func skipWhitespace() {
    // Pretty-printed payloads are mostly indentation (71% of citm_catalog.json): after each
    // whitespace byte, the run of spaces that follows is taken eight at a time while whole
    // words are spaces, and its rest in one step, from the trailing zero bits of the word XOR
    // eight spaces (the word is little-endian, so its low byte comes first). The padding after
    // the input makes the 8-byte loads safe, and a zero byte there is not a space. (Measured
    // against this: a 16-byte vector count and a trailing-zero count of every word, including
    // whole ones, both cost more instructions; the rest in one step saves 2% on twitter.json
    // and 5% on citm_catalog.json over taking it a byte at a time.)
    while true {
      guard isWhitespace(base[pos]) else { return }
      pos &+= 1
      var rest = ByteScan.load8(base + pos) ^ 0x2020_2020_2020_2020
      while rest == 0 {
        pos &+= 8
        rest = ByteScan.load8(base + pos) ^ 0x2020_2020_2020_2020
      }
      pos &+= rest.trailingZeroBitCount &>> 3
    }
  }

  /// Whether `c` is one of JSON's four whitespace bytes. One expression, which compiles to a
  /// bit test (as `if`/`else if` comparisons it became a jump table).
  @inline(__always)
  func isWhitespace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }

  /// Skips the whitespace before the next element of the container `frames[top]`: first, in
  /// one step, the indentation its last element had, if the same bytes (a newline and spaces)
  /// are at `pos`; then any other whitespace, as ``skipWhitespace()``, and if there was any,
  /// the container's indentation is learnt from the whole run. A container with no
  /// whitespace after its opening bracket (compact text) learns nothing and skips whitespace
  /// with ``skipWhitespace()`` alone.
  ///
  /// In pretty-printed text every element of a container has the same indentation, so the
  /// check is predicted and `pos` moves by a length read from the frame, not by one computed
  /// from the bytes at `pos`: the loads of the next element's bytes need not wait for those
  /// before them. Only bytes that are whitespace are skipped in the first step, so errors and
  /// their offsets are those of ``skipWhitespace()`` alone. The two 16-byte loads at `pos` (at
  /// most the input's end) stay inside the zero padding.
  @inline(__always)
  mutating func skipIndentation(_ top: Int) {
    let run = Int(truncatingIfNeeded: frames[top].indentation)
    guard run != 0 else { return skipWhitespace() }
    let start = pos
    let expected: UInt64 = (1 &<< UInt64(truncatingIfNeeded: run)) &- 1
    let newline = ByteScan.Bytes16(
      0x0A, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20)
    let matched =
      VectorOps.movemask(ByteScan.load(base + start) .== newline)
      | VectorOps.movemask(ByteScan.load(base + start + 16) .== ByteScan.Bytes16(repeating: 0x20)) &<< 16
    if matched & expected == expected { pos &+= run }
    guard isWhitespace(base[pos]) else { return }
    relearnIndentation(top, from: start)
  }

  /// The whitespace at `pos` goes on past the indentation `frames[top]` predicted (or is not
  /// that indentation): skips it and records the run from `start` as the container's.
  @inline(never)
  mutating func relearnIndentation(_ top: Int, from start: Int) {
    skipWhitespace()
    frames[top].indentation = Parser.indentation(from: start, to: pos)
  }

  /// The indentation a container records for a run of whitespace (see ``Frame/indentation``).
  @inline(__always)
  static func indentation(from start: Int, to end: Int) -> Int32 {
    end &- start <= 32 ? Int32(truncatingIfNeeded: end &- start) : 0
  }

  /// The literal `text` at `pos`, whose bytes read as a little-endian word are `word`.
  @inline(__always)
  mutating func literal(_ text: StaticString, _ word: UInt64, _ tag: TapeEntry.Tag) throws(ParseFailure) {
    guard isLiteral(text, word, at: pos) else { throw badLiteral(text) }
    try emit(TapeEntry(tag), at: pos)
    pos &+= text.utf8CodeUnitCount
  }

  /// Whether the literal `text` (`true`, `false` or `null`, whose bytes read as a little-endian
  /// word are `word`) is at `p`: one eight-byte load, masked to its length (the padding makes
  /// the load safe at the end of the input, and its zero bytes never match a letter).
  @inline(__always)
  func isLiteral(_ text: StaticString, _ word: UInt64, at p: Int) -> Bool {
    let mask: UInt64 = text.utf8CodeUnitCount == 5 ? 0xFF_FFFF_FFFF : 0xFFFF_FFFF
    return ByteScan.load8(base + p) & mask == word
  }

  /// A misspelt or truncated literal, reported where it starts (not where it first differs),
  /// quoting its letters: `tru` and `fals` both point at their first letter.
  @inline(never)
  func badLiteral(_ expected: StaticString) -> ParseFailure {
    var end = pos
    while end < count, end - pos < 16, (base[end] | 0x20) >= UInt8(ascii: "a"), (base[end] | 0x20) <= UInt8(ascii: "z")
    { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(start: base + pos, count: end - pos), as: UTF8.self)
    return ParseFailure(.invalidLiteral(text, expected: "\(expected)", atEnd: end >= count), at: pos)
  }

  /// Opens a container at `pos` and skips the whitespace after its bracket.
  @inline(__always)
  mutating func open(isObject: Bool) throws(ParseFailure) {
    guard frameCount < maxDepth else { throw ParseFailure(.depthLimitExceeded(maxDepth), at: pos) }
    if _slowPath(frameCount == frameCapacity) { try growFrames() }
    (frames + frameCount).initialize(to: Frame(start: tapeCount, count: 0, isObject: isObject, indentation: 0))
    frameCount &+= 1
    try emit(TapeEntry(isObject ? .object : .array), at: pos)
    pos &+= 1
    if isWhitespace(base[pos]) {
      let start = pos
      skipWhitespace()
      frames[frameCount &- 1].indentation = Parser.indentation(from: start, to: pos)
    }
  }

  /// Closes the innermost container: records where it ends and how many elements it holds.
  @inline(__always)
  mutating func close() {
    frameCount &-= 1
    let frame = frames[frameCount]
    tape[frame.start] = TapeEntry.container(frame.isObject ? .object : .array, end: tapeCount, count: frame.count)
  }

  /// Parses `"key" :` and the whitespace after the colon. `@_transparent`, as ``endValue()``.
  @_transparent
  mutating func key() throws(ParseFailure) {
    guard base[pos] == UInt8(ascii: "\"") else {
      throw pos >= count
        ? ParseFailure(.unexpectedEnd(expected: "a string key"), at: pos)
        : ParseFailure(.unexpectedByte(expected: "a string key"), at: pos)
    }
    let start = pos
    let (offset, length) = try string()
    try emitString(at: offset, length: length, start: start)
    // The colon right after the key, and the one space after it when pretty-printed, in one
    // step (reads past the end land in the zero padding); anything else takes the general
    // route, which reports the same errors at the same offsets as always.
    if base[pos] == UInt8(ascii: ":") {
      pos &+= 1
      if base[pos] == UInt8(ascii: " ") { pos &+= 1 }
      skipWhitespace()
      return
    }
    skipWhitespace()
    guard base[pos] == UInt8(ascii: ":") else {
      throw pos >= count
        ? ParseFailure(.unexpectedEnd(expected: "':'"), at: pos)
        : ParseFailure(.unexpectedByte(expected: "':'"), at: pos)
    }
    pos &+= 1
    skipWhitespace()
  }

  /// Reads the number at `pos` into its tape entry (see ``scanNumberEntry(_:_:_:readable:)``).
  @inline(__always)
  mutating func number() throws(ParseFailure) {
    let start = pos
    let (entry, word, end) = try scanNumberEntry(base, start, count, readable: count &+ parserPadding)
    try emit(entry, word, at: start)
    pos = end
  }
}
