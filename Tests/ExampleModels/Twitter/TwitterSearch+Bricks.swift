import BricksJSON
import Foundation

// The Bricks mapping of the Twitter models: one line per field each way.

extension TwitterSearch: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      statuses: try json.decode("statuses"),
      searchMetadata: try json.decode("search_metadata")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["statuses"] = statuses
      o["search_metadata"] = searchMetadata
    }
  }
}

extension SearchMetadata: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      completedIn: try members.decode("completed_in"),
      maxID: try members.decode("max_id"),
      maxIDStr: try members.decode("max_id_str"),
      nextResults: try members.decode("next_results"),
      query: try members.decode("query"),
      refreshURL: try members.decode("refresh_url"),
      count: try members.decode("count"),
      sinceID: try members.decode("since_id"),
      sinceIDStr: try members.decode("since_id_str")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["completed_in"] = completedIn
      o["max_id"] = maxID
      o["max_id_str"] = maxIDStr
      o["next_results"] = nextResults
      o["query"] = query
      o["refresh_url"] = refreshURL
      o["count"] = count
      o["since_id"] = sinceID
      o["since_id_str"] = sinceIDStr
    }
  }
}

extension Status: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      metadata: try members.decode("metadata"),
      createdAt: try members.decode("created_at", using: .twitter),
      id: try members.decode("id"),
      idStr: try members.decode("id_str"),
      text: try members.decode("text"),
      source: try members.decode("source"),
      truncated: try members.decode("truncated"),
      inReplyToStatusID: try members.decodeIfPresent("in_reply_to_status_id"),
      inReplyToStatusIDStr: try members.decodeIfPresent("in_reply_to_status_id_str"),
      inReplyToUserID: try members.decodeIfPresent("in_reply_to_user_id"),
      inReplyToUserIDStr: try members.decodeIfPresent("in_reply_to_user_id_str"),
      inReplyToScreenName: try members.decodeIfPresent("in_reply_to_screen_name"),
      user: try members.decode("user"),
      retweetedStatus: try members.decodeIfPresent("retweeted_status"),
      retweetCount: try members.decode("retweet_count"),
      favoriteCount: try members.decode("favorite_count"),
      entities: try members.decode("entities"),
      favorited: try members.decode("favorited"),
      retweeted: try members.decode("retweeted"),
      possiblySensitive: try members.decodeIfPresent("possibly_sensitive"),
      lang: try members.decode("lang")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["metadata"] = metadata
      o["created_at", using: .twitter] = createdAt
      o["id"] = id
      o["id_str"] = idStr
      o["text"] = text
      o["source"] = source
      o["truncated"] = truncated
      o["in_reply_to_status_id"] = inReplyToStatusID
      o["in_reply_to_status_id_str"] = inReplyToStatusIDStr
      o["in_reply_to_user_id"] = inReplyToUserID
      o["in_reply_to_user_id_str"] = inReplyToUserIDStr
      o["in_reply_to_screen_name"] = inReplyToScreenName
      o["user"] = user
      o.encodeIfPresent(retweetedStatus?.wrapped, for: "retweeted_status")
      o["retweet_count"] = retweetCount
      o["favorite_count"] = favoriteCount
      o["entities"] = entities
      o["favorited"] = favorited
      o["retweeted"] = retweeted
      o.encodeIfPresent(possiblySensitive, for: "possibly_sensitive")
      o["lang"] = lang
    }
  }
}

extension StatusMetadata: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      resultType: try json.decode("result_type"),
      isoLanguageCode: try json.decode("iso_language_code")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["result_type"] = resultType
      o["iso_language_code"] = isoLanguageCode
    }
  }
}

extension ResultType: JSONMappable, JSONUnknownCaseFallback {
  public static var unknownCase: ResultType { .unknown }
}

