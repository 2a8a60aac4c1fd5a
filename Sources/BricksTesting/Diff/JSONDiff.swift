import BricksJSON

/// The differences between an expected and an actual JSON value, by path.
///
/// ```swift
/// let diff = JSONDiff(expected: fixture, actual: tweet.toJSON())
/// print(diff)
/// // $.user.followers_count: expected 12, got 13
/// // $.entities.urls[0]: missing
/// // $.lang: unexpected "en"
/// ```
///
/// Comparison rules:
/// - objects compare member by member whatever their order; a member only in `expected` is
///   *missing*, one only in `actual` is *unexpected*;
/// - arrays compare element by element, by index; extra elements are missing or unexpected
///   (equal elements at both ends are matched first, so one element dropped from the middle
///   of a list is one `missing` line, not a shift of everything after it);
/// - numbers compare by value (`1` equals `1.0`; `12` and `12.5` differ), never a Boolean with a
///   number (`true` is not `1`), and a string never equals a number (`"12"` is not `12`);
/// - ``Options`` ignore paths and can treat a `null` member as an absent one.
///
/// - Complexity: O(n) in the size of the two values.
public struct JSONDiff: Equatable, Sendable, CustomStringConvertible {
  /// What to leave out of the comparison.
  public struct Options: Equatable, Sendable {
    /// Paths whose values (and everything under them) are not compared, on either side.
    ///
    /// - `"$.user.id"`: exactly that path; `"$.statuses[*].id"`: `[*]` is any index (or key),
    ///   `.*` any key; `$["first name"]` quotes a key that is not an identifier.
    /// - A path without `$` matches any path that ends with it: `"id_str"` ignores every
    ///   `id_str` member at any depth, `"user.id"` every `id` of a `user`.
    public var ignoredPaths: [String]
    /// Whether an object member whose value is `null` counts as absent, so that `{"a": null}`
    /// equals `{}` (for models that leave nil out, or write it where the payload omits it).
    public var treatsNullAsAbsent: Bool

    /// Options for a comparison.
    ///
    /// ```swift
    /// JSONDiff.Options(ignoring: ["$.user.entities", "id_str"], treatingNullAsAbsent: true)
    /// ```
    public init(ignoring ignoredPaths: [String] = [], treatingNullAsAbsent: Bool = false) {
      self.ignoredPaths = ignoredPaths
      self.treatsNullAsAbsent = treatingNullAsAbsent
    }

    /// One message per entry of ``ignoredPaths`` that does not parse (and so ignores nothing),
    /// e.g. `invalid path "$.a[": expected ']' after '['`; empty when all are valid.
    public var invalidPaths: [String] {
      ignoredPaths.compactMap { text -> String? in
        do {
          _ = try JSONPathPattern(text)
          return nil
        } catch {
          return String(describing: error)
        }
      }
    }
  }

  /// One difference: where, and what.
  public struct Difference: Equatable, Sendable, CustomStringConvertible {
    /// What differs at a path.
    public enum Kind: Equatable, Sendable {
      /// Both sides have a value and they differ (by value, or by kind).
      case changed(expected: JSON, actual: JSON)
      /// Only the expected side has a value here.
      case missing(expected: JSON)
      /// Only the actual side has a value here.
      case unexpected(actual: JSON)
    }

    /// The path from the root, e.g. `[.key("user"), .key("followers_count")]`.
    public var path: [JSONMappingError.PathComponent]
    /// What differs.
    public var kind: Kind

    /// Creates a difference.
    public init(path: [JSONMappingError.PathComponent], kind: Kind) {
      self.path = path
      self.kind = kind
    }

    /// The path as Bricks prints it: `$.user.followers_count`, `$.entities.urls[0]`.
    public var pathString: String { formatPath(path) }

    /// One line: `$.user.followers_count: expected 12, got 13`, `$.entities.urls[0]: missing`,
    /// `$.lang: unexpected "en"`.
    public var description: String {
      switch kind {
      case .changed(let expected, let actual):
        return "\(pathString): expected \(Self.show(expected)), got \(Self.show(actual))"
      case .missing:
        return "\(pathString): missing"
      case .unexpected(let actual):
        return "\(pathString): unexpected \(Self.show(actual))"
      }
    }

    /// Compact JSON, cut at 60 characters.
    static func show(_ value: JSON) -> String {
      let text = value.string()
      return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
  }

