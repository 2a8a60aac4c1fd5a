import BricksJSON
import ExampleModels
import Foundation
import Testing

/// The small API payloads of the mapping benchmark (Fixtures/bench) map alike with Bricks and
/// JSONDecoder, and every benchmark model written by Bricks and by JSONEncoder reads back as
/// itself: the figures of `bricks-bench mapping` and `encoding` compare equal work.
struct ExampleModelProofTests {
  static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: SharedData.packageRoot.appendingPathComponent("Fixtures/bench/\(name)"))
  }

  @Test func theIssueMapsAlikeWithBricksAndJSONDecoder() throws {
    let data = try Self.fixture("issue.json")
    let issue = try RepoIssue.parse(data)
    #expect(try ModelDecoders.iso8601().decode(RepoIssue.self, from: data) == issue)
    #expect(issue.number == 1 && issue.state == .open && issue.closedAt == nil && issue.body == nil)
    #expect(try RepoIssue.parse(issue.jsonData()) == issue)
  }

  @Test(arguments: ["issues-5k.json", "issues-50k.json"])
  func pagesOfIssuesMapAlikeWithBricksAndJSONDecoder(file: String) throws {
    let data = try Self.fixture(file)
    let issues = try RepoIssue.parseArray(data)
    #expect(try ModelDecoders.iso8601().decode([RepoIssue].self, from: data) == issues)
    // Every kind the model tells apart occurs: open and closed, with and without a body and
    // labels, so both the present and the absent path of each optional are compared.
    #expect(Set(issues.map(\.state)) == [.open, .closed])
    #expect(issues.contains { $0.body == nil } && issues.contains { $0.body != nil })
    #expect(issues.contains { $0.labels.isEmpty } && issues.contains { !$0.labels.isEmpty })
    #expect(try [RepoIssue](json: JSON(parsing: issues.toJSON().serializedData())) == issues)
    #expect(issues.jsonData() == issues.toJSON().serializedData())
  }

  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
  func modelsWrittenByBricksAndByJSONEncoderReadBack() throws {
    let twitter = try TwitterSearch.parse(SharedData.data("bench/twitter.json"))
    #expect(try TwitterSearch.parse(twitter.jsonData()) == twitter)
    #expect(
      try ModelDecoders.twitter().decode(TwitterSearch.self, from: ModelEncoders.twitter().encode(twitter)) == twitter)
    let citm = try CitmCatalog.parse(SharedData.data("bench/citm_catalog.json"))
    #expect(try CitmCatalog.parse(citm.jsonData()) == citm)
    #expect(try JSONDecoder().decode(CitmCatalog.self, from: JSONEncoder().encode(citm)) == citm)
    let canada = try FeatureCollection.parse(SharedData.data("bench/canada.json"))
    #expect(try FeatureCollection.parse(canada.jsonData()) == canada)
    #expect(try JSONDecoder().decode(FeatureCollection.self, from: JSONEncoder().encode(canada)) == canada)
  }

  /// `jsonData()` writes text with no `JSON` value in between; its bytes are those of the
  /// value `toJSON()` builds, serialized.
  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
  func modelsWriteTheSameBytesWithAndWithoutAValue() throws {
    let twitter = try TwitterSearch.parse(SharedData.data("bench/twitter.json"))
    #expect(twitter.jsonData() == twitter.toJSON().serializedData())
    let citm = try CitmCatalog.parse(SharedData.data("bench/citm_catalog.json"))
    #expect(citm.jsonData() == citm.toJSON().serializedData())
    let canada = try FeatureCollection.parse(SharedData.data("bench/canada.json"))
    #expect(canada.jsonData() == canada.toJSON().serializedData())
  }
}
