/// A path of object keys: `"user.screen_name"` (split at dots), or
/// `["entities", "a.b"]` (components as given, for keys that contain dots).
public struct JSONKeyPath: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The keys, outermost first.
  public let components: [String]

  /// Keys as given; none is split.
  public init(_ components: [String]) { self.components = components }

  /// Splits a dotted path: `"user.screen_name"` → `["user", "screen_name"]`.
  public init(dotted path: String) {
    components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// A dotted path literal.
  public init(stringLiteral value: String) { self.init(dotted: value) }
  /// Components as given.
  public init(arrayLiteral elements: String...) { self.init(elements) }

  /// The path as printed in errors: `$.user.screen_name`.
  public var description: String {
    "$" + components.map { JSONPath.component(key: $0) }.joined()
  }
}
