import Foundation

/// Writes a tape as JSON text, iteratively; or, for a model's `jsonData()`, each value as a
/// ``JSON/Builder`` hands it over, with no tape in between.
@usableFromInline
struct JSONWriter: Sendable {
  let options: JSONWriteOptions
  @usableFromInline var out: [UInt8] = []

  init(options: JSONWriteOptions) { self.options = options }

  private struct Frame {
    var isObject: Bool
    var count = 0
    /// Tape positions of the remaining children (keys, for an object) when reordered;
    /// otherwise nil and children are read in tape order up to `end`.
    var order: [Int]?
    var next: Int
    var end: Int
  }

  /// Writes `json` and everything in it: one loop over the values in document order (or key
  /// order), with a stack of open containers instead of recursion.
  @usableFromInline mutating func write(_ json: JSON) {
    let tape = json.document.tape
    json.document.bytes.withUnsafeBufferPointer { bytes in
      var frames: [Frame] = []
      var i = json.index
      while true {
        let e = tape[i]
        if e.isContainer {
          let isObject = e.tag == .object
          out.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
          let order =
            isObject && options.sortedKeys && e.recordedCount > 1 ? JSONWriter.keysInByteOrder(of: i, tape, bytes) : nil
          frames.append(Frame(isObject: isObject, order: order, next: i + 1, end: e.end))
        } else {
          writeScalar(at: i, tape, bytes)
        }
        guard let next = nextValue(&frames, tape, bytes) else { return }
        i = next
      }
    }
  }

