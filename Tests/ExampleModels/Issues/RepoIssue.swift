import BricksJSON
import Foundation

// The small payloads of the mapping benchmark: a GitHub-like issue (Fixtures/bench/issue.json,
// ~600 bytes) and pages of them (issues-5k.json, issues-50k.json), the sizes of the responses
// an app decodes most. Mapped by Bricks and by JSONDecoder (`ModelDecoders.iso8601()`).

/// An issue of a repository: what an issue list shows.
public struct RepoIssue: Equatable, Sendable, Codable {
  public var id: Int64
  public var number: Int
  public var title: String
  public var state: IssueState
  public var locked: Bool
  public var user: IssueUser
  public var labels: [IssueLabel]
  public var comments: Int
  public var createdAt: Date
  public var updatedAt: Date
  public var closedAt: Date?
  public var htmlURL: String
  public var body: String?
  public var score: Double

  enum CodingKeys: String, CodingKey {
    case id, number, title, state, locked, user, labels, comments
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case closedAt = "closed_at"
    case htmlURL = "html_url"
    case body, score
  }
}

/// Open or closed.
public enum IssueState: String, Equatable, Sendable, Codable, CaseIterable, JSONMappable {
  case open, closed
}

/// An issue's author.
public struct IssueUser: Equatable, Sendable, Codable {
  public var login: String
  public var id: Int64
  public var avatarURL: String
  public var type: String
  public var siteAdmin: Bool

  enum CodingKeys: String, CodingKey {
    case login, id, type
    case avatarURL = "avatar_url"
    case siteAdmin = "site_admin"
  }
}

/// A label on an issue.
public struct IssueLabel: Equatable, Sendable, Codable {
  public var id: Int64
  public var name: String
  public var color: String
}

extension RepoIssue: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      id: try members.decode("id"),
      number: try members.decode("number"),
      title: try members.decode("title"),
      state: try members.decode("state"),
      locked: try members.decode("locked"),
      user: try members.decode("user"),
      labels: try members.decode("labels"),
      comments: try members.decode("comments"),
      createdAt: try members.decode("created_at", using: .iso8601),
      updatedAt: try members.decode("updated_at", using: .iso8601),
      closedAt: try members.decodeIfPresent("closed_at", using: .iso8601),
      htmlURL: try members.decode("html_url"),
      body: try members.decodeIfPresent("body"),
      score: try members.decode("score")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["number"] = number
      o["title"] = title
      o["state"] = state
      o["locked"] = locked
      o["user"] = user
      o["labels"] = labels
      o["comments"] = comments
      o["created_at", using: .iso8601] = createdAt
      o["updated_at", using: .iso8601] = updatedAt
      o["closed_at", using: .iso8601] = closedAt
      o["html_url"] = htmlURL
      o["body"] = body
      o["score"] = score
    }
  }
}

extension IssueUser: JSONMappable {
  public init(json: borrowing JSON) throws {
    var members = json.reader()
    self.init(
      login: try members.decode("login"),
      id: try members.decode("id"),
      avatarURL: try members.decode("avatar_url"),
      type: try members.decode("type"),
      siteAdmin: try members.decode("site_admin")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["login"] = login
      o["id"] = id
      o["avatar_url"] = avatarURL
      o["type"] = type
      o["site_admin"] = siteAdmin
    }
  }
}

extension IssueLabel: JSONMappable {
  public init(json: borrowing JSON) throws {
    self.init(
      id: try json.decode("id"),
      name: try json.decode("name"),
      color: try json.decode("color")
    )
  }

  public func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["name"] = name
      o["color"] = color
    }
  }
}
