import Foundation

extension JSON {
  /// Parses UTF-8 JSON text.
  ///
  /// Every initializer that reads JSON text is spelt `init(parsing:options:)`, whatever holds
  /// the text (`Data`, `String`, bytes, a raw buffer); `JSON("text")` is a string *value*.
  ///
  /// - Throws: ``JSONParseError`` with the line, column and a message when the text is not
  ///   strict RFC 8259 JSON, is not UTF-8, or nests deeper than `options.maxDepth`.
  /// - Complexity: O(n) in the input's length; one pass, no recursion.
  public init(parsing data: Data, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try JSON.checkInputSize(data.count, options)
    // Through `withUnsafeBytes`: `Data.copyBytes(to:)` runs generic code over an optional
    // range, about 1,300 instructions per call whatever the size.
    try self.init(parsingCopyOf: data.count, options: options) { buffer in
      data.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
    }
  }

  /// Parses UTF-8 JSON text from bytes. See ``init(parsing:options:)-(Data,_)``.
  public init<Bytes: Collection<UInt8>>(parsing bytes: Bytes, options: JSONParseOptions = JSONParseOptions())
    throws(JSONParseError)
  {
    let count = bytes.count
    try JSON.checkInputSize(count, options)
    try self.init(parsingCopyOf: count, options: options) { _ = $0.initialize(from: bytes) }
  }

  /// Parses JSON text from a string: `try JSON(parsing: #"{"id": 1}"#)`.
  /// See ``init(parsing:options:)-(Data,_)``.
  public init(parsing text: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(parsing: text.utf8, options: options)
  }

  /// Parses JSON text from a raw buffer of UTF-8 bytes (copied).
  /// See ``init(parsing:options:)-(Data,_)``.
  public init(parsing buffer: UnsafeRawBufferPointer, options: JSONParseOptions = JSONParseOptions())
    throws(JSONParseError)
  {
    let count = buffer.count
    try JSON.checkInputSize(count, options)
    try self.init(parsingCopyOf: count, options: options) { _ = $0.initialize(from: buffer) }
  }

  /// The error for `bytes` that could not be allocated to parse `input` bytes.
  static func outOfMemory(_ bytes: Int, input: Int) -> JSONParseError {
    [UInt8]().withUnsafeBufferPointer {
      JSONParseError(ParseFailure(.outOfMemory(bytes: bytes, input: input), at: 0), in: $0)
    }
  }

  /// Fails before anything is copied when the input is longer than `options.maxInputBytes`.
  static func checkInputSize(_ count: Int, _ options: JSONParseOptions) throws(JSONParseError) {
    guard count > options.maxInputBytes else { return }
    throw [UInt8]().withUnsafeBufferPointer {
      JSONParseError(ParseFailure(.inputTooLarge(count, limit: options.maxInputBytes), at: 0), in: $0)
    }
  }

  /// Parses a copy of `count` bytes, written by `fill`, into a document that owns the copy.
  ///
  /// The copy is the one the document keeps: the input, then `parserPadding` zeros, then
  /// spare capacity for the decoded text of escaped strings (a quarter of the input covers real
  /// payloads: twitter.json needs 7%, twitterescaped.json 20%; untouched capacity costs no
  /// physical memory). The parse runs while the copy is being initialized, so the decoded text
  /// is spilled into that spare capacity as it is written (see ``ScratchBuffer``) and is never
  /// held twice; more escapes than the spare room take one larger copy at the end.
  ///
  /// The parser writes the tape straight into a block the document then adopts, sized as the
  /// parse goes (see ``Parser/tapeFull(at:)``); the document keeps only the entries written
  /// (see ``JSONDocument/init(adopting:count:capacity:bytes:)``). Every allocation goes
  /// through ``ParseMemory``, so running out of memory throws `outOfMemory`.
  init(
    parsingCopyOf count: Int, options: JSONParseOptions, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void
  ) throws(JSONParseError) {
    let capacity = count + parserPadding + count / 4 + 64
    guard ParseMemory.canAllocateArray(capacity) else { throw JSON.outOfMemory(capacity, input: count) }
    var parser: Parser? = nil
    var failure: JSONParseError? = nil
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      let base = buffer.baseAddress!
      if count > 0 { fill(UnsafeMutableBufferPointer(rebasing: buffer[0..<count])) }
      (base + count).initialize(repeating: 0, count: parserPadding)
      initialized = count + parserPadding
      do throws(ParseFailure) {
        let p = try Parser.parsed(
          base, count: count, options: options, spill: UnsafeMutableBufferPointer(rebasing: buffer[initialized...]))
        initialized += p.scratch.spilled
        parser = p
      } catch {
        failure = JSONParseError(error, in: UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
    }
    if let failure { throw failure }
    var p = parser!
    defer { p.release() }
    let held = p.scratch.bytes
    if held.count > 0 {
      // More escapes than the spare capacity: one exact array, asked of ParseMemory first.
      let needed = bytes.count + held.count
      guard ParseMemory.canAllocateArray(needed) else { throw JSON.outOfMemory(needed, input: count) }
      bytes.reserveCapacity(needed)
      bytes.append(contentsOf: held)
    }
    let (tape, tapeCount, tapeCapacity) = p.takeTape()
    let document = JSONDocument(adopting: tape, count: tapeCount, capacity: tapeCapacity, bytes: bytes)
    self.init(document: document, index: 0)
  }
}

extension JSON {
  /// Whether both values are roots of documents with identical tapes and bytes (how the
  /// fuzzer compares the parsers; `==` compares values, not storage).
  package func hasIdenticalStorage(to other: JSON) -> Bool {
    let a = document.tape
    let b = other.document.tape
    guard a.count == b.count, document.bytes == other.document.bytes else { return false }
    for k in a.indices where a[k].raw != b[k].raw { return false }
    return true
  }
}

extension Parser {
  /// A parser that has parsed the `count` bytes at `base`, its decoded escapes spilled into
  /// `spill` as far as they fit; on failure its buffers are freed. Not inlined: inlined into
  /// the closure that initializes the document's bytes, the parse ran 15% slower.
  @inline(never)
  static func parsed(
    _ base: UnsafePointer<UInt8>, count: Int, options: JSONParseOptions, spill: UnsafeMutableBufferPointer<UInt8>
  ) throws(ParseFailure) -> Parser {
    var p = try Parser(base: base, count: count, options: options)
    p.scratch.spill(into: spill)
    do throws(ParseFailure) {
      try p.parse(allowingBOM: options.allowsByteOrderMark)
    } catch {
      p.release()
      throw error
    }
    p.scratch.spillHeld()
    return p
  }
}
