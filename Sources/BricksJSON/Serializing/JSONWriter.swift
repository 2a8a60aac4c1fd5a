import Foundation

/// Writes a tape as JSON text, iteratively; or, for a model's `jsonData()`, each value as a
/// ``JSON/Builder`` hands it over, with no tape in between.
@usableFromInline
struct JSONWriter: Sendable {
  let options: JSONWriteOptions
  @usableFromInline var out = TextBuffer()

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
    out.prepare(1)
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
      out.append(
        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[TapeEntry.bigNumberRange(tape.baseAddress!, i)])))
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
    for _ in 0..<(2 * depth) { out.append(UInt8(ascii: " ")) }
  }

  private mutating func appendASCII(_ s: StaticString) {
    out.append(UnsafeRawBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  /// Text made at run time (a `String`); literals go through the `StaticString` overload above,
  /// which a literal would not pick if this one had the same name.
  private mutating func appendText(_ s: String) { for c in s.utf8 { out.append(c) } }

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
      out.append(UnsafeRawBufferPointer(rebasing: buf[p..<24]))
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
  ///
  /// Sixteen, then eight bytes at a time while none needs escaping (most text, and every plain
  /// key), each vector or word stored into the output as soon as it is checked; a short key or
  /// a string's tail is one padded word. A word with a byte to escape is written byte by byte
  /// up to that byte.
  private mutating func writeString(_ bytes: UnsafeBufferPointer<UInt8>) {
    let end = bytes.count
    // Room for the rest of the text as it is, the quotes and a word's spare bytes: what the
    // unchecked appends below rely on, renewed after each escape.
    out.reserve(end &+ 10)
    out.appendUnchecked(UInt8(ascii: "\""))
    var p = 0
    let nonASCIIMask: UInt64 = options.escapesNonASCII ? 0x8080_8080_8080_8080 : 0
    let escapesNonASCII = options.escapesNonASCII
    while p < end {
      while end &- p >= 16 {
        let v = JSONWriter.vector(bytes, at: p)
        if JSONWriter.anyNeedsEscape(v, nonASCII: escapesNonASCII) { break }
        out.appendUnchecked(vector: v)
        p &+= 16
      }
      while end &- p >= 8 {
        let w = JSONWriter.word(bytes, at: p)
        if JSONWriter.anyNeedsEscape(w, nonASCIIMask: nonASCIIMask) { break }
        out.appendUnchecked(word: w, count: 8)
        p &+= 8
      }
      let left = end &- p
      if left == 0 { break }
      if left < 8 {
        let w = JSONWriter.paddedWord(bytes, at: p, count: left)
        if !JSONWriter.anyNeedsEscape(w, nonASCIIMask: nonASCIIMask) {
          out.appendUnchecked(word: w, count: left)
          break
        }
      }
      // A byte of the next eight needs escaping (padding never does): copy up to it.
      var c = bytes[p]
      while !needsEscape(c) {
        out.appendUnchecked(c)
        p &+= 1
        c = bytes[p]
      }
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
          out.reserve(end &- p &+ 10)
          continue
        }
      }
      p &+= 1
      out.reserve(end &- p &+ 10)
    }
    out.appendUnchecked(UInt8(ascii: "\""))
  }

  /// Whether the byte `c` must be escaped in a string.
  @inline(__always)
  private func needsEscape(_ c: UInt8) -> Bool {
    c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || (c >= 0x80 && options.escapesNonASCII)
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

  /// The sixteen bytes at `p` (which `p + 16 <= bytes.count` keeps inside `bytes`), in one
  /// unaligned load.
  @inline(__always)
  static func vector(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> SIMD16<UInt8> {
    ByteScan.load(bytes.baseAddress.unsafelyUnwrapped + p)
  }

  /// Whether any byte of `v` must be escaped: a control character, `"` or `\\`, or (when
  /// `nonASCII`) a byte of 0x80 or more; the parser's string scan (`ByteScan`), with one
  /// movemask.
  @inline(__always)
  static func anyNeedsEscape(_ v: SIMD16<UInt8>, nonASCII: Bool) -> Bool {
    typealias Bytes16 = SIMD16<UInt8>
    let stop =
      ByteScan.bits(v .== Bytes16(repeating: UInt8(ascii: "\"")))
      | ByteScan.bits(v .== Bytes16(repeating: UInt8(ascii: "\\")))
    // As signed bytes, 0x80...0xFF are negative: one signed comparison finds the bytes below
    // 0x20 and the non-ASCII ones together.
    let low =
      nonASCII
      ? ByteScan.bits(unsafeBitCast(v, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: 0x20))
      : ByteScan.bits(v .< Bytes16(repeating: 0x20))
    return VectorOps.movemask(stop | low) != 0
  }

  /// The `count` (1...7) bytes at `p`, the last of `bytes`, then spaces, which never need
  /// escaping: a short key or the tail of a string in one check. From a string of eight bytes
  /// or more, the last eight in one load, shifted; from a shorter one, a load of four, two and
  /// one bytes as `count` has them.
  @inline(__always)
  static func paddedWord(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int, count: Int) -> UInt64 {
    let spaces = 0x2020_2020_2020_2020 &<< UInt64(8 &* count)
    if bytes.count >= 8 { return word(bytes, at: bytes.count &- 8) &>> UInt64(8 &* (8 &- count)) | spaces }
    let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + p)
    var w: UInt64 = 0
    var k = 0
    if count & 4 != 0 {
      w = UInt64(UInt32(littleEndian: base.loadUnaligned(as: UInt32.self)))
      k = 4
    }
    if count & 2 != 0 {
      w |= UInt64(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: k, as: UInt16.self))) &<< UInt64(8 &* k)
      k &+= 2
    }
    if count & 1 != 0 { w |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) &<< UInt64(8 &* k) }
    return w | spaces
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
  @usableFromInline mutating func write(_ string: String) { appendText(string) }
  @usableFromInline mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    out.append(UnsafeRawBufferPointer(buffer))
  }
}

