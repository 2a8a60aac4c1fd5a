import Foundation

/// A value that has no JSON form was handed to ``JSON/init(any:)``.
public struct JSONConversionError: Error, Sendable, CustomStringConvertible {
  /// Where in the value the problem is, as a JSON path (`$.user.tags[2]`).
  public let path: String
  /// The Swift type that has no JSON form.
  public let typeName: String

  /// "at $.user.tags[2]: Date has no JSON form; convert it first (e.g. to an ISO 8601 string)".
  public var description: String {
    "at \(path): \(typeName) has no JSON form; convert it to a string, number, Bool, array or dictionary first"
  }
}

extension JSON {
  /// Converts the `Any` values that `JSONSerialization` and legacy code hold: `NSNull`,
  /// `Bool`, integers, floating-point numbers, `NSNumber`, `Decimal`, `String`, `URL` (as
  /// its absolute string), `[Any]`, `[String: Any]` (keys sorted, for deterministic output),
  /// `JSON`, and `nil` optionals.
  ///
  /// - Throws: ``JSONConversionError`` naming the path and type of a value with no JSON form.
  public init(any value: Any) throws(JSONConversionError) {
    var b = JSONBuilder()
    try JSON.append(value, to: &b, path: "$")
    self = b.finish()
  }

  private static func append(_ value: Any, to b: inout JSONBuilder, path: String) throws(JSONConversionError) {
    // NSNumber first: Foundation bridges it to Bool, Int and Double alike, so only its
    // objCType says which it is (JSONSerialization's output holds NSNumbers on Linux).
    if type(of: value) is NSNumber.Type, let n = value as? NSNumber {
      appendNumber(n, to: &b)
      return
    }
    switch value {
    case let json as JSON: b.append(json)
    case is NSNull: b.appendNull()
    case let v as String: b.append(v)
    case let v as Bool: b.append(v)
    case let v as Int: b.append(Int64(v))
    case let v as Int64: b.append(v)
    case let v as Int32: b.append(Int64(v))
    case let v as Int16: b.append(Int64(v))
    case let v as Int8: b.append(Int64(v))
    case let v as UInt: b.append(UInt64(v))
    case let v as UInt64: b.append(v)
    case let v as UInt32: b.append(UInt64(v))
    case let v as UInt16: b.append(UInt64(v))
    case let v as UInt8: b.append(UInt64(v))
    case let v as Double: b.append(v)
    case let v as Float: b.append(Double(v))
    case let v as Decimal:
      let text = "\(v)"
      if let n = parseNumberText(Array(text.utf8)) {
        switch n {
        case .int(let i): b.append(i)
        case .uint(let u): b.append(u)
        case .double: b.appendBigNumber(text)  // keep every digit the Decimal has
        case .big: b.appendBigNumber(text)
        }
      } else {
        b.appendNull()  // Decimal's NaN
      }
    case let v as URL: b.append(v.absoluteString)
    case let v as [Any]:
      let start = b.begin(object: false)
      for (i, element) in v.enumerated() { try append(element, to: &b, path: "\(path)[\(i)]") }
      b.end(start, count: v.count)
    case let v as [String: Any]:
      let start = b.begin(object: true)
      for key in v.keys.sorted() {
        b.append(key)
        try append(v[key]!, to: &b, path: JSONPath.appending(key: key, to: path))
      }
      b.end(start, count: v.count)
    default:
      let mirror = Mirror(reflecting: value)  // only to recognize a nil Optional
      if mirror.displayStyle == .optional {
        if let wrapped = mirror.children.first?.value {
          try append(wrapped, to: &b, path: path)
        } else {
          b.appendNull()
        }
        return
      }
      throw JSONConversionError(path: path, typeName: String(describing: type(of: value)))
    }
  }

  private static func appendNumber(_ n: NSNumber, to b: inout JSONBuilder) {
    switch String(cString: n.objCType) {
    case "c", "B": b.append(n.boolValue)
    case "C", "S", "I", "L", "Q": b.append(n.uint64Value)
    case "f", "d": b.append(n.doubleValue)
    default: b.append(n.int64Value)
    }
  }

  /// This value as the `Any` that `JSONSerialization` produces: `NSNull`, `Bool`, `Int`
  /// (`Int64`/`UInt64` beyond `Int`), `Double`, `Decimal` for integers beyond 64 bits,
  /// `String`, `[Any]` and `[String: Any]` (the first of duplicate keys wins, as lookups do).
  public var anyValue: Any {
    switch entry.tag {
    case .null: return NSNull()
    case .true: return true
    case .false: return false
    case .int:
      let v = Int64(bitPattern: entry.b)
      return Int(exactly: v) ?? v
    case .uint: return entry.b
    case .double: return Double(bitPattern: entry.b)
    case .bigNumber:
      let t = text(entry)
      if t.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return Double(t) ?? Double.infinity }
      if let d = Decimal(string: t) { return d }
      return Double(t) ?? Double.infinity
    case .string: return stringValue!
    case .array: return elements.map(\.anyValue)
    case .object:
      var d: [String: Any] = [:]
      d.reserveCapacity(count)
      for (k, v) in members where d[k] == nil { d[k] = v.anyValue }
      return d
    }
  }
}
