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
    var bytes = try JSON.paddedCopy(count: data.count) { buffer in
      data.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
    }
    try self.init(parsingPadded: &bytes, count: data.count, options: options)
  }

  /// Parses UTF-8 JSON text from bytes. See ``init(parsing:options:)-(Data,_)``.
  public init<Bytes: Collection<UInt8>>(parsing bytes: Bytes, options: JSONParseOptions = JSONParseOptions())
    throws(JSONParseError)
  {
    let count = bytes.count
    try JSON.checkInputSize(count, options)
    var padded = try JSON.paddedCopy(count: count) { _ = $0.initialize(from: bytes) }
    try self.init(parsingPadded: &padded, count: count, options: options)
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
    var padded = try JSON.paddedCopy(count: count) { _ = $0.initialize(from: buffer) }
    try self.init(parsingPadded: &padded, count: count, options: options)
  }

  /// The one copy of the input a document owns: `count` bytes written by `fill`, then
  /// `parserPadding` zeros, with spare capacity for the decoded text of escaped strings
  /// (a quarter of the input covers real payloads: twitter.json needs 7%, twitterescaped.json
  /// 20%; untouched capacity costs no physical memory, and more escapes grow it once).
  ///
  /// - Throws: `outOfMemory` when there is no memory for it (asked of ``ParseMemory`` first:
  ///   an array whose allocation fails traps).
  static func paddedCopy(count: Int, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) throws(JSONParseError)
    -> [UInt8]
  {
    let capacity = count + parserPadding + count / 4 + 64
    guard ParseMemory.canAllocateArray(capacity) else { throw outOfMemory(capacity, input: count) }
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      if count > 0 { fill(UnsafeMutableBufferPointer(rebasing: buffer[0..<count])) }
      (buffer.baseAddress! + count).initialize(repeating: 0, count: parserPadding)
      initialized = count + parserPadding
    }
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

  /// Parses `bytes[0..<count]` (followed by `parserPadding` zero bytes) into a document that
  /// takes over `bytes`, appending the decoded escapes to it in place.
  ///
  /// The parser writes the tape straight into a block the document then adopts, sized as the
  /// parse goes (see ``Parser/tapeFull(at:)``); the document keeps only the entries written
  /// (see ``JSONDocument/init(adopting:count:capacity:bytes:)``). Every allocation goes
  /// through ``ParseMemory``, so running out of memory throws `outOfMemory`.
  init(parsingPadded bytes: inout [UInt8], count: Int, options: JSONParseOptions) throws(JSONParseError) {
    var parser: Parser? = nil
    var result: Result<Void, JSONParseError> = .success(())
    // The parser's own buffers outlive the closure; its input pointer is not used after it.
    bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      do throws(ParseFailure) {
        var p = try Parser(base: base, count: count, options: options)
        do throws(ParseFailure) {
          try p.parse(allowingBOM: options.allowsByteOrderMark)
        } catch {
          p.release()
          throw error
        }
        parser = p
      } catch {
        result = .failure(JSONParseError(error, in: UnsafeBufferPointer(rebasing: buffer[0..<count])))
      }
    }
    if case .failure(let error) = result { throw error }
    var p = parser!
    defer { p.release() }
    let escaped = p.scratch.count
    if escaped > 0 {
      let needed = bytes.count + escaped
      if needed > bytes.capacity {
        // More escapes than the spare capacity: one exact array, asked of ParseMemory first.
        guard ParseMemory.canAllocateArray(needed) else { throw JSON.outOfMemory(needed, input: count) }
        bytes.reserveCapacity(needed)
      }
      bytes.append(contentsOf: p.scratch.bytes)
    }
    let (tape, tapeCount, capacity) = p.takeTape()
    let document = JSONDocument(adopting: tape, count: tapeCount, capacity: capacity, bytes: bytes)
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