/// The values a ``JSON/Builder`` that writes text hands over (`jsonData()`): the same bytes as
/// writing them from a tape, without the tape.
extension JSONWriter {
  /// A writer of compact text for `jsonData()`, starting with room for a small model.
  @usableFromInline static func forModels() -> JSONWriter {
    var writer = JSONWriter(options: JSONWriteOptions())
    writer.out.reserve(1024)
    return writer
  }

  // Each value starts with `out.prepare`, which also gives a copy of a builder (a copied
  // `JSON.Builder`) a block of its own before it writes.

  // `null`, `true` and `false` as one word each (little-endian: the first letter lowest).
  @usableFromInline mutating func writeNull() {
    out.prepare(8)
    out.append(word: 0x6C6C_756E, count: 4)
  }
  @usableFromInline mutating func writeBool(_ v: Bool) {
    out.prepare(8)
    if v { out.append(word: 0x6575_7274, count: 4) } else { out.append(word: 0x65_736C_6166, count: 5) }
  }
  @usableFromInline mutating func writeInt(_ v: Int64) {
    out.prepare(20)
    writeInteger(v)
  }
  @usableFromInline mutating func writeUInt(_ v: UInt64) {
    out.prepare(20)
    if v <= UInt64(Int64.max) { writeInteger(Int64(v)) } else { appendText(String(v)) }
  }
  @usableFromInline mutating func writeFloat(_ v: Double) {
    out.prepare(32)
    writeDouble(v)
  }

  /// Opens an array or an object.
  @usableFromInline mutating func open(object: Bool) {
    out.prepare(1)
    out.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
  }

