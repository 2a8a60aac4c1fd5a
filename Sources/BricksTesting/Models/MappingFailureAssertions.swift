import BricksJSON
import Foundation

// MARK: - verifyMappingFails

/// Checks that a fixture fails to map to `type` at `path`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMappingFails(Tweet.self, fixture: "tweet-string-id.json", at: "$.user.id") == nil)
/// ```
/// - Parameters:
///   - type: The model type.
///   - fixture: The fixture's name, found as ``Fixture`` finds it.
///   - bundle: The test target's resources (`.module`), or nil to look next to the test file.
///   - path: Where mapping must fail, as ``JSONMappingError/pathString`` prints it
///     (`"$.user.id"`, `"$.statuses[3].id"`); `[*]` matches any index, and a path without `$`
///     matches any path that ends with it.
///   - text: A part the error's description must contain (`"expected Int64"`), or nil.
///   - filePath: The test file fixtures are relative to (the caller's `#filePath`).
public func verifyMappingFails<T: JSONDecodable>(
  _ type: T.Type, fixture: String, bundle: Bundle? = nil, at path: String, containing text: String? = nil,
  filePath: StaticString = #filePath
) -> String? {
  checkMappingFails(type, .fixture(Fixture(fixture, bundle: bundle, filePath: filePath)), at: path, containing: text)
    .message
}

/// Checks that JSON text fails to map to `type` at `path`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMappingFails(Tweet.self, json: #"{"id": 1, "user": {"id": "12"}}"#, at: "$.user.id") == nil)
/// ```
public func verifyMappingFails<T: JSONDecodable>(
  _ type: T.Type, json: String, at path: String, containing text: String? = nil
) -> String? {
  checkMappingFails(type, .text(json), at: path, containing: text).message
}

/// Checks that a JSON value fails to map to `type` at `path`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMappingFails(User.self, json: ["id": "12"] as JSON, at: "$.id") == nil)
/// ```
public func verifyMappingFails<T: JSONDecodable>(
  _ type: T.Type, json: JSON, at path: String, containing text: String? = nil
) -> String? {
  checkMappingFails(type, .json(json), at: path, containing: text).message
}

/// Checks that UTF-8 JSON bytes fail to map to `type` at `path`; returns the failure message,
/// or nil.
///
/// ```swift
/// #expect(verifyMappingFails([Tweet].self, data: body, at: "$[3].user") == nil)
/// ```
public func verifyMappingFails<T: JSONDecodable>(
  _ type: T.Type, data: Data, at path: String, containing text: String? = nil
) -> String? {
  checkMappingFails(type, .data(data), at: path, containing: text).message
}

// MARK: - assertMappingFails

/// Asserts that a fixture fails to map to `type`, at `path`, and returns the error.
///
/// ```swift
/// assertMappingFails(Tweet.self, fixture: "tweet-string-id.json", at: "$.user.id", containing: "String \"12\"")
/// ```
/// It fails (at the caller's location) when the payload maps, when mapping fails somewhere else
/// (`Tweet failed to map at $.user, not at $.user.id: at $.user: missing required key "id"
/// (expected Int64)`), or when the error does not contain `text`.
/// - Returns: The mapping error, for further checks, or nil when it did not occur as expected.
@discardableResult
public func assertMappingFails<T: JSONDecodable>(
  _ type: T.Type, fixture: String, bundle: Bundle? = nil, at path: String, containing text: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> JSONMappingError? {
  let result = checkMappingFails(
    type, .fixture(Fixture(fixture, bundle: bundle, filePath: filePath)), at: path, containing: text)
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.message == nil ? result.error : nil
}

/// Asserts that JSON text fails to map to `type`, at `path`, and returns the error.
///
/// ```swift
/// assertMappingFails(Tweet.self, json: #"{"id": 1, "user": {"id": "12"}}"#, at: "$.user.id")
/// ```
@discardableResult
public func assertMappingFails<T: JSONDecodable>(
  _ type: T.Type, json: String, at path: String, containing text: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> JSONMappingError? {
  let result = checkMappingFails(type, .text(json), at: path, containing: text)
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.message == nil ? result.error : nil
}

/// Asserts that a JSON value fails to map to `type`, at `path`, and returns the error.
///
/// ```swift
/// assertMappingFails(User.self, json: ["id": true] as JSON, at: "$.id", containing: "found Bool")
/// ```
@discardableResult
public func assertMappingFails<T: JSONDecodable>(
  _ type: T.Type, json: JSON, at path: String, containing text: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> JSONMappingError? {
  let result = checkMappingFails(type, .json(json), at: path, containing: text)
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.message == nil ? result.error : nil
}

/// Asserts that UTF-8 JSON bytes fail to map to `type`, at `path`, and returns the error.
///
/// ```swift
/// assertMappingFails([Tweet].self, data: body, at: "$[3].user")
/// ```
@discardableResult
public func assertMappingFails<T: JSONDecodable>(
  _ type: T.Type, data: Data, at path: String, containing text: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> JSONMappingError? {
  let result = checkMappingFails(type, .data(data), at: path, containing: text)
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.message == nil ? result.error : nil
}

/// Maps and checks where it failed; the error (when mapping threw one) and the message, or nil.
func checkMappingFails<T: JSONDecodable>(
  _ type: T.Type, _ payload: Payload, at path: String, containing text: String?
) -> (error: JSONMappingError?, message: String?) {
  let name = typeName(T.self)
  let pattern: JSONPathPattern
  do {
    pattern = try JSONPathPattern(path)
  } catch {
    return (nil, "cannot check where \(name) fails to map: \(error)")
  }
  let json: JSON
  switch payload.load() {
  case .success(let j): json = j
  case .failure(let failure): return (nil, failure.message)
  }
  do {
    _ = try T(json: json)
    return (nil, "expected \(name) to fail to map from \(payload.label) at \(path), but it mapped")
  } catch let error as JSONMappingError {
    guard pattern.matches(error.path) else {
      return (error, "\(name) failed to map at \(error.pathString), not at \(path): \(error)")
    }
    if let text, !error.description.contains(text) {
      return (
        error,
        "\(name) failed to map at \(error.pathString) as expected, but the error does not contain \"\(text)\": \(error)"
      )
    }
    return (error, nil)
  } catch {
    return (
      nil,
      "\(name) failed to map from \(payload.label) with \(Swift.type(of: error)), not a JSONMappingError at \(path): \(error)"
    )
  }
}
