/// Typed reads of object members, as models' `init(json:)` use them.
///
/// - `decode(_:)`: required — a missing key or a value of the wrong type is an error.
/// - `decodeIfPresent(_:)`: optional — a missing key or `null` gives nil; a wrong type is
///   still an error.
/// - `decode(_:default:)`: a missing key or `null` gives the default.
/// - `decodePresence(_:)`: tells a missing key from `null`.
/// - `using:` variants read through a ``JSONTransform`` (dates, custom formats).
/// - `at:` variants take a ``JSONKeyPath`` (`"user.screen_name"`).
///
/// Every error is a ``JSONMappingError`` with the full path from the document's root.
extension JSON {
  // MARK: Keys

  /// The required member `key`, as `T`.
  /// - Throws: ``JSONMappingError`` if the key is missing or the value is not a `T`.
  @inlinable @_disfavoredOverload
  public func decode<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws -> T {
    try decodeMember(at: memberIndex(key), key, as: T.self)
  }

  /// The member `key` as `T`, or nil when the key is missing or `null`.
  /// - Throws: ``JSONMappingError`` if this is not an object or the value is not a `T`.
  @inlinable @_disfavoredOverload
  public func decodeIfPresent<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
    try decodeMemberIfPresent(at: optionalMemberIndex(key), key, as: T.self)
  }

  /// The member `key` as `T`, or `defaultValue` when the key is missing or `null`.
  /// - Throws: ``JSONMappingError`` if this is not an object or the value is not a `T`.
  @inlinable @_disfavoredOverload
  public func decode<T: JSONDecodable>(_ key: String, default defaultValue: @autoclosure () -> T) throws -> T {
    try decodeIfPresent(key, as: T.self) ?? defaultValue()
  }

  /// Whether `key` is missing, `null`, or holds a `T`.
  @inlinable
  public func decodePresence<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws -> JSONPresence<T> {
    guard let value = try optionalMember(key) else { return .missing }
    if value.isNull { return .null }
    do {
      return .value(try T(json: value))
    } catch {
      throw JSONMappingError.wrap(error, in: .key(key), expected: T.self, found: value)
    }
  }

  /// The required member `key`, read through `transform`.
  @inlinable @_disfavoredOverload
  public func decode<X: JSONTransform>(_ key: String, using transform: X) throws -> X.Value {
    try decodeMember(at: memberIndex(key), key, using: transform)
  }

  /// The member `key` read through `transform`, or nil when missing or `null`.
  @inlinable @_disfavoredOverload
  public func decodeIfPresent<X: JSONTransform>(_ key: String, using transform: X) throws -> X.Value? {
    try decodeMemberIfPresent(at: optionalMemberIndex(key), key, using: transform)
  }

  // MARK: Literal keys
  //
  // The same reads for a key written as a literal (what models write): its UTF-8 bytes and
  // length are constants at the call site, so a read compares them against the key on the
  // tape with nothing to look up in a `String` first. A key held in a `String` takes the
  // overloads above; the results and errors are the same.

  /// The required member `key`, as `T`.
  /// - Throws: ``JSONMappingError`` if the key is missing or the value is not a `T`.
  @_transparent  // inlined however many reads the model has (see `JSON.Reader.decode(_:as:)`)
  public func decode<T: JSONDecodable>(_ key: StaticString, as type: T.Type = T.self) throws -> T {
    try decodeMember(at: memberIndex(key), key, as: T.self)
  }

  /// The member `key` as `T`, or nil when the key is missing or `null`.
  /// - Throws: ``JSONMappingError`` if this is not an object or the value is not a `T`.
  @_transparent
  public func decodeIfPresent<T: JSONDecodable>(_ key: StaticString, as type: T.Type = T.self) throws -> T? {
    try decodeMemberIfPresent(at: optionalMemberIndex(key), key, as: T.self)
  }

  /// The member `key` as `T`, or `defaultValue` when the key is missing or `null`.
  /// - Throws: ``JSONMappingError`` if this is not an object or the value is not a `T`.
  @inlinable
  public func decode<T: JSONDecodable>(_ key: StaticString, default defaultValue: @autoclosure () -> T) throws -> T {
    try decodeIfPresent(key, as: T.self) ?? defaultValue()
  }

  /// The required member `key`, read through `transform`.
  @inlinable
  public func decode<X: JSONTransform>(_ key: StaticString, using transform: X) throws -> X.Value {
    try decodeMember(at: memberIndex(key), key, using: transform)
  }

  /// The member `key` read through `transform`, or nil when missing or `null`.
  @inlinable
  public func decodeIfPresent<X: JSONTransform>(_ key: StaticString, using transform: X) throws -> X.Value? {
    try decodeMemberIfPresent(at: optionalMemberIndex(key), key, using: transform)
  }

  /// The array member `key`, skipping elements that fail to map instead of failing.
  ///
  /// Nothing is lost silently: each skipped element's error (with its index in the path) is
  /// appended to `skipped`. A missing key or `null` gives an empty array; a value that is not
  /// an array is still an error.
  @inlinable
  public func decodeLossy<T: JSONDecodable>(_ key: String, as type: T.Type = T.self, skipped: inout [JSONMappingError])
    throws -> [T]
  {
    guard let value = try optionalMember(key), !value.isNull else { return [] }
    do {
      return try [T].lossy(json: value, skipped: &skipped, prefix: [.key(key)])
    } catch {
      throw JSONMappingError.wrap(error, in: .key(key), expected: [T].self, found: value)
    }
  }

  // MARK: Key paths

  /// The required value at `path`, as `T`.
  @inlinable
  public func decode<T: JSONDecodable>(at path: JSONKeyPath, as type: T.Type = T.self) throws -> T {
    let (value, container) = try walk(path, expected: T.self, required: true)
    do {
      return try T(json: value!)
    } catch {
      throw JSONMappingError.wrap(error, in: container, expected: T.self, found: value!)
    }
  }

  /// The value at `path` as `T`, or nil when any key on the way is missing or `null`.
  @inlinable
  public func decodeIfPresent<T: JSONDecodable>(at path: JSONKeyPath, as type: T.Type = T.self) throws -> T? {
    let (value, container) = try walk(path, expected: T.self, required: false)
    guard let value, !value.isNull else { return nil }
    do {
      return try T(json: value)
    } catch {
      throw JSONMappingError.wrap(error, in: container, expected: T.self, found: value)
    }
  }

  /// The required value at `path`, read through `transform`.
  @inlinable
  public func decode<X: JSONTransform>(at path: JSONKeyPath, using transform: X) throws -> X.Value {
    let (value, container) = try walk(path, expected: X.Value.self, required: true)
    do {
      return try transform.decode(value!)
    } catch {
      throw JSONMappingError.wrap(error, in: container, expected: X.Value.self, found: value!)
    }
  }

  // MARK: Members found (shared with ``JSON/Reader``)

  /// Member `key` (a `String`, or a `StaticString` written at the call site), found at tape
  /// index `i` (nil: missing), as `T`. The key is made text only for an error.
  @inlinable @inline(__always)
  func decodeMember<T: JSONDecodable, Key: CustomStringConvertible>(at i: Int?, _ key: Key, as type: T.Type) throws
    -> T
  {
    guard let i else { throw missingMember(key.description, expected: T.self) }
    do {
      return try T(json: JSON(document: document, index: i))
    } catch {
      throw failure(error, at: i, key: key.description, expected: T.self)
    }
  }

  /// Member `key`, found at tape index `i` (nil: missing), as `T`; nil when missing or `null`.
  @inlinable @inline(__always)
  func decodeMemberIfPresent<T: JSONDecodable, Key: CustomStringConvertible>(at i: Int?, _ key: Key, as type: T.Type)
    throws -> T?
  {
    guard let i, !isNull(at: i) else { return nil }
    return try decodeMember(at: i, key, as: T.self)
  }

  /// Member `key`, found at tape index `i` (nil: missing), read through `transform`.
  @inlinable @inline(__always)
  func decodeMember<X: JSONTransform, Key: CustomStringConvertible>(at i: Int?, _ key: Key, using transform: X)
    throws -> X.Value
  {
    guard let i else { throw missingMember(key.description, expected: X.Value.self) }
    do {
      return try transform.decode(JSON(document: document, index: i))
    } catch {
      throw failure(error, at: i, key: key.description, expected: X.Value.self)
    }
  }

  /// Member `key`, found at tape index `i` (nil: missing), read through `transform`; nil when
  /// missing or `null`.
  @inlinable @inline(__always)
  func decodeMemberIfPresent<X: JSONTransform, Key: CustomStringConvertible>(
    at i: Int?, _ key: Key, using transform: X
  ) throws -> X.Value? {
    guard let i, !isNull(at: i) else { return nil }
    return try decodeMember(at: i, key, using: transform)
  }

  // MARK: Lookup

  /// The tape index of member `key`'s value if present; an error only when this is not an
  /// object.
  @inlinable @inline(__always)
  func optionalMemberIndex(_ key: String) throws -> Int? {
    if let i = memberIndex(key) { return i }
    guard entry.tag == .object else { throw notAnObject(for: key) }
    return nil
  }

  /// `memberIndex(_:)` for a literal key: its bytes are constants at the call site.
  @inlinable @inline(__always)
  func memberIndex(_ key: StaticString) -> Int? {
    // The scan inlined here, as for a `String` key: a call per read costs more than the scan
    // of a two- or three-member object.
    let e = entry
    guard e.rawTag == TapeEntry.Tag.object.rawValue else { return nil }
    // A literal of text is read in place (see `JSON.Reader.index(literal:)`).
    guard key.hasPointerRepresentation else {
      return key.withUTF8Buffer { memberIndex(utf8: $0, keysFrom: index &+ 1, to: e.end) }
    }
    let utf8 = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
    return memberIndex(utf8: utf8, keysFrom: index &+ 1, to: e.end)
  }

  /// `optionalMemberIndex(_:)` for a literal key.
  @inlinable @inline(__always)
  func optionalMemberIndex(_ key: StaticString) throws -> Int? {
    if let i = memberIndex(key) { return i }
    guard entry.tag == .object else { throw notAnObject(for: key.description) }
    return nil
  }

  /// Whether the value at tape index `i` is `null`.
  @inlinable @inline(__always)
  func isNull(at i: Int) -> Bool {
    document.tape[i].rawTag == TapeEntry.Tag.null.rawValue
  }

  /// The error for a member whose value failed to map (built only on failure, so the success
  /// path keeps no `JSON` alive across the call).
  @usableFromInline
  func failure(_ error: any Error, at i: Int, key: String, expected: Any.Type) -> JSONMappingError {
    JSONMappingError.wrap(error, in: .key(key), expected: expected, found: JSON(document: document, index: i))
  }

  /// The member `key` if present; an error only when this is not an object.
  @inlinable
  func optionalMember(_ key: String) throws -> JSON? {
    guard entry.tag == .object else { throw notAnObject(for: key) }
    return self[key]
  }

  @usableFromInline
  func missingMember(_ key: String, expected: Any.Type) -> JSONMappingError {
    guard entry.tag == .object else { return notAnObject(for: key) }
    return JSONMappingError(reason: .missingKey(key), expected: String(describing: expected), found: "nothing")
  }

  @usableFromInline
  func notAnObject(for key: String) -> JSONMappingError {
    .typeMismatch(expected: "an object with key \(JSONPath.quoted(key))", found: self)
  }

  /// Follows `path`; returns the value (nil if absent and not required) and the path taken,
  /// for errors.
  @usableFromInline
  func walk(_ path: JSONKeyPath, expected: Any.Type, required: Bool) throws -> (JSON?, [JSONMappingError.PathComponent])
  {
    var current = self
    var taken: [JSONMappingError.PathComponent] = []
    for (i, key) in path.components.enumerated() {
      let isLast = i == path.components.count - 1
      if !required && current.isNull { return (nil, taken) }
      guard current.entry.tag == .object else {
        var e = current.notAnObject(for: key)
        e.path = taken
        throw e
      }
      guard let next = current[key] else {
        if !required { return (nil, taken) }
        var e = current.missingMember(key, expected: isLast ? expected : JSON.self)
        if !isLast { e.expected = "an object" }
        e.path = taken
        throw e
      }
      taken.append(.key(key))
      current = next
    }
    return (current, taken)
  }
}

