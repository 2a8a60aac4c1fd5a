/// Enums map through their raw value for free: declare `enum Kind: String, JSONMappable`.
/// An unknown raw value is an error listing the known ones (when the enum is `CaseIterable`);
/// conform to ``JSONUnknownCaseFallback`` to map it to a fallback case instead.
extension JSONDecodable where Self: RawRepresentable, RawValue: JSONDecodable {
  /// The case whose raw value the JSON holds.
  ///
  /// Inlinable, so each enum's conformance gets its own copy with the raw value's type known
  /// (unspecialized, every read looked up the generic metadata of `Self?`: 4% of mapping
  /// twitter.json, whose statuses hold two enums each); an unknown raw value is one call.
  @inlinable public init(json: borrowing JSON) throws {
    let raw = try RawValue(json: json)
    if let value = Self(rawValue: raw) {
      self = value
      return
    }
    self = try Self.caseForUnknownRawValue(json)
  }

  /// The fallback case for a raw value no case has (``JSONUnknownCaseFallback``), or the
  /// error that lists the known raw values.
  @usableFromInline
  static func caseForUnknownRawValue(_ json: borrowing JSON) throws -> Self {
    if let fallback = Self.self as? any JSONUnknownCaseFallback.Type, let value = fallback.unknownCase as? Self {
      return value
    }
    var known = ""
    if let all = Self.self as? any CaseIterable.Type {
      let raws = (all.allCases as any Collection).map { "\(($0 as! Self).rawValue)" }
      known = "; known: " + raws.joined(separator: ", ")
    }
    throw JSONMappingError.invalidValue("unknown case\(known)", expected: "\(Self.self)", found: json)
  }
}

extension JSONEncodable where Self: RawRepresentable, RawValue: JSONEncodable {
  /// The raw value.
  @inlinable public func encode(into builder: inout JSON.Builder) { rawValue.encode(into: &builder) }
}

/// Opt-in: an enum whose unknown raw values map to one case instead of failing, so a new
/// case added by the server does not break old app versions. The raw value is not kept.
///
/// ```swift
/// enum Kind: String, JSONMappable, JSONUnknownCaseFallback {
///   case photo, video, unknown
///   static var unknownCase: Kind { .unknown }
/// }
/// ```
public protocol JSONUnknownCaseFallback {
  /// The case for raw values no case has.
  static var unknownCase: Self { get }
}
