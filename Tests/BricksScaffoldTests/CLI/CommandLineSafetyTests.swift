import Foundation
import Testing

/// "Nothing is written when any input is bad", from the outside: paths in the way, links,
/// sample folders holding folders.
extension CommandLineTests {
  @Test func aFileGivenAsTestsOutputFailsBeforeWritingAnything() throws {
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: dir + "/Tests"))
    let r = try bricks("scaffold", "Tweet", tweet, "--tests-output", "Tests")
    #expect(r.status == 1)
    #expect(
      r.stderr == """
        error: 2 files cannot be written; nothing was written:
          Tests/TweetTests.swift: 'Tests' is a file, not a folder; move it away or choose another output folder
          Tests/Fixtures/tweet.json: 'Tests' is a file, not a folder; move it away or choose another output folder

        """)
    #expect(files() == ["Tests"])
  }

  @Test func aFolderWhereAFixtureGoesFailsBeforeWritingAnything() throws {
    try FileManager.default.createDirectory(atPath: dir + "/Fixtures/tweet.json", withIntermediateDirectories: true)
    let r = try bricks("scaffold", "Tweet", tweet)
    #expect(r.status == 1)
    #expect(r.stderr.contains("  Fixtures/tweet.json: is a folder, where the generated file should go"), "\(r.stderr)")
    #expect(files() == ["Fixtures", "Fixtures/tweet.json"])
  }

  @Test func aDanglingLinkIsReportedNotReplaced() throws {
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/TweetCell.swift", withDestinationPath: "gone/TweetCell.swift")
    let r = try bricks("scaffold", "Tweet", tweet)
    #expect(r.status == 1)
    #expect(r.stderr.contains("  TweetCell.swift: is a symbolic link (to 'gone/TweetCell.swift')"), "\(r.stderr)")
    #expect(files() == ["TweetCell.swift"])
    let skip = try bricks("scaffold", "Tweet", tweet, "--skip")
    #expect(skip.status == 0)
    #expect(skip.stdout.contains("        skip  TweetCell.swift\n"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/TweetCell.swift") == "gone/TweetCell.swift")
  }

  @Test func aFolderNamedLikeASampleInASampleFolderIsSkipped() throws {
    let samples = TestPaths.goldens.appendingPathComponent("Inputs").path
    try FileManager.default.createDirectory(atPath: dir + "/samples/old.json", withIntermediateDirectories: true)
    for name in ["profile-1.json", "profile-2.json"] {
      try FileManager.default.copyItem(atPath: samples + "/" + name, toPath: dir + "/samples/" + name)
    }
    let r = try bricks("scaffold", "Profile", "samples", "--cell", "none", "--codable")
    #expect(r.status == 0, "\(r.stderr)")
    let golden = try String(
      contentsOf: TestPaths.goldens.appendingPathComponent("profile/Profile.swift"), encoding: .utf8)
    #expect(try String(contentsOfFile: dir + "/Profile.swift", encoding: .utf8) == golden)
  }

  @Test(arguments: [
    ("date", "did you mean 'DateObject'?"), ("9Lives", "such as 'T9Lives'"),
    ("UITableViewCell", "such as 'UITableViewCellModel'"),
  ])
  func refusedNamesSuggestOnlyNamesThatWork(name: String, suggestion: String) throws {
    let r = try bricks("scaffold", name, tweet)
    #expect(r.status == 1)
    #expect(r.stderr.contains(suggestion), "\(r.stderr)")
    #expect(files().isEmpty)
  }
}
