import BricksJSON
import Foundation

/// Reads JSON values into ``Shape``s, merging as it goes.
///
/// - Complexity: O(n) in the number of values read (each object is merged once into the shape
///   of its place; merging is linear in its keys).
struct ShapeBuilder {
  let options: InferenceOptions
  /// The index of the sample being read, for `--explain`.
  var sample = 0

  init(options: InferenceOptions) { self.options = options }

  /// The deepest nesting level (the root object is level 1) whose arrays and objects are
  /// inferred; deeper ones become ``Shape/tooDeep`` (a `JSON` property with a note).
  ///
  /// Real payloads nest a dozen levels at most; the cap keeps every later pass (merging,
  /// recursion detection, naming) from recursing deeper than this whatever the input, and
  /// the generated code from growing with the nesting.
  static let maxDepth = 32

  mutating func newObject() -> ObjectShape { ObjectShape() }

  /// `existing` merged with `json`, reading `json` straight into the existing object and array
  /// shapes (no intermediate shape per value), and skipping URL and date checks once a place
  /// has had a string that is neither.
  ///
  /// `depth` is the nesting level of `json` (members of the root object are at level 2).
  mutating func merge(_ json: JSON, into existing: Shape, depth: Int) -> Shape {
    if depth > Self.maxDepth, json.kind == .array || json.kind == .object {
      return Shape.merge(existing, .tooDeep)
    }
    if case .union(var members) = existing, json.kind != .null {
      // Merge into the member of the same kind, or add one.
      let kind = Self.unionKind(json.kind)
      if let i = members.firstIndex(where: { $0.kindKey == kind }) {
        members[i] = merge(json, into: members[i], depth: depth)
        return Shape.unionOf(members)
      }
      return Shape.unionOf(members + [merge(json, into: .nothing, depth: depth)])
    }
    switch json.kind {
    case .null: return existing
    case .bool: return Shape.merge(existing, .bool)
    case .number:
      switch json.numberValue {
      case .int(let v):
        return Shape.merge(
          existing, .int(epoch: options.detectDates ? Self.epochUnit(v) : nil, range: IntegerRange(v)))
      case .uint: return Shape.merge(existing, .uint)
      case .double: return Shape.merge(existing, .double)
      case .big, nil: return Shape.merge(existing, .bigNumber)
      }
    case .string:
      if case .string(var known) = existing, known.isPlain {
        known.occurrences += 1
        return .string(known)
      }
      return Shape.merge(existing, .string(hints(for: json)))
    case .array:
      var element = Shape.nothing
      var nullable = false
      var rest = existing
      if case .array(let e, let n) = existing {
        element = e
        nullable = n
        rest = .nothing
      }
      for item in json.elements {
        if item.isNull { nullable = true }
        element = merge(item, into: element, depth: depth + 1)
      }
      return Shape.merge(rest, .array(element: element, nullableElements: nullable))
    case .object:
      if case .object(let o) = existing {
        o.target.add(json, builder: &self, depth: depth)
        return .object(o.target)
      }
      let object = newObject()
      object.add(json, builder: &self, depth: depth)
      return Shape.merge(existing, .object(object))
    }
  }

  /// The unit `value` would have as a Unix time from 2001 to 2103, if any.
  static func epochUnit(_ value: Int64) -> JSONEpochDate.Unit? {
    if value >= 1_000_000_000 && value < 4_200_000_000 { return .seconds }
    if value >= 1_000_000_000_000 && value < 4_200_000_000_000 { return .milliseconds }
    return nil
  }

  static func unionKind(_ kind: JSON.Kind) -> UnionKind? {
    switch kind {
    case .null: return nil
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    case .array: return .array
    case .object: return .object
    }
  }

  /// Hints for a JSON string, materializing it only when it may be a URL or a date.
  func hints(for json: JSON) -> StringHints {
    let (first, length) = json.withUTF8 { ($0.first, $0.count) } ?? (nil, 0)
    let mayBeEnum = options.keepsStringValues && length <= EnumRule.maxLength
    guard let first else {
      return StringHints(allURLs: false, dateFormat: nil, values: nil)
    }
    let mayBeURL = options.detectURLs && first | 0x20 == UInt8(ascii: "h") && length >= 10
    let mayBeDate =
      options.detectDates && length >= 10 && length <= 40
      && ((first >= 0x30 && first <= 0x39) || (first >= 0x41 && first <= 0x5A))
    guard mayBeURL || mayBeDate || mayBeEnum, let string = json.stringValue else {
      return StringHints(allURLs: false, dateFormat: nil)
    }
    return hints(for: string)
  }

  func hints(for string: String) -> StringHints {
    let date = options.detectDates && Self.mayBeDate(string) ? JSONDateFormat.detect(string) : nil
    return StringHints(
      allURLs: options.detectURLs && Self.isWebURL(string),
      dateFormat: date,
      values: options.keepsStringValues && date == nil && EnumRule.isEnumLike(string) ? [string] : nil)
  }

  private static let weekdays: Set<Substring> = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// A cheap filter before ``JSONDateFormat/detect(_:)``: every built-in format starts with a
  /// digit (ISO 8601) or a weekday name (Twitter, RFC 1123) and is 10 to 40 characters long.
  static func mayBeDate(_ string: String) -> Bool {
    let n = string.utf8.count
    guard n >= 10, n <= 40, let first = string.utf8.first else { return false }
    return (first >= 0x30 && first <= 0x39) || weekdays.contains(string.prefix(3))
  }

  /// An absolute http(s) URL that `URL` keeps exactly as written (so it writes back unchanged).
  static func isWebURL(_ string: String) -> Bool {
    guard let first = string.utf8.first, first | 0x20 == UInt8(ascii: "h") else { return false }
    let lower = string.prefix(8).lowercased()
    guard lower.hasPrefix("http://") || lower.hasPrefix("https://"),
      let url = URL(string: string), url.host != nil
    else { return false }
    return url.absoluteString == string
  }
}
