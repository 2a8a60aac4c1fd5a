import Foundation

/// A tweet's author.
public struct User: Equatable, Sendable, Codable {
  public var id: Int64
  public var idStr: String
  public var name: String
  public var screenName: String
  public var location: String
  public var description: String
  public var url: URL?
  public var entities: UserEntities
  public var protected: Bool
  public var followersCount: Int
  public var friendsCount: Int
  public var listedCount: Int
  public var createdAt: Date
  public var favouritesCount: Int
  public var utcOffset: Int?
  public var timeZone: String?
  public var geoEnabled: Bool
  public var verified: Bool
  public var statusesCount: Int
  public var lang: String
  public var profileBackgroundColor: String
  public var profileImageURLHTTPS: String
  public var profileBannerURL: String?
  public var profileLinkColor: String
  public var defaultProfile: Bool
  public var following: Bool
  public var notifications: Bool

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case name
    case screenName = "screen_name"
    case location, description, url, entities, protected
    case followersCount = "followers_count"
    case friendsCount = "friends_count"
    case listedCount = "listed_count"
    case createdAt = "created_at"
    case favouritesCount = "favourites_count"
    case utcOffset = "utc_offset"
    case timeZone = "time_zone"
    case geoEnabled = "geo_enabled"
    case verified
    case statusesCount = "statuses_count"
    case lang
    case profileBackgroundColor = "profile_background_color"
    case profileImageURLHTTPS = "profile_image_url_https"
    case profileBannerURL = "profile_banner_url"
    case profileLinkColor = "profile_link_color"
    case defaultProfile = "default_profile"
    case following, notifications
  }
}

/// Links in a user's profile: `url` (the profile link, when set) and `description`.
public struct UserEntities: Equatable, Sendable, Codable {
  public var url: URLList?
  public var description: URLList
}

/// `{"urls": [...]}`.
public struct URLList: Equatable, Sendable, Codable {
  public var urls: [URLEntity]
}