  /// The tape position of the next value to write: the next child of the innermost open
  /// container, after its separator (and key, in an object). Closes every container that is
  /// complete; nil when the outermost one is.
  private mutating func nextValue(
    _ frames: inout [Frame], _ tape: UnsafeBufferPointer<TapeEntry>, _ bytes: UnsafeBufferPointer<UInt8>
  )
    -> Int?
  {
    while let top = frames.indices.last {
      var child: Int? = nil
      if let order = frames[top].order {
        if frames[top].count < order.count { child = order[frames[top].count] }
      } else if frames[top].next < frames[top].end {
        child = frames[top].next
      }
      guard var i = child else {
        let f = frames.removeLast()
        if options.pretty && f.count > 0 { newline(depth: frames.count) }
        out.append(f.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        continue
      }
      if frames[top].count > 0 { out.append(UInt8(ascii: ",")) }
      if options.pretty { newline(depth: frames.count) }
      frames[top].count += 1
      if frames[top].isObject {
        writeString(tape[i], bytes)
        out.append(UInt8(ascii: ":"))
        if options.pretty { out.append(UInt8(ascii: " ")) }
        i += 1
      }
      frames[top].next = JSON.next(after: i, tape[i])
      return i
    }
    return nil
  }

  /// The value at tape index `i`, which is not a container.
  private mutating func writeScalar(
    at i: Int, _ tape: UnsafeBufferPointer<TapeEntry>, _ bytes: UnsafeBufferPointer<UInt8>
  ) {
    let e = tape[i]
    switch e.tag {
    case .null: appendASCII("null")
    case .true: appendASCII("true")
    case .false: appendASCII("false")
    case .int: writeInteger(Int64(bitPattern: TapeEntry.bits(tape, i)))
    case .uint: appendText(String(TapeEntry.bits(tape, i)))
    case .double: writeDouble(Double(bitPattern: TapeEntry.bits(tape, i)))
    case .bigNumber:
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[TapeEntry.bigNumberRange(tape.baseAddress!, i)]))
    case .string: writeString(e, bytes)
    case .array, .object: preconditionFailure("containers are opened by write(_:)")
    }
  }

  /// The tape positions of the keys of the object at `index`, sorted by their UTF-8 bytes.
  private static func keysInByteOrder(
    of index: Int, _ tape: UnsafeBufferPointer<TapeEntry>, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> [Int] {
    let e = tape[index]
    var keys: [Int] = []
    keys.reserveCapacity(e.recordedCount)
    var k = index + 1
    while k < e.end {
      keys.append(k)
      k = JSON.next(after: k + 1, tape[k + 1])
    }
    return keys.sorted { x, y in
      let a = UnsafeBufferPointer(rebasing: bytes[tape[x].stringRange(bytes)])
      let b = UnsafeBufferPointer(rebasing: bytes[tape[y].stringRange(bytes)])
      return a.lexicographicallyPrecedes(b)
    }
  }

  private mutating func newline(depth: Int) {
    out.append(0x0A)
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private mutating func appendASCII(_ s: StaticString) {
    out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  /// Text made at run time (a `String`); literals go through the `StaticString` overload above,
  /// which a literal would not pick if this one had the same name.
  private mutating func appendText(_ s: String) { out.append(contentsOf: s.utf8) }

  private mutating func writeInteger(_ v: Int64) {
    if v >= 0 && v < 10 {
      out.append(UInt8(ascii: "0") + UInt8(v))
      return
    }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch
    let magnitude = v.magnitude
    // Two digits per division by 100; each pair split by a division by 10 that compiles to a
    // multiplication (a table of the 100 pairs costs a lazy global's access on every call).
    withUnsafeMutableBytes(of: &digits) { buf in
      var n = magnitude
      var p = 24
      while n >= 100 {
        let r = Int(n % 100)
        n /= 100
        p -= 2
        buf[p] = UInt8(truncatingIfNeeded: r / 10) &+ UInt8(ascii: "0")
        buf[p + 1] = UInt8(truncatingIfNeeded: r % 10) &+ UInt8(ascii: "0")
      }
      if n >= 10 {
        p -= 2
        buf[p] = UInt8(truncatingIfNeeded: n / 10) &+ UInt8(ascii: "0")
        buf[p + 1] = UInt8(truncatingIfNeeded: n % 10) &+ UInt8(ascii: "0")
      } else {
        p -= 1
        buf[p] = UInt8(ascii: "0") + UInt8(n)
      }
      if v < 0 {
        p -= 1
        buf[p] = UInt8(ascii: "-")
      }
      out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buf[p..<24]))
    }
  }

  private mutating func writeDouble(_ d: Double) {
    guard d.isFinite else { return appendASCII("null") }
    if d == 0 && d.sign == .minus { return appendASCII("-0") }  // as written, and reads back as -0.0
    // The digits of `description` (the shortest that read back to the same double), written
    // straight into `out` through `_writeASCII(_:)` below, without a `String` per number.
    d.write(to: &self)
  }

  private static let hex: [UInt8] = Array("0123456789ABCDEF".utf8)

  private mutating func writeString(_ e: TapeEntry, _ bytes: UnsafeBufferPointer<UInt8>) {
    writeString(UnsafeBufferPointer(rebasing: bytes[e.stringRange(bytes)]))
  }

  /// The UTF-8 text `bytes` as a JSON string: quoted, with what must be escaped escaped.
  private mutating func writeString(_ bytes: UnsafeBufferPointer<UInt8>) {
    out.append(UInt8(ascii: "\""))
    var runStart = 0
    let end = bytes.count
    var p = runStart
    let nonASCIIMask: UInt64 = options.escapesNonASCII ? 0x8080_8080_8080_8080 : 0
    while p < end {
      // Sixteen, then eight bytes at a time while none needs escaping (most text, and every
      // plain key).
      while end - p >= 16,
        !JSONWriter.anyNeedsEscape(JSONWriter.word(bytes, at: p), nonASCIIMask: nonASCIIMask),
        !JSONWriter.anyNeedsEscape(JSONWriter.word(bytes, at: p &+ 8), nonASCIIMask: nonASCIIMask)
      {
        p &+= 16
      }
      if p >= end { break }
      let left = end - p
      let w = left >= 8 ? JSONWriter.word(bytes, at: p) : JSONWriter.paddedWord(bytes, at: p, count: left)
      if !JSONWriter.anyNeedsEscape(w, nonASCIIMask: nonASCIIMask) {
        p += Swift.min(8, left)
        continue
      }
      let c = bytes[p]
      let needsEscape =
        c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || (c >= 0x80 && options.escapesNonASCII)
      if !needsEscape {
        p += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<p]))
      switch c {
      case UInt8(ascii: "\""): appendASCII("\\\"")
      case UInt8(ascii: "\\"): appendASCII("\\\\")
      case 0x0A: appendASCII("\\n")
      case 0x0D: appendASCII("\\r")
      case 0x09: appendASCII("\\t")
      case 0x08: appendASCII("\\b")
      case 0x0C: appendASCII("\\f")
      case ..<0x20: writeUnicodeEscape(UInt16(c))
      default:
        // Non-ASCII, escaped on request: decode the scalar and write UTF-16 escapes.
        var it = UnsafeBufferPointer(rebasing: bytes[p..<end]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&it) {
          for unit in UTF16.encode(s)! { writeUnicodeEscape(unit) }
          p += UTF8.width(s)
          runStart = p
          continue
        }
      }
      p += 1
      runStart = p
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
    out.append(UInt8(ascii: "\""))
  }

  /// The eight bytes at `p` (which `p + 8 <= bytes.count` keeps inside `bytes`) as one
  /// little-endian word, in one unaligned load: read as a tuple of eight `UInt8`, which has the
  /// layout and the alignment (1) of the bytes the memory is bound to, so the read is valid at
  /// any address. (Built byte by byte, the compiler left eight loads and shifts.)
  @inline(__always)
  static func word(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> UInt64 {
    let eight = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + p).assumingMemoryBound(to: Eight.self).pointee
    return UInt64(littleEndian: unsafeBitCast(eight, to: UInt64.self))
  }

  typealias Eight = (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

  /// The `count` (< 8) bytes at `p`, then spaces, which never need escaping: a short key or
  /// the tail of a string in one check.
  @inline(__always)
  static func paddedWord(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int, count: Int) -> UInt64 {
    var w: UInt64 = 0
    for k in 0..<count { w |= UInt64(bytes[p &+ k]) &<< UInt64(8 &* k) }
    return w | (0x2020_2020_2020_2020 &<< UInt64(8 &* count))
  }

  /// Whether any byte of `w` must be escaped: a control character (below 0x20), `"` or `\`,
  /// or (with `nonASCIIMask` set to 0x80 in every byte) a non-ASCII byte. Exact for "any":
  /// a borrow can only mark a byte above one that already matched.
  @inline(__always)
  static func anyNeedsEscape(_ w: UInt64, nonASCIIMask: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let control = (w &- 0x20 &* ones) & ~w & highs
    let quote = hasZeroByte(w ^ (0x22 &* ones))
    let backslash = hasZeroByte(w ^ (0x5C &* ones))
    return (control | quote | backslash | (w & nonASCIIMask)) != 0
  }

  private mutating func writeUnicodeEscape(_ unit: UInt16) {
    appendASCII("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(JSONWriter.hex[Int(unit >> UInt16(shift) & 0xF)])
    }
  }
}