  /// Every difference, in the expected value's document order (then unexpected members).
  public let differences: [Difference]

  /// Compares `actual` with `expected`.
  ///
  /// ```swift
  /// let diff = JSONDiff(expected: ["id": 1, "tags": ["a"]], actual: ["id": 1.0, "tags": []])
  /// diff.differences.map(\.description)  // ["$.tags[0]: missing"]
  /// ```
  /// - Parameters:
  ///   - expected: What the value should be (a fixture).
  ///   - actual: What it is (a model's `toJSON()`).
  ///   - options: Paths to ignore and how to treat `null`; an entry of `ignoredPaths` that does
  ///     not parse ignores nothing (see ``Options/invalidPaths``).
  /// - Complexity: O(n) in the size of the two values.
  public init(expected: JSON, actual: JSON, options: Options = Options()) {
    var walker = Walker(
      patterns: options.ignoredPaths.compactMap { try? JSONPathPattern($0) },
      nullIsAbsent: options.treatsNullAsAbsent)
    walker.compare(expected, actual)
    differences = walker.found
  }

  /// Whether the two values are equal under the options.
  public var isEmpty: Bool { differences.isEmpty }

  /// One line per difference, at most 20 of them (then `… and 7 more differences`).
  public var description: String { description(limit: 20) }

  /// One line per difference, at most `limit` of them.
  public func description(limit: Int) -> String {
    var lines = differences.prefix(max(0, limit)).map(\.description)
    let rest = differences.count - lines.count
    if rest > 0 { lines.append("… and \(rest) more difference\(rest == 1 ? "" : "s")") }
    return lines.joined(separator: "\n")
  }

  /// The recursive comparison; keeps the current path in one growing array.
  struct Walker {
    let patterns: [JSONPathPattern]
    let nullIsAbsent: Bool
    var path: [JSONMappingError.PathComponent] = []
    var found: [Difference] = []

    init(patterns: [JSONPathPattern], nullIsAbsent: Bool) {
      self.patterns = patterns
      self.nullIsAbsent = nullIsAbsent
    }

    var isIgnored: Bool { patterns.contains { $0.matches(path) } }

    mutating func compare(_ expected: JSON, _ actual: JSON) {
      if isIgnored || expected == actual { return }
      switch (expected.kind, actual.kind) {
      case (.object, .object):
        var actualMembers: [String: JSON] = [:]
        for (key, value) in actual.members where actualMembers[key] == nil { actualMembers[key] = value }
        var seen = Set<String>()
        for (key, value) in expected.members where seen.insert(key).inserted {
          path.append(.key(key))
          if let other = actualMembers[key] {
            compare(value, other)
          } else if !(nullIsAbsent && value.isNull) && !isIgnored {
            found.append(Difference(path: path, kind: .missing(expected: value)))
          }
          path.removeLast()
        }
        for (key, value) in actual.members where seen.insert(key).inserted {
          path.append(.key(key))
          if !(nullIsAbsent && value.isNull) && !isIgnored {
            found.append(Difference(path: path, kind: .unexpected(actual: value)))
          }
          path.removeLast()
        }
      case (.array, .array):
        // Equal leading and trailing elements are skipped, so one element dropped or added in
        // the middle is one line, not a shifted comparison of everything after it.
        let e = Array(expected.elements), a = Array(actual.elements)
        var suffix = 0
        if e.count != a.count {
          let shorter = min(e.count, a.count)
          var prefix = 0
          while prefix < shorter && e[prefix] == a[prefix] { prefix += 1 }
          while suffix < shorter - prefix && e[e.count - 1 - suffix] == a[a.count - 1 - suffix] { suffix += 1 }
        }
        let expectedEnd = e.count - suffix, actualEnd = a.count - suffix
        for i in 0..<max(expectedEnd, actualEnd) {
          path.append(.index(i))
          if i < expectedEnd && i < actualEnd {
            compare(e[i], a[i])
          } else if !isIgnored {
            found.append(Difference(path: path, kind: i < expectedEnd ? .missing(expected: e[i]) : .unexpected(actual: a[i])))
          }
          path.removeLast()
        }
      default:
        found.append(Difference(path: path, kind: .changed(expected: expected, actual: actual)))
      }
    }
  }
}
