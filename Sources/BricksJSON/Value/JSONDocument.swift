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
/// check, no closure and no reference counting, and a parsed tape — written into a buffer
/// reserved for the most entries the input could need — is cut down to its entries, so a
/// document keeps only what it uses (1.94x its input on twitter.json, instead of 9.25x).
@usableFromInline
final class JSONDocument: @unchecked Sendable {
  // @unchecked: `tape` is a pointer (not Sendable), but it is written only before `init`
  // returns and freed only in `deinit`; every access in between reads.

  /// The tape's entries (at least one: the root value).
  @usableFromInline let tape: UnsafeBufferPointer<TapeEntry>
  @usableFromInline let bytes: [UInt8]

  /// A document with a copy of `tape`.
  @usableFromInline
  convenience init(tape: [TapeEntry], bytes: [UInt8]) {
    let buffer = JSONDocument.allocateTape(capacity: tape.count)
    _ = tape.withUnsafeBufferPointer {
      UnsafeMutableBufferPointer(start: buffer, count: tape.count).initialize(from: $0)
    }
    self.init(adopting: buffer, count: tape.count, capacity: tape.count, bytes: bytes)
  }

  /// A document that takes over `tape` (from ``allocateTape(capacity:)``, `capacity` entries of
  /// which the first `count` are written) and gives back the unused part of it.
  ///
  /// - Complexity: O(1) when nothing is left over or the reservation is at most
  ///   ``trimInPlaceLimit`` bytes; otherwise one copy of the `count` entries.
  init(adopting tape: UnsafeMutablePointer<TapeEntry>, count: Int, capacity: Int, bytes: [UInt8]) {
    var tape = tape
    let stride = MemoryLayout<TapeEntry>.stride
    if capacity <= count {
      // Nothing left over (a copied tape).
    } else if capacity * stride <= JSONDocument.trimInPlaceLimit {
      // A small block: shrinking keeps it where it is (the allocator splits it).
      if let trimmed = realloc(tape, Swift.max(count, 1) * stride) {
        tape = trimmed.bindMemory(to: TapeEntry.self, capacity: Swift.max(count, 1))
      }
    } else {
      // A large reservation is copied out and freed whole rather than shrunk: allocators
      // map large blocks, and a mapped block shrunk in place (mremap) would leave the next
      // parse a fresh mapping to fault in page by page (measured: 106 page faults per
      // twitter.json parse, a quarter of its time), while one freed whole is reused warm.
      let exact = JSONDocument.allocateTape(capacity: count)
      exact.initialize(from: tape, count: count)
      free(tape)
      tape = exact
    }
    self.tape = UnsafeBufferPointer(start: tape, count: count)
    self.bytes = bytes
  }

  deinit { free(UnsafeMutableRawPointer(mutating: tape.baseAddress)) }

  /// The largest reservation (in bytes) trimmed with `realloc` rather than copied out: well
  /// below the size from which allocators map blocks of their own (128 KiB in glibc).
  static var trimInPlaceLimit: Int { 64 * 1024 }

  /// Uninitialized room for `capacity` entries (at least one), for ``init(adopting:count:capacity:bytes:)``
  /// or ``freeTape(_:)``.
  static func allocateTape(capacity: Int) -> UnsafeMutablePointer<TapeEntry> {
    let n = Swift.max(capacity, 1)
    guard let raw = malloc(n * MemoryLayout<TapeEntry>.stride) else {
      fatalError("out of memory for a JSON tape of \(n) entries")
    }
    return raw.bindMemory(to: TapeEntry.self, capacity: n)
  }

  /// Frees a tape from ``allocateTape(capacity:)`` that no document adopted.
  static func freeTape(_ tape: UnsafeMutablePointer<TapeEntry>) { free(tape) }

  /// The bytes a document holds: its tape's entries and its text's capacity.
  var storageBytes: Int { tape.count * MemoryLayout<TapeEntry>.stride + bytes.capacity }

  /// A document holding just `null`, shared by every value that needs one.
  @usableFromInline static let null = JSONDocument(tape: [TapeEntry(.null)], bytes: [])
}
