import BricksJSON
import Foundation

// A sparse model of twitter.json, as apps map it: a dozen fields out of each status' hundreds
// (id, text, created_at, four user fields, the hashtags, two counters), the rest skipped. Mapped
// by Bricks and by JSONDecoder (Codable, same fields) in the mapping benchmark.

/// The statuses of a search, and nothing else.
public struct SparseTwitterSearch: Equatable, Sendable, Decodable, JSONDecodable {
  public var statuses: [SparseStatus]

  public init(json: borrowing JSON) throws {
    statuses = try json.decode("statuses")
  }
}

/// A tweet: what a timeline cell shows.
public struct SparseStatus: Equatable, Sendable, Decodable, JSONDecodable {
  public var id: Int64
  public var text: String
  public var createdAt: Date
  public var user: SparseUser
  public var entities: SparseEntities
  public var retweetCount: Int
  public var favoriteCount: Int

  enum CodingKeys: String, CodingKey {
    case id, text, user, entities
    case createdAt = "created_at"
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
  }

  public init(json: borrowing JSON) throws {
    id = try json.decode("id")
    text = try json.decode("text")
    createdAt = try json.decode("created_at", using: .twitter)
    user = try json.decode("user")
    entities = try json.decode("entities")
    retweetCount = try json.decode("retweet_count")
    favoriteCount = try json.decode("favorite_count")
  }
}

/// The author: four fields.
public struct SparseUser: Equatable, Sendable, Decodable, JSONDecodable {
  public var id: Int64
  public var name: String
  public var screenName: String
  public var followersCount: Int

  enum CodingKeys: String, CodingKey {
    case id, name
    case screenName = "screen_name"
    case followersCount = "followers_count"
  }

  public init(json: borrowing JSON) throws {
    id = try json.decode("id")
    name = try json.decode("name")
    screenName = try json.decode("screen_name")
    followersCount = try json.decode("followers_count")
  }
}

/// The hashtags only.
public struct SparseEntities: Equatable, Sendable, Decodable, JSONDecodable {
  public var hashtags: [SparseHashtag]

  public init(json: borrowing JSON) throws {
    hashtags = try json.decode("hashtags")
  }
}

/// A hashtag's text.
public struct SparseHashtag: Equatable, Sendable, Decodable, JSONDecodable {
  public var text: String

  public init(json: borrowing JSON) throws {
    text = try json.decode("text")
  }
}
