import Bricks
import BricksTesting
import Foundation
import Testing

/// This file's folder, and the test target's, as the fixture lookup sees them.
private let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let target = here.deletingLastPathComponent()
private let packageRoot = target.deletingLastPathComponent().deletingLastPathComponent()

@Suite("Fixture")
struct FixtureTests {
  @Test("loads a fixture from the test target's bundle as Data, JSON and a model")
  func loadsFromTheBundle() throws {
    let fixture = Fixture("tweet.json", bundle: .module)
    let data = try fixture.data()
    #expect(data.count > 100)
    #expect(try fixture.json()["user"]?["screen_name"] == "ayuu0123")
    let tweet = try fixture.decode(Tweet.self)
    #expect(tweet.id == 505874924095815681)
    #expect(tweet.entities.urls.map(\.expandedURL) == ["https://example.com/a"])
  }

  @Test("finds a fixture in a subfolder of the copied resources")
  func loadsNestedFromTheBundle() throws {
    #expect(try Fixture("Nested/nested.json", bundle: .module).json() == ["only": "in a subfolder"])
  }

  @Test(
    "finds a fixture relative to the test file, with or without the Fixtures/ folder",
    arguments: ["tweet.json", "../Fixtures/tweet.json"])
  func loadsRelativeToTheTestFile(name: String) throws {
    let fixture = Fixture(name)
    #expect(
      try fixture.url().resolvingSymlinksInPath().path
        == target.appendingPathComponent("Fixtures/tweet.json").resolvingSymlinksInPath().path)
    #expect(try fixture.decode(Tweet.self).user.followersCount == 262)
  }

  @Test("decodes an array of models")
  func decodesAnArray() throws {
    let timeline: [Tweet] = try Fixture("timeline.json").decode()
    #expect(timeline.map(\.id) == [1, 2])
  }

  @Test("takes a folder to search from, for helpers that pass a path on")
  func relativeToAFolder() throws {
    let fixture = Fixture("timeline.json", relativeTo: target.path)
    #expect(fixture.searchLocations.first?.path == target.path + "/timeline.json")
    #expect(try fixture.decode([Tweet].self).count == 2)
  }

  @Test("uses an absolute path as it is")
  func absolutePath() throws {
    let path = target.appendingPathComponent("Fixtures/tweet.json").path
    #expect(Fixture(path).searchLocations.map(\.path) == [path])
    #expect(try Fixture(path).json()["id"] == 505874924095815681)
  }

  @Test("searches the bundle, then each folder from the test file up to the package root")
  func searchOrder() throws {
    let bundleFolder = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).standardizedFileURL.path
    let places = Fixture("x.json", bundle: .module).searchLocations.map(\.standardizedFileURL.path)
    #expect(
      places == [
        bundleFolder + "/x.json", bundleFolder + "/Fixtures/x.json",
        here.path + "/x.json", here.path + "/Fixtures/x.json",
        target.path + "/x.json", target.path + "/Fixtures/x.json",
        target.deletingLastPathComponent().path + "/x.json",
        target.deletingLastPathComponent().path + "/Fixtures/x.json",
        packageRoot.path + "/x.json", packageRoot.path + "/Fixtures/x.json",
      ])
  }

  @Test("a missing fixture lists every place it looked and how to fix it")
  func missingFixture() {
    let fixture = Fixture("nope.json", bundle: .module)
    #expect {
      try fixture.data()
    } throws: { error in
      guard let error = error as? FixtureError else { return false }
      let places = fixture.searchLocations.map(\.standardizedFileURL.path)
      return error.searched == places && error.reason == .notFound(searched: places)
        && error.description == "fixture \"nope.json\" not found; looked in:\n"
          + places.map { "  \($0)\n" }.joined()
          + "Put it next to the test file (or in a Fixtures/ folder there), or add it to the test target's resources "
          + "(resources: [.copy(\"Fixtures\")]) and pass bundle: .module"
    }
  }

  @Test("invalid JSON says where, compiler-style")
  func invalidJSON() {
    #expect {
      try Fixture("invalid.json").json()
    } throws: { error in
      let text = "\(error)"
      let path = target.appendingPathComponent("Fixtures/invalid.json").standardizedFileURL.path
      return text.hasPrefix("fixture \"invalid.json\" is not valid JSON: \(path):2:") && text.contains("error:")
    }
  }

  @Test("a payload that does not fit the model throws the mapping error with its path")
  func mappingErrorPassesThrough() {
    #expect {
      try Fixture("tweet-string-user-id.json").decode(Tweet.self)
    } throws: { error in
      (error as? JSONMappingError)?.pathString == "$.user.id"
    }
  }
}