/// Takes the text a number writes of itself (`writeDouble(_:)`). The standard
/// library's floating-point types hand their digits to `_writeASCII(_:)` as bytes; any other
/// text arrives through `write(_:)`, with the same result.
extension JSONWriter: TextOutputStream {
  @usableFromInline mutating func write(_ string: String) { out.append(contentsOf: string.utf8) }
  @usableFromInline mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { out.append(contentsOf: buffer) }
}

/// The values a ``JSON/Builder`` that writes text hands over (`jsonData()`): the same bytes as
/// writing them from a tape, without the tape.
extension JSONWriter {
  /// A writer of compact text for `jsonData()`, starting with room for a small model.
  @usableFromInline static func forModels() -> JSONWriter {
    var writer = JSONWriter(options: JSONWriteOptions())
    writer.out.reserveCapacity(1024)
    return writer
  }

  @usableFromInline mutating func writeNull() { appendASCII("null") }
  @usableFromInline mutating func writeBool(_ v: Bool) { v ? appendASCII("true") : appendASCII("false") }
  @usableFromInline mutating func writeInt(_ v: Int64) { writeInteger(v) }
  @usableFromInline mutating func writeUInt(_ v: UInt64) {
    if v <= UInt64(Int64.max) { writeInteger(Int64(v)) } else { appendText(String(v)) }
  }
  @usableFromInline mutating func writeFloat(_ v: Double) { writeDouble(v) }

  @usableFromInline mutating func writeString(_ s: String) {
    // A native string's UTF-8 in place, without a copy of the string (and its retain).
    if let written: Void = s.utf8.withContiguousStorageIfAvailable({ writeString($0) }) { return written }
    var s = s
    s.withUTF8 { writeString($0) }
  }

  /// An object's key and its colon, after a comma unless it is the object's first member.
  @usableFromInline mutating func writeKey(_ key: String, first: Bool) {
    if !first { out.append(UInt8(ascii: ",")) }
    writeString(key)
    out.append(UInt8(ascii: ":"))
  }
}
