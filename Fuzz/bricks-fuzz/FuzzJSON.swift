import BricksJSON

/// libFuzzer entry point: parse → serialize → parse must agree, in every writing mode, and
/// the parser must never crash, hang or read out of bounds (AddressSanitizer checks that).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = UnsafeBufferPointer(start: start, count: count)
  guard let json = try? JSON(parsing: input, options: JSONParseOptions(maxDepth: 256)) else { return 0 }
  for options in [
    JSONWriteOptions(), JSONWriteOptions(pretty: true, sortedKeys: true), JSONWriteOptions(escapesNonASCII: true),
  ] {
    let text = json.serializedBytes(options: options)
    guard let again = try? JSON(parsing: text, options: JSONParseOptions(maxDepth: 256)) else {
      fatalError("serialized output does not parse: \(String(decoding: text, as: UTF8.self))")
    }
    guard again == json else {
      fatalError("round trip changed the value: \(json) became \(again)")
    }
    // Writing what was read back must give the same bytes: output is deterministic.
    guard again.serializedBytes(options: options) == text else { fatalError("serialization is not stable for \(json)") }
  }
  _ = json.hashValue
  _ = json.anyValue
  return 0
}
