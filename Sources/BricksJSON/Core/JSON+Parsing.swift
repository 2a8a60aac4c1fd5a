import Foundation

extension JSON {
  /// Parses UTF-8 JSON text.
  ///
  /// - Throws: ``JSONParseError`` with the line, column and a message when the text is not
  ///   strict RFC 8259 JSON, is not UTF-8, or nests deeper than `options.maxDepth`.
  /// - Complexity: O(n) in the input's length; one pass, no recursion.
  public init(data: Data, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    var bytes = [UInt8](repeating: 0, count: data.count + parserPadding)
    bytes.withUnsafeMutableBytes { _ = data.copyBytes(to: $0) }
    try self.init(padded: bytes, count: data.count, options: options)
  }

  /// Parses UTF-8 JSON text from bytes. See ``init(data:options:)``.
  public init<Bytes: Collection<UInt8>>(bytes: Bytes, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    var padded = [UInt8]()
    padded.reserveCapacity(bytes.count + parserPadding)
    padded.append(contentsOf: bytes)
    let count = padded.count
    padded.append(contentsOf: repeatElement(0, count: parserPadding))
    try self.init(padded: padded, count: count, options: options)
  }

  /// Parses JSON text from a string. See ``init(data:options:)``.
  public init(string: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(bytes: string.utf8, options: options)
  }

  /// Parses JSON text from a raw buffer of UTF-8 bytes (copied). See ``init(data:options:)``.
  public init(buffer: UnsafeRawBufferPointer, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(bytes: buffer, options: options)
  }

  /// Parses `bytes[0..<count]`, which is followed by `parserPadding` zero bytes.
  init(padded bytes: [UInt8], count: Int, options: JSONParseOptions) throws(JSONParseError) {
    let result: Result<(tape: [TapeEntry], scratch: [UInt8]), JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(base: buffer.baseAddress!, count: count, options: options)
      do throws(ParseFailure) {
        try parser.parse(allowingBOM: options.allowsByteOrderMark)
        return .success((parser.tape, parser.scratch))
      } catch {
        return .failure(JSONParseError(error, in: UnsafeBufferPointer(rebasing: buffer[0..<count])))
      }
    }
    switch result {
    case .success(let (tape, scratch)):
      var bytes = bytes
      if !scratch.isEmpty { bytes.append(contentsOf: scratch) }
      self.init(document: JSONDocument(tape: tape, bytes: bytes), index: 0)
    case .failure(let error):
      throw error
    }
  }
}
