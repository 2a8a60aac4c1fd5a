import Foundation

/// A value that has no JSON form was handed to ``JSON/init(any:)``.
public struct JSONConversionError: Error, Sendable, CustomStringConvertible {
  /// Where in the value the problem is, as a JSON path (`$.user.tags[2]`).
  public let path: String
  /// The Swift type that has no JSON form.
  public let typeName: String

  /// "at $.user.tags[2]: Date has no JSON form; convert it first (e.g. to an ISO 8601 string)".
  public var description: String {
    "at \(path): \(typeName) has no JSON form; convert it to a string, number, Bool, array or dictionary first"
  }
}

extension JSON {
  /// Converts the `Any` values that `JSONSerialization` and legacy code hold: `NSNull`,
  /// `Bool`, integers, floating-point numbers, `NSNumber`, `Decimal`, `String`, `URL` (as
  /// its absolute string), `[Any]`, `[String: Any]` (keys sorted, for deterministic output),
  /// `JSON`, and `nil` optionals.
  ///
  /// - Throws: ``JSONConversionError`` naming the path and type of a value with no JSON form.
  /// - Complexity: O(n); no recursion, so any depth is safe.
  public init(any value: Any) throws(JSONConversionError) {
    /// An array or dictionary being appended: its children, and which is next.
    struct Frame {
      let elements: [Any]
      let keys: [String]?  // sorted, for a dictionary
      let dictionary: [String: Any]
      let start: Int
      var next = 0
      var count: Int { keys?.count ?? elements.count }
    }
    var b = JSONBuilder()
    var stack: [Frame] = []
    /// The path of the child being appended, built only for an error.
    func path() -> String {
      var p = "$"
      for f in stack {
        let i = f.next - 1
        if let keys = f.keys { p += JSONPath.component(key: keys[i]) } else { p += JSONPath.component(index: i) }
      }
      return p
    }
    var current = value
    while true {
      switch try JSON.appendScalar(current, to: &b, path: path) {
      case .appended:
        break
      case .array(let elements):
        stack.append(Frame(elements: elements, keys: nil, dictionary: [:], start: b.begin(object: false)))
      case .dictionary(let d):
        stack.append(Frame(elements: [], keys: d.keys.sorted(), dictionary: d, start: b.begin(object: true)))
      }
      // The next child to append, closing every container that is complete.
      while let top = stack.last, top.next == top.count {
        b.end(top.start, count: top.count)
        stack.removeLast()
      }
      guard !stack.isEmpty else { break }
      let top = stack.count - 1
      let i = stack[top].next
      stack[top].next += 1
      if let keys = stack[top].keys {
        b.append(keys[i])
        current = stack[top].dictionary[keys[i]]!
      } else {
        current = stack[top].elements[i]
      }
    }
    self = b.finish()
  }

  /// What ``appendScalar(_:to:path:)`` did with a value.
  private enum Appended {
    case appended
    case array([Any])
    case dictionary([String: Any])
  }

  /// Appends a value that is not an array or dictionary (unwrapping optionals); returns the
  /// children of one that is, for the caller to append.
  private static func appendScalar(_ value: Any, to b: inout JSONBuilder, path: () -> String)
    throws(JSONConversionError) -> Appended
  {
    var value = value
    while true {
      // NSNumber first: Foundation bridges it to Bool, Int and Double alike, so only its
      // objCType says which it is (JSONSerialization's output holds NSNumbers on Linux).
      if type(of: value) is NSNumber.Type, let n = value as? NSNumber {
        appendNumber(n, to: &b)
        return .appended
      }
      switch value {
      // Arrays and dictionaries before any class (NSNull): casting a Swift array to a class
      // bridges it to NSArray, all of its nesting, at every level.
      case let v as [Any]: return .array(v)
      case let v as [String: Any]: return .dictionary(v)
      case let json as JSON: b.append(json)
      case is NSNull: b.appendNull()
      case let v as String: b.append(v)
      case let v as Bool: b.append(v)
      case let v as Int: b.append(Int64(v))
      case let v as Int64: b.append(v)
      case let v as Int32: b.append(Int64(v))
      case let v as Int16: b.append(Int64(v))
      case let v as Int8: b.append(Int64(v))
      case let v as UInt: b.append(UInt64(v))
      case let v as UInt64: b.append(v)
      case let v as UInt32: b.append(UInt64(v))
      case let v as UInt16: b.append(UInt64(v))
      case let v as UInt8: b.append(UInt64(v))
      case let v as Double: b.append(v)
      case let v as Float: b.append(Double(v))
      case let v as Decimal:
        let text = "\(v)"
        if let n = parseNumberText(Array(text.utf8)) {
          switch n {
          case .int(let i): b.append(i)
          case .uint(let u): b.append(u)
          case .double: b.appendBigNumber(text)  // keep every digit the Decimal has
          case .big: b.appendBigNumber(text)
          }
        } else {
          b.appendNull()  // Decimal's NaN
        }
      case let v as URL: b.append(v.absoluteString)
      default:
        let mirror = Mirror(reflecting: value)  // only to recognize a nil Optional
        if mirror.displayStyle == .optional {
          if let wrapped = mirror.children.first?.value {
            value = wrapped
            continue
          }
          b.appendNull()
          return .appended
        }
        throw JSONConversionError(path: path(), typeName: String(describing: type(of: value)))
      }
      return .appended
    }
  }