/// Whether an object member is missing, `null`, or has a value — for the rare models that
/// must tell the first two apart (PATCH payloads, "clear this field").
public enum JSONPresence<Value> {
  case missing
  case null
  case value(Value)

  /// The value, or nil for missing and `null`.
  public var value: Value? {
    if case .value(let v) = self { return v }
    return nil
  }
}

extension JSONPresence: Equatable where Value: Equatable {}
extension JSONPresence: Hashable where Value: Hashable {}
extension JSONPresence: Sendable where Value: Sendable {}

extension JSONMappingError {
  /// Puts `component` in front of the path of a mapping error thrown below it; turns any other
  /// error (a model's own validation) into a mapping error at that path.
  @usableFromInline
  static func wrap(_ error: any Error, in component: PathComponent, expected: Any.Type, found: JSON) -> JSONMappingError
  {
    wrap(error, in: [component], expected: expected, found: found)
  }

  @usableFromInline
  static func wrap(_ error: any Error, in components: [PathComponent], expected: Any.Type, found: JSON)
    -> JSONMappingError
  {
    if var e = error as? JSONMappingError {
      e.path.insert(contentsOf: components, at: 0)
      return e
    }
    return JSONMappingError(
      reason: .invalidValue(String(describing: error)), expected: String(describing: expected), found: found.excerpt,
      path: components)
  }
}
