/// Why a ``Fixture`` could not be loaded, with every place it looked when it is missing.
///
/// ```
/// fixture "tweet.json" not found; looked in:
///   /repo/Tests/AppTests/tweet.json
///   /repo/Tests/AppTests/Fixtures/tweet.json
///   ...
/// Put it next to the test file (or in a Fixtures/ folder there), or add it to the test target's
/// resources (resources: [.copy("Fixtures")]) and pass bundle: .module
/// ```
public struct FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// No file of that name in any of these places (absolute paths, in search order).
    case notFound(searched: [String])
    /// The file exists but could not be read.
    case unreadable(path: String, underlying: String)
    /// The file is not valid JSON; the compiler-style diagnostic says where.
    case invalidJSON(String)
  }

  /// The fixture's name as asked for.
  public var name: String
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  public init(name: String, reason: Reason) {
    self.name = name
    self.reason = reason
  }

  /// The paths searched, when the fixture was not found; empty otherwise.
  public var searched: [String] {
    if case .notFound(let places) = reason { return places }
    return []
  }

  /// What happened, where, and what to do.
  public var description: String {
    switch reason {
    case .notFound(let places):
      return "fixture \"\(name)\" not found; looked in:\n"
        + places.map { "  \($0)\n" }.joined()
        + "Put it next to the test file (or in a Fixtures/ folder there), or add it to the test "
        + "target's resources (resources: [.copy(\"Fixtures\")]) and pass bundle: .module"
    case .unreadable(let path, let underlying):
      return "fixture \"\(name)\" at \(path) could not be read: \(underlying)"
    case .invalidJSON(let diagnostic):
      return "fixture \"\(name)\" is not valid JSON: \(diagnostic)"
    }
  }
}
