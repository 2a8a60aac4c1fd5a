/// Builds a document tape in code: the owned storage behind literals, ``JSON(any:)`` and
/// models' `toJSON()`.
@usableFromInline
struct JSONBuilder {
  @usableFromInline var tape: [TapeEntry] = []
  @usableFromInline var bytes: [UInt8] = []

  @inlinable init() {}

  @inlinable mutating func appendNull() { tape.append(TapeEntry(.null)) }
  @inlinable mutating func append(_ v: Bool) { tape.append(TapeEntry(v ? .true : .false)) }
  @inlinable mutating func append(_ v: Int64) { tape.append(TapeEntry(.int, b: UInt64(bitPattern: v))) }
  @inlinable mutating func append(_ v: UInt64) {
    if v <= UInt64(Int64.max) { append(Int64(v)) } else { tape.append(TapeEntry(.uint, b: v)) }
  }
  @inlinable mutating func append(_ v: Double) { tape.append(TapeEntry(.double, b: v.bitPattern)) }

  @inlinable mutating func append(_ s: String) {
    var s = s
    let offset = bytes.count
    s.withUTF8 { bytes.append(contentsOf: $0) }
    tape.append(TapeEntry(.string, a: offset, b: UInt64(bytes.count - offset)))
  }

  /// Appends the text of an arbitrary-size number, which must be a valid JSON number.
  @usableFromInline mutating func appendBigNumber(_ text: String) {
    let offset = bytes.count
    bytes.append(contentsOf: text.utf8)
    tape.append(TapeEntry(.bigNumber, a: offset, b: UInt64(bytes.count - offset)))
  }

  /// Starts an array or object; returns the token to pass to ``end(_:count:)``.
  @inlinable mutating func begin(object: Bool) -> Int {
    tape.append(TapeEntry(object ? .object : .array))
    return tape.count - 1
  }

  /// Ends the container started at `start`, holding `count` elements or members.
  @inlinable mutating func end(_ start: Int, count: Int) {
    tape[start] = TapeEntry(tape[start].tag, a: tape.count, b: UInt64(count))
  }

  /// Appends a copy of `json` and its descendants.
  @usableFromInline mutating func append(_ json: JSON) {
    let source = json.document
    let first = json.index
    let stop = JSON.next(after: first, source.tape[first])
    let shift = tape.count - first
    reserve(stop - first)
    source.bytes.withUnsafeBufferPointer { src in
      for i in first..<stop {
        var e = source.tape[i]
        switch e.tag {
        case .string, .bigNumber:
          let offset = bytes.count
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: src[e.a..<e.a + e.bInt]))
          e = TapeEntry(e.tag, a: offset, b: e.b)
        case .double:
          if let text = e.doubleText {  // keep the digits Decimal reads
            let offset = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: src[text]))
            e = TapeEntry(.double, a: TapeEntry.numberText(at: offset, length: text.count), b: e.b)
          }
        case .array, .object:
          e = TapeEntry(e.tag, a: e.a + shift, b: e.b)
        default:
          break
        }
        tape.append(e)
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
