import Foundation

extension JSON {
  /// Parses `data` for mapping with one copy of the input: the bytes are copied once into
  /// storage the document then owns (only the padding is zeroed), with room reserved for the
  /// decoded text of escaped strings, which is appended to that same storage (a document
  /// with more escapes than the reserve grows it once).
  ///
  /// Same result and errors as ``init(data:options:)``.
  @usableFromInline
  static func parseForMapping(_ data: Data) throws(JSONParseError) -> JSON {
    let count = data.count
    // Decoded escapes are shorter than their source; a quarter of the input covers the
    // bench payloads (twitter.json needs 7%, twitterescaped.json 20%), and untouched
    // capacity costs no physical memory.
    let reserve = count / 4 + 64
    var bytes = [UInt8](unsafeUninitializedCapacity: count + parserPadding + reserve) { buffer, initialized in
      if count > 0 { _ = data.copyBytes(to: buffer) }
      (buffer.baseAddress! + count).initialize(repeating: 0, count: parserPadding)
      initialized = count + parserPadding
    }
    let options = JSONParseOptions()
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
      if !scratch.isEmpty { bytes.append(contentsOf: scratch) }
      return JSON(document: JSONDocument(tape: tape, bytes: bytes), index: 0)
    case .failure(let error):
      throw error
    }
  }
}
