import BricksJSON
import Foundation

// MARK: - verifyRoundTrips

/// Checks that a fixture maps to `type` and that the model's `toJSON()` equals the fixture;
/// returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyRoundTrips(Tweet.self, fixture: "tweet.json") == nil)
/// ```
/// On a mismatch the message is a ``JSONDiff`` by path, not two walls of text:
/// ```
/// Tweet does not round-trip tweet.json: toJSON() differs at 2 paths (expected is the payload, got is toJSON()):
///   $.user.followers_count: expected 12, got 13
///   $.entities.urls[0]: missing
/// ```
/// - Parameters:
///   - type: The model type.
///   - fixture: The fixture's name, found as ``Fixture`` finds it.
///   - bundle: The test target's resources (`.module`), or nil to look next to the test file.
///   - ignoring: Paths not compared (see ``JSONDiff/Options/ignoredPaths``): `"$.user.entities"`,
///     `"$.statuses[*].id_str"`, or a bare key such as `"id_str"` for every depth.
///   - treatingNullAsAbsent: Whether a `null` member equals a missing one.
///   - filePath: The test file fixtures are relative to (the caller's `#filePath`).
public func verifyRoundTrips<T: JSONMappable>(
  _ type: T.Type, fixture: String, bundle: Bundle? = nil, ignoring: [String] = [],
  treatingNullAsAbsent: Bool = false, filePath: StaticString = #filePath
) -> String? {
  checkRoundTrip(
    type, .fixture(Fixture(fixture, bundle: bundle, filePath: filePath)),
    JSONDiff.Options(ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent))
}

/// Checks that JSON text maps to `type` and that `toJSON()` gives it back; returns the failure
/// message (a diff by path), or nil.
///
/// ```swift
/// #expect(verifyRoundTrips(User.self, json: #"{"id": 1, "screen_name": "ada"}"#) == nil)
/// ```
public func verifyRoundTrips<T: JSONMappable>(
  _ type: T.Type, json: String, ignoring: [String] = [], treatingNullAsAbsent: Bool = false
) -> String? {
  checkRoundTrip(type, .text(json), JSONDiff.Options(ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent))
}

/// Checks that a JSON value maps to `type` and that `toJSON()` gives it back; returns the
/// failure message (a diff by path), or nil.
///
/// ```swift
/// #expect(verifyRoundTrips(User.self, json: ["id": 1, "screen_name": "ada"] as JSON) == nil)
/// ```
public func verifyRoundTrips<T: JSONMappable>(
  _ type: T.Type, json: JSON, ignoring: [String] = [], treatingNullAsAbsent: Bool = false
) -> String? {
  checkRoundTrip(type, .json(json), JSONDiff.Options(ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent))
}

/// Checks that UTF-8 JSON bytes map to `type` and that `toJSON()` gives them back (by value,
/// not byte for byte); returns the failure message (a diff by path), or nil.
///
/// ```swift
/// #expect(verifyRoundTrips(Tweet.self, data: responseBody, ignoring: ["id_str"]) == nil)
/// ```
public func verifyRoundTrips<T: JSONMappable>(
  _ type: T.Type, data: Data, ignoring: [String] = [], treatingNullAsAbsent: Bool = false
) -> String? {
  checkRoundTrip(type, .data(data), JSONDiff.Options(ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent))
}

// MARK: - assertRoundTrips

/// Asserts that a fixture maps to `type` and that the model's `toJSON()` equals the fixture.
///
/// ```swift
/// @Test func roundTripsATweet() {
///   assertRoundTrips(Tweet.self, fixture: "tweet.json", ignoring: ["id_str"], treatingNullAsAbsent: true)
/// }
/// ```
/// Equality is by value: members in any order, `1` equal to `1.0`, never `true` equal to `1`.
/// On failure it records, at the caller's location, the mapping error or a diff by path
/// (`$.user.followers_count: expected 12, got 13`, `$.entities.urls[0]: missing`).
/// - Parameters:
///   - type: The model type; `[Tweet].self` for a JSON array.
///   - fixture: The fixture's name or relative path.
///   - bundle: The test target's resources (`.module`), or nil to look next to the test file.
///   - ignoring: Paths not compared (see ``JSONDiff/Options/ignoredPaths``).
///   - treatingNullAsAbsent: Whether a `null` member equals a missing one.
///   - fileID: The caller's `#fileID` (Swift Testing shows it).
///   - filePath: The caller's `#filePath` (XCTest and Xcode use it).
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
public func assertRoundTrips<T: JSONMappable>(
  _ type: T.Type, fixture: String, bundle: Bundle? = nil, ignoring: [String] = [],
  treatingNullAsAbsent: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyRoundTrips(
      type, fixture: fixture, bundle: bundle, ignoring: ignoring,
      treatingNullAsAbsent: treatingNullAsAbsent, filePath: filePath),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that JSON text maps to `type` and that `toJSON()` gives it back.
///
/// ```swift
/// assertRoundTrips(User.self, json: #"{"id": 1, "screen_name": "ada", "url": null}"#)
/// ```
public func assertRoundTrips<T: JSONMappable>(
  _ type: T.Type, json: String, ignoring: [String] = [], treatingNullAsAbsent: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyRoundTrips(type, json: json, ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a JSON value maps to `type` and that `toJSON()` gives it back.
///
/// ```swift
/// assertRoundTrips(User.self, json: ["id": 1, "screen_name": "ada"] as JSON, treatingNullAsAbsent: true)
/// ```
public func assertRoundTrips<T: JSONMappable>(
  _ type: T.Type, json: JSON, ignoring: [String] = [], treatingNullAsAbsent: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyRoundTrips(type, json: json, ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that UTF-8 JSON bytes map to `type` and that `toJSON()` gives them back (by value).
///
/// ```swift
/// assertRoundTrips([Tweet].self, data: responseBody, ignoring: ["id_str"])
/// ```
public func assertRoundTrips<T: JSONMappable>(
  _ type: T.Type, data: Data, ignoring: [String] = [], treatingNullAsAbsent: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyRoundTrips(type, data: data, ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Maps, writes back and compares; the message, or nil.
func checkRoundTrip<T: JSONMappable>(_ type: T.Type, _ payload: Payload, _ options: JSONDiff.Options) -> String? {
  let invalid = options.invalidPaths
  if !invalid.isEmpty {
    return "cannot check that \(typeName(T.self)) round-trips \(payload.label): " + invalid.joined(separator: "; ")
  }
  let expected: JSON
  switch payload.load() {
  case .success(let json): expected = json
  case .failure(let failure): return failure.message
  }
  let model: T
  switch mapModel(T.self, from: expected, label: payload.label) {
  case .success(let m): model = m
  case .failure(let failure): return failure.message
  }
  let diff = JSONDiff(expected: expected, actual: model.toJSON(), options: options)
  guard !diff.isEmpty else { return nil }
  let count = diff.differences.count
  return
    "\(typeName(T.self)) does not round-trip \(payload.label): toJSON() differs at \(count) path\(count == 1 ? "" : "s") "
    + "(expected is the payload, got is toJSON()):\n"
    + diff.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
}
