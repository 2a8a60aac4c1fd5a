/// A value a template can read: a string, a flag, a list or a dictionary of further values.
///
/// Contexts are built by the generators (see ``ModelContext``) and may be extended by users
/// who drive ``Template`` directly. Literal syntax works for every case.
public enum TemplateValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case list([TemplateValue])
  case dictionary([String: TemplateValue])
  case null

  /// Whether `{% if %}` takes this value as true: `true`, a non-empty string, list or dictionary.
  public var isTruthy: Bool {
    switch self {
    case .string(let s): return !s.isEmpty
    case .bool(let b): return b
    case .list(let l): return !l.isEmpty
    case .dictionary(let d): return !d.isEmpty
    case .null: return false
    }
  }

  /// The name of the case, for error messages.
  var kindName: String {
    switch self {
    case .string: return "a string"
    case .bool: return "a boolean"
    case .list: return "a list"
    case .dictionary: return "a dictionary"
    case .null: return "null"
    }
  }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
  public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  public init(nilLiteral: ()) { self = .null }
}
