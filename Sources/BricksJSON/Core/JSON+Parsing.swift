import Foundation

extension JSON {
  /// Parses UTF-8 JSON text.
  ///
  /// - Throws: ``JSONParseError`` with the line, column and a message when the text is not
  ///   strict RFC 8259 JSON, is not UTF-8, or nests deeper than `options.maxDepth`.
  /// - Complexity: O(n) in the input's length; one pass, no recursion.
  public init(data: Data, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    var bytes = JSON.paddedCopy(count: data.count) { _ = data.copyBytes(to: $0) }
    try self.init(parsing: &bytes, count: data.count, options: options)
  }

  /// Parses UTF-8 JSON text from bytes. See ``init(data:options:)``.
  public init<Bytes: Collection<UInt8>>(bytes: Bytes, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    let count = bytes.count
    var padded = JSON.paddedCopy(count: count) { _ = $0.initialize(from: bytes) }
    try self.init(parsing: &padded, count: count, options: options)
  }

  /// Parses JSON text from a string. See ``init(data:options:)``.
  public init(string: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(bytes: string.utf8, options: options)
  }

  /// Parses JSON text from a raw buffer of UTF-8 bytes (copied). See ``init(data:options:)``.
  public init(buffer: UnsafeRawBufferPointer, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(bytes: buffer, options: options)
  }

  /// The one copy of the input a document owns: `count` bytes written by `fill`, then
  /// `parserPadding` zeros, with spare capacity for the decoded text of escaped strings
  /// (a quarter of the input covers real payloads: twitter.json needs 7%, twitterescaped.json
  /// 20%; untouched capacity costs no physical memory, and more escapes grow it once).
  static func paddedCopy(count: Int, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count + parserPadding + count / 4 + 64) { buffer, initialized in
      if count > 0 { fill(UnsafeMutableBufferPointer(rebasing: buffer[0..<count])) }
      (buffer.baseAddress! + count).initialize(repeating: 0, count: parserPadding)
      initialized = count + parserPadding
    }
  }

  /// Parses `bytes[0..<count]` (followed by `parserPadding` zero bytes) into a document that
  /// takes over `bytes`, appending the decoded escapes to it in place.
  init(parsing bytes: inout [UInt8], count: Int, options: JSONParseOptions) throws(JSONParseError) {
    // The parser's buffers outlive the closure; its input pointer is not used after it.
    var (parser, result) = bytes.withUnsafeBufferPointer { buffer -> (Parser, Result<Void, JSONParseError>) in
      var parser = Parser(base: buffer.baseAddress!, count: count, options: options)
      do throws(ParseFailure) {
        try parser.parse(allowingBOM: options.allowsByteOrderMark)
        return (parser, .success(()))
      } catch {
        return (parser, .failure(JSONParseError(error, in: UnsafeBufferPointer(rebasing: buffer[0..<count]))))
      }
    }
    switch result {
    case .success:
      if parser.scratch.count > 0 { bytes.append(contentsOf: parser.scratch.bytes) }
      let tape = parser.takeTape()
      self.init(document: JSONDocument(tape: tape, bytes: bytes), index: 0)
    case .failure(let error):
      parser.release()
      throw error
    }
  }
}
