/// A growable byte buffer without `Array`'s per-append uniqueness checks, for the decoded text
/// of escaped strings. Freed by ``release()``.
struct ScratchBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>? = nil
  private(set) var count = 0
  private var capacity = 0

  /// The bytes written so far.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if _slowPath(count == capacity) { grow(to: count + 1) }
    base.unsafelyUnwrapped[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ start: UnsafePointer<UInt8>, _ n: Int) {
    guard n > 0 else { return }
    if _slowPath(count + n > capacity) { grow(to: count + n) }
    (base.unsafelyUnwrapped + count).update(from: start, count: n)
    count += n
  }

  @inline(never)
  private mutating func grow(to needed: Int) {
    let newCapacity = max(needed, capacity * 2, 256)
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    if let base {
      bigger.update(from: base, count: count)
      base.deallocate()
    }
    base = bigger
    capacity = newCapacity
  }

  mutating func release() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }
}
