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
  /// The run is checked with the vectorised ``UTF8Validation/isValid(_:count:)``; only a run
  /// it rejects (or every run, for ``JSONParseOptions/Engine/scalarCheckingUTF8PerByte``) is
  /// walked a sequence at a time by ``utf8Sequence(at:)``, which reports the first bad byte,
  /// the error and position the byte-by-byte check has always given.
  @inline(never)
  func textRun(from p: Int) throws(ParseFailure) -> Int {
    let end = p + ByteScan.stringSpecial(base + p, stopsAtNonASCII: false)
    if !checksUTF8PerByte {
      let valid =
        p >= 3
        ? UTF8Validation.isValidRun(base, from: p, to: end) : UTF8Validation.isValid(base + p, count: end - p)
      if valid { return end }
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
  mutating func escapedString(from start: Int, firstEscape: Int) throws(ParseFailure) -> (offset: Int, length: Int) {
    let offset = scratchBase + scratch.count
    scratch.append(base + start, firstEscape - start)
    var p = firstEscape
    var run = p
    while true {
      p += ByteScan.stringSpecial(base + p, stopsAtNonASCII: true)
      let c = base[p]
      if c == UInt8(ascii: "\"") {
        scratch.append(base + run, p - run)
        pos = p + 1
        return (offset, scratchBase + scratch.count - offset)
      }
      if c == UInt8(ascii: "\\") {
        scratch.append(base + run, p - run)
        let e = base[p + 1]
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
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
    appendUTF8(scalar)
    return next
  }

  func hex4(at p: Int) throws(ParseFailure) -> UInt32 {
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

  mutating func appendUTF8(_ s: UInt32) {
    switch s {
    case 0..<0x80:
      scratch.append(UInt8(s))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | s >> 6))
      scratch.append(UInt8(0x80 | s & 0x3F))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | s >> 12))
      scratch.append(UInt8(0x80 | s >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | s & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | s >> 18))
      scratch.append(UInt8(0x80 | s >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | s >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | s & 0x3F))
    }
  }
}
