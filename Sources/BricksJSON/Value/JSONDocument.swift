/// Immutable storage behind every ``JSON`` value: the tape and the UTF-8 bytes it points into.
///
/// A parsed document keeps a copy of its input (strings without escapes point straight into
/// it) followed by the decoded text of strings that had escapes. A value built in code owns a
/// small document of its own. Nothing here is mutated after creation, so sharing a document
/// across threads is safe.
@usableFromInline
final class JSONDocument: Sendable {
  @usableFromInline let tape: [TapeEntry]
  @usableFromInline let bytes: [UInt8]

  @usableFromInline
  init(tape: [TapeEntry], bytes: [UInt8]) {
    self.tape = tape
    self.bytes = bytes
  }

  /// A document holding just `null`, shared by every value that needs one.
  @usableFromInline static let null = JSONDocument(tape: [TapeEntry(.null)], bytes: [])
}
