import BricksJSON

/// Checks that two JSON values are equal by value; returns a diff by path, or nil.
///
/// ```swift
/// #expect(verifyJSONEqual(tweet.toJSON(), ["id": 1, "text": "hi"]) == nil)
/// ```
/// The message lists each difference on its own line (`$.text: expected "hi", got "hello"`).
/// - Parameters:
///   - actual: The value under test (a model's `toJSON()`).
///   - expected: What it should be.
///   - ignoring: Paths not compared (see ``JSONDiff/Options/ignoredPaths``).
///   - treatingNullAsAbsent: Whether a `null` member equals a missing one.
public func verifyJSONEqual(
  _ actual: JSON, _ expected: JSON, ignoring: [String] = [], treatingNullAsAbsent: Bool = false
) -> String? {
  let options = JSONDiff.Options(ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent)
  let invalid = options.invalidPaths
  if !invalid.isEmpty { return "cannot compare the JSON values: " + invalid.joined(separator: "; ") }
  let diff = JSONDiff(expected: expected, actual: actual, options: options)
  guard !diff.isEmpty else { return nil }
  let count = diff.differences.count
  return "the JSON values differ at \(count) path\(count == 1 ? "" : "s"):\n"
    + diff.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
}

/// Asserts that two JSON values are equal by value, reporting a diff by path.
///
/// ```swift
/// assertJSONEqual(user.toJSON(), ["id": 1, "screen_name": "ada"], ignoring: ["$.url"])
/// ```
/// Members compare in any order, numbers by value (`1` equals `1.0`), never a Boolean with a
/// number. On failure it records one line per difference at the caller's location.
public func assertJSONEqual(
  _ actual: JSON, _ expected: JSON, ignoring: [String] = [], treatingNullAsAbsent: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyJSONEqual(actual, expected, ignoring: ignoring, treatingNullAsAbsent: treatingNullAsAbsent),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
