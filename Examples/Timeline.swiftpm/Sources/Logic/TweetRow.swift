import Foundation

/// What one timeline row shows: a value built from a status, compared by content so that an
/// edited status is reconfigured in place and an unchanged one is left alone.
struct TweetRow: Identifiable, Hashable, Sendable {
  let id: Int
  let author: String
  let handle: String
  let text: String
  /// "Retweeted by @name" for a retweet (the row shows the original status), else `nil`.
  let retweetedBy: String?
  let postedAt: Date
  let retweets: Int
  let likes: Int
  /// The number of photos and videos attached.
  let mediaCount: Int

  /// The second line: "@handle · 3h · 12 retweets · 4 likes".
  func details(now: Date) -> String {
    var parts = [handle, Self.age(from: postedAt, to: now)]
    if retweets > 0 { parts.append("\(retweets) retweet\(retweets == 1 ? "" : "s")") }
    if likes > 0 { parts.append("\(likes) like\(likes == 1 ? "" : "s")") }
    if mediaCount > 0 { parts.append("\(mediaCount) photo\(mediaCount == 1 ? "" : "s")") }
    return parts.joined(separator: " · ")
  }

  /// "now", "42s", "5m", "3h", "2d", or the date for anything older than a week.
  static func age(from date: Date, to now: Date) -> String {
    let seconds = Int(now.timeIntervalSince(date))
    switch seconds {
    case ..<5: return "now"
    case ..<60: return "\(seconds)s"
    case ..<3600: return "\(seconds / 60)m"
    case ..<86_400: return "\(seconds / 3600)h"
    case ..<604_800: return "\(seconds / 86_400)d"
    default:
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "d MMM yyyy"
      return formatter.string(from: date)
    }
  }
}

extension TweetRow {
  /// The row of `status`: for a retweet, the original status with who retweeted it.
  init(_ status: SearchResult.Status) {
    let shown = status.retweetedStatus ?? status
    id = status.id
    author = shown.user.name
    handle = "@" + shown.user.screenName
    text = shown.text
    retweetedBy = status.retweetedStatus == nil ? nil : "Retweeted by @\(status.user.screenName)"
    postedAt = shown.createdAt
    retweets = shown.retweetCount
    likes = shown.favoriteCount
    mediaCount = shown.entities.media?.count ?? 0
  }
}
