/// Builds a document tape in code: the owned storage behind literals, ``JSON(any:)`` and
/// models' `toJSON()`.
@usableFromInline
struct JSONBuilder {
  @usableFromInline var tape: [TapeEntry] = []
  @usableFromInline var bytes: [UInt8] = []

  @inlinable init() {}

  @inlinable mutating func appendNull() { tape.append(TapeEntry(.null)) }
  @inlinable mutating func append(_ v: Bool) { tape.append(TapeEntry(v ? .true : .false)) }
  @inlinable mutating func append(_ v: Int64) { appendNumber(TapeEntry.int(v)) }
  @inlinable mutating func append(_ v: UInt64) {
    if v <= UInt64(Int64.max) { append(Int64(v)) } else { appendNumber(TapeEntry.uint(v)) }
  }
  @inlinable mutating func append(_ v: Double) { appendNumber(TapeEntry.double(v.bitPattern)) }

  /// Appends a number's entry and its second word, if it has one.
  @inlinable mutating func appendNumber(_ words: (TapeEntry, UInt64)) {
    tape.append(words.0)
    if words.0.extraWords != 0 { tape.append(TapeEntry(raw: words.1)) }
  }

  @inlinable mutating func append(_ s: String) {
    var s = s
    let offset = bytes.count
    s.withUTF8 { bytes.append(contentsOf: $0) }
    appendString(at: offset, length: bytes.count - offset)
  }

  /// Appends a string given as its UTF-8 bytes.
  @usableFromInline mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    let offset = bytes.count
    bytes.append(contentsOf: utf8)
    appendString(at: offset, length: utf8.count)
  }

  /// Appends the entry of the string of `length` bytes at `offset` of ``bytes``; a long one's
  /// bounds are appended to ``bytes`` (see ``TapeEntry/longString(recordAt:)``).
  @inlinable mutating func appendString(at offset: Int, length: Int) {
    if _fastPath(length < TapeEntry.longStringLength) {
      tape.append(TapeEntry.string(at: offset, length: length))
    } else {
      let record = bytes.count
      bytes.append(contentsOf: TapeEntry.longStringRecord(offset: offset, length: length))
      tape.append(TapeEntry.longString(recordAt: record))
    }
  }

  /// Appends the text of an arbitrary-size number, which must be a valid JSON number.
  @usableFromInline mutating func appendBigNumber(_ text: String) {
    let offset = bytes.count
    bytes.append(contentsOf: text.utf8)
    appendNumber(TapeEntry.bigNumber(at: offset, length: bytes.count - offset))
  }

  /// Starts an array or object; returns the token to pass to ``end(_:count:)``.
  @inlinable mutating func begin(object: Bool) -> Int {
    tape.append(TapeEntry(object ? .object : .array))
    return tape.count - 1
  }

  /// Ends the container started at `start`, holding `count` elements or members.
  @inlinable mutating func end(_ start: Int, count: Int) {
    tape[start] = TapeEntry.container(tape[start].tag, end: tape.count, count: count)
  }

  /// Appends a copy of `json` and its descendants.
  @usableFromInline mutating func append(_ json: JSON) {
    let source = json.document
    let first = json.index
    let stop = JSON.next(after: first, source.tape[first])
    let shift = tape.count - first
    reserve(stop - first)
    source.bytes.withUnsafeBufferPointer { src in
      var i = first
      while i < stop {
        let e = source.tape[i]
        switch e.tag {
        case .string:
          let offset = bytes.count
          let range = e.stringRange(src)
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: src[range]))
          appendString(at: offset, length: range.count)
        case .bigNumber:
          let offset = bytes.count
          bytes.append(
            contentsOf: UnsafeBufferPointer(rebasing: src[TapeEntry.bigNumberRange(source.tape.baseAddress!, i)]))
          appendNumber(TapeEntry.bigNumber(at: offset, length: bytes.count - offset))
        case .double:
          var text = 0
          if let range = e.doubleText {  // keep the digits Decimal reads
            text = TapeEntry.numberText(at: bytes.count, length: range.count)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: src[range]))
          } else {
            text = e.payload  // none, or too long to record
          }
          appendNumber(TapeEntry.double(source.tape[i + 1].raw, text: text))
        case .array, .object:
          tape.append(TapeEntry.container(e.tag, end: e.end + shift, count: e.recordedCount))
        default:
          tape.append(e)
          if e.extraWords != 0 { tape.append(source.tape[i + 1]) }
        }
        i += 1 + e.extraWords
      }
    }
  }

  /// Makes room for `extra` more entries, at least doubling the capacity when it grows:
  /// reserving the exact count on every append would reallocate (and copy the whole tape)
  /// each time, making a loop of appends quadratic.
  @inlinable mutating func reserve(_ extra: Int) {
    let needed = tape.count + extra
    if needed > tape.capacity { tape.reserveCapacity(Swift.max(needed, 2 * tape.capacity)) }
  }

  /// The value built so far (the first value appended, with its descendants).
  @inlinable func finish() -> JSON {
    JSON(document: JSONDocument(tape: tape, bytes: bytes), index: 0)
  }
}
