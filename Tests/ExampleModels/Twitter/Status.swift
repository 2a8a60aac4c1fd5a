import Foundation

/// A tweet. `retweetedStatus` holds the original when this is a retweet (a status inside a
/// status, hence ``Indirect``).
public struct Status: Equatable, Sendable, Codable {
  public var metadata: StatusMetadata
  public var createdAt: Date
  public var id: Int64
  public var idStr: String
  public var text: String
  public var source: String
  public var truncated: Bool
  public var inReplyToStatusID: Int64?
  public var inReplyToStatusIDStr: String?
  public var inReplyToUserID: Int64?
  public var inReplyToUserIDStr: String?
  public var inReplyToScreenName: String?
  public var user: User
  public var retweetedStatus: Indirect<Status>?
  public var retweetCount: Int
  public var favoriteCount: Int
  public var entities: Entities
  public var favorited: Bool
  public var retweeted: Bool
  public var possiblySensitive: Bool?
  public var lang: String

  enum CodingKeys: String, CodingKey {
    case metadata
    case createdAt = "created_at"
    case id
    case idStr = "id_str"
    case text, source, truncated
    case inReplyToStatusID = "in_reply_to_status_id"
    case inReplyToStatusIDStr = "in_reply_to_status_id_str"
    case inReplyToUserID = "in_reply_to_user_id"
    case inReplyToUserIDStr = "in_reply_to_user_id_str"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case user
    case retweetedStatus = "retweeted_status"
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case entities, favorited, retweeted
    case possiblySensitive = "possibly_sensitive"
    case lang
  }
}

/// Why a status was returned.
public struct StatusMetadata: Equatable, Sendable, Codable {
  public var resultType: ResultType
  public var isoLanguageCode: String

  enum CodingKeys: String, CodingKey {
    case resultType = "result_type"
    case isoLanguageCode = "iso_language_code"
  }
}

/// A search result's kind; kinds added by the server later map to `.unknown`.
public enum ResultType: String, Equatable, Sendable, Codable, CaseIterable {
  case recent, popular, mixed, unknown

  public init(from decoder: any Decoder) throws {
    self = ResultType(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
  }
}
