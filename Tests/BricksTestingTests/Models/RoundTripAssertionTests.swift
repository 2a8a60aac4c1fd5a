import Bricks
import BricksTesting
import Foundation
import Testing

@Suite("assertRoundTrips")
struct RoundTripAssertionTests {
  @Test("a faithful model round-trips its fixtures")
  func roundTrips() {
    assertRoundTrips(Tweet.self, fixture: "tweet.json")
    assertRoundTrips(Tweet.self, fixture: "tweet.json", bundle: .module)
    // 1.0 for an Int field and "lang": null both come back equal.
    assertRoundTrips([Tweet].self, fixture: "timeline.json")
    #expect(verifyRoundTrips(Tweet.self, fixture: "tweet.json") == nil)
  }

  @Test("JSON text, a JSON value and data round-trip too")
  func otherInputs() {
    let text = #"{"id": 7, "screen_name": "ada", "followers_count": 12, "url": null}"#
    assertRoundTrips(User.self, json: text)
    assertRoundTrips(User.self, json: ["id": 7, "screen_name": "ada", "followers_count": 12.0, "url": "u"] as JSON)
    assertRoundTrips(User.self, data: Data(text.utf8))
    #expect(verifyRoundTrips(User.self, json: text) == nil)
    #expect(
      verifyRoundTrips(User.self, json: ["id": 7, "screen_name": "ada", "followers_count": 12, "url": nil] as JSON)
        == nil)
    #expect(verifyRoundTrips(User.self, data: Data(text.utf8)) == nil)
  }

  @Test("a buggy toJSON() fails with a diff by path, not two walls of text")
  func diffByPath() {
    #expect(
      verifyRoundTrips(BuggyTweet.self, fixture: "tweet.json") == """
        BuggyTweet does not round-trip tweet.json: toJSON() differs at 5 paths (expected is the payload, got is toJSON()):
          $.retweeted: expected false, got 0
          $.user.followers_count: expected 262, got 263
          $.user.url: missing
          $.entities.urls[0]: missing
          $.source: unexpected "bricks"
        """)
  }

  @Test("ignored paths and null-as-absent hide what they should, and only that")
  func options() {
    #expect(
      verifyRoundTrips(
        BuggyTweet.self, fixture: "tweet.json",
        ignoring: ["retweeted", "$.user.followers_count", "$.entities.urls", "$.source"],
        treatingNullAsAbsent: true) == nil)
    #expect(
      verifyRoundTrips(
        BuggyTweet.self, fixture: "tweet.json",
        ignoring: ["retweeted", "$.user.followers_count", "$.entities.urls[*]", "source"]) == """
          BuggyTweet does not round-trip tweet.json: toJSON() differs at 1 path (expected is the payload, got is toJSON()):
            $.user.url: missing
          """)
  }

  @Test("a payload that does not map fails with the mapping error")
  func mappingFails() {
    #expect(
      verifyRoundTrips(Tweet.self, fixture: "tweet-string-user-id.json")
        == #"Tweet does not map from tweet-string-user-id.json: at $.user.id: expected Int64, found String "12""#)
    #expect(
      verifyRoundTrips(User.self, data: Data("[]".utf8))
        == #"User does not map from the data: at $: expected an object with key "id", found Array of 0"#)
  }

  @Test("an ignore path that does not parse is a failure, not a silent no-op")
  func invalidIgnore() {
    #expect(
      verifyRoundTrips(Tweet.self, fixture: "tweet.json", ignoring: ["$.user["])
        == #"cannot check that Tweet round-trips tweet.json: invalid path "$.user[": expected ']' after '['"#)
  }

  @Test("records the diff at the caller's line")
  func recordsAtTheCallersLine() {
    let json =
      #"{"id": 1, "text": "", "retweeted": true, "favorite_count": 2, "user": {"id": 1, "screen_name": "a", "followers_count": 0}, "entities": {"urls": []}}"#
    let line = #line + 1
    let failures = recordedFailures { assertRoundTrips(BuggyTweet.self, json: json) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message == """
        BuggyTweet does not round-trip the JSON text: toJSON() differs at 4 paths (expected is the payload, got is toJSON()):
          $.retweeted: expected true, got 1
          $.user.followers_count: expected 0, got 1
          $.lang: unexpected null
          $.source: unexpected "bricks"
        """)
  }
}
