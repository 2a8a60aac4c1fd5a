import BricksJSON

/// The Swift types inferred from the samples, ready for the templates.
struct Schema {
  /// The model name given on the command line.
  var rootName: String
  /// How the root type reads the top level of a sample.
  var rootForm: RootForm
  /// The root type first, then the nested types in document order.
  var types: [SchemaType]
  /// Enums for values of different kinds, in document order.
  var unions: [SchemaUnion] = []
  /// Open enums for string fields whose values come from a small set.
  var enums: [SchemaEnum] = []
  /// Enums for objects told apart by a discriminator, in document order.
  var taggedUnions: [SchemaTaggedUnion] = []
  /// Why the elements of a top-level array, which have a discriminator, stay one struct.
  var rootUnionNote: String?

  /// Whether the samples are arrays of `rootName` (read with `parseArray`).
  var isArray: Bool { rootForm == .array }
}

/// How the root type maps the top level of the samples.
enum RootForm: Equatable {
  /// An object: a struct whose properties are its keys.
  case object
  /// An array of objects: the root is one element (`parseArray`).
  case array
  /// An array whose positions hold different kinds, the same in every sample
  /// (`[{"page": 1}, [{...}]]`): a struct with one property per position (`item1`, `item2`).
  case positional
  /// Anything else (arrays of arrays, arrays whose elements differ in kind): a struct with one
  /// property, `values` (or `value`), holding the whole top level.
  case single
}

/// An enum with one case per kind of value seen at a place: `case string(String)`,
/// `case object(Value)`.
struct SchemaUnion {
  var name: String
  /// Where the values first appear in the samples.
  var path: String
  var cases: [UnionCase]
  /// `indirect` when a case holds a model (which may hold this enum again).
  var isIndirect: Bool
}

/// An open enum: one case per string value seen, and `unknown(String)` for any other.
struct SchemaEnum {
  var name: String
  /// Where the values first appear in the samples.
  var path: String
  /// Each case's Swift name and the string it stands for, in first-seen order.
  var cases: [(name: String, raw: String)]
  /// Why the strings became an enum (`--explain`).
  var reason: String = ""
}

/// One case of a ``SchemaUnion``: the JSON kind it reads and the Swift type it holds.
struct UnionCase {
  var kind: UnionKind
  /// The case's name (`string`, `number`, `object`).
  var name: String
  var type: PropertyType
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
  /// Why the property is optional (`--explain`), e.g. "absent from 2 of 20 objects at
  /// `$.statuses[*]` (first: object 3, in tweets.json)"; nil when it is not.
  var whyOptional: String? = nil
  /// The short form for the doc comment ("absent from 2 of 20 objects in the samples").
  var whyOptionalBrief: String? = nil
  /// Why it has its type (`--explain`), e.g. "integers in all 20 values".
  var whyType: String = ""
}

/// The Swift type of a property, without its optionality.
indirect enum PropertyType: Equatable {
  case bool, int, uint64, double, string, url, json
  case date(JSONDateFormat)
  /// A `Date` read from a number of seconds or milliseconds since 1970.
  case epochDate(JSONEpochDate.Unit)
  /// A `JSONZonedDate`: an ISO 8601 date-time that keeps its own offset and precision.
  case zonedDate
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
    case .date, .epochDate: return "Date"
    case .zonedDate: return "JSONZonedDate"
    case .array(let e, let opt): return "[\(e.swift)\(opt ? "?" : "")]"
    case .dictionary(let v, let opt): return "[String: \(v.swift)\(opt ? "?" : "")]"
    case .model(let name): return name
    }
  }

  /// The element or value type of an array or dictionary.
  var element: PropertyType? {
    switch self {
    case .array(let e, _), .dictionary(let e, _): return e
    default: return nil
    }
  }

  /// Whether the type contains `JSON` (which is `Hashable`, so this is informative only).
  var isJSON: Bool { self == .json }

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
      let form = t.isRoot && rootForm != .object ? " (\(rootForm) root)" : ""
      let head = "\(t.isClass ? "final class" : "struct") \(t.name)\(form)"
      let props = t.properties.map { p in
        "  \(p.name): \(p.type.swift)\(p.isOptional ? "?" : "")\(p.key == SwiftName.bare(p.name) ? "" : "  <- \(SwiftLiteral.string(p.key))")\(p.type.dateNote)\(p.note.map { "  // \($0)" } ?? "")"
      }
      return ([head] + props).joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
      + unions.map { u in
        "\(u.isIndirect ? "indirect " : "")enum \(u.name)\n"
          + u.cases.map { "  case \($0.name)(\($0.type.swift))\n" }.joined()
      }.joined()
      + taggedUnions.map { u in
        "\(u.isIndirect ? "indirect " : "")enum \(u.name) on \(SwiftLiteral.string(u.key))\n"
          + u.cases.map { "  case \($0.name)\($0.type.map { "(\($0))" } ?? "") = \(SwiftLiteral.string($0.tag))\n" }
          .joined()
          + "  case unknown(JSON)\n"
      }.joined()
      + enums.map { e in
        "enum \(e.name)\n" + e.cases.map { "  case \($0.name) = \(SwiftLiteral.string($0.raw))\n" }.joined()
          + "  case unknown(String)\n"
      }.joined()
  }
}

extension PropertyType {
  fileprivate var dateNote: String {
    switch self {
    case .date(let f): return "  @ \(f)"
    case .epochDate(let unit): return "  @ \(unit) since 1970"
    case .zonedDate: return "  @ ISO 8601, each value's own offset"
    case .array(let e, _), .dictionary(let e, _): return e.dateNote
    default: return ""
    }
  }
}
