import Foundation
import Testing

@testable import BricksJSON

private struct User: JSONMappable, Equatable {
  var id: Int64
  var name: String
  var url: URL?
  var followers: Int

  init(id: Int64, name: String, url: URL?, followers: Int) {
    self.id = id
    self.name = name
    self.url = url
    self.followers = followers
  }

  init(json: JSON) throws {
    id = try json.decode("id")
    name = try json.decode("name")
    url = try json.decodeIfPresent("url")
    followers = try json.decode("followers_count", default: 0)
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["name"] = name
      o["url"] = url
      o["followers_count"] = followers
    }
  }
}

private struct Post: JSONMappable, Equatable {
  var id: Int
  var user: User
  var tags: [String]
  var createdAt: Date
  var screenName: String

  init(json: JSON) throws {
    id = try json.decode("id")
    user = try json.decode("user")
    tags = try json.decode("tags")
    createdAt = try json.decode("created_at", using: .twitter)
    screenName = try json.decode(at: "user.name")
  }

  func encode(into builder: inout JSON.Builder) {
    builder.appendObject { o in
      o["id"] = id
      o["user"] = user
      o["tags"] = tags
      o["created_at", using: .twitter] = createdAt
    }
  }
}

@Suite struct MappingTests {
  let post: JSON = [
    "id": 7,
    "user": ["id": 12, "name": "ada", "url": nil, "followers_count": 3],
    "tags": ["a", "b"],
    "created_at": "Sun Aug 31 00:29:15 +0000 2014",
  ]

  @Test func mapsAndRoundTrips() throws {
    let p = try Post(json: post)
    #expect(p.user.name == "ada")
    #expect(p.screenName == "ada")
    #expect(p.user.url == nil)
    #expect(p.createdAt == Date(timeIntervalSince1970: 1_409_444_955))
    #expect(p.toJSON() == post)
    #expect(try Post.parse(p.jsonData()) == p)
  }

  @Test func reportsTheFullPathOfAWrongType() throws {
    var bad = try post.anyValue as! [String: Any]
    var user = bad["user"] as! [String: Any]
    user["id"] = "12"
    bad["user"] = user
    let error = #expect(throws: JSONMappingError.self) { try Post.parse(bad) }
    #expect(error?.description == #"at $.user.id: expected Int64, found String "12""#)
  }

  @Test func reportsAMissingKey() throws {
    let error = #expect(throws: JSONMappingError.self) { try User(json: ["id": 1]) }
    #expect(error?.description == #"at $: missing required key "name" (expected String)"#)
  }

  @Test func reportsTheIndexOfABadArrayElement() throws {
    let json: JSON = [["id": 1, "name": "a"], ["id": 2, "name": 5]]
    let error = #expect(throws: JSONMappingError.self) { try User.parseArray(json) }
    #expect(error?.pathString == "$[1].name")
  }

  @Test func lossyArraysReportWhatTheySkip() throws {
    let json: JSON = ["users": [["id": 1, "name": "a"], ["id": "x", "name": "b"], ["id": 3, "name": "c"]]]
    var skipped: [JSONMappingError] = []
    let users: [User] = try json.decodeLossy("users", skipped: &skipped)
    #expect(users.map(\.id) == [1, 3])
    #expect(skipped.map(\.description) == [#"at $.users[1].id: expected Int64, found String "x""#])
  }
}