  /// Closes an array or an object.
  @usableFromInline mutating func close(object: Bool) {
    out.prepare(1)
    out.append(object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
  }

  /// The comma between two elements of an array.
  @usableFromInline mutating func writeComma() {
    out.prepare(1)
    out.append(UInt8(ascii: ","))
  }

  /// The value of the compact text written so far, read back: what `JSON.Builder.build()`
  /// gives on a builder that writes text. Containers still open are closed, a comma waiting
  /// for an element dropped and a key waiting for its value given `null`; nothing written
  /// reads as `null`.
  @usableFromInline func valueWritten() -> JSON {
    var text = out.bytes()
    var open: [UInt8] = []
    var inString = false
    var escaped = false
    for b in text {
      if inString {
        if escaped {
          escaped = false
        } else if b == UInt8(ascii: "\\") {
          escaped = true
        } else if b == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch b {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): open.append(b)
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
      default: break
      }
    }
    if text.last == UInt8(ascii: ":") { text += Array("null".utf8) }
    if text.last == UInt8(ascii: ",") { text.removeLast() }
    for b in open.reversed() { text.append(b == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) }
    // The writer's text is valid JSON once closed; nothing written is no value.
    return (try? JSON(parsing: Data(text))) ?? .null
  }

  /// The text written, as `Data`: the block itself when nothing else holds it.
  @usableFromInline mutating func takeData() -> Data { out.takeData() }

  /// A string given as its UTF-8 bytes (a date's text, from the stack).
  @usableFromInline mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
    out.prepare(2)
    writeString(utf8)
  }

  @usableFromInline mutating func writeString(_ s: String) {
    out.prepare(2)
    writeText(s)
  }

  /// A model's string or key, quoted and escaped.
  @inline(__always)
  private mutating func writeText(_ s: String) {
    // A native string's UTF-8 in place, without a copy of the string (and its retain).
    if let written: Void = s.utf8.withContiguousStorageIfAvailable({ writeString($0) }) { return written }
    var s = s
    s.withUTF8 { writeString($0) }
  }

  /// An object's key and its colon, after a comma unless it is the object's first member.
  @usableFromInline mutating func writeKey(_ key: String, first: Bool) {
    out.prepare(1)
    if !first { out.append(UInt8(ascii: ",")) }
    writeText(key)
    out.append(UInt8(ascii: ":"))
  }
}

/// The bytes a ``JSONWriter`` writes: one `malloc` block, written through a pointer, that
/// grows geometrically and is handed to `Data` at the end without a copy.
///
/// A value's writer calls ``prepare(_:)`` once, then appends byte by byte, word by word or run
/// by run; an `append` checks its room with one comparison and grows the block (doubling)
/// only when it lacks it, and an `appendUnchecked` (the string writer's, per word) relies on
/// a ``reserve(_:)`` before it; no append makes a call or checks uniqueness.
///
/// Safety: `start` points at `capacity` bytes of the block `owner` holds (both nil and 0 until
/// the first growth); this buffer keeps `owner`, so the block lives as long as the buffer can
/// write to it. Every `append` checks `count + size <= capacity` first, growing the block
/// when it does not hold; an `appendUnchecked` is called only within room its caller
/// reserved (`JSONWriter.writeString`: the rest of the text as it is, the closing quote and
/// eight spare bytes, renewed after each escape; a step stores eight bytes, or sixteen when
/// sixteen are left to write, so it always fits; debug builds assert it). Growth moves the
/// block only when `owner` is held by this buffer alone (`realloc`); a block a copy of this
/// buffer shares is copied into a new one instead, and the copy keeps the old one. A block is
/// freed exactly once: by its owner's `deinit`, or by the `Data` it is handed to
/// (``takeData()``, only when this buffer is its sole holder, which then forgets it). Running
/// out of memory stops the program with a message, as the growth of a Swift array does:
/// `jsonData()` does not throw.
@usableFromInline
struct TextBuffer: @unchecked Sendable {
  // @unchecked: the block behind `owner` is written only by a buffer that holds it alone
  // (``prepare(_:)`` copies a shared one before a value is written); reading it then is safe.

  /// Owns one block: frees it when the last buffer holding it goes, unless it was handed over.
  final class Owner {
    var block: UnsafeMutableRawPointer?
    init(_ block: UnsafeMutableRawPointer) { self.block = block }
    deinit { free(block) }
  }

  private var owner: Owner?
  private var start: UnsafeMutableRawPointer?
  private var capacity = 0
  /// How many bytes were written.
  private(set) var count = 0

  init() {}

