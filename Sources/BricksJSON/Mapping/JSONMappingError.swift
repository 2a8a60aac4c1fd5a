/// Why JSON could not be mapped to a model, and exactly where.
///
/// ```
/// at $.statuses[3].user.id: expected Int, found String "12"
/// at $.user: missing required key "screen_name" (expected String)
/// ```
/// The path is assembled only when mapping fails: the success path pays nothing for it.
public struct JSONMappingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One step of a path: an object key or an array index.
  ///
  /// Its `description` is how the step prints in a path (`.user`, `["a.b"]`, `[3]`), so code
  /// that prints JSON paths (the scaffold's, BricksTesting's) prints them as errors do:
  /// `"$" + components.map(\.description).joined()`.
  public enum PathComponent: Sendable, Hashable, CustomStringConvertible {
    case key(String)
    case index(Int)

    /// `.user` for a key that is a plain identifier, `["first name"]` (quoted, escaped) for
    /// any other key, `[3]` for an index.
    public var description: String {
      switch self {
      case .key(let k): return JSONPath.component(key: k)
      case .index(let i): return JSONPath.component(index: i)
      }
    }
  }

  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// A required key is absent.
    case missingKey(String)
    /// The value has the wrong JSON type, or is out of range for the Swift type.
    case typeMismatch
    /// A transform or a model's own validation rejected the value; the string says why.
    case invalidValue(String)
  }

  /// The path from the root of the document to the value, e.g. `[.key("statuses"), .index(3)]`.
  public var path: [PathComponent]
  /// The reason.
  public var reason: Reason
  /// The Swift type (or format) that was expected: "Int", "Tweet", "date in ISO 8601 format".
  public var expected: String
  /// What was found: the JSON type and a short excerpt, e.g. `String "12"`, `null`, or
  /// "nothing" for a missing key.
  public var found: String

  /// Creates an error at the current position (the path is filled in as it propagates).
  public init(reason: Reason, expected: String, found: String, path: [PathComponent] = []) {
    self.reason = reason
    self.expected = expected
    self.found = found
    self.path = path
  }

  /// An error saying `json` is not what `expected` needs.
  public static func typeMismatch(expected: String, found json: JSON) -> JSONMappingError {
    JSONMappingError(reason: .typeMismatch, expected: expected, found: json.excerpt)
  }

  /// An error saying `json` holds a value that `expected` rejects, and why.
  public static func invalidValue(_ why: String, expected: String, found json: JSON) -> JSONMappingError {
    JSONMappingError(reason: .invalidValue(why), expected: expected, found: json.excerpt)
  }

  /// The path as Bricks prints it: `$.statuses[3].user.id`, `$["a.b"]`.
  public var pathString: String { "$" + path.map(\.description).joined() }

  /// "at $.statuses[3].user.id: expected Int, found String "12"".
  public var description: String {
    switch reason {
    case .missingKey(let key):
      return "at \(pathString): missing required key \(JSONPath.quoted(key)) (expected \(expected))"
    case .typeMismatch:
      return "at \(pathString): expected \(expected), found \(found)"
    case .invalidValue(let why):
      return "at \(pathString): expected \(expected), found \(found): \(why)"
    }
  }

  /// This error with `component` put in front of its path, as it leaves a container.
  @inlinable
  public func prepending(_ component: PathComponent) -> JSONMappingError {
    var e = self
    e.path.insert(component, at: 0)
    return e
  }
}

extension JSON {
  /// The JSON type and a short excerpt of this value, for messages: `String "12"`,
  /// `Number 12.5`, `null`, `Array of 3`, `Object with keys id, text, ...`.
  public var excerpt: String {
    switch kind {
    case .null: return "null"
    case .bool: return "Bool \(boolValue!)"
    case .number: return "Number \(serializedString())"
    case .string:
      let s = stringValue!
      let short = s.count > 40 ? String(s.prefix(40)) + "…" : s
      return "String \(JSONPath.quoted(short))"
    case .array: return "Array of \(count)"
    case .object:
      let ks = keys
      let shown = ks.prefix(4).joined(separator: ", ")
      return ks.isEmpty ? "Object (empty)" : "Object with keys \(shown)\(ks.count > 4 ? ", …" : "")"
    }
  }
}