extension User: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      id: try members.decode("id"),
      idStr: try members.decode("id_str"),
      name: try members.decode("name"),
      screenName: try members.decode("screen_name"),
      location: try members.decode("location"),
      description: try members.decode("description"),
      url: try members.decodeIfPresent("url"),
      entities: try members.decode("entities"),
      protected: try members.decode("protected"),
      followersCount: try members.decode("followers_count"),
      friendsCount: try members.decode("friends_count"),
      listedCount: try members.decode("listed_count"),
      createdAt: try members.decode("created_at", using: .twitter),
      favouritesCount: try members.decode("favourites_count"),
      utcOffset: try members.decodeIfPresent("utc_offset"),
      timeZone: try members.decodeIfPresent("time_zone"),
      geoEnabled: try members.decode("geo_enabled"),
      verified: try members.decode("verified"),
      statusesCount: try members.decode("statuses_count"),
      lang: try members.decode("lang"),
      profileBackgroundColor: try members.decode("profile_background_color"),
      profileImageURLHTTPS: try members.decode("profile_image_url_https"),
      profileBannerURL: try members.decodeIfPresent("profile_banner_url"),
      profileLinkColor: try members.decode("profile_link_color"),
      defaultProfile: try members.decode("default_profile"),
      following: try members.decode("following"),
      notifications: try members.decode("notifications")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["id_str"] = idStr
      o["name"] = name
      o["screen_name"] = screenName
      o["location"] = location
      o["description"] = description
      o["url"] = url
      o["entities"] = entities
      o["protected"] = protected
      o["followers_count"] = followersCount
      o["friends_count"] = friendsCount
      o["listed_count"] = listedCount
      o["created_at", using: .twitter] = createdAt
      o["favourites_count"] = favouritesCount
      o["utc_offset"] = utcOffset
      o["time_zone"] = timeZone
      o["geo_enabled"] = geoEnabled
      o["verified"] = verified
      o["statuses_count"] = statusesCount
      o["lang"] = lang
      o["profile_background_color"] = profileBackgroundColor
      o["profile_image_url_https"] = profileImageURLHTTPS
      o.encodeIfPresent(profileBannerURL, for: "profile_banner_url")
      o["profile_link_color"] = profileLinkColor
      o["default_profile"] = defaultProfile
      o["following"] = following
      o["notifications"] = notifications
    }
  }
}

extension UserEntities: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      url: try json.decodeIfPresent("url"),
      description: try json.decode("description")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o.encodeIfPresent(url, for: "url")
      o["description"] = description
    }
  }
}

extension URLList: JSONMappable {
  public init(json: borrowing JSON) throws { self.init(urls: try json.decode("urls")) }
  public func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["urls"] = urls } }
}

extension Entities: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      hashtags: try json.decode("hashtags"),
      symbols: try json.decode("symbols"),
      urls: try json.decode("urls"),
      userMentions: try json.decode("user_mentions"),
      media: try json.decodeIfPresent("media")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["hashtags"] = hashtags
      o["symbols"] = symbols
      o["urls"] = urls
      o["user_mentions"] = userMentions
      o.encodeIfPresent(media, for: "media")
    }
  }
}

extension Hashtag: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      text: try json.decode("text"),
      indices: try json.decode("indices")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["text"] = text
      o["indices"] = indices
    }
  }
}

extension URLEntity: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      url: try json.decode("url"),
      expandedURL: try json.decode("expanded_url"),
      displayURL: try json.decode("display_url"),
      indices: try json.decode("indices")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["url"] = url
      o["expanded_url"] = expandedURL
      o["display_url"] = displayURL
      o["indices"] = indices
    }
  }
}

extension UserMention: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      screenName: try json.decode("screen_name"),
      name: try json.decode("name"),
      id: try json.decode("id"),
      idStr: try json.decode("id_str"),
      indices: try json.decode("indices")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["screen_name"] = screenName
      o["name"] = name
      o["id"] = id
      o["id_str"] = idStr
      o["indices"] = indices
    }
  }
}

extension Media: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      id: try members.decode("id"),
      idStr: try members.decode("id_str"),
      indices: try members.decode("indices"),
      mediaURL: try members.decode("media_url"),
      mediaURLHTTPS: try members.decode("media_url_https"),
      url: try members.decode("url"),
      displayURL: try members.decode("display_url"),
      expandedURL: try members.decode("expanded_url"),
      type: try members.decode("type"),
      sizes: try members.decode("sizes"),
      sourceStatusID: try members.decodeIfPresent("source_status_id"),
      sourceStatusIDStr: try members.decodeIfPresent("source_status_id_str")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["id_str"] = idStr
      o["indices"] = indices
      o["media_url"] = mediaURL
      o["media_url_https"] = mediaURLHTTPS
      o["url"] = url
      o["display_url"] = displayURL
      o["expanded_url"] = expandedURL
      o["type"] = type
      o["sizes"] = sizes
      o.encodeIfPresent(sourceStatusID, for: "source_status_id")
      o.encodeIfPresent(sourceStatusIDStr, for: "source_status_id_str")
    }
  }
}

extension MediaSize: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      w: try json.decode("w"),
      h: try json.decode("h"),
      resize: try json.decode("resize")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["w"] = w
      o["h"] = h
      o["resize"] = resize
    }
  }
}

extension MediaSize.Resize: JSONMappable {}
