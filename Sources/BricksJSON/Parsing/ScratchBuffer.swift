/// A growable byte buffer without `Array`'s per-append uniqueness checks, for the decoded text
/// of escaped strings. Freed by ``release()``. Its memory comes from ``ParseMemory``: when
/// it cannot grow, an append throws `outOfMemory`.
struct ScratchBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>? = nil
  private(set) var count = 0
  private var capacity = 0
  /// The length of the input being parsed, for the error when memory runs out.
  let inputCount: Int

  init(inputCount: Int) { self.inputCount = inputCount }

  /// The bytes written so far.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  @inline(__always)
  mutating func append(_ byte: UInt8) throws(ParseFailure) {
    if _slowPath(count == capacity) { try grow(to: count + 1) }
    base.unsafelyUnwrapped[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ start: UnsafePointer<UInt8>, _ n: Int) throws(ParseFailure) {
    guard n > 0 else { return }
    if _slowPath(count + n > capacity) { try grow(to: count + n) }
    (base.unsafelyUnwrapped + count).update(from: start, count: n)
    count += n
  }

  /// Appends the UTF-8 of the Unicode scalar value `s`, with one capacity check for its one
  /// to four bytes.
  @inline(__always)
  mutating func append(utf8 s: UInt32) throws(ParseFailure) {
    if _slowPath(count &+ 4 > capacity) { try grow(to: count + 4) }
    let out = base.unsafelyUnwrapped + count
    switch s {
    case 0..<0x80:
      out[0] = UInt8(truncatingIfNeeded: s)
      count &+= 1
    case 0x80..<0x800:
      out[0] = UInt8(truncatingIfNeeded: 0xC0 | s &>> 6)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | s & 0x3F)
      count &+= 2
    case 0x800..<0x10000:
      out[0] = UInt8(truncatingIfNeeded: 0xE0 | s &>> 12)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | s &>> 6 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | s & 0x3F)
      count &+= 3
    default:
      out[0] = UInt8(truncatingIfNeeded: 0xF0 | s &>> 18)
      out[1] = UInt8(truncatingIfNeeded: 0x80 | s &>> 12 & 0x3F)
      out[2] = UInt8(truncatingIfNeeded: 0x80 | s &>> 6 & 0x3F)
      out[3] = UInt8(truncatingIfNeeded: 0x80 | s & 0x3F)
      count &+= 4
    }
  }

  @inline(never)
  private mutating func grow(to needed: Int) throws(ParseFailure) {
    let newCapacity = max(needed, capacity * 2, 256)
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
    count = 0
    capacity = 0
  }
}