  private static func appendNumber(_ n: NSNumber, to b: inout JSONBuilder) {
    switch String(cString: n.objCType) {
    case "c", "B": b.append(n.boolValue)
    case "C", "S", "I", "L", "Q": b.append(n.uint64Value)
    case "f", "d": b.append(n.doubleValue)
    default: b.append(n.int64Value)
    }
  }

  /// This value as the `Any` that `JSONSerialization` produces: `NSNull`, `Bool`, `Int`
  /// (`Int64`/`UInt64` beyond `Int`), `Double`, `Decimal` for integers beyond 64 bits,
  /// `String`, `[Any]` and `[String: Any]` (the first of duplicate keys wins, as lookups do).
  ///
  /// A `[String: Any]` compares keys as Swift strings, which are equal when canonically
  /// equivalent, so it cannot hold two keys that differ only in Unicode normalization (`"é"`
  /// precomposed and decomposed), which JSON and the `JSON` value keep apart. Rather than keep
  /// one and silently lose the other's value, this throws, as `[String: T]` mapping does:
  /// losing data without a trace is the one outcome a caller cannot detect or work around,
  /// while an error names both keys and the path. Read such an object through ``members``.
  ///
  /// - Throws: ``JSONMappingError`` naming the path of an object with two such keys, and the
  ///   Unicode scalars of both.
  /// - Complexity: O(n); built without recursion. Swift itself frees nested arrays and
  ///   dictionaries recursively, though: a result nested many thousands of levels deep (only
  ///   possible with a raised `JSONParseOptions.maxDepth`) can overflow the stack when it is
  ///   released, as any such `[Any]` would. Keep `maxDepth` modest for input bound for here.
  public var anyValue: Any {
    get throws(JSONMappingError) {
      guard entry.isContainer else { return scalarAnyValue }
      /// A container being filled: its children so far, and where the next one is.
      struct Frame {
        let json: JSON
        /// Where this container is in its parent (nil for the root).
        let component: JSONMappingError.PathComponent?
        var cursor: TapeCursor
        var array: [Any] = []
        var object: [String: Any] = [:]
        var key: String? = nil
        init(_ json: JSON, at component: JSONMappingError.PathComponent?) {
          self.json = json
          self.component = component
          let isObject = json.entry.tag == .object
          cursor = TapeCursor(json, isObject ? .object : .array)
          if isObject { object.reserveCapacity(json.count) } else { array.reserveCapacity(json.count) }
        }
        var value: Any { cursor.isObject ? object : array }
        /// Where the next child goes.
        var next: JSONMappingError.PathComponent { key.map { .key($0) } ?? .index(array.count) }
        mutating func add(_ v: Any) throws(JSONMappingError) {
          guard let k = key else { return array.append(v) }
          key = nil
          guard let i = object.index(forKey: k) else {
            object[k] = v
            return
          }
          // A duplicate: the first wins if it is the same key, byte for byte.
          try JSONMappingError.checkSameBytes(object[i].key, k, in: json, as: [String: Any].self)
        }
      }
      var stack = [Frame(self, at: nil)]
      func add(_ v: Any) throws(JSONMappingError) {
        do {
          try stack[stack.count - 1].add(v)
        } catch {
          var located = error
          located.path = stack.compactMap(\.component)
          throw located
        }
      }
      while true {
        let top = stack.count - 1
        guard let position = stack[top].cursor.next() else {
          let done = stack.removeLast().value
          if stack.isEmpty { return done }
          try add(done)
          continue
        }
        var child = JSON(document: document, index: position)
        if stack[top].cursor.isObject {
          stack[top].key = child.stringValue
          child = JSON(document: document, index: position + 1)
        }
        if child.entry.isContainer {
          stack.append(Frame(child, at: stack[top].next))
        } else {
          try add(child.scalarAnyValue)
        }
      }
    }
  }

  /// ``anyValue`` of anything but an array or object.
  private var scalarAnyValue: Any {
    switch entry.tag {
    case .null: return NSNull()
    case .true: return true
    case .false: return false
    case .int:
      let v = Int64(bitPattern: numberBits)
      return Int(exactly: v) ?? v
    case .uint: return numberBits
    case .double: return Double(bitPattern: numberBits)
    case .bigNumber:
      let t = bigNumberText
      if t.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return Double(t) ?? Double.infinity }
      if let d = Decimal(string: t) { return d }
      return Double(t) ?? Double.infinity
    case .string: return stringValue!
    case .array, .object: return NSNull()  // not reached: anyValue handles containers
    }
  }
}
