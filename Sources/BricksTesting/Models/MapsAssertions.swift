import BricksJSON
import Foundation

// MARK: - verifyMaps

/// Checks that a fixture maps to `type`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMaps(Tweet.self, fixture: "tweet.json") == nil)
/// ```
/// The message names the payload and prints the mapping error with its path:
/// `Tweet does not map from tweet.json: at $.user.id: expected Int64, found String "12"`.
/// - Parameters:
///   - type: The model type.
///   - fixture: The fixture's name, found as ``Fixture`` finds it.
///   - bundle: The test target's resources (`.module`), or nil to look next to the test file.
///   - filePath: The test file fixtures are relative to (the caller's `#filePath`).
public func verifyMaps<T: JSONDecodable>(
  _ type: T.Type, fixture: String, bundle: Bundle? = nil, filePath: StaticString = #filePath
) -> String? {
  checkMaps(type, .fixture(Fixture(fixture, bundle: bundle, filePath: filePath))).message
}

/// Checks that JSON text maps to `type`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMaps(User.self, json: #"{"id": 1, "screen_name": "ada"}"#) == nil)
/// ```
public func verifyMaps<T: JSONDecodable>(_ type: T.Type, json: String) -> String? {
  checkMaps(type, .text(json)).message
}

/// Checks that a JSON value maps to `type`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMaps(User.self, json: ["id": 1, "screen_name": "ada"] as JSON) == nil)
/// ```
public func verifyMaps<T: JSONDecodable>(_ type: T.Type, json: JSON) -> String? {
  checkMaps(type, .json(json)).message
}

/// Checks that UTF-8 JSON bytes map to `type`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyMaps(User.self, data: responseBody) == nil)
/// ```
public func verifyMaps<T: JSONDecodable>(_ type: T.Type, data: Data) -> String? {
  checkMaps(type, .data(data)).message
}

// MARK: - assertMaps

/// Asserts that a fixture maps to `type`, and returns the model.
///
/// ```swift
/// @Test func mapsATweet() {
///   let tweet = assertMaps(Tweet.self, fixture: "tweet.json")
///   #expect(tweet?.user.screenName == "ada")
/// }
/// ```
/// On failure it records the mapping error with its path at the caller's location
/// (`Tweet does not map from tweet.json: at $.user.id: expected Int64, found String "12"`), in
/// Swift Testing or XCTest, and returns nil. A missing fixture lists every place it looked.
/// - Parameters:
///   - type: The model type; `[Tweet].self` for a JSON array.
///   - fixture: The fixture's name or relative path (`"Fixtures/tweet.json"`).
///   - bundle: The test target's resources (`.module`), or nil to look next to the test file.
///   - fileID: The caller's `#fileID` (Swift Testing shows it).
///   - filePath: The caller's `#filePath` (XCTest and Xcode use it).
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
/// - Returns: The model, or nil when it did not map.
@discardableResult
public func assertMaps<T: JSONDecodable>(
  _ type: T.Type, fixture: String, bundle: Bundle? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> T? {
  let result = checkMaps(type, .fixture(Fixture(fixture, bundle: bundle, filePath: filePath)))
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.model
}

/// Asserts that JSON text maps to `type`, and returns the model.
///
/// ```swift
/// let user = assertMaps(User.self, json: #"{"id": 1, "screen_name": "ada"}"#)
/// ```
@discardableResult
public func assertMaps<T: JSONDecodable>(
  _ type: T.Type, json: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> T? {
  let result = checkMaps(type, .text(json))
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.model
}

/// Asserts that a JSON value maps to `type`, and returns the model.
///
/// ```swift
/// let user = assertMaps(User.self, json: ["id": 1, "screen_name": "ada"])
/// ```
@discardableResult
public func assertMaps<T: JSONDecodable>(
  _ type: T.Type, json: JSON,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> T? {
  let result = checkMaps(type, .json(json))
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.model
}

/// Asserts that UTF-8 JSON bytes map to `type`, and returns the model.
///
/// ```swift
/// let timeline = assertMaps([Tweet].self, data: responseBody)
/// ```
@discardableResult
public func assertMaps<T: JSONDecodable>(
  _ type: T.Type, data: Data,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> T? {
  let result = checkMaps(type, .data(data))
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.model
}

/// The model, or the message saying why there is none.
func checkMaps<T: JSONDecodable>(_ type: T.Type, _ payload: Payload) -> (model: T?, message: String?) {
  let result = payload.load().flatMap { mapModel(T.self, from: $0, label: payload.label) }
  switch result {
  case .success(let model): return (model, nil)
  case .failure(let failure): return (nil, failure.message)
  }
}