  /// Room for `extra` more bytes, in a block that no copy of this buffer shares.
  @inline(__always)
  mutating func prepare(_ extra: Int) {
    if _slowPath(capacity &- count < extra || !isKnownUniquelyReferenced(&owner)) { grow(extra) }
  }

  /// Room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if _slowPath(capacity &- count < extra) { grow(extra) }
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start.unsafelyUnwrapped.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count &+= 1
  }

  /// Appends the first `used` (0...8) bytes of `word`, the lowest first. All eight are stored
  /// (the rest are written over by what follows).
  @inline(__always)
  mutating func append(word: UInt64, count used: Int) {
    reserve(8)
    start.unsafelyUnwrapped.storeBytes(of: word.littleEndian, toByteOffset: count, as: UInt64.self)
    count &+= used
  }

  /// Appends `byte` where ``reserve(_:)`` made room for it.
  @inline(__always)
  mutating func appendUnchecked(_ byte: UInt8) {
    assert(count < capacity, "no room reserved")
    start.unsafelyUnwrapped.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count &+= 1
  }

  /// Appends the first `used` (0...8) bytes of `word` where ``reserve(_:)`` made room for
  /// eight.
  @inline(__always)
  mutating func appendUnchecked(word: UInt64, count used: Int) {
    assert(capacity &- count >= 8, "no room reserved")
    start.unsafelyUnwrapped.storeBytes(of: word.littleEndian, toByteOffset: count, as: UInt64.self)
    count &+= used
  }

  /// Appends the sixteen bytes of `vector` where ``reserve(_:)`` made room for them.
  @inline(__always)
  mutating func appendUnchecked(vector: SIMD16<UInt8>) {
    assert(capacity &- count >= 16, "no room reserved")
    start.unsafelyUnwrapped.storeBytes(of: vector, toByteOffset: count, as: SIMD16<UInt8>.self)
    count &+= 16
  }

  /// Appends `bytes`: a short run (a number's digits, an escape) byte by byte, a longer one
  /// with `memcpy`.
  @inline(__always)
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    let n = bytes.count
    reserve(n)
    if n <= 16 {
      for i in 0..<n { appendUnchecked(bytes[i]) }
    } else {
      (start.unsafelyUnwrapped + count).copyMemory(from: bytes.baseAddress.unsafelyUnwrapped, byteCount: n)
      count &+= n
    }
  }

  /// Grows the block to hold `extra` more bytes (at least doubling it), or copies it into a
  /// block of this buffer's own when a copy of the buffer shares it.
  @inline(never)
  private mutating func grow(_ extra: Int) {
    let needed = count + extra
    let newCapacity = Swift.max(needed, capacity > 0 ? 2 * capacity : 64)
    if let old = start, isKnownUniquelyReferenced(&owner) {
      if needed <= capacity { return }
      guard let moved = realloc(old, newCapacity) else { TextBuffer.outOfMemory(newCapacity) }
      owner.unsafelyUnwrapped.block = moved
      start = moved
    } else {
      guard let block = malloc(newCapacity) else { TextBuffer.outOfMemory(newCapacity) }
      if let old = start, count > 0 { block.copyMemory(from: old, byteCount: count) }
      owner = Owner(block)
      start = block
    }
    capacity = newCapacity
  }

  private static func outOfMemory(_ bytes: Int) -> Never {
    fatalError("out of memory: no block of \(bytes) bytes for JSON text")
  }

  /// The bytes written, as `Data`, and this buffer emptied: the block itself when this buffer
  /// holds it alone (shrunk to what was written), otherwise a copy.
  mutating func takeData() -> Data {
    defer { self = TextBuffer() }
    guard let block = start, count > 0 else { return Data() }
    guard isKnownUniquelyReferenced(&owner) else { return Data(bytes: block, count: count) }
    let kept = count < capacity ? realloc(block, count) ?? block : block
    owner.unsafelyUnwrapped.block = nil
    return Data(bytesNoCopy: kept, count: count, deallocator: .free)
  }

  /// The bytes written, as an array.
  func bytes() -> [UInt8] {
    guard let block = start, count > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: block, count: count))
  }
}
