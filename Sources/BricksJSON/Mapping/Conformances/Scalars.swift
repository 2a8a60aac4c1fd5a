import Foundation

extension JSON: JSONDecodable, JSONEncodable {
  /// Any value, as is.
  @inlinable public init(json: borrowing JSON) throws { self = copy json }
  /// Itself.
  @inlinable public func toJSON() -> JSON { self }
  /// A copy of itself.
  @inlinable public func encode(into builder: inout JSON.Builder) { builder.append(self) }
}

extension String: JSONDecodable, JSONEncodable {
  /// A JSON string (numbers are not converted; see ``JSONLenient``).
  @inlinable public init(json: borrowing JSON) throws {
    guard let s = json.stringValue else { throw JSONMappingError.typeMismatch(expected: "String", found: json) }
    self = s
  }
  @inlinable public func toJSON() -> JSON { JSON(self) }
  @inlinable public func encode(into builder: inout JSON.Builder) { builder.append(self) }
}

extension Bool: JSONDecodable, JSONEncodable {
  /// `true` or `false` (0 and 1 are not converted; see ``JSONLenient``).
  ///
  /// Always inlined: a tag compare or two, which models of many fields called out of line
  /// (a call, its frame and its error check cost more than the read).
  @inlinable @inline(__always) public init(json: borrowing JSON) throws {
    guard let b = json.boolValue else { throw JSONMappingError.typeMismatch(expected: "Bool", found: json) }
    self = b
  }
  @inlinable public func toJSON() -> JSON { JSON(self) }
  @inlinable public func encode(into builder: inout JSON.Builder) { builder.append(self) }
}

extension Double: JSONDecodable, JSONEncodable {
  /// Any JSON number in `Double`'s range (integers beyond 2^53 round to the nearest double);
  /// one beyond it (`1e400`) is an error, not infinity, which JSON cannot write back.
  @inlinable public init(json: borrowing JSON) throws {
    guard let d = json.doubleValue else { throw JSONMappingError.typeMismatch(expected: "Double", found: json) }
    guard d.isFinite else { throw JSON.outOfRange("Double", json) }
    self = d
  }
  @inlinable public func toJSON() -> JSON { JSON(self) }
  @inlinable public func encode(into builder: inout JSON.Builder) { builder.append(self) }
}

extension Float: JSONDecodable, JSONEncodable {
  /// Any JSON number within `Float`'s range, rounded to the nearest `Float`.
  @inlinable public init(json: borrowing JSON) throws {
    guard let d = json.doubleValue else { throw JSONMappingError.typeMismatch(expected: "Float", found: json) }
    let f = Float(d)
    guard f.isFinite else { throw JSON.outOfRange("Float", json) }
    self = f
  }
  /// Written as the shortest decimal that reads back as this `Float` (0.1, not 0.10000000149).
  @inlinable public func encode(into builder: inout JSON.Builder) {
    builder.append(Double(description) ?? Double(self))
  }
}

extension Decimal: JSONDecodable, JSONEncodable {
  /// Any JSON number, read from its text as written (so `9999999999999999.99` keeps every
  /// digit, which a `Double` would round to 1e16); integers, including those beyond 64 bits,
  /// are exact. A double built in code has no text and goes through its shortest decimal form.
  ///
  /// - Throws: ``JSONMappingError`` for a number `Decimal` cannot hold exactly: more
  ///   significant digits than its 38 (`Decimal(string:)` would round them away silently),
  ///   beyond its exponent range, or a fraction written with 256 characters or more (the
  ///   parser keeps the text of shorter ones only). The message says which.
  public init(json: borrowing JSON) throws {
    let text: String
    switch json.numberValue {
    case .int(let v): text = String(v)
    case .uint(let v): text = String(v)
    case .double(let v):
      guard json.entry.payload != TapeEntry.textTooLong else {
        throw JSONMappingError.invalidValue(
          "a number written with 256 characters or more is read as the nearest double, and Decimal would get its "
            + "rounded digits, not the written ones; map it to JSON (or read numberValue) or to Double",
          expected: "Decimal", found: json)
      }
      text = json.doubleText ?? "\(v)"
    case .big(let t): text = t
    case nil: throw JSONMappingError.typeMismatch(expected: "Decimal", found: json)
    }
    let exact = DecimalValue(literal: text.utf8)
    guard let d = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !d.isNaN,
      let exact, DecimalValue(literal: "\(d)".utf8) == exact
    else {
      let digits = exact?.digits.count ?? 0
      throw JSONMappingError.invalidValue(
        "Decimal cannot hold this number exactly (\(digits) significant digit\(digits == 1 ? "" : "s"); Decimal keeps "
          + "at most 38, with exponents from -128 to 127); map it to JSON (or read numberValue, which keeps the text) "
          + "or to Double", expected: "Decimal", found: json)
    }
    self = d
  }
  /// Written as a JSON number with every digit the `Decimal` has.
  public func toJSON() -> JSON {
    (try? JSON(any: self)) ?? .null
  }
  /// Written as a JSON number with every digit the `Decimal` has.
  public func encode(into builder: inout JSON.Builder) { builder.append(toJSON()) }
}

