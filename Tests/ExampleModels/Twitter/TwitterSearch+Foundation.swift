import BricksJSON
import Foundation

// The Twitter models mapped by hand from JSONSerialization's `[String: Any]`, as the
// tutorials do it: `dict["key"] as? T`, nested dictionaries mapped recursively.

extension TwitterSearch {
  /// Maps `JSONSerialization.jsonObject(with: data) as? [String: Any]`.
  public init(dictionary d: [String: Any]) throws {
    statuses = try d.objects("statuses", of: Self.self, Status.init(dictionary:))
    searchMetadata = try d.object("search_metadata", of: Self.self, SearchMetadata.init(dictionary:))
  }
}

extension SearchMetadata {
  public init(dictionary d: [String: Any]) throws {
    completedIn = try d.required("completed_in", of: Self.self)
    maxID = try d.required("max_id", of: Self.self)
    maxIDStr = try d.required("max_id_str", of: Self.self)
    nextResults = try d.required("next_results", of: Self.self)
    query = try d.required("query", of: Self.self)
    refreshURL = try d.required("refresh_url", of: Self.self)
    count = try d.required("count", of: Self.self)
    sinceID = try d.required("since_id", of: Self.self)
    sinceIDStr = try d.required("since_id_str", of: Self.self)
  }
}

extension Status {
  public init(dictionary d: [String: Any]) throws {
    metadata = try d.object("metadata", of: Self.self, StatusMetadata.init(dictionary:))
    guard let created = d["created_at"] as? String, let date = JSONDateFormat.twitter.date(from: created) else {
      throw HandMappingError(Self.self, "created_at")
    }
    createdAt = date
    id = try d.required("id", of: Self.self)
    idStr = try d.required("id_str", of: Self.self)
    text = try d.required("text", of: Self.self)
    source = try d.required("source", of: Self.self)
    truncated = try d.required("truncated", of: Self.self)
    inReplyToStatusID = d["in_reply_to_status_id"] as? Int64
    inReplyToStatusIDStr = d["in_reply_to_status_id_str"] as? String
    inReplyToUserID = d["in_reply_to_user_id"] as? Int64
    inReplyToUserIDStr = d["in_reply_to_user_id_str"] as? String
    inReplyToScreenName = d["in_reply_to_screen_name"] as? String
    user = try d.object("user", of: Self.self, User.init(dictionary:))
    retweetedStatus = try (d["retweeted_status"] as? [String: Any]).map { Indirect(try Status(dictionary: $0)) }
    retweetCount = try d.required("retweet_count", of: Self.self)
    favoriteCount = try d.required("favorite_count", of: Self.self)
    entities = try d.object("entities", of: Self.self, Entities.init(dictionary:))
    favorited = try d.required("favorited", of: Self.self)
    retweeted = try d.required("retweeted", of: Self.self)
    possiblySensitive = d["possibly_sensitive"] as? Bool
    lang = try d.required("lang", of: Self.self)
  }
}

extension StatusMetadata {
  public init(dictionary d: [String: Any]) throws {
    let raw: String = try d.required("result_type", of: Self.self)
    resultType = ResultType(rawValue: raw) ?? .unknown
    isoLanguageCode = try d.required("iso_language_code", of: Self.self)
  }
}

