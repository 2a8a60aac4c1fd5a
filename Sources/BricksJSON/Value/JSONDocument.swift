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

  /// A document that takes over `tape` (a `malloc` block: from ``allocateTape(capacity:)`` or
  /// the parser's ``ParseMemory``; `capacity` entries of which the first `count` are
  /// written) and gives back the unused part of it.
  ///
  /// - Complexity: O(1): the block is shrunk where it is (`realloc`), never copied out.
  init(adopting tape: UnsafeMutablePointer<TapeEntry>, count: Int, capacity: Int, bytes: [UInt8]) {
    var tape = tape
    let stride = MemoryLayout<TapeEntry>.stride
    if capacity > count {
      let kept = Swift.max(count, 1) * stride
      if let trimmed = ParseMemory.reallocate(UnsafeMutableRawPointer(tape), from: capacity * stride, to: kept) {
        tape = trimmed.bindMemory(to: TapeEntry.self, capacity: Swift.max(count, 1))
      }
    }
    self.tape = UnsafeBufferPointer(start: tape, count: count)
    self.bytes = bytes
  }

  deinit { free(UnsafeMutableRawPointer(mutating: tape.baseAddress)) }

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
