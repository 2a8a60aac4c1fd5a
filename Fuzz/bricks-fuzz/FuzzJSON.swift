import BricksJSON

/// libFuzzer entry point: the structural-index parser and the scalar parser (with UTF-8 checked
/// a run at a time, vectorised, and a sequence at a time) must agree
/// (identical tapes and bytes, or identical errors), parse → serialize → parse must agree, in
/// every writing mode, strings made without a second UTF-8 check must be what the checked
/// route makes, and the parser must never crash, hang or read out of bounds (AddressSanitizer
/// checks that).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = UnsafeBufferPointer(start: start, count: count)
  var scalarOptions = JSONParseOptions(maxDepth: 256)
  scalarOptions.engine = .scalar
  var indexedOptions = JSONParseOptions(maxDepth: 256)
  indexedOptions.engine = .indexedOnly
  let scalar = Result { () throws(JSONParseError) in try JSON(parsing: input, options: scalarOptions) }
  let indexed = Result { () throws(JSONParseError) in try JSON(parsing: input, options: indexedOptions) }
  var fallbackOptions = JSONParseOptions(maxDepth: 256)
  fallbackOptions.engine = .indexed
  let automatic = Result { () throws(JSONParseError) in try JSON(parsing: input, options: fallbackOptions) }
  var perByteOptions = JSONParseOptions(maxDepth: 256)
  perByteOptions.engine = .scalarCheckingUTF8PerByte
  let perByte = Result { () throws(JSONParseError) in try JSON(parsing: input, options: perByteOptions) }
  switch (scalar, perByte) {
  case (.success(let s), .success(let p)):
    guard s.hasIdenticalStorage(to: p) else {
      fatalError("the vectorised UTF-8 check changed the tape for \(Array(input))")
    }
  case (.failure(let s), .failure(let p)):
    guard s == p else { fatalError("errors differ: scalar \(s), per-byte UTF-8 checks \(p) for \(Array(input))") }
  default:
    fatalError("the UTF-8 paths disagree on \(Array(input)): scalar \(scalar), per-byte \(perByte)")
  }
  switch (scalar, indexed, automatic) {
  case (.success(let s), .success(let i), .success(let a)):
    guard s.hasIdenticalStorage(to: i), s.hasIdenticalStorage(to: a) else {
      fatalError("the structural-index parser built a different tape for \(Array(input))")
    }
  case (.failure(let s), .failure, .failure(let a)):
    guard s == a else { fatalError("errors differ: scalar \(s), automatic \(a) for \(Array(input))") }
  default:
    fatalError("the parsers disagree on \(Array(input)): scalar \(scalar), indexed \(indexed)")
  }
  guard case .success(let json) = automatic else { return 0 }
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
  _ = json.anyValue
  return 0
}
