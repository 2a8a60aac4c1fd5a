import BricksJSON

/// libFuzzer entry point: parse → serialize → parse must agree in every writing mode, output
/// must be stable, strings made without a second UTF-8 check must be what the checked route
/// makes, and the parser must never crash, hang or read out of bounds (AddressSanitizer checks
/// that). An accepted input must be valid UTF-8 as the standard library decodes it (the
/// independent oracle for the vectorised UTF-8 check), and a rejected one reported inside it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = UnsafeBufferPointer(start: start, count: count)
  let parsed = Result { () throws(JSONParseError) in try JSON(parsing: input, options: JSONParseOptions(maxDepth: 256))
  }
  let json: JSON
  switch parsed {
  case .success(let value):
    // Decoding repairs invalid UTF-8 with U+FFFD, so the bytes come back unchanged exactly when valid.
    guard String(decoding: input, as: UTF8.self).utf8.elementsEqual(input) else {
      fatalError("accepted input that is not valid UTF-8: \(Array(input))")
    }
    json = value
  case .failure(let error):
    guard error.offset >= 0, error.offset <= count else {
      fatalError("error offset \(error.offset) outside the input of \(count) bytes: \(error)")
    }
    return 0
  }
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
  // Strings are made without a second UTF-8 check: they must be what the checked route makes.
  guard json.stringsMatchCheckedDecoding() else { fatalError("a string made unchecked differs in \(Array(input))") }
  _ = json.hashValue
  // anyValue fails only for keys a [String: Any] cannot hold apart, and says so.
  do {
    _ = try json.anyValue
  } catch  where !error.description.contains("differ only in Unicode normalization") {
    fatalError("anyValue threw \(error) for \(json)")
  } catch {}
  return 0
}
