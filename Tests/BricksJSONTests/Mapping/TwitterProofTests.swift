import BricksJSON
import ExampleModels
import Foundation
import Testing

/// The Twitter proof: a hand-written Twitter model maps every status of twitter.json and
/// writes each back as its source JSON (for the fields it maps); the three mappings the
/// benchmark compares produce equal models.
@Suite(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
struct TwitterProofTests {
  static func benchData(_ name: String) throws -> Data { try SharedData.data("bench/\(name)") }

  @Test func mapsEveryStatusOfTwitterJSON() throws {
    let data = try Self.benchData("twitter.json")
    let search = try TwitterSearch.parse(data)
    let source = try JSON(parsing: data)
    #expect(search.statuses.count == source["statuses"]?.count)
    #expect(search.statuses.count == 100)
    #expect(search.statuses.filter { $0.retweetedStatus != nil }.count == 73)
    let first = try #require(search.statuses.first)
    #expect(first.id == 505_874_924_095_815_681)
    #expect(first.createdAt == Date(timeIntervalSince1970: 1_409_444_955))
    #expect(first.inReplyToScreenName == "aym0566x")
    #expect(first.inReplyToStatusID == nil)
    #expect(first.entities.userMentions.map(\.indices) == [[0, 9]])
    #expect(first.user.screenName == "ayuu0123")
    #expect(first.metadata.resultType == .recent)
  }

  @Test func eachStatusWritesBackItsSourceForTheMappedFields() throws {
    let source = try JSON(parsing: Self.benchData("twitter.json"))
    let statuses = try #require(source["statuses"])
    var checked = 0
    for (i, status) in statuses.elements.enumerated() {
      let written = try Status(json: status).toJSON()
      #expect(written.count >= 19, "status \(i) maps too few fields to prove anything")
      let expected = restrict(status, like: written)
      #expect(written == expected, "status \(i): \(jsonDifference(written, expected) ?? "")")
      checked += 1
    }
    #expect(checked == 100)
    let metadata = try #require(source["search_metadata"])
    #expect(try SearchMetadata(json: metadata).toJSON() == metadata)
  }

  @Test func theWholeSearchRoundTripsThroughBytes() throws {
    let search = try TwitterSearch.parse(Self.benchData("twitter.json"))
    #expect(try TwitterSearch.parse(search.jsonData()) == search)
    #expect(try TwitterSearch.parse(search.jsonData(pretty: true)) == search)
  }

  @Test func theSparseModelMapsAlikeWithBricksAndJSONDecoderAndMatchesTheFullOne() throws {
    let data = try Self.benchData("twitter.json")
    let sparse = try SparseTwitterSearch.parse(data)
    #expect(try ModelDecoders.twitter().decode(SparseTwitterSearch.self, from: data) == sparse)
    let full = try TwitterSearch.parse(data)
    #expect(sparse.statuses.count == full.statuses.count)
    for (s, f) in zip(sparse.statuses, full.statuses) {
      #expect(s.id == f.id && s.text == f.text && s.createdAt == f.createdAt)
      #expect(
        s.user.id == f.user.id && s.user.screenName == f.user.screenName
          && s.user.followersCount == f.user.followersCount)
      #expect(s.entities.hashtags.map(\.text) == f.entities.hashtags.map(\.text))
      #expect(s.retweetCount == f.retweetCount && s.favoriteCount == f.favoriteCount)
    }
  }

  @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json"])
  func theThreeMappingsAgree(file: String) throws {
    let data = try Self.benchData(file)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    switch file {
    case "twitter.json":
      let bricks = try TwitterSearch.parse(data)
      #expect(try ModelDecoders.twitter().decode(TwitterSearch.self, from: data) == bricks)
      #expect(try TwitterSearch(dictionary: object) == bricks)
    case "citm_catalog.json":
      let bricks = try CitmCatalog.parse(data)
      #expect(bricks.performances.count == 243)
      #expect(try JSONDecoder().decode(CitmCatalog.self, from: data) == bricks)
      #expect(try CitmCatalog(dictionary: object) == bricks)
    default:
      let bricks = try FeatureCollection.parse(data)
      #expect(bricks.features.first?.geometry.coordinates.joined().count == 55_563)
      #expect(try JSONDecoder().decode(FeatureCollection.self, from: data) == bricks)
      // JSONSerialization on Linux misrounds some of canada.json's doubles by a few ulp, so
      // the hand mapping agrees in shape and to within 1e-12 relative, not bit for bit.
      let hand = try FeatureCollection(dictionary: object)
      let a = bricks.features.flatMap { $0.geometry.coordinates.joined() }
      let b = hand.features.flatMap { $0.geometry.coordinates.joined() }
      #expect(a.count == b.count)
      #expect(
        zip(a, b).allSatisfy { x, y in x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= 1e-12 * abs($0) } })
    }
  }
}

/// `source` with only the keys `shape` has, at every level (arrays element by element), in
/// `shape`'s order; a key `shape` has and `source` lacks shows up as the string "<missing>".
private func restrict(_ source: JSON, like shape: JSON) -> JSON {
  switch (source.kind, shape.kind) {
  case (.object, .object):
    return JSON(
      object: shape.members.map { key, value in
        (key, source[key].map { restrict($0, like: value) } ?? JSON("<missing>"))
      })
  case (.array, .array) where source.count == shape.count:
    return JSON(array: zip(source.elements, shape.elements).map { restrict($0, like: $1) })
  default:
    return source
  }
}

/// The path and values of the first place where `a` and `b` differ, for failure messages.
func jsonDifference(_ a: JSON, _ b: JSON, path: String = "$") -> String? {
  if a == b { return nil }
  switch (a.kind, b.kind) {
  case (.object, .object):
    for (key, value) in a.members {
      guard let other = b[key] else { return "\(path).\(key): missing on the right" }
      if let d = jsonDifference(value, other, path: "\(path).\(key)") { return d }
    }
    return "\(path): keys differ"
  case (.array, .array) where a.count == b.count:
    for (i, (x, y)) in zip(a.elements, b.elements).enumerated() {
      if let d = jsonDifference(x, y, path: "\(path)[\(i)]") { return d }
    }
    return nil
  default:
    return "\(path): \(a) vs \(b)"
  }
}
