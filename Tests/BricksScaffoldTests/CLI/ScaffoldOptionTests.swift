import Foundation
import Testing

@testable import BricksScaffold

/// The options teams ask for: --var, --class, --protocols, --acronyms, --public, --explain,
/// --no-enums; misuse exits 64 with a message naming the fix.
@Suite(.enabled(if: BricksProcess.binary != nil, "the bricks executable was not built"))
struct ScaffoldOptionTests {
  let dir: String
  let profiles = ["profile-1.json", "profile-2.json"].map {
    TestPaths.goldens.appendingPathComponent("Inputs/\($0)").path
  }

  init() throws {
    dir = NSTemporaryDirectory() + "bricks-options-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func bricks(_ args: [String]) throws -> BricksProcess.Result { try BricksProcess.run(args, in: dir) }

  @Test(arguments: [
    (["--var", "--class"], "--var and --class cannot be used together"),
    (["--protocols", "Equatable,Comparable"], "--protocols takes Equatable, Hashable, Codable or Sendable"),
    (["--acronyms", "shout"], "--acronyms must be camel (userId) or upper (userID)"),
    (["--public", "--access", "internal"], "--public and --access internal contradict each other"),
  ])
  func misuseIsAUsageError(extra: [String], message: String) throws {
    let r = try bricks(["scaffold", "Profile"] + profiles + extra + ["-p"])
    #expect(r.status == 64)
    #expect(r.stderr.contains(message), "\(r.stderr)")
  }

  @Test func explainSaysWhichSampleLackedAKeyOrHeldNull() throws {
    let r = try bricks(["scaffold", "Profile"] + profiles + ["--explain", "-p", "-q"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout.contains(
        "Profile.nick: String?  <- \"nick\"\n  type: strings in the one value\n  optional: absent from 1 of 2 objects at $ (first: object 2, in profile-2.json)\n"
      ), "\(r.stdout)")
    #expect(
      r.stdout.contains(
        "Profile.home: Home?  <- \"home\"\n  type: objects in the one value, merged into Home\n  optional: null in 1 of 2 objects at $ (first: object 2, in profile-2.json)\n"
      ), "\(r.stdout)")
    #expect(
      r.stdout.contains(
        "Profile.id: Int  <- \"id\"\n  type: integers that fit Int in all 2 values\n  required: present and non-null in every object\n"
      ))
    #expect(
      r.stdout.contains(
        "Profile.value: IntOrString  <- \"value\"\n  type: values of different kinds (number, string): union enum IntOrString\n"
      ))
  }

  @Test func publicVarProtocolsAndAcronymsShapeTheModel() throws {
    let r = try bricks(
      ["scaffold", "Profile"] + profiles + [
        "--public", "--var", "--protocols", "Equatable, Hashable", "--acronyms", "upper", "--no-tests", "--cell",
        "none",
      ])
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: dir + "/Profile.swift", encoding: .utf8)
    #expect(text.contains("public struct Profile: JSONMappable, Sendable {"))
    #expect(text.contains("  public var nick: String?\n"))
    #expect(text.contains("  public nonisolated init(id: Int, score: Double, nick: String? = nil,"))
    #expect(text.contains("nonisolated extension Profile: Equatable, Hashable {}"))
    #expect(text.contains("nonisolated extension Profile.IntOrString: Equatable, Hashable {}"))
  }

  @Test func noEnumsKeepsStrings() throws {
    let events = TestPaths.goldens.appendingPathComponent("Inputs/github_events.json").path
    let r = try bricks(["scaffold", "Event", events, "--no-enums", "--no-tests", "--cell", "none"])
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: dir + "/Event.swift", encoding: .utf8)
    #expect(text.contains("  let type: String\n"))
    #expect(!text.contains("case unknown(String)"))
  }
}

@Suite struct AcronymTests {
  @Test(arguments: [
    ("user_id", "userId", "userID"), ("avatar_url", "avatarUrl", "avatarURL"), ("image_urls", "imageUrls", "imageURLs"),
    ("id", "id", "id"), ("url_string", "urlString", "urlString"), ("html_url", "htmlUrl", "htmlURL"),
    ("profileImageUrlHttps", "profileImageUrlHttps", "profileImageURLHTTPS"),
  ])
  func propertyNames(key: String, camel: String, upper: String) {
    #expect(SwiftName.property(fromKey: key) == camel)
    #expect(SwiftName.property(fromKey: key, acronyms: .upper) == upper)
  }
}
