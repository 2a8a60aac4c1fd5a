import Foundation

/// Where every buffer of a parse comes from: the copy of the input, the tape, the open
/// containers and the decoded escapes.
///
/// Running out of memory is then an error the parse throws (``JSONParseError/Kind-swift.enum/outOfMemory``)
/// instead of a trap, and tests can make any one allocation fail and count the bytes a parse
/// holds at its peak (``Probe``), with no real memory pressure.
///
/// Safety: the pointers handed out are `malloc` blocks of at least the size asked for; each
/// is given back exactly once, by ``reallocate(_:from:to:)`` (which may move it) or
/// ``free(_:byteCount:)``, by the code that asked for it (the parser, its scratch buffer, or
/// the document that adopts the tape). Nothing here reads or writes through them.
package enum ParseMemory {
  /// A test's view of the allocations made while it is bound (see ``probe``).
  package final class Probe: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    private let lock = NSLock()
    private var _allocations = 0
    private var _failing: Set<Int>
    private var _live = 0
    private var _peak = 0
    private var _blocks = 0

    /// `body` under `lock` (`NSLock.withLock` needs iOS 17).
    private func locked<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }

    /// A probe failing the allocations numbered in `failing` (1 is the first), if any.
    package init(failing: Set<Int> = []) { _failing = failing }

    /// How many allocations were asked for so far (failed ones included).
    package var allocations: Int { locked { _allocations } }
    /// The most bytes held at once: blocks allocated and not yet freed, plus the Swift
    /// arrays asked for with ``canAllocateArray(_:)``. A block that grows counts old and new
    /// size at that moment, as an allocator that copies it holds both; one that shrinks
    /// counts its new size (allocators shrink in place).
    package var peak: Int { locked { _peak } }
    /// Blocks from ``allocate(_:)`` not given back yet (a parsed document's tape among them).
    package var blocks: Int { locked { _blocks } }

    /// Counts one allocation of `bytes` (with `released` bytes given back once it is done);
    /// false when the test asked for this one to fail.
    fileprivate func allocation(_ bytes: Int, releasing released: Int = 0) -> Bool {
      locked {
        _allocations += 1
        if _failing.contains(_allocations) { return false }
        _live += bytes
        _peak = Swift.max(_peak, _live)
        _live -= released
        return true
      }
    }

    fileprivate func freed(_ bytes: Int) { locked { _live -= bytes } }

    fileprivate func counted(blocks delta: Int) { locked { _blocks += delta } }
  }

  /// The probe of the current task; nil (the default) outside tests.
  ///
  /// Reading a task-local value costs a call into the concurrency runtime (about 270
  /// instructions, a fifth of parsing `[]`), so the parser reads it once and passes it to
  /// each function here (their `probe` argument); other callers let it default to this.
  @TaskLocal package static var probe: Probe?

  /// `byteCount` uninitialized bytes, or nil when there is no memory for them.
  static func allocate(_ byteCount: Int, probe: Probe? = ParseMemory.probe) -> UnsafeMutableRawPointer? {
    if let probe, !probe.allocation(byteCount) { return nil }
    guard let block = malloc(Swift.max(byteCount, 1)) else {
      probe?.freed(byteCount)
      return nil
    }
    probe?.counted(blocks: 1)
    return block
  }

  /// `block` (from ``allocate(_:)``, `old` bytes) resized to `new` bytes, keeping its first
  /// `min(old, new)` bytes; nil, with `block` untouched, when there is no memory for it.
  static func reallocate(
    _ block: UnsafeMutableRawPointer, from old: Int, to new: Int, probe: Probe? = ParseMemory.probe
  ) -> UnsafeMutableRawPointer? {
    let (added, released) = new > old ? (new, old) : (0, old - new)
    if let probe, !probe.allocation(added, releasing: released) { return nil }
    guard let moved = realloc(block, Swift.max(new, 1)) else {
      probe?.freed(added - released)  // `block` is still held, at its old size
      return nil
    }
    return moved
  }

  /// Gives back `block` (from ``allocate(_:)`` or ``reallocate(_:from:to:)``, `byteCount` bytes).
  static func free(_ block: UnsafeMutableRawPointer, byteCount: Int, probe: Probe? = ParseMemory.probe) {
    probe?.freed(byteCount)
    probe?.counted(blocks: -1)
    Foundation.free(block)
  }

  /// The largest size ``keepThresholds(above:)`` has freed a block of.
  nonisolated(unsafe) private static var thresholdsKeptAbove = 0
  private static let thresholdsLock = NSLock()

  /// Makes sure the allocator has seen a block of `byteCount` bytes freed whole, once per
  /// process for each new largest size: a block allocated and freed at once (never written
  /// but its header). glibc raises its dynamic mapping threshold to the size of a mapped block
  /// that is freed, and its heap-trimming threshold to twice that; a parse's blocks then come
  /// from the heap, warm, and what a parse frees stays below the trimming threshold. A block
  /// shrunk in place (the tape, when the parse ends) would otherwise leave them lower. Not
  /// counted by the probe, and harmless when it fails.
  static func keepThresholds(above byteCount: Int) {
    thresholdsLock.lock()
    defer { thresholdsLock.unlock() }
    guard byteCount > thresholdsKeptAbove, let block = malloc(byteCount) else { return }
    thresholdsKeptAbove = byteCount
    keptBlock = block  // a store the optimizer keeps: the allocation is not elided
    Foundation.free(block)
  }

  /// The block ``keepThresholds(above:)`` last allocated and freed (never read).
  nonisolated(unsafe) private static var keptBlock: UnsafeMutableRawPointer? = nil

  /// Whether a Swift array of `byteCount` bytes can be allocated now: Swift traps when an
  /// allocation fails, so the parser asks first. A block of ``trialMinimum`` bytes or more is
  /// allocated and given back at once; the array then gets the same room (nothing else of the
  /// parse allocates in between, though another thread could). A smaller one is not tried:
  /// when the allocator cannot hand out a few kilobytes, the document object that every parse
  /// allocates next (or any other small allocation) traps anyway, and the trial, a `malloc`
  /// and a `free`, was a tenth of parsing a small payload. Counted in the probe as held from
  /// then on, whatever the size.
  static func canAllocateArray(_ byteCount: Int) -> Bool {
    if let probe, !probe.allocation(byteCount) { return false }
    guard byteCount >= trialMinimum else { return true }
    guard let block = malloc(Swift.max(byteCount, 1)) else {
      probe?.freed(byteCount)
      return false
    }
    Foundation.free(block)
    return true
  }

  /// The size from which ``canAllocateArray(_:)`` tries the allocation (64 KiB).
  static var trialMinimum: Int { 64 * 1024 }
}
