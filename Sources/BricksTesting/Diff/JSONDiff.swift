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
///   *missing*, one only in `actual` is *unexpected*; keys compare as UTF-8 bytes, as `JSON`
///   lookups do (`"é"` precomposed and decomposed are two keys), and a key that occurs a
///   different number of times on each side is reported (``Difference/Kind/duplicateKey(expected:actual:)``);
/// - arrays compare element by element, by index; extra elements are missing or unexpected
///   (equal elements at both ends are matched first, so one element dropped from the middle
///   of a list is one `missing` line, not a shift of everything after it);
/// - numbers compare by value (`1` equals `1.0`; `12` and `12.5` differ), never a Boolean with a
///   number (`true` is not `1`), and a string never equals a number (`"12"` is not `12`);
/// - ``Options`` ignore paths and can treat a `null` member as an absent one.
///
/// - Complexity: O(n) in the size of the two values; no recursion, so any depth is safe.
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
      /// An object key (compared as UTF-8 bytes) occurs a different number of times on each
      /// side, at least twice on one: its occurrences pair up in order, and each extra one is
      /// also reported as missing or unexpected.
      case duplicateKey(expected: Int, actual: Int)
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
      case .duplicateKey(let expected, let actual):
        return
          "\(pathString): the key occurs \(expected) time\(expected == 1 ? "" : "s") in expected, \(actual) in actual"
      }
    }

    /// Compact JSON, cut at 60 characters.
    static func show(_ value: JSON) -> String {
      let text = value.serializedString()
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

  /// The comparison, without recursion (any depth is safe); keeps the current path in one
  /// growing array and the containers being compared on an explicit stack.
  struct Walker {
    let patterns: [JSONPathPattern]
    let nullIsAbsent: Bool
    var path: [JSONMappingError.PathComponent] = []
    var found: [Difference] = []

    init(patterns: [JSONPathPattern], nullIsAbsent: Bool) {
      self.patterns = patterns
      self.nullIsAbsent = nullIsAbsent
    }

    var isIgnored: Bool { !patterns.isEmpty && patterns.contains { $0.matches(path) } }

    /// One child of a pair of containers: a value on either side or both, under a path
    /// component; or a report that a key occurs a different number of times on each side.
    enum Step {
      case pair(JSONMappingError.PathComponent, expected: JSON?, actual: JSON?)
      case duplicateKey(String, expected: Int, actual: Int)
    }

    /// A pair of containers being compared: its children, and how far the walk got.
    struct Frame {
      var steps: [Step]
      var next = 0
    }

    mutating func compare(_ expected: JSON, _ actual: JSON) {
      guard let first = open(expected, actual) else { return }
      var stack = [Frame(steps: first)]
      while !stack.isEmpty {
        let top = stack.count - 1
        guard stack[top].next < stack[top].steps.count else {
          stack.removeLast()
          if !stack.isEmpty { path.removeLast() }  // the component that opened the frame
          continue
        }
        let step = stack[top].steps[stack[top].next]
        stack[top].next += 1
        switch step {
        case .duplicateKey(let key, let e, let a):
          path.append(.key(key))
          if !isIgnored { found.append(Difference(path: path, kind: .duplicateKey(expected: e, actual: a))) }
          path.removeLast()
        case .pair(let component, let expected, let actual):
          path.append(component)
          // A null member may count as absent; a null array element never does.
          var isMember = false
          if case .key = component { isMember = true }
          switch (expected, actual) {
          case let (e?, a?):
            if let steps = open(e, a) {
              stack.append(Frame(steps: steps))
              continue  // the path component is removed when that frame closes
            }
          case let (e?, nil):
            if !(isMember && nullIsAbsent && e.isNull) && !isIgnored {
              found.append(Difference(path: path, kind: .missing(expected: e)))
            }
          case let (nil, a?):
            if !(isMember && nullIsAbsent && a.isNull) && !isIgnored {
              found.append(Difference(path: path, kind: .unexpected(actual: a)))
            }
          case (nil, nil):
            break
          }
          path.removeLast()
        }
      }
    }

    /// Compares two values at `path`: records a change for differing scalars or kinds and
    /// returns nil, or returns the children to compare for two arrays or two objects.
    mutating func open(_ expected: JSON, _ actual: JSON) -> [Step]? {
      if isIgnored { return nil }
      switch (expected.kind, actual.kind) {
      case (.object, .object):
        return memberSteps(expected, actual)
      case (.array, .array):
        return elementSteps(expected, actual)
      default:
        if expected != actual {
          found.append(Difference(path: path, kind: .changed(expected: expected, actual: actual)))
        }
        return nil
      }
    }

    /// Members pair up by key, compared as UTF-8 bytes (two keys that differ only in Unicode
    /// normalization are two keys); the k-th occurrence of a duplicated key pairs with the
    /// k-th on the other side, and differing counts are reported.
    func memberSteps(_ expected: JSON, _ actual: JSON) -> [Step] {
      var actualMembers: [[UInt8]: [JSON]] = [:]
      for (key, value) in actual.members { actualMembers[Array(key.utf8), default: []].append(value) }
      var expectedCounts: [[UInt8]: Int] = [:]
      for (key, _) in expected.members { expectedCounts[Array(key.utf8), default: 0] += 1 }
      var steps: [Step] = []
      var used: [[UInt8]: Int] = [:]
      for (key, value) in expected.members {
        let bytes = Array(key.utf8)
        let k = used[bytes, default: 0]
        used[bytes] = k + 1
        let others = actualMembers[bytes] ?? []
        if k == 0, expectedCounts[bytes]! != others.count, expectedCounts[bytes]! > 1 || others.count > 1 {
          steps.append(.duplicateKey(key, expected: expectedCounts[bytes]!, actual: others.count))
        }
        // `.none`, not `nil`: JSON is itself ExpressibleByNilLiteral, and a bare `nil` in a
        // ternary would be JSON's null.
        steps.append(.pair(.key(key), expected: value, actual: k < others.count ? .some(others[k]) : .none))
      }
      var seen: [[UInt8]: Int] = [:]
      for (key, value) in actual.members {
        let bytes = Array(key.utf8)
        let k = seen[bytes, default: 0]
        seen[bytes] = k + 1
        guard k >= expectedCounts[bytes, default: 0] else { continue }  // paired above
        if k == 0, actualMembers[bytes]!.count > 1 {
          steps.append(.duplicateKey(key, expected: 0, actual: actualMembers[bytes]!.count))
        }
        steps.append(.pair(.key(key), expected: .none, actual: value))
      }
      return steps
    }

    /// Elements pair up by index, after equal leading and trailing elements are set aside, so
    /// one element dropped or added in the middle is one line, not a shifted comparison of
    /// everything after it.
    func elementSteps(_ expected: JSON, _ actual: JSON) -> [Step] {
      let e = Array(expected.elements), a = Array(actual.elements)
      var suffix = 0
      if e.count != a.count {
        let shorter = min(e.count, a.count)
        var prefix = 0
        while prefix < shorter && e[prefix] == a[prefix] { prefix += 1 }
        while suffix < shorter - prefix && e[e.count - 1 - suffix] == a[a.count - 1 - suffix] { suffix += 1 }
      }
      let expectedEnd = e.count - suffix, actualEnd = a.count - suffix
      return (0..<max(expectedEnd, actualEnd)).map { i in
        .pair(.index(i), expected: i < expectedEnd ? .some(e[i]) : .none, actual: i < actualEnd ? .some(a[i]) : .none)
      }
    }
  }
}
