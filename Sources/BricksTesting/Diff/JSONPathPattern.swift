import BricksJSON

/// A path or path pattern as the helpers take it: `$.user.id`, `$.statuses[0]`,
/// `$["first name"]`, with `[*]` for any index and `.*` (or `[*]` on an object) for any key.
///
/// A pattern that does not start with `$` matches any path that ends with it: `"id_str"` matches
/// `$.id_str` and `$.user.id_str`; `"user.id"` matches `$.statuses[3].user.id`.
struct JSONPathPattern: Equatable {
  enum Step: Equatable {
    case key(String)
    case index(Int)
    case anyKey
    /// `[*]`: any index of an array or any key of an object.
    case anyMember
  }

  let text: String
  let steps: [Step]
  /// Whether the pattern is anchored at the root (`$…`) or matches a suffix.
  let anchored: Bool

  /// Parses `text`.
  /// - Throws: `PatternError` saying what is wrong (`expected ']' after '[0'`).
  init(_ text: String) throws(PatternError) {
    self.text = text
    var scanner = Substring(text)
    if scanner.first == "$" {
      anchored = true
      scanner.removeFirst()
    } else {
      anchored = false
      guard !scanner.isEmpty else { throw PatternError(text: text, message: "the path is empty") }
      if scanner.first != "[" { scanner = "." + scanner }  // "user.id" reads as ".user.id"
    }
    var steps: [Step] = []
    while let c = scanner.first {
      scanner.removeFirst()
      switch c {
      case ".": steps.append(try Self.keyStep(&scanner, in: text))
      case "[": steps.append(try Self.bracketStep(&scanner, in: text))
      default:
        throw PatternError(
          text: text, message: "unexpected '\(c)'; expected '.' or '[' (write $.a.b, $.a[0] or $[\"a b\"])")
      }
    }
    self.steps = steps
  }

  /// The step after a `.`: a key, or `*` for any key.
  private static func keyStep(_ scanner: inout Substring, in text: String) throws(PatternError) -> Step {
    let key = scanner.prefix { $0 != "." && $0 != "[" }
    guard !key.isEmpty else { throw PatternError(text: text, message: "expected a key after '.'") }
    scanner = scanner.dropFirst(key.count)
    return key == "*" ? .anyKey : .key(String(key))
  }

  /// The step after a `[`, through its `]`: a quoted key, an index, or `*`.
  private static func bracketStep(_ scanner: inout Substring, in text: String) throws(PatternError) -> Step {
    if scanner.first == "\"" {
      scanner.removeFirst()
      return .key(try quotedKey(&scanner, in: text))
    }
    let inner = scanner.prefix { $0 != "]" }
    guard scanner.dropFirst(inner.count).first == "]" else {
      throw PatternError(text: text, message: "expected ']' after '[\(inner)'")
    }
    scanner = scanner.dropFirst(inner.count + 1)
    if inner == "*" { return .anyMember }
    if let index = Int(inner), index >= 0 { return .index(index) }
    throw PatternError(text: text, message: "expected an index, * or a quoted key in '[\(inner)]'")
  }

  /// A quoted key after its opening `"`, through the closing `"]`, with `\n`, `\t`, `\r` and
  /// `\x` (any other character as itself) unescaped.
  private static func quotedKey(_ scanner: inout Substring, in text: String) throws(PatternError) -> String {
    var key = ""
    var closed = false
    while let d = scanner.popFirst() {
      if d == "\\" {
        guard let e = scanner.popFirst() else { break }
        switch e {
        case "n": key.append("\n")
        case "t": key.append("\t")
        case "r": key.append("\r")
        case "u":  // \uXXXX, as Bricks prints hidden scalars (a surrogate pair beyond the BMP)
          guard scanner.prefix(4).count == 4, let unit = UInt16(String(scanner.prefix(4)), radix: 16) else {
            throw PatternError(text: text, message: "expected four hex digits after \\u in the quoted key \"\(key)\"")
          }
          scanner = scanner.dropFirst(4)
          var units = [unit]
          if UTF16.isLeadSurrogate(unit), scanner.hasPrefix("\\u"),
            let low = UInt16(String(scanner.dropFirst(2).prefix(4)), radix: 16), UTF16.isTrailSurrogate(low)
          {
            units.append(low)
            scanner = scanner.dropFirst(6)
          }
          key += String(decoding: units, as: UTF16.self)
        default: key.append(e)
        }
      } else if d == "\"" {
        closed = true
        break
      } else {
        key.append(d)
      }
    }
    guard closed, scanner.first == "]" else {
      throw PatternError(text: text, message: "expected '\"]' to close the quoted key \"\(key)\"")
    }
    scanner.removeFirst()
    return key
  }

  /// Whether `path` is matched by this pattern.
  func matches(_ path: [JSONMappingError.PathComponent]) -> Bool {
    if anchored {
      return path.count == steps.count && zip(steps, path).allSatisfy(Self.step(_:matches:))
    }
    return path.count >= steps.count && zip(steps, path.suffix(steps.count)).allSatisfy(Self.step(_:matches:))
  }

  /// The path this pattern names, when it is anchored and has no wildcard.
  var components: [JSONMappingError.PathComponent]? {
    guard anchored else { return nil }
    var out: [JSONMappingError.PathComponent] = []
    for step in steps {
      switch step {
      case .key(let k): out.append(.key(k))
      case .index(let i): out.append(.index(i))
      case .anyKey, .anyMember: return nil
      }
    }
    return out
  }

  static func step(_ step: Step, matches component: JSONMappingError.PathComponent) -> Bool {
    switch (step, component) {
    case (.key(let a), .key(let b)): return a.utf8.elementsEqual(b.utf8)  // keys compare by bytes, as JSON's do
    case (.index(let a), .index(let b)): return a == b
    case (.anyKey, .key), (.anyMember, _): return true
    default: return false
    }
  }

  /// Why a path pattern did not parse.
  struct PatternError: Error, Equatable, CustomStringConvertible {
    var text: String
    var message: String
    var description: String { "invalid path \"\(text)\": \(message)" }
  }
}

/// Prints a path as Bricks does everywhere (`$.statuses[3].user.id`, `$["a.b"]`), by the same
/// rules as ``JSONMappingError/pathString``.
func formatPath(_ path: [JSONMappingError.PathComponent]) -> String {
  JSONMappingError(reason: .typeMismatch, expected: "", found: "", path: path).pathString
}
