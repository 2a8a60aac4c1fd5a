extension Parser {
  /// Scans a string whose opening quote is at `pos`; leaves `pos` after the closing quote.
  ///
  /// Returns where the string's unescaped UTF-8 lives in the document's bytes: in the input
  /// itself when the string has no escapes, else in the scratch area. Validates UTF-8 (see
  /// ``textRun(from:)``) and rejects unescaped control characters.
  @inline(__always)
  mutating func string() throws(ParseFailure) -> (offset: Int, length: Int) {
    let start = pos + 1
    var p = start
    while true {
      // Thirty-two bytes at a time while none of them is special (see ``ByteScan``).
      p += ByteScan.stringSpecial(base + p, stopsAtNonASCII: true)
      let c = base[p]
      if c == UInt8(ascii: "\"") {
        pos = p + 1
        return (start, p - start)
      }
      if c == UInt8(ascii: "\\") {
        return try escapedString(from: start, firstEscape: p)
      }
      if c < 0x20 {
        throw p >= count
          ? ParseFailure(.unexpectedEnd(expected: "'\"' to close the string"), at: p)
          : ParseFailure(.controlCharacterInString, at: p)
      }
      p = try textRun(from: p)
    }
  }

  /// Validates the UTF-8 of a string's text from `p`, a byte from 0x80 up, to the next quote,
  /// backslash or control byte (ASCII bytes no multi-byte sequence contains), and returns
  /// where that byte is.
  ///
  /// The run is found and checked in one vectorised pass (``UTF8Validation/textRun(_:from:)``;
  /// within three bytes of the input's start, where it cannot read the bytes before the run,
  /// the end is found first and the run checked by ``UTF8Validation/isValid(_:count:)``); only
  /// a run they reject is walked a sequence at a time by ``utf8Sequence(at:)``, which reports
  /// the first bad byte (`StringScanTests` judges both against the byte the generator broke).
  @inline(never)
  func textRun(from p: Int) throws(ParseFailure) -> Int {
    let end: Int
    if _fastPath(p >= 3) {
      let run = UTF8Validation.textRun(base, from: p)
      if run.valid { return run.end }
      end = run.end
    } else {
      end = p + ByteScan.stringSpecial(base + p, stopsAtNonASCII: false)
      if UTF8Validation.isValid(base + p, count: end - p) { return end }
    }
    var q = p
    // A sequence never runs past `end`: the byte there is ASCII, not a continuation, so
    // `utf8Sequence` throws at it instead.
    while q < end { q += base[q] >= 0x80 ? try utf8Sequence(at: q) : 1 }
    return q
  }

  /// Validates the multi-byte UTF-8 sequence at `p` (Unicode Table 3-7) and returns its length.
  @inline(__always)
  func utf8Sequence(at p: Int) throws(ParseFailure) -> Int {
    let c = base[p]
    let c1 = base[p + 1]
    @inline(__always) func cont(_ x: UInt8) -> Bool { x & 0xC0 == 0x80 }
    switch c {
    case 0xC2...0xDF:
      if cont(c1) { return 2 }
      throw ParseFailure(.invalidUTF8, at: p + 1)
    case 0xE0...0xEF:
      let lo: UInt8 = c == 0xE0 ? 0xA0 : 0x80
      let hi: UInt8 = c == 0xED ? 0x9F : 0xBF
      guard c1 >= lo && c1 <= hi else { throw ParseFailure(.invalidUTF8, at: p + 1) }
      guard cont(base[p + 2]) else { throw ParseFailure(.invalidUTF8, at: p + 2) }
      return 3
    case 0xF0...0xF4:
      let lo: UInt8 = c == 0xF0 ? 0x90 : 0x80
      let hi: UInt8 = c == 0xF4 ? 0x8F : 0xBF
      guard c1 >= lo && c1 <= hi else { throw ParseFailure(.invalidUTF8, at: p + 1) }
      guard cont(base[p + 2]) else { throw ParseFailure(.invalidUTF8, at: p + 2) }
      guard cont(base[p + 3]) else { throw ParseFailure(.invalidUTF8, at: p + 3) }
      return 4
    default:
      throw ParseFailure(.invalidUTF8, at: p)
    }
  }

  /// The slow path for a string with escapes: decodes it into the scratch area, copying each
  /// run of ordinary bytes at once.
  /// Not inlined: the slow path, kept out of the parse loop so that the loop's own steps fit
  /// the size up to which the compiler inlines them.
  @inline(never)
  mutating func escapedString(from start: Int, firstEscape: Int) throws(ParseFailure) -> (offset: Int, length: Int) {
    let offset = scratchBase + scratch.count
    try scratch.append(base + start, firstEscape - start)
    var p = firstEscape
    var run = p
    while true {
      // Escapes often come in a row (`\u3042\u3044`, text escaped to ASCII): then there is no
      // text to scan before the next one.
      if base[p] != UInt8(ascii: "\\") { p += ByteScan.stringSpecial(base + p, stopsAtNonASCII: true) }
      let c = base[p]
      if c == UInt8(ascii: "\"") {
        try scratch.append(base + run, p - run)
        pos = p + 1
        return (offset, scratchBase + scratch.count - offset)
      }
      if c == UInt8(ascii: "\\") {
        try scratch.append(base + run, p - run)
        let e = base[p + 1]
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): try scratch.append(e)
        case UInt8(ascii: "b"): try scratch.append(0x08)
        case UInt8(ascii: "f"): try scratch.append(0x0C)
        case UInt8(ascii: "n"): try scratch.append(0x0A)
        case UInt8(ascii: "r"): try scratch.append(0x0D)
        case UInt8(ascii: "t"): try scratch.append(0x09)
        case UInt8(ascii: "u"):
          p = try unicodeEscape(at: p)
          run = p
          continue
        default:
          throw p + 1 >= count
            ? ParseFailure(.unexpectedEnd(expected: "an escape character"), at: p + 1)
            : ParseFailure(.invalidEscape, at: p)
        }
        p += 2
        run = p
        continue
      }
      if c < 0x20 {
        throw p >= count
          ? ParseFailure(.unexpectedEnd(expected: "'\"' to close the string"), at: p)
          : ParseFailure(.controlCharacterInString, at: p)
      }
      p = try textRun(from: p)
    }
  }

  /// Decodes `\uXXXX` (and a following low surrogate escape) at `p`; returns the index after it.
  @inline(__always)
  mutating func unicodeEscape(at p: Int) throws(ParseFailure) -> Int {
    var scalar = try hex4(at: p + 2)
    var next = p + 6
    if scalar >= 0xD800 && scalar <= 0xDBFF {
      guard base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u") else {
        throw ParseFailure(.loneSurrogate, at: p)
      }
      let low = try hex4(at: next + 2)
      guard low >= 0xDC00 && low <= 0xDFFF else { throw ParseFailure(.loneSurrogate, at: p) }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      next += 6
    } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
      throw ParseFailure(.loneSurrogate, at: p)
    }
    try scratch.append(utf8: scalar)
    return next
  }

  /// The four hex digits at `p`, in one four-byte word: each byte is checked to be a digit or
  /// a letter a–f or A–F with range tests that cannot carry or borrow into the next byte when
  /// every byte is below 0x80 (the same guard requires that), and the nibbles are gathered
  /// with shifts. Anything else — a bad digit, or the end of the input (its zero padding) —
  /// goes to ``hex4Failure(at:)``, which reports the first offending byte as the
  /// byte-at-a-time reading always has.
  @inline(__always)
  func hex4(at p: Int) throws(ParseFailure) -> UInt32 {
    let w = UInt32(truncatingIfNeeded: ByteScan.load8(base + p))
    let lanes: UInt32 = 0x0101_0101
    let lower = w | 0x2020_2020  // letters to lowercase; digits keep their value
    // Bit 7 of each byte: at least '0' and at most '9'; at least 'a' and at most 'f'.
    let digit = (w &+ lanes &* (0x80 - 0x30)) & (lanes &* (0x80 + 0x39) &- w)
    let letter = (lower &+ lanes &* (0x80 - 0x61)) & (lanes &* (0x80 + 0x66) &- lower)
    guard w & 0x8080_8080 == 0, (digit | letter) & 0x8080_8080 == 0x8080_8080 else {
      return try hex4Failure(at: p)
    }
    // A digit's value is its low nibble; a letter's is its low nibble plus 9 (bit 6 set).
    let nibbles = (w & 0x0F0F_0F0F) &+ ((w &>> 6) & lanes) &* 9
    let pairs = ((nibbles & 0x000F_000F) &<< 4) | ((nibbles &>> 8) & 0x000F_000F)  // bytes 0 and 2
    return (pairs & 0xFF) &<< 8 | (pairs &>> 16) & 0xFF
  }

  /// The error for four hex digits at `p` that ``hex4(at:)`` rejected, read a byte at a time.
  @inline(never)
  func hex4Failure(at p: Int) throws(ParseFailure) -> UInt32 {
    var v: UInt32 = 0
    for i in 0..<4 {
      let c = base[p + i]
      let d: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
      default:
        throw p + i >= count
          ? ParseFailure(.unexpectedEnd(expected: "four hex digits"), at: p + i)
          : ParseFailure(.invalidUnicodeEscape, at: p + i)
      }
      v = v << 4 | UInt32(d)
    }
    return v
  }
}
