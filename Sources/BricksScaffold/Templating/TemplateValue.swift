/// A value a template can read: a string, a flag, a list or a dictionary of further values.
///
/// Contexts are built by the generators (see ``ModelContext``) and may be extended by users
/// who drive ``Template`` directly. Literal syntax works for every case.
public enum TemplateValue: Sendable, Equatable {
  /// Text, printed as is.
  case string(String)
  /// A flag for `{% if %}`; prints `true` or `false`.
  case bool(Bool)
  /// A sequence for `{% for %}`.
  case list([TemplateValue])
  /// Named values, read with dotted paths (`model.name`).
  case dictionary([String: TemplateValue])
  /// Nothing: false in a condition, prints nothing.
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
  /// `"text"`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `true`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `["a", "b"]`.
  public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
  /// `["name": "Tweet"]`; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  /// `nil`.
  public init(nilLiteral: ()) { self = .null }
}
