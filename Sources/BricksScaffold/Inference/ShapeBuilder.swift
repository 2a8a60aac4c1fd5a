import BricksJSON
import Foundation

/// Reads JSON values into ``Shape``s, merging as it goes.
///
/// - Complexity: O(n) in the number of values read (each object is merged once into the shape
///   of its place; merging is linear in its keys).
struct ShapeBuilder {
  let options: InferenceOptions

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
    switch json.kind {
    case .null: return existing
    case .bool: return Shape.merge(existing, .bool)
    case .number:
      switch json.numberValue {
      case .int: return Shape.merge(existing, .int)
      case .uint: return Shape.merge(existing, .uint)
      case .double: return Shape.merge(existing, .double)
      case .big, nil: return Shape.merge(existing, .bigNumber)
      }
    case .string:
      if case .string(let known) = existing, !known.allURLs, known.dateFormat == nil { return existing }
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

  /// Hints for a JSON string, materializing it only when it may be a URL or a date.
  func hints(for json: JSON) -> StringHints {
    let (first, length) = json.withUTF8 { ($0.first, $0.count) } ?? (nil, 0)
    guard let first else { return StringHints(allURLs: false, dateFormat: nil) }
    let mayBeURL = options.detectURLs && first | 0x20 == UInt8(ascii: "h") && length >= 10
    let mayBeDate = options.detectDates && length >= 10 && length <= 40
      && ((first >= 0x30 && first <= 0x39) || (first >= 0x41 && first <= 0x5A))
    guard mayBeURL || mayBeDate, let string = json.stringValue else { return StringHints(allURLs: false, dateFormat: nil) }
    return hints(for: string)
  }

  func hints(for string: String) -> StringHints {
    StringHints(
      allURLs: options.detectURLs && Self.isWebURL(string),
      dateFormat: options.detectDates && Self.mayBeDate(string) ? JSONDateFormat.detect(string) : nil)
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
