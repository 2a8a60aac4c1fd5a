import Foundation

// Spellings that read like something else: `JSON(string:)` parsed while `JSON("x")` is a
// string value, and `json.string()` serialized while `json.stringValue` reads. They forward
// to the names that say what they do, and the compiler offers the fix-it.

extension JSON {
  /// Parses UTF-8 JSON text. Renamed ``init(parsing:options:)-(Data,_)``.
  @available(*, deprecated, renamed: "init(parsing:options:)")
  public init(data: Data, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(parsing: data, options: options)
  }

  /// Parses UTF-8 JSON text from bytes. Renamed ``init(parsing:options:)-(Bytes,_)``.
  @available(*, deprecated, renamed: "init(parsing:options:)")
  public init<Bytes: Collection<UInt8>>(bytes: Bytes, options: JSONParseOptions = JSONParseOptions())
    throws(JSONParseError)
  {
    try self.init(parsing: bytes, options: options)
  }

  /// Parses JSON text from a string. Renamed ``init(parsing:options:)-(String,_)``:
  /// `JSON("text")` is a string value, `JSON(parsing: "text")` parses.
  @available(*, deprecated, renamed: "init(parsing:options:)")
  public init(string: String, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(parsing: string, options: options)
  }

  /// Parses JSON text from a raw buffer. Renamed ``init(parsing:options:)-(UnsafeRawBufferPointer,_)``.
  @available(*, deprecated, renamed: "init(parsing:options:)")
  public init(buffer: UnsafeRawBufferPointer, options: JSONParseOptions = JSONParseOptions()) throws(JSONParseError) {
    try self.init(parsing: buffer, options: options)
  }

  /// This value as UTF-8 JSON text. Renamed ``serializedData(pretty:sortedKeys:)``.
  @available(*, deprecated, renamed: "serializedData(pretty:sortedKeys:)")
  public func data(pretty: Bool = false, sortedKeys: Bool = false) -> Data {
    serializedData(pretty: pretty, sortedKeys: sortedKeys)
  }

  /// This value as JSON text bytes. Renamed ``serializedBytes(options:)``.
  @available(*, deprecated, renamed: "serializedBytes(options:)")
  public func bytes(options: JSONWriteOptions) -> [UInt8] {
    serializedBytes(options: options)
  }

  /// This value as a JSON text string. Renamed ``serializedString(pretty:sortedKeys:)``:
  /// `stringValue` reads a string value, `serializedString()` writes JSON text.
  @available(*, deprecated, renamed: "serializedString(pretty:sortedKeys:)")
  public func string(pretty: Bool = false, sortedKeys: Bool = false) -> String {
    serializedString(pretty: pretty, sortedKeys: sortedKeys)
  }
}
