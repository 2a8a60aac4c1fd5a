// Making a `String` from a document's text: the one place where Bricks tells the standard
// library that bytes are valid UTF-8 instead of letting it check them again.

extension JSON {
  /// A `String` of the `count` bytes at `start`, text of a document (the input the parser
  /// read, the decoded escapes it wrote, or what a builder copied from Swift strings).
  ///
  /// `String(decoding:as:)` validates the UTF-8 again, and for non-ASCII text that check was
  /// most of the cost of making the string: skipping it took the mapping of a sparse
  /// twitter.json model from 0.84 to 0.53 million instructions, and of the full model from 6.01
  /// to 5.01 million. With Swift 6.2's standard library (iOS, macOS, tvOS, watchOS and
  /// visionOS 26, and Linux), the bytes are copied without that check, through
  /// `UTF8Span(unchecked:isKnownASCII:)` and `String(copying:)`. Before it, or when built by
  /// an older compiler, through `String(decoding:as:)`.
  ///
  /// Safety: `UTF8Span(unchecked:)` requires valid UTF-8, and `isKnownASCII: true` requires
  /// every byte below 0x80 (otherwise the string's later operations are undefined). Both hold:
  /// - Every string entry of a document points at valid UTF-8. The parser accepts a string only
  ///   after checking its UTF-8 (``Parser/textRun(from:)``) and writes decoded escapes from scalars it has checked (surrogates
  ///   paired, see ``Parser/unicodeEscape(at:)``); ``JSONBuilder`` copies the UTF-8 of Swift
  ///   strings, which is valid by construction. No other code writes a document's bytes.
  /// - `isKnownASCII` is ``isASCII(_:_:)`` of the same bytes, computed here.
  /// The span lives only for the copy, inside the caller's access to the bytes.
  ///
  /// Text of at most 15 ASCII bytes fits in the `String` value itself (no allocation): it is
  /// written there by ``smallASCIIString(_:_:)``, in a few loads and stores, where the route
  /// above spent about 60 instructions a string building it byte by byte.
  @inlinable @inline(__always)
  static func string(_ start: UnsafePointer<UInt8>, _ count: Int) -> String {
    let ascii = isASCII(start, count)
    if count <= 15 && ascii { return smallASCIIString(start, count) }
    #if compiler(>=6.2)
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      let bytes = UnsafeBufferPointer(start: start, count: count)
      return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: ascii))
    }
    #endif
    return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// A `String` of the `count` (at most 15) ASCII bytes at `start`, made in place: for such
  /// a capacity `String(unsafeUninitializedCapacity:initializingUTF8With:)` hands out the
  /// string's own inline storage and, the bytes being ASCII, checks nothing more than that.
  /// The bytes are copied in at most four loads and stores, all inside both buffers (two
  /// overlapping words for 8–15 bytes, two half-words for 4–7, two 16-bit halves for 2–3).
  @inlinable @inline(__always)
  static func smallASCIIString(_ start: UnsafePointer<UInt8>, _ count: Int) -> String {
    String(unsafeUninitializedCapacity: count) { buffer in
      guard let out = buffer.baseAddress else { return 0 }
      let from = UnsafeRawPointer(start)
      let to = UnsafeMutableRawPointer(out)
      if count >= 8 {
        let head = from.loadUnaligned(as: UInt64.self)
        let tail = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        to.storeBytes(of: head, as: UInt64.self)
        to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
      } else if count >= 4 {
        let head = from.loadUnaligned(as: UInt32.self)
        let tail = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        to.storeBytes(of: head, as: UInt32.self)
        to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
      } else if count >= 2 {
        let head = from.loadUnaligned(as: UInt16.self)
        let tail = from.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
        to.storeBytes(of: head, as: UInt16.self)
        to.storeBytes(of: tail, toByteOffset: count &- 2, as: UInt16.self)
      } else if count == 1 {
        to.storeBytes(of: start[0], as: UInt8.self)
      }
      return count
    }
  }

  /// Whether the `count` bytes at `start` are all below 0x80: sixteen at a time, the rest in
  /// one load that ends at the last byte (overlapping bytes already seen), and text under 8
  /// bytes in two overlapping loads. Every load is inside the bytes, so it is safe at the end
  /// of any buffer. (A byte at a time for the tail cost about as much as the words before it.)
  @inlinable @inline(__always)
  static func isASCII(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let raw = UnsafeRawPointer(start)
    let bits: UInt64
    if count >= 8 {
      // The last eight bytes, then the words from the start: after the loop fewer than 16
      // bytes are left, of which the last eight are already in `all`.
      var all = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      var i = 0
      while i &+ 16 <= count {
        all |=
          raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
        i &+= 16
      }
      if i &+ 8 <= count { all |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) }
      bits = all
    } else if count >= 4 {
      bits = UInt64(raw.loadUnaligned(as: UInt32.self) | raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
    } else if count >= 2 {
      bits = UInt64(raw.loadUnaligned(as: UInt16.self) | raw.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self))
    } else {
      bits = count == 1 ? UInt64(start[0]) : 0
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }
}

extension JSON {
  /// Whether every string of this value's document (values and keys) comes out of
  /// ``string(_:_:)`` as the `String` that `String(decoding:as:)` makes of the same bytes —
  /// equal, with the same UTF-8 — and, on Swift 6.2 runtimes, flagged ASCII exactly when
  /// every byte is below 0x80 (judged byte by byte, not by ``isASCII(_:_:)``). How the fuzzer
  /// checks the unchecked route on every document it parses.
  package func stringsMatchCheckedDecoding() -> Bool {
    document.bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return true }
      for i in document.entryIndices where document.tape[i].tag == .string {
        let (offset, length) = document.tape[i].stringBounds(base)
        let text = UnsafeBufferPointer(start: base + offset, count: length)
        let made = JSON.string(base + offset, length)
        let checked = String(decoding: text, as: UTF8.self)
        guard made == checked, made.utf8.elementsEqual(text) else { return false }
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
          guard made.utf8Span.isKnownASCII == text.allSatisfy({ $0 < 0x80 }) else { return false }
        }
        #endif
      }
      return true
    }
  }
}
