import BricksJSON
import Foundation

/// Reads JSON values into ``Shape``s, merging as it goes.
///
/// - Complexity: O(n) in the number of values read (each object is merged once into the shape
///   of its place; merging is linear in its keys).
struct ShapeBuilder {
  let options: InferenceOptions
  private(set) var serial = 0

  init(options: InferenceOptions) { self.options = options }

  mutating func newObject() -> ObjectShape {
    serial += 1
    return ObjectShape(serial: serial)
  }

  mutating func shape(of json: JSON) -> Shape {
    switch json.kind {
    case .null: return .nothing
    case .bool: return .bool
    case .number:
      switch json.numberValue {
      case .int: return .int
      case .uint: return .uint
      case .double: return .double
      case .big, nil: return .bigNumber
      }
    case .string:
      return .string(hints(for: json.stringValue ?? ""))
    case .array:
      var element = Shape.nothing
      var nullable = false
      for item in json.elements {
        if item.isNull { nullable = true }
        element = Shape.merge(element, shape(of: item))
      }
      return .array(element: element, nullableElements: nullable)
    case .object:
      let object = newObject()
      var members: [(String, Shape, isNull: Bool)] = []
      for (key, value) in json.members {
        members.append((key, shape(of: value), value.isNull))
      }
      object.add(members)
      return .object(object)
    }
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
