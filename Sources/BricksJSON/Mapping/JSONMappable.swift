import Foundation

/// A type that maps itself from JSON in plain code — no reflection, no key-value coding.
///
/// ```swift
/// struct User: JSONMappable {
///   let id: Int64
///   let screenName: String
///   let url: URL?
///
///   init(json: JSON) throws {
///     id = try json.decode("id")
///     screenName = try json.decode("screen_name")
///     url = try json.decodeIfPresent("url")
///   }
///
///   func encode(into builder: inout JSON.Builder) {
///     builder.appendObject { o in
///       o["id"] = id
///       o["screen_name"] = screenName
///       o["url"] = url
///     }
///   }
/// }
/// let user = try User.parse(data)
/// let bytes = user.jsonData()  // or user.toJSON(), user.asDictionary()
/// ```
public protocol JSONDecodable {
  /// Reads the value from `json`.
  ///
  /// The requirement borrows `json`, so that mapping a member hands it over without retaining
  /// its document; a model may still write `init(json: JSON)` as above (Swift takes that as
  /// the witness and copies the value in), or `init(json: borrowing JSON)`, as the library's
  /// own conformances do, to skip that retain and release too.
  /// - Throws: ``JSONMappingError`` saying where and what did not fit.
  init(json: borrowing JSON) throws
}

/// A type that writes itself as JSON.
///
/// A type writes itself in ``encode(into:)``; `toJSON()`, `jsonData()` and `asDictionary()`
/// are provided on top of it.
public protocol JSONEncodable {
  /// Appends this value to `builder`: exactly one value (an object, through
  /// ``JSON/Builder/appendObject(_:)``, for a model).
  ///
  /// A model's members encode into the same builder: a nested model, an array, optional or
  /// dictionary of models writes in place, with no value of its own that the parent copies.
  func encode(into builder: inout JSON.Builder)

  /// This value as JSON. The default builds it with ``encode(into:)``.
  func toJSON() -> JSON
}

/// A type that maps both ways.
public typealias JSONMappable = JSONDecodable & JSONEncodable

extension JSONEncodable {
  /// The value ``encode(into:)`` appends.
  @inlinable public func toJSON() -> JSON {
    var b = JSON.Builder.reserved()
    encode(into: &b)
    return b.build()
  }
}

// MARK: - The original pod's API

extension JSONDecodable {
  /// Parses JSON text and maps it (the pod's `parse:error:`).
  /// - Throws: ``JSONParseError`` for invalid JSON text, ``JSONMappingError`` when it does not fit.
  @inlinable public static func parse(_ data: Data) throws -> Self {
    try Self(json: JSON(parsing: data))
  }

  /// Maps an already parsed value.
  @inlinable public static func parse(_ json: JSON) throws -> Self { try Self(json: json) }

  /// Maps the `[String: Any]` that `JSONSerialization` or legacy code holds.
  /// - Throws: ``JSONConversionError`` for values with no JSON form, or ``JSONMappingError``.
  public static func parse(_ object: [String: Any]) throws -> Self { try Self(json: JSON(any: object)) }

  /// Parses a JSON array and maps each element (the pod's `parseArray:error:`); a bad
  /// element fails with its index in the path.
  @inlinable public static func parseArray(_ data: Data) throws -> [Self] {
    try [Self](json: JSON(parsing: data))
  }

  /// Maps each element of a parsed JSON array.
  @inlinable public static func parseArray(_ json: JSON) throws -> [Self] { try [Self](json: json) }

  /// Maps each dictionary of an `[[String: Any]]`.
  public static func parseArray(_ objects: [[String: Any]]) throws -> [Self] {
    try [Self](json: JSON(any: objects))
  }
}

extension JSONEncodable {
  /// This value as the `[String: Any]` that `JSONSerialization` takes (the pod's `asDictError:`).
  /// - Throws: ``JSONMappingError`` when the value does not encode to a JSON object, or when
  ///   an object in it has two keys that differ only in Unicode normalization, which a
  ///   `[String: Any]` cannot hold apart (see ``JSON/anyValue``).
  public func asDictionary() throws -> [String: Any] {
    let json = toJSON()
    guard let dictionary = try json.anyValue as? [String: Any] else {
      throw JSONMappingError.typeMismatch(expected: "an object to make a dictionary of \(Self.self)", found: json)
    }
    return dictionary
  }

  /// This value as UTF-8 JSON text: the bytes of `toJSON().serializedData(pretty: pretty)`.
  ///
  /// Compact text is written straight from ``encode(into:)``, with no `JSON` value in between.
  public func jsonData(pretty: Bool = false) -> Data {
    if pretty { return toJSON().serializedData(pretty: true) }
    var b = JSON.Builder(writingText: ())
    encode(into: &b)
    return b.text!.takeData()
  }

  /// Each model as a `[String: Any]` (the pod's `asArrayOfDictFromModelArray:error:`).
  public static func asArrayOfDictionaries(_ models: [Self]) throws -> [[String: Any]] {
    try models.map { try $0.asDictionary() }
  }
}

extension Array where Element: JSONEncodable {
  /// Each model as a `[String: Any]`.
  public func asArrayOfDictionaries() throws -> [[String: Any]] {
    try Element.asArrayOfDictionaries(self)
  }
}
