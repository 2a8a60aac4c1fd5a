import Bricks
import XCTest

@testable import BricksTesting

/// The helpers under XCTest. Linux has no `XCTExpectFailure`, so failing inputs are checked
/// through `verify…` and the routing itself through the router (no Swift Testing test runs
/// here, so `assert…` goes to `XCTFail`).
final class XCTestRoutingTests: XCTestCase {
  func testTheLiveRouterChoosesXCTestOutsideSwiftTesting() {
    XCTAssertEqual(TestFailureRouter.live.framework, .xcTest)
  }

  func testTheRouterHandsXCTFailTheCallersFileAndLine() {
    var received: [(String, String, UInt)] = []
    let router = TestFailureRouter(
      isSwiftTestingRunning: { false }, recordIssue: { _, _ in XCTFail("routed to Swift Testing") },
      failXCTest: { received.append(($0, "\($1)", $2)) })
    router.record("boom", at: FailureLocation(fileID: #fileID, filePath: #filePath, line: 42, column: 3))
    XCTAssertEqual(received.count, 1)
    XCTAssertEqual(received.first?.0, "boom")
    XCTAssertEqual(received.first?.1, "\(#filePath)")
    XCTAssertEqual(received.first?.2, 42)
  }

  func testAssertHelpersPassOnGoodInput() {
    // Any failure here would go to XCTFail and fail this test.
    let tweet = assertMaps(Tweet.self, fixture: "tweet.json")
    XCTAssertEqual(tweet?.user.screenName, "ayuu0123")
    assertMaps(Tweet.self, fixture: "tweet.json", bundle: .module)
    assertRoundTrips(Tweet.self, fixture: "tweet.json")
    assertMappingFails(Tweet.self, fixture: "tweet-string-user-id.json", at: "$.user.id")
    assertJSONEqual(["a": 1, "b": [true]], ["b": [true], "a": 1.0])
    assertChangeset(
      from: [Post(id: 1, text: "a"), Post(id: 2, text: "b")], to: [Post(id: 2, text: "b!"), Post(id: 3, text: "c")])
  }

  func testVerifyHelpersReportBadInput() {
    XCTAssertEqual(
      verifyMaps(Tweet.self, fixture: "tweet-string-user-id.json"),
      #"Tweet does not map from tweet-string-user-id.json: at $.user.id: expected Int64, found String "12""#)
    XCTAssertEqual(
      verifyRoundTrips(BuggyTweet.self, json: #"{"id": 1, "text": "", "retreeted": false}"#),
      #"BuggyTweet does not map from the JSON text: at $: missing required key "retweeted" (expected Bool)"#)
    XCTAssertEqual(
      verifyMappingFails(Tweet.self, fixture: "tweet.json", at: "$.user.id"),
      "expected Tweet to fail to map from tweet.json at $.user.id, but it mapped")
    XCTAssertEqual(verifyJSONEqual(["a": 1], ["a": 2]), "the JSON values differ at 1 path:\n  $.a: expected 2, got 1")
  }
}
