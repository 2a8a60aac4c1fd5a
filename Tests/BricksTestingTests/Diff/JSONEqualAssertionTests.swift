import Bricks
import BricksTesting
import Testing

@Suite("assertJSONEqual")
struct JSONEqualAssertionTests {
  @Test("passes on values equal by value")
  func passes() {
    assertJSONEqual(["a": 1, "b": [true, nil]], ["b": [true, nil], "a": 1.0])
    assertJSONEqual(["a": 1, "b": nil], ["a": 1], treatingNullAsAbsent: true)
    assertJSONEqual(["a": 1, "b": 2], ["a": 1], ignoring: ["b"])
    #expect(verifyJSONEqual(["a": 1], ["a": 1]) == nil)
  }

  @Test("fails with a diff by path at the caller's line")
  func fails() {
    #expect(
      verifyJSONEqual(["a": 1, "b": "x"], ["a": 2])
        == "the JSON values differ at 2 paths:\n  $.a: expected 2, got 1\n  $.b: unexpected \"x\"")
    let line = #line + 1
    let failures = recordedFailures { assertJSONEqual(["a": 1], ["a": 2]) }
    #expect(
      failures == [
        RecordedFailure(
          message: "the JSON values differ at 1 path:\n  $.a: expected 2, got 1", fileID: #fileID, line: line)
      ])
  }

  @Test("fails on an ignore path that does not parse")
  func invalidIgnore() {
    #expect(
      verifyJSONEqual(["a": 1], ["a": 1], ignoring: ["$.a["])
        == #"cannot compare the JSON values: invalid path "$.a[": expected ']' after '['"#)
  }
}