extension User {
  public init(dictionary d: [String: Any]) throws {
    id = try d.required("id", of: Self.self)
    idStr = try d.required("id_str", of: Self.self)
    name = try d.required("name", of: Self.self)
    screenName = try d.required("screen_name", of: Self.self)
    location = try d.required("location", of: Self.self)
    description = try d.required("description", of: Self.self)
    if let s = d["url"] as? String {
      guard let u = URL(string: s) else { throw HandMappingError(Self.self, "url") }
      url = u
    } else {
      url = nil
    }
    entities = try d.object("entities", of: Self.self, UserEntities.init(dictionary:))
    protected = try d.required("protected", of: Self.self)
    followersCount = try d.required("followers_count", of: Self.self)
    friendsCount = try d.required("friends_count", of: Self.self)
    listedCount = try d.required("listed_count", of: Self.self)
    guard let created = d["created_at"] as? String, let date = JSONDateFormat.twitter.date(from: created) else {
      throw HandMappingError(Self.self, "created_at")
    }
    createdAt = date
    favouritesCount = try d.required("favourites_count", of: Self.self)
    utcOffset = d["utc_offset"] as? Int
    timeZone = d["time_zone"] as? String
    geoEnabled = try d.required("geo_enabled", of: Self.self)
    verified = try d.required("verified", of: Self.self)
    statusesCount = try d.required("statuses_count", of: Self.self)
    lang = try d.required("lang", of: Self.self)
    profileBackgroundColor = try d.required("profile_background_color", of: Self.self)
    profileImageURLHTTPS = try d.required("profile_image_url_https", of: Self.self)
    profileBannerURL = d["profile_banner_url"] as? String
    profileLinkColor = try d.required("profile_link_color", of: Self.self)
    defaultProfile = try d.required("default_profile", of: Self.self)
    following = try d.required("following", of: Self.self)
    notifications = try d.required("notifications", of: Self.self)
  }
}

extension UserEntities {
  public init(dictionary d: [String: Any]) throws {
    url = try (d["url"] as? [String: Any]).map(URLList.init(dictionary:))
    description = try d.object("description", of: Self.self, URLList.init(dictionary:))
  }
}

extension URLList {
  public init(dictionary d: [String: Any]) throws {
    urls = try d.objects("urls", of: Self.self, URLEntity.init(dictionary:))
  }
}

extension Entities {
  public init(dictionary d: [String: Any]) throws {
    hashtags = try d.objects("hashtags", of: Self.self, Hashtag.init(dictionary:))
    symbols = try d.objects("symbols", of: Self.self, Hashtag.init(dictionary:))
    urls = try d.objects("urls", of: Self.self, URLEntity.init(dictionary:))
    userMentions = try d.objects("user_mentions", of: Self.self, UserMention.init(dictionary:))
    media = try (d["media"] as? [[String: Any]]).map { try $0.map(Media.init(dictionary:)) }
  }
}

extension Hashtag {
  public init(dictionary d: [String: Any]) throws {
    text = try d.required("text", of: Self.self)
    indices = try d.required("indices", of: Self.self)
  }
}

extension URLEntity {
  public init(dictionary d: [String: Any]) throws {
    url = try d.required("url", of: Self.self)
    expandedURL = try d.required("expanded_url", of: Self.self)
    displayURL = try d.required("display_url", of: Self.self)
    indices = try d.required("indices", of: Self.self)
  }
}

extension UserMention {
  public init(dictionary d: [String: Any]) throws {
    screenName = try d.required("screen_name", of: Self.self)
    name = try d.required("name", of: Self.self)
    id = try d.required("id", of: Self.self)
    idStr = try d.required("id_str", of: Self.self)
    indices = try d.required("indices", of: Self.self)
  }
}

extension Media {
  public init(dictionary d: [String: Any]) throws {
    id = try d.required("id", of: Self.self)
    idStr = try d.required("id_str", of: Self.self)
    indices = try d.required("indices", of: Self.self)
    mediaURL = try d.required("media_url", of: Self.self)
    mediaURLHTTPS = try d.required("media_url_https", of: Self.self)
    url = try d.required("url", of: Self.self)
    displayURL = try d.required("display_url", of: Self.self)
    expandedURL = try d.required("expanded_url", of: Self.self)
    type = try d.required("type", of: Self.self)
    guard let sizes = d["sizes"] as? [String: [String: Any]] else { throw HandMappingError(Self.self, "sizes") }
    self.sizes = try sizes.mapValues(MediaSize.init(dictionary:))
    sourceStatusID = d["source_status_id"] as? Int64
    sourceStatusIDStr = d["source_status_id_str"] as? String
  }
}

extension MediaSize {
  public init(dictionary d: [String: Any]) throws {
    w = try d.required("w", of: Self.self)
    h = try d.required("h", of: Self.self)
    let raw: String = try d.required("resize", of: Self.self)
    guard let r = Resize(rawValue: raw) else { throw HandMappingError(Self.self, "resize") }
    resize = r
  }
}
