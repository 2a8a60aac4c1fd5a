import Foundation

/// What a tweet's text links to.
public struct Entities: Equatable, Sendable, Codable {
  public var hashtags: [Hashtag]
  public var symbols: [Hashtag]
  public var urls: [URLEntity]
  public var userMentions: [UserMention]
  public var media: [Media]?

  enum CodingKeys: String, CodingKey {
    case hashtags, symbols, urls
    case userMentions = "user_mentions"
    case media
  }
}

/// `#tag` or `$SYM`, with its span in the text.
public struct Hashtag: Equatable, Sendable, Codable {
  public var text: String
  public var indices: [Int]
}

/// A link in the text: the t.co URL, where it leads and how it is shown.
public struct URLEntity: Equatable, Sendable, Codable {
  public var url: String
  public var expandedURL: String
  public var displayURL: String
  public var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case url
    case expandedURL = "expanded_url"
    case displayURL = "display_url"
    case indices
  }
}

/// `@someone`.
public struct UserMention: Equatable, Sendable, Codable {
  public var screenName: String
  public var name: String
  public var id: Int64
  public var idStr: String
  public var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case screenName = "screen_name"
    case name, id
    case idStr = "id_str"
    case indices
  }
}

/// An attached photo.
public struct Media: Equatable, Sendable, Codable {
  public var id: Int64
  public var idStr: String
  public var indices: [Int]
  public var mediaURL: String
  public var mediaURLHTTPS: String
  public var url: String
  public var displayURL: String
  public var expandedURL: String
  public var type: String
  public var sizes: [String: MediaSize]
  public var sourceStatusID: Int64?
  public var sourceStatusIDStr: String?

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case indices
    case mediaURL = "media_url"
    case mediaURLHTTPS = "media_url_https"
    case url
    case displayURL = "display_url"
    case expandedURL = "expanded_url"
    case type, sizes
    case sourceStatusID = "source_status_id"
    case sourceStatusIDStr = "source_status_id_str"
  }
}

/// One rendition of a photo.
public struct MediaSize: Equatable, Sendable, Codable {
  public var w: Int
  public var h: Int
  public var resize: Resize

  /// How the rendition was made.
  public enum Resize: String, Equatable, Sendable, Codable {
    case fit, crop
  }
}
