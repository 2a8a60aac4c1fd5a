import Foundation

extension JSON {
  /// This value as UTF-8 JSON text: `json.serializedData()`, `json.serializedData(pretty: true)`.
  ///
  /// Doubles are written in the shortest form that reads back to the same value; integers
  /// exactly (`-0` as `-0`); NaN and infinities (only possible in values built in code) as
  /// `null`. Every method that writes JSON text is named `serialized…`; the `…Value`
  /// properties (``stringValue``) read a value instead.
  /// - Complexity: O(n); no recursion, so any depth is safe.
  public func serializedData(pretty: Bool = false, sortedKeys: Bool = false) -> Data {
    serializedData(options: JSONWriteOptions(pretty: pretty, sortedKeys: sortedKeys))
  }

  /// This value as UTF-8 JSON text, with full control over the output.
  public func serializedData(options: JSONWriteOptions) -> Data {
    var writer = written(options: options)
    return writer.takeData()
  }

  /// This value as JSON text bytes, with full control over the output.
  /// - Complexity: O(n); no recursion, so any depth is safe.
  public func serializedBytes(options: JSONWriteOptions = JSONWriteOptions()) -> [UInt8] {
    written(options: options).out.bytes()
  }

  /// A writer that has written this value.
  private func written(options: JSONWriteOptions) -> JSONWriter {
    var writer = JSONWriter(options: options)
    // The text of the strings plus about a dozen bytes per tape entry (keys' quotes and
    // separators, numbers' digits) for a whole document: fewer regrowths of the output.
    let entries = index == 0 ? document.tape.count : 0
    writer.out.reserve(document.bytes.count + 12 * entries + 64)
    writer.write(self)
    return writer
  }

  /// This value as a JSON text string: `json.serializedString()` gives `{"id":1}`; compare
  /// ``stringValue``, which reads the value of a JSON string.
  public func serializedString(pretty: Bool = false, sortedKeys: Bool = false) -> String {
    serializedString(options: JSONWriteOptions(pretty: pretty, sortedKeys: sortedKeys))
  }

  /// This value as a JSON text string, with full control over the output.
  public func serializedString(options: JSONWriteOptions) -> String {
    String(decoding: serializedBytes(options: options), as: UTF8.self)
  }
}

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
  /// Compact JSON text.
  public var description: String { serializedString() }
  /// Compact JSON text, marked as JSON.
  public var debugDescription: String { "JSON(\(serializedString()))" }
}
