/// A growable byte buffer without `Array`'s per-append uniqueness checks, for the decoded text
/// of escaped strings. Freed by ``release()``. Its memory comes from ``ParseMemory``: when
/// it cannot grow, an append throws `outOfMemory`.
///
/// Given a spill region (``spill(into:)``: the spare capacity of the document's own bytes,
/// right where the decoded text lands), it moves what it holds there whenever it fills,
/// instead of growing, so the decoded text is not held twice at the end of the parse: the
/// text is `spilled` bytes in the region followed by the ``bytes`` it still holds.
struct ScratchBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>? = nil
  /// The bytes held in `base`, after the `spilled` ones.
  private var held = 0
  private var capacity = 0
  private var spillRegion = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  /// The bytes moved to the spill region so far.
  private(set) var spilled = 0
  /// The length of the input being parsed, for the error when memory runs out.
  let inputCount: Int

  init(inputCount: Int) { self.inputCount = inputCount }

  /// The first block: large enough that spilling it (a call and a copy) is rare next to
  /// decoding what fills it.
  static let firstCapacity = 4_096

  /// The bytes written so far, spilled or held.
  var count: Int { spilled &+ held }

  /// The bytes held (written but not spilled).
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: held) }

  /// Spills into `region` from now on; the bytes written so far are the region's first ones
  /// only if none was written yet, so call it before the parse.
  mutating func spill(into region: UnsafeMutableBufferPointer<UInt8>) {
    precondition(count == 0, "a spill region is set before anything is written")
    spillRegion = region
  }

  /// Moves the held bytes to the spill region if they fit; returns whether they did.
  @discardableResult
  mutating func spillHeld() -> Bool {
    guard held > 0 else { return true }
    guard let region = spillRegion.baseAddress, spilled &+ held <= spillRegion.count, let base else {
      return false
    }
    (region + spilled).initialize(from: base, count: held)
    spilled &+= held
    held = 0
    return true
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) throws(ParseFailure) {
    if _slowPath(held == capacity) { try grow(to: held + 1) }
    base.unsafelyUnwrapped[held] = byte
    held += 1
  }

  @inline(__always)
  mutating func append(_ start: UnsafePointer<UInt8>, _ n: Int) throws(ParseFailure) {
    guard n > 0 else { return }
    if _slowPath(held + n > capacity) { try grow(to: held + n) }
    (base.unsafelyUnwrapped + held).update(from: start, count: n)
    held += n
  }

  /// Appends the UTF-8 of the Unicode scalar value `s`, with one capacity check for its one
  /// to four bytes.
  @inline(__always)
  mutating func append(utf8 s: UInt32) throws(ParseFailure) {
    if _slowPath(held &+ 4 > capacity) { try grow(to: held + 4) }
    let out = base.unsafelyUnwrapped + held
    switch s {
    case 0..<0x80:
      out[0] = UInt8(truncatingIfNeeded: s)
      held &+= 1
    case 0x80..<0x800:
      out[0] = UInt8(truncatingIfNeeded: 0xC0 | s &>> 6)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | s & 0x3F)
      held &+= 2
    case 0x800..<0x10000:
      out[0] = UInt8(truncatingIfNeeded: 0xE0 | s &>> 12)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | s &>> 6 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | s & 0x3F)
      held &+= 3
    default:
      out[0] = UInt8(truncatingIfNeeded: 0xF0 | s &>> 18)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | s &>> 12 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | s &>> 6 & 0x3F)
      out[3] = UInt8(truncatingIfNeeded: 0x80 | s & 0x3F)
      held &+= 4
    }
  }

  /// Makes room for `needed` held bytes: spills what is held when the region has room for it
  /// (then only the bytes not held yet need room), else grows the block.
  @inline(never)
  private mutating func grow(to needed: Int) throws(ParseFailure) {
    var needed = needed
    let before = held
    if spillHeld() {
      needed -= before
      if needed <= capacity { return }
    }
    let newCapacity = max(needed, capacity * 2, ScratchBuffer.firstCapacity)
    let block =
      if let base {
        ParseMemory.reallocate(UnsafeMutableRawPointer(base), from: capacity, to: newCapacity)
      } else {
        ParseMemory.allocate(newCapacity)
      }
    guard let block else { throw ParseFailure(.outOfMemory(bytes: newCapacity, input: inputCount), at: 0) }
    base = block.bindMemory(to: UInt8.self, capacity: newCapacity)
    capacity = newCapacity
  }

  mutating func release() {
    if let base { ParseMemory.free(UnsafeMutableRawPointer(base), byteCount: capacity) }
    base = nil
    held = 0
    spilled = 0
    capacity = 0
    spillRegion = UnsafeMutableBufferPointer(start: nil, count: 0)
  }
}
