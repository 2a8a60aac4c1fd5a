import Bricks
import BricksTesting
import Foundation
import Testing

private let badUser =
  #"{"id": 1, "text": "hi", "retweeted": false, "favorite_count": 0, "user": {"id": "12"}, "entities": {"urls": []}}"#

@Suite("assertMappingFails")
struct MappingFailureAssertionTests {
  @Test("passes when mapping fails at the expected path, and returns the error")
  func passes() {
    let error = assertMappingFails(Tweet.self, json: badUser, at: "$.user.id")
    #expect(error?.pathString == "$.user.id")
    #expect(error?.found == #"String "12""#)
    assertMappingFails(Tweet.self, fixture: "tweet-string-user-id.json", at: "$.user.id", containing: "expected Int64")
    assertMappingFails(Tweet.self, fixture: "tweet-string-user-id.json", bundle: .module, at: "user.id")
    assertMappingFails(User.self, json: ["id": true] as JSON, at: "$.id", containing: "found Bool true")
    assertMappingFails(
      [User].self, data: Data(#"[{"id": 1, "screen_name": "a", "followers_count": 1}, {"id": 2}]"#.utf8), at: "$[1]")
    assertMappingFails([User].self, data: Data(#"[{"id": "x"}]"#.utf8), at: "$[*].id")
    #expect(verifyMappingFails(Tweet.self, json: badUser, at: "$.user.id") == nil)
    #expect(verifyMappingFails(Tweet.self, fixture: "tweet-string-user-id.json", at: "$.user.id") == nil)
    #expect(verifyMappingFails(User.self, json: ["id": nil] as JSON, at: "$.id") == nil)
    #expect(verifyMappingFails(User.self, data: Data("{}".utf8), at: "$") == nil)
  }

  @Test("fails when the payload maps")
  func mapsAfterAll() {
    #expect(
      verifyMappingFails(Tweet.self, fixture: "tweet.json", at: "$.user.id")
        == "expected Tweet to fail to map from tweet.json at $.user.id, but it mapped")
  }

  @Test("fails when mapping fails somewhere else, printing where")
  func wrongPath() {
    #expect(
      verifyMappingFails(Tweet.self, json: badUser, at: "$.user.name")
        == #"Tweet failed to map at $.user.id, not at $.user.name: at $.user.id: expected Int64, found String "12""#)
    #expect(
      verifyMappingFails(Tweet.self, json: badUser, at: "$.user")
        == #"Tweet failed to map at $.user.id, not at $.user: at $.user.id: expected Int64, found String "12""#)
  }

  @Test("fails when the error does not say what it should")
  func wrongText() {
    #expect(
      verifyMappingFails(Tweet.self, json: badUser, at: "$.user.id", containing: "expected String")
        == #"Tweet failed to map at $.user.id as expected, but the error does not contain "expected String": at $.user.id: expected Int64, found String "12""#
    )
  }

  @Test("fails on an expected path that does not parse, or a payload that is not JSON")
  func badInput() {
    #expect(
      verifyMappingFails(Tweet.self, json: badUser, at: "user[")
        == #"cannot check where Tweet fails to map: invalid path "user[": expected ']' after '['"#)
    #expect(verifyMappingFails(Tweet.self, json: "{", at: "$")?.hasPrefix("the JSON text is not valid JSON: ") == true)
  }

  @Test("fails when the model throws something other than a mapping error")
  func otherError() {
    #expect(
      verifyMappingFails(Rejecting.self, json: "{}", at: "$")
        == "Rejecting failed to map from the JSON text with Refusal, not a JSONMappingError at $: Refusal()")
  }

  @Test("records the failure at the caller's line and returns nil")
  func recordsAtTheCallersLine() {
    var error: JSONMappingError?
    let line = #line + 1
    let failures = recordedFailures { error = assertMappingFails(Tweet.self, json: badUser, at: "$.id") }
    #expect(error == nil)
    #expect(
      failures == [
        RecordedFailure(
          message: #"Tweet failed to map at $.user.id, not at $.id: at $.user.id: expected Int64, found String "12""#,
          fileID: #fileID, line: line)
      ])
  }
}

private struct Refusal: Error {}

private struct Rejecting: JSONDecodable {
  init(json: JSON) throws { throw Refusal() }
}
