import BricksJSON

/// The Swift types inferred from the samples, ready for the templates.
struct Schema {
  /// The model name given on the command line.
  var rootName: String
  /// Whether the samples are arrays of `rootName` (read with `parseArray`).
  var isArray: Bool
  /// The root type first, then the nested types in document order.
  var types: [SchemaType]
}

/// One generated type.
struct SchemaType {
  var name: String
  /// Where the type first appears in the samples (`$.user.entities`), keys escaped.
  var path: String
  var isRoot: Bool
  /// A `final class` instead of a struct: the type contains itself (directly or through
  /// other types), which a struct cannot.
  var isClass: Bool
  var properties: [SchemaProperty]
}

/// One property and the JSON key it maps.
struct SchemaProperty {
  /// A valid Swift identifier (backticked where needed).
  var name: String
  /// The JSON key, exactly.
  var key: String
  var type: PropertyType
  var isOptional: Bool
  /// Why the type is `JSON`, when it is.
  var note: String?
}

/// The Swift type of a property, without its optionality.
indirect enum PropertyType: Equatable {
  case bool, int, uint64, double, string, url, json
  case date(JSONDateFormat)
  case array(PropertyType, optionalElements: Bool)
  case dictionary(PropertyType, optionalValues: Bool)
  case model(String)

  /// The type as Swift source.
  var swift: String {
    switch self {
    case .bool: return "Bool"
    case .int: return "Int"
    case .uint64: return "UInt64"
    case .double: return "Double"
    case .string: return "String"
    case .url: return "URL"
    case .json: return "JSON"
    case .date: return "Date"
    case .array(let e, let opt): return "[\(e.swift)\(opt ? "?" : "")]"
    case .dictionary(let v, let opt): return "[String: \(v.swift)\(opt ? "?" : "")]"
    case .model(let name): return name
    }
  }

  /// The model type directly held (not through an array or dictionary), for recursion checks.
  var directModel: String? {
    if case .model(let name) = self { return name }
    return nil
  }
}

extension Schema: CustomStringConvertible {
  /// A compact listing of the types, for tests and `--pretend` debugging.
  var description: String {
    types.map { t in
      let head = "\(t.isClass ? "final class" : "struct") \(t.name)\(t.isRoot && isArray ? " (array root)" : "")"
      let props = t.properties.map { p in
        "  \(p.name): \(p.type.swift)\(p.isOptional ? "?" : "")\(p.key == SwiftName.bare(p.name) ? "" : "  <- \(SwiftLiteral.string(p.key))")\(p.type.dateNote)\(p.note.map { "  // \($0)" } ?? "")"
      }
      return ([head] + props).joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
  }
}

extension PropertyType {
  fileprivate var dateNote: String {
    switch self {
    case .date(let f): return "  @ \(f)"
    case .array(let e, _), .dictionary(let e, _): return e.dateNote
    default: return ""
    }
  }
}