extension URL: JSONDecodable, JSONEncodable {
  /// A string that is a valid URL.
  public init(json: borrowing JSON) throws {
    guard let s = json.stringValue else { throw JSONMappingError.typeMismatch(expected: "URL", found: json) }
    guard let url = URL(string: s) else {
      throw JSONMappingError.invalidValue("not a valid URL", expected: "URL", found: json)
    }
    self = url
  }
  /// Its absolute string.
  public func encode(into builder: inout JSON.Builder) { builder.append(absoluteString) }
}

/// Fixed-width integers read exactly: an integer (or a double that is exactly an integer) in
/// the type's range; anything else is an error naming the type.
public protocol JSONInteger: FixedWidthInteger, JSONMappable {}

extension JSONInteger {
  @inlinable public init(json: borrowing JSON) throws {
    if Self.isSigned {
      if let v = json.int64Value, let x = Self(exactly: v) {
        self = x
        return
      }
    } else if let v = json.uint64Value, let x = Self(exactly: v) {
      self = x
      return
    }
    throw JSON.integerMismatch(Self.self, json)
  }
  @inlinable public func encode(into builder: inout JSON.Builder) {
    if Self.isSigned { builder.append(Int64(self)) } else { builder.append(UInt64(self)) }
  }
}

extension JSON {
  /// A number beyond a floating-point type's range: an error rather than infinity, which has
  /// no JSON form (it would be written back as `null` and fail to read).
  @usableFromInline
  static func outOfRange(_ type: String, _ json: JSON) -> JSONMappingError {
    .invalidValue("out of \(type)'s range", expected: type, found: json)
  }

  /// A parsed double's text as written, if it kept it.
  var doubleText: String? {
    let e = entry
    guard e.tag == .double, let range = e.doubleText else { return nil }
    return document.bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  @usableFromInline
  static func integerMismatch(_ type: Any.Type, _ json: JSON) -> JSONMappingError {
    if json.kind == .number {
      return .invalidValue("not an integer in \(type)'s range", expected: "\(type)", found: json)
    }
    return .typeMismatch(expected: "\(type)", found: json)
  }
}

extension Int: JSONInteger {
  /// An integer in `Int`'s range (a concrete witness, so the hot path inlines it).
  @inlinable @inline(__always) public init(json: borrowing JSON) throws {
    guard let v = json.int64Value, let x = Int(exactly: v) else { throw JSON.integerMismatch(Int.self, json) }
    self = x
  }
}

extension Int64: JSONInteger {
  /// An integer in `Int64`'s range (a concrete witness, so the hot path inlines it).
  @inlinable @inline(__always) public init(json: borrowing JSON) throws {
    guard let v = json.int64Value else { throw JSON.integerMismatch(Int64.self, json) }
    self = v
  }
}

extension Int8: JSONInteger {}
extension Int16: JSONInteger {}
extension Int32: JSONInteger {}
extension UInt: JSONInteger {}
extension UInt8: JSONInteger {}
extension UInt16: JSONInteger {}
extension UInt32: JSONInteger {}
extension UInt64: JSONInteger {}
