import Bricks
import BricksTesting
import Foundation
import Testing

private let userText = #"{"id": 7, "screen_name": "ada", "followers_count": 12, "url": null}"#

@Suite("assertMaps")
struct MapsAssertionTests {
  @Test("maps a fixture found next to the test file or in the bundle, and returns the model")
  func mapsFixtures() {
    let tweet = assertMaps(Tweet.self, fixture: "tweet.json")
    #expect(tweet?.user.screenName == "ayuu0123")
    #expect(assertMaps(Tweet.self, fixture: "tweet.json", bundle: .module) == tweet)
    #expect(assertMaps([Tweet].self, fixture: "Fixtures/timeline.json")?.count == 2)
    #expect(verifyMaps(Tweet.self, fixture: "tweet.json") == nil)
    #expect(verifyMaps(Tweet.self, fixture: "tweet.json", bundle: .module) == nil)
  }

  @Test("maps JSON text, a JSON value and data")
  func mapsOtherInputs() {
    #expect(assertMaps(User.self, json: userText)?.followersCount == 12)
    #expect(assertMaps(User.self, json: ["id": 7, "screen_name": "ada", "followers_count": 12] as JSON)?.url == nil)
    #expect(assertMaps(User.self, data: Data(userText.utf8))?.id == 7)
    #expect(verifyMaps(User.self, json: userText) == nil)
    #expect(verifyMaps(User.self, json: ["id": 7, "screen_name": "ada", "followers_count": 12] as JSON) == nil)
    #expect(verifyMaps(User.self, data: Data(userText.utf8)) == nil)
  }

  @Test("a string literal is JSON text; an array or dictionary literal is a JSON value")
  func literals() {
    #expect(verifyMaps(User.self, json: #"{"id": 7, "screen_name": "ada", "followers_count": 12}"#) == nil)
    #expect(verifyMaps(User.self, json: ["id": 7, "screen_name": "ada", "followers_count": 12]) == nil)
    #expect(verifyMaps([Int].self, json: [1, 2]) == nil)
    #expect(verifyMaps([Int].self, json: "[1, 2]") == nil)
  }

  @Test("prints the mapping error with its path")
  func mappingError() {
    #expect(
      verifyMaps(Tweet.self, fixture: "tweet-string-user-id.json")
        == #"Tweet does not map from tweet-string-user-id.json: at $.user.id: expected Int64, found String "12""#)
    #expect(
      verifyMaps(User.self, json: #"{"id": 7}"#)
        == #"User does not map from the JSON text: at $: missing required key "screen_name" (expected String)"#)
    #expect(
      verifyMaps(User.self, json: ["id": 7, "screen_name": 1, "followers_count": 1] as JSON)
        == "User does not map from the JSON value: at $.screen_name: expected String, found Number 1")
    #expect(
      verifyMaps([User].self, data: Data("[{}]".utf8))
        == #"[User] does not map from the data: at $[0]: missing required key "id" (expected Int64)"#)
  }

  @Test("says when the payload is not JSON, with the line and column")
  func invalidJSON() {
    #expect(verifyMaps(User.self, json: #"{"id": 7,}"#)?.hasPrefix("the JSON text is not valid JSON: ") == true)
    #expect(verifyMaps(User.self, json: "{\n\"id\": 7,}")?.contains("line 2") == true)
    #expect(verifyMaps(User.self, data: Data("nope".utf8))?.hasPrefix("the data is not valid JSON: ") == true)
    #expect(
      verifyMaps(Tweet.self, fixture: "invalid.json")?.hasPrefix(#"fixture "invalid.json" is not valid JSON: "#) == true
    )
  }

  @Test("a missing fixture lists where it looked")
  func missingFixture() {
    let message = verifyMaps(Tweet.self, fixture: "missing.json") ?? ""
    #expect(message.hasPrefix("fixture \"missing.json\" not found; looked in:\n"))
    for place in Fixture("missing.json").searchLocations {
      #expect(message.contains("  \(place.standardizedFileURL.path)\n"))
    }
  }

  @Test("records the failure at the caller's line and returns nil")
  func recordsAtTheCallersLine() {
    var model: User?
    let line = #line + 1
    let failures = recordedFailures { model = assertMaps(User.self, json: "{}") }
    #expect(model == nil)
    #expect(
      failures == [
        RecordedFailure(
          message: #"User does not map from the JSON text: at $: missing required key "id" (expected Int64)"#,
          fileID: #fileID, line: line)
      ])
  }
}
