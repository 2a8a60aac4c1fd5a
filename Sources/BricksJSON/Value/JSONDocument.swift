import Foundation

/// Immutable storage behind every ``JSON`` value: the tape and the UTF-8 bytes it points into.
///
/// A parsed document keeps a copy of its input (strings without escapes point straight into
/// it) followed by the decoded text of strings that had escapes. A value built in code owns a
/// small document of its own. Nothing here is mutated after creation, so sharing a document
/// across threads is safe.
///
/// The tape is a buffer the document owns (allocated with `malloc`, freed when the document
/// goes), not an `Array`: readers load entries through the stored pointer with no bounds
/// check, no closure and no reference counting, and a parsed tape — written into a block
/// sized as the parse goes — is cut down to its entries (see ``init(adopting:count:capacity:bytes:)``),
/// so a document keeps only what it uses.
@usableFromInline
final class JSONDocument: @unchecked Sendable {
  // @unchecked: `tape` is a pointer (not Sendable), but it is written only before `init`
  // returns and freed only in `deinit`; every access in between reads.

  /// The tape's entries (at least one: the root value).
  @usableFromInline let tape: UnsafeBufferPointer<TapeEntry>
  @usableFromInline let bytes: [UInt8]
  /// The entries the tape's block has room for (at least `tape.count`).
  let tapeCapacity: Int

  /// A document with a copy of `tape`.
  @usableFromInline
  convenience init(tape: [TapeEntry], bytes: [UInt8]) {
    let buffer = JSONDocument.allocateTape(capacity: tape.count)
    _ = tape.withUnsafeBufferPointer {
      UnsafeMutableBufferPointer(start: buffer, count: tape.count).initialize(from: $0)
    }
    self.init(adopting: buffer, count: tape.count, capacity: tape.count, bytes: bytes)
  }

  /// A document that takes over `tape` (a `malloc` block: from ``allocateTape(capacity:)`` or
  /// the parser's ``ParseMemory``; `capacity` entries of which the first `count` are
  /// written) and gives back what it does not use, three ways:
  ///
  /// - A block of at most ``trimInPlaceLimit`` bytes is shrunk where it is (`realloc`).
  /// - A larger block at least half full (text dense in values, whose tape grew to about its
  ///   size) is kept whole: its unused end was never written, so it takes no memory.
  /// - A block of ``alwaysMappedLimit`` bytes or more less than half full is shrunk in place:
  ///   glibc maps every block that large afresh, so a copy would only add to the peak.
  /// - Any other block less than half full is shrunk in place too, once the allocator has
  ///   seen a block of its full size freed (see ``ParseMemory/keepThresholds(above:)``).
  ///   That keeps glibc's dynamic thresholds above what a parse frees, so the next parse gets
  ///   its blocks back warm; a block only ever shrunk in place is freed at its smaller size,
  ///   which leaves the thresholds below the next parse's first block, a fresh mapping
  ///   faulted in page by page (measured: 107 page faults per twitter.json parse, 663 per
  ///   canada.json parse, 20–80% slower). Copying the entries out at their exact size instead
  ///   (as this did) also keeps the thresholds up, but holds the tape twice at the parse's
  ///   peak: twitter.json's peak was 2.73x its input, now 2.4x.
  ///
  /// - Complexity: O(1).
  init(adopting tape: UnsafeMutablePointer<TapeEntry>, count: Int, capacity: Int, bytes: [UInt8]) {
    var tape = tape
    var kept = capacity
    let stride = MemoryLayout<TapeEntry>.stride
    let exact = Swift.max(count, 1)
    if capacity <= exact {
      // Nothing left over.
    } else if capacity * stride <= JSONDocument.trimInPlaceLimit {
      if let trimmed = ParseMemory.reallocate(
        UnsafeMutableRawPointer(tape), from: capacity * stride, to: exact * stride)
      {
        tape = trimmed.bindMemory(to: TapeEntry.self, capacity: exact)
        kept = exact
      }
    } else if count >= capacity / 2 {
      // Kept whole.
    } else if capacity * stride >= JSONDocument.alwaysMappedLimit {
      if let trimmed = ParseMemory.reallocate(
        UnsafeMutableRawPointer(tape), from: capacity * stride, to: exact * stride)
      {
        tape = trimmed.bindMemory(to: TapeEntry.self, capacity: exact)
        kept = exact
      }
    } else {
      ParseMemory.keepThresholds(above: capacity * stride)
      if let trimmed = ParseMemory.reallocate(
        UnsafeMutableRawPointer(tape), from: capacity * stride, to: exact * stride)
      {
        tape = trimmed.bindMemory(to: TapeEntry.self, capacity: exact)
        kept = exact
      }
    }
    self.tape = UnsafeBufferPointer(start: tape, count: count)
    self.tapeCapacity = kept
    self.bytes = bytes
  }

  /// The largest block (in bytes) shrunk with `realloc`: well below the size from which
  /// allocators map blocks of their own (128 KiB in glibc).
  static var trimInPlaceLimit: Int { 64 * 1024 }

  /// The size from which glibc maps every block afresh, whatever it was freed before (its
  /// largest dynamic mmap threshold on 64-bit targets, 32 MiB).
  static var alwaysMappedLimit: Int { 32 << 20 }

  deinit { free(UnsafeMutableRawPointer(mutating: tape.baseAddress)) }

  /// Uninitialized room for `capacity` entries (at least one), for a document built in code
  /// (``init(tape:bytes:)``), whose `Array` tape already traps when memory runs out. Parsing
  /// allocates through ``ParseMemory`` instead, and throws.
  static func allocateTape(capacity: Int) -> UnsafeMutablePointer<TapeEntry> {
    let n = Swift.max(capacity, 1)
    guard let raw = malloc(n * MemoryLayout<TapeEntry>.stride) else {
      fatalError("out of memory for a JSON tape of \(n) entries")
    }
    return raw.bindMemory(to: TapeEntry.self, capacity: n)
  }

  /// The bytes a document holds: its tape's block and its text's capacity.
  var storageBytes: Int { tapeCapacity * MemoryLayout<TapeEntry>.stride + bytes.capacity }

  /// The tape index of every entry in order, stepping over numbers' second words.
  var entryIndices: UnfoldSequence<Int, Int> {
    let t = tape
    return sequence(state: 0) { i in
      guard i < t.count else { return nil }
      let k = i
      i = k + 1 + t[k].extraWords
      return k
    }
  }

  /// A document holding just `null`, shared by every value that needs one.
  @usableFromInline static let null = JSONDocument(tape: [TapeEntry(.null)], bytes: [])
}
