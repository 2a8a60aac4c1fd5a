import Bricks
import Foundation

/// A tweet, mapped by hand the way `bricks scaffold` writes models.
struct Tweet: JSONMappable, Equatable {
  var id: Int64
  var text: String
  var retweeted: Bool
  var favoriteCount: Int
  var lang: String?
  var user: User
  var entities: Entities

  init(json: JSON) throws {
    id = try json.decode("id")
    text = try json.decode("text")
    retweeted = try json.decode("retweeted")
    favoriteCount = try json.decode("favorite_count")
    lang = try json.decodeIfPresent("lang")
    user = try json.decode("user")
    entities = try json.decode("entities")
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["text"] = text
      o["retweeted"] = retweeted
      o["favorite_count"] = favoriteCount
      o["lang"] = lang
      o["user"] = user
      o["entities"] = entities
    }
  }
}

struct User: JSONMappable, Equatable {
  var id: Int64
  var screenName: String
  var followersCount: Int
  var url: String?

  init(json: JSON) throws {
    id = try json.decode("id")
    screenName = try json.decode("screen_name")
    followersCount = try json.decode("followers_count")
    url = try json.decodeIfPresent("url")
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["screen_name"] = screenName
      o["followers_count"] = followersCount
      o["url"] = url
    }
  }
}

struct Entities: JSONMappable, Equatable {
  var urls: [URLEntity]

  init(json: JSON) throws { urls = try json.decode("urls") }
  func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["urls"] = urls } }
}

struct URLEntity: JSONMappable, Equatable {
  var url: String
  var expandedURL: String

  init(json: JSON) throws {
    url = try json.decode("url")
    expandedURL = try json.decode("expanded_url")
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["url"] = url
      o["expanded_url"] = expandedURL
    }
  }
}

/// A tweet whose `toJSON()` has the bugs a round-trip test exists to catch: an off-by-one
/// count, a dropped array, a Bool written as a number, an extra key, and nil left out.
struct BuggyTweet: JSONMappable {
  var tweet: Tweet

  init(json: JSON) throws { tweet = try Tweet(json: json) }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = tweet.id
      o["text"] = tweet.text
      o["retweeted"] = tweet.retweeted ? 1 : 0
      o["favorite_count"] = Double(tweet.favoriteCount)  // 0.0 equals 0: not a difference
      o["lang"] = tweet.lang
      o["source"] = "bricks"
      o["user"] = JSON.object { u in
        u["id"] = tweet.user.id
        u["screen_name"] = tweet.user.screenName
        u["followers_count"] = tweet.user.followersCount + 1
        u.encodeIfPresent(tweet.user.url, for: "url")
      }
      o["entities"] = ["urls": [] as JSON] as JSON
    }
  }
}
