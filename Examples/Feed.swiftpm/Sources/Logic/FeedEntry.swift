import Bricks
import Foundation

/// One item of the feed, by its `"type"`: the scaffolded model of each kind, mapped in plain code.
enum FeedEntry: JSONMappable, Equatable, Sendable {
  case status(Status)
  case photo(Photo)
  case ad(Ad)
  case carousel(Carousel)

  init(json: borrowing JSON) throws {
    let type: String = try json.decode("type")
    switch type {
    case "status": self = .status(try Status(json: json))
    case "photo": self = .photo(try Photo(json: json))
    case "ad": self = .ad(try Ad(json: json))
    case "carousel": self = .carousel(try Carousel(json: json))
    default:
      throw JSONMappingError(
        reason: .invalidValue("unknown feed item type; expected status, photo, ad or carousel"),
        expected: "FeedEntry", found: "\"\(type)\"", path: [.key("type")])
    }
  }

  func encode(into builder: inout JSON.Builder) {
    switch self {
    case .status(let status): status.encode(into: &builder)
    case .photo(let photo): photo.encode(into: &builder)
    case .ad(let ad): ad.encode(into: &builder)
    case .carousel(let carousel): carousel.encode(into: &builder)
    }
  }
}

/// A page of the feed. Items of a type this version does not know are skipped, and said so.
struct FeedPage: JSONMappable, Sendable {
  let items: [FeedEntry]
  /// Why each skipped item was skipped (not written back).
  let skipped: [JSONMappingError]

  init(items: [FeedEntry], skipped: [JSONMappingError] = []) {
    self.items = items
    self.skipped = skipped
  }

  init(json: borrowing JSON) throws {
    var skipped: [JSONMappingError] = []
    items = try json.decodeLossy("items", skipped: &skipped)
    self.skipped = skipped
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in o["items"] = items }
  }
}

/// What the app saves between launches: the feed it showed and when it loaded it.
struct FeedArchive: JSONMappable, Equatable, Sendable {
  let savedAt: Date
  let items: [FeedEntry]

  init(savedAt: Date, items: [FeedEntry]) {
    self.savedAt = savedAt
    self.items = items
  }

  init(json: borrowing JSON) throws {
    savedAt = try json.decode("saved_at", using: .iso8601)
    items = try json.decode("items")
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["saved_at", using: .iso8601] = savedAt
      o["items"] = items
    }
  }
}
