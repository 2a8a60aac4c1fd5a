import Bricks
import BricksTesting
import Foundation
import Testing

@testable import AppModule

@Suite struct FeedModelTests {
  @Test func thePayloadMapsEveryKind() throws {
    let page = try FeedPage.parse(Data(contentsOf: feedURL))
    #expect(page.skipped.isEmpty)
    #expect(page.items.count == 25)
    var kinds: [String: Int] = [:]
    for item in page.items {
      switch item {
      case .status: kinds["status", default: 0] += 1
      case .photo: kinds["photo", default: 0] += 1
      case .ad: kinds["ad", default: 0] += 1
      case .carousel: kinds["carousel", default: 0] += 1
      }
    }
    #expect(kinds == ["status": 15, "photo": 6, "ad": 3, "carousel": 1])
  }

  @Test func thePayloadWritesBackAsItWasRead() {
    assertRoundTrips(FeedPage.self, fixture: "../Sources/Resources/feed.json", ignoring: ["next_cursor", "since_id"])
  }

  @Test func anUnknownKindIsSkippedAndSaidWhere() throws {
    let json =
      #"{"items": [{"type": "poll", "id": 1}, {"type": "ad", "id": "a", "advertiser": "x", "headline": "y", "call_to_action": "z", "url": "https://example.com"}]}"#
    let page = try FeedPage.parse(Data(json.utf8))
    #expect(page.items.count == 1)
    #expect(page.skipped.count == 1)
    let message = "\(try #require(page.skipped.first))"
    #expect(message.contains("$.items[0].type"), "\(message)")
    #expect(message.contains("unknown feed item type; expected status, photo, ad or carousel"), "\(message)")
  }

  @Test func aKnownKindWithABadFieldIsSkippedWithItsPath() throws {
    let json =
      #"{"items": [{"type": "ad", "id": 7, "advertiser": "x", "headline": "y", "call_to_action": "z", "url": "https://example.com"}]}"#
    let page = try FeedPage.parse(Data(json.utf8))
    #expect(page.items.isEmpty)
    #expect("\(try #require(page.skipped.first))".contains("$.items[0].id"))
  }

  @Test func sectionsFollowThePayload() throws {
    let entries = try bundledEntries()
    let sections = FeedContent.sections(for: entries)
    #expect(sections.map(\.id) == ["carousel-hot-topics", "posts-1"])
    guard case .posts(_, let posts) = sections[1] else {
      Issue.record("expected posts, got \(sections[1])")
      return
    }
    #expect(posts.count == 24)
    #expect(FeedContent.sections(for: []).isEmpty)
  }
}
