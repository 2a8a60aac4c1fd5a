import Foundation
import Testing

/// Runs the built `bricks` executable, as a user would.
struct BricksProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `bricks` binary beside the test bundle (SwiftPM builds it with the tests).
  static let binary: URL? = {
    let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [dir, dir.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("bricks")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// Runs `bricks` with `arguments` in `directory`, `input` on its standard input (an empty
  /// one if nil: a test never waits on the terminal).
  static func run(_ arguments: [String], in directory: String, input: Data? = nil) throws -> Result {
    guard let binary else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    // Written before the output is read: inputs here are far below a pipe's buffer.
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
      stderr: String(decoding: e, as: UTF8.self))
  }
}

@Suite(.enabled(if: BricksProcess.binary != nil, "the bricks executable was not built"))
struct CommandLineTests {
  let dir: String
  let tweet = TestPaths.goldens.appendingPathComponent("Inputs/tweet.json").path

  init() throws {
    dir = NSTemporaryDirectory() + "bricks-cli-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func bricks(_ args: String...) throws -> BricksProcess.Result { try BricksProcess.run(args, in: dir) }
  func files() -> [String] {
    (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted()
  }

  @Test func scaffoldsFromAnyDirectoryWithTheEmbeddedTemplates() throws {
    let r = try bricks("scaffold", "Tweet", tweet)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      r.stdout
        == "      create  Tweet.swift\n      create  TweetCell.swift\n      create  TweetTests.swift\n      create  Fixtures/tweet.json\n"
    )
    let golden = try String(contentsOf: TestPaths.goldens.appendingPathComponent("tweet/Tweet.swift"), encoding: .utf8)
    #expect(try String(contentsOfFile: dir + "/Tweet.swift", encoding: .utf8) == golden)
  }

  @Test func rerunReportsIdenticalAndAConflictWritesNothing() throws {
    _ = try bricks("scaffold", "Tweet", tweet)
    let again = try bricks("scaffold", "Tweet", tweet)
    #expect(again.status == 0)
    #expect(again.stdout.split(separator: "\n").allSatisfy { $0.contains("identical") })

    try Data("// mine\n".utf8).write(to: URL(fileURLWithPath: dir + "/Tweet.swift"))
    try FileManager.default.removeItem(atPath: dir + "/TweetCell.swift")
    let conflict = try bricks("scaffold", "Tweet", tweet)
    #expect(conflict.status == 1)
    #expect(conflict.stdout == "    conflict  Tweet.swift\n")
    #expect(conflict.stderr.contains("use --force to overwrite or --skip to keep them"))
    #expect(try String(contentsOfFile: dir + "/Tweet.swift", encoding: .utf8) == "// mine\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/TweetCell.swift"))

    let skip = try bricks("scaffold", "Tweet", tweet, "--skip")
    #expect(skip.status == 0)
    #expect(skip.stdout.hasPrefix("        skip  Tweet.swift\n      create  TweetCell.swift\n"))

    let pretend = try bricks("scaffold", "Tweet", tweet, "-fp")
    #expect(pretend.stdout.hasPrefix("       force  Tweet.swift\n"))
    #expect(try String(contentsOfFile: dir + "/Tweet.swift", encoding: .utf8) == "// mine\n")

    let force = try bricks("scaffold", "Tweet", tweet, "--force", "--quiet")
    #expect(force.status == 0)
    #expect(force.stdout == "")
    #expect(try String(contentsOfFile: dir + "/Tweet.swift", encoding: .utf8) != "// mine\n")
  }

  @Test func pretendWritesNothing() throws {
    let r = try bricks("scaffold", "Tweet", tweet, "--pretend", "--output", "Sources/App")
    #expect(r.status == 0)
    #expect(r.stdout.contains("      create  Sources/App/Tweet.swift\n"))
    #expect(files().isEmpty)
  }

  @Test func optionsPlaceAndShapeTheOutput() throws {
    let r = try bricks(
      "scaffold", "Tweet", tweet, "-o", "Sources/App", "--tests-output=Tests/AppTests",
      "--module", "App", "--cell", "none", "--access", "public", "--no-dates", "--no-urls")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      files() == [
        "Sources", "Sources/App", "Sources/App/Tweet.swift", "Tests", "Tests/AppTests",
        "Tests/AppTests/Fixtures", "Tests/AppTests/Fixtures/tweet.json", "Tests/AppTests/TweetTests.swift",
      ])
    let model = try String(contentsOfFile: dir + "/Sources/App/Tweet.swift", encoding: .utf8)
    #expect(model.contains("public struct Tweet"))
    #expect(model.contains("public let createdAt: String"))
    #expect(!model.contains("URL"))
    let tests = try String(contentsOfFile: dir + "/Tests/AppTests/TweetTests.swift", encoding: .utf8)
    #expect(tests.contains("@testable import App\n"))
  }

  @Test func noTestsWritesOnlyModelAndCell() throws {
    #expect(try bricks("scaffold", "Tweet", tweet, "--no-tests", "--cell", "collection").status == 0)
    #expect(files() == ["Tweet.swift", "TweetCell.swift"])
    #expect(try String(contentsOfFile: dir + "/TweetCell.swift", encoding: .utf8).contains("UICollectionViewListCell"))
  }

  @Test func invalidJSONIsReportedCompilerStyleAndNothingIsWritten() throws {
    try Data("{\n  \"a\": 1,\n}\n".utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
    let r = try bricks("scaffold", "Thing", tweet, "bad.json")
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("bad.json:3:1: error: "), "\(r.stderr)")
    #expect(files() == ["bad.json"])
  }

  @Test(arguments: [
    ("missing.json", "error: no such file 'missing.json'"),
    ("scalar.json", "scalar.json:1:1: error: the top level is a number"),
    ("empty.json", "empty.json:1:1: error: the top level is an empty array"),
  ])
  func badSamplesFailWithExitOne(file: String, message: String) throws {
    try Data("42".utf8).write(to: URL(fileURLWithPath: dir + "/scalar.json"))
    try Data("[]".utf8).write(to: URL(fileURLWithPath: dir + "/empty.json"))
    let r = try bricks("scaffold", "Thing", file)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
    #expect(!files().contains("Thing.swift"))
  }

  @Test(arguments: ["class", "String", "my-model", "tweet", "1Tweet"])
  func invalidModelNamesFail(name: String) throws {
    let r = try bricks("scaffold", name, tweet)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("error: invalid model name '\(name)'"), "\(r.stderr)")
  }

  @Test func newFixturesComeWithTheManifestNoteAndOnlyThen() throws {
    let first = try bricks("scaffold", "Tweet", tweet, "--tests-output", "Tests/AppTests")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr
        == "note: fixtures were written to Tests/AppTests/Fixtures; in Package.swift, give the test target that holds them exclude: [\"Fixtures\"] (the generated tests read them next to the test file) or resources: [.copy(\"Fixtures\")] (to load them with bundle: .module), or SwiftPM warns about unhandled files\n"
    )
    let again = try bricks("scaffold", "Tweet", tweet, "--tests-output", "Tests/AppTests")
    #expect(again.stdout.contains("   identical  Tests/AppTests/Fixtures/tweet.json\n"), "\(again.stdout)")
    #expect(again.stderr == "")
    let noTests = try bricks("scaffold", "Post", tweet, "--no-tests")
    #expect(noTests.status == 0 && noTests.stderr == "", "\(noTests.stderr)")
  }

  @Test func pluralNamesAreSingularizedWithAWarning() throws {
    let r = try bricks("scaffold", "Tweets", tweet, "--no-tests", "--cell", "none")
    #expect(r.status == 0)
    #expect(r.stderr == "warning: 'Tweets' looks plural; generating 'Tweet' (pass --force-plural to keep 'Tweets')\n")
    #expect(files() == ["Tweet.swift"])
    let kept = try bricks("scaffold", "Tweets", tweet, "--no-tests", "--cell", "none", "--force-plural")
    #expect(kept.stderr == "")
    #expect(files() == ["Tweet.swift", "Tweets.swift"])
  }

  @Test(arguments: [
    ["scaffold"], ["scaffold", "Tweet"], ["scaffold", "Tweet", "x.json", "--bogus"],
    ["scaffold", "Tweet", "x.json", "--cell", "grid"],
    ["scaffold", "Tweet", "x.json", "--access", "open"], ["scaffold", "Tweet", "x.json", "--output"],
    ["scaffold", "Tweet", "x.json", "-o"], ["scaffold", "Tweet", "x.json", "-of", "x"],
    ["scaffold", "Tweet", "x.json", "--module", "My-App"],
    ["scaffold", "Tweet", "x.json", "--quiet=yes"], ["inspect", "a.json", "b.json"],
    ["scaffold", "T", "x.json", "-f", "-s"],
    ["frobnicate"], ["inspect"], ["templates"], ["templates", "cat"], ["help", "nothing"], [],
  ])
  func usageErrorsExitWith64(arguments: [String]) throws {
    let r = try BricksProcess.run(arguments, in: dir)
    #expect(r.status == 64, "\(arguments): \(r.stderr)")
    #expect(!r.stderr.isEmpty)
  }

  @Test func helpListsEveryOptionWithItsDefault() throws {
    let r = try bricks("help", "scaffold")
    #expect(r.status == 0)
    for option in [
      "--output", "--tests-output", "--module", "--cell", "--no-tests", "--codable", "--access", "--templates",
      "--no-maps", "--no-dates", "--no-urls", "--force-plural", "--force", "--skip", "--pretend", "--quiet",
      "--diff",
    ] {
      let line = try #require(
        r.stdout.split(separator: "\n").first {
          $0.contains(option + " ") || $0.hasSuffix(option) || $0.contains(option + ",")
        })
      let index = r.stdout.range(of: String(line))!.upperBound
      let rest = r.stdout[index...].prefix(200)
      #expect(
        line.contains("(default:") || rest.split(separator: "\n").first?.contains("(default:") == true, "\(option)")
    }
    #expect(try bricks("--help").stdout.contains("scaffold <Name>"))
    #expect(try bricks("scaffold", "--help").stdout == r.stdout)
    #expect(try bricks("--version").stdout.hasPrefix("bricks "))
  }

  @Test func inspectPrintsTheShapeTree() throws {
    let r = try bricks("inspect", tweet)
    #expect(r.status == 0)
    try expectGolden(r.stdout, at: TestPaths.fixtures.appendingPathComponent("Inspect/tweet.txt"))
  }

  @Test func inspectReportsInvalidJSONWithFileLineAndColumn() throws {
    try Data("[1,\n 2,,3]".utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
    let r = try bricks("inspect", "bad.json")
    #expect(r.status == 1)
    #expect(r.stdout == "")
    #expect(r.stderr.hasPrefix("bad.json:2:4: error: "), "\(r.stderr)")
  }

  @Test func templatesCanBeListedPrintedAndOverridden() throws {
    let list = try bricks("templates", "list")
    #expect(
      list.stdout
        == "Model.swift.template  (built-in)\nCell.swift.template  (built-in)\nTests.swift.template  (built-in)\n")
    let cat = try bricks("templates", "cat", "Cell")
    let source = try String(
      contentsOf: TestPaths.package.appendingPathComponent("Templates/Cell.swift.template"), encoding: .utf8)
    #expect(cat.stdout == source)
    #expect(try bricks("templates", "which", "Model").stdout == "built-in\n")

    try FileManager.default.createDirectory(atPath: dir + "/Templates", withIntermediateDirectories: true)
    try Data("// custom cell for {{ name }}\n".utf8).write(
      to: URL(fileURLWithPath: dir + "/Templates/Cell.swift.template"))
    #expect(try bricks("templates", "which", "Cell.swift.template").stdout == "Templates/Cell.swift.template\n")
    #expect(try bricks("scaffold", "Tweet", tweet, "--no-tests").status == 0)
    #expect(try String(contentsOfFile: dir + "/TweetCell.swift", encoding: .utf8) == "// custom cell for Tweet\n")
  }

  @Test func aBrokenTemplateFailsCompilerStyleAndWritesNothing() throws {
    try FileManager.default.createDirectory(atPath: dir + "/mine", withIntermediateDirectories: true)
    try Data("struct {{ name|camel }} {}\n".utf8).write(to: URL(fileURLWithPath: dir + "/mine/Tests.swift.template"))
    let r = try bricks("scaffold", "Tweet", tweet, "--templates", "mine")
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("mine/Tests.swift.template:1:16: error: unknown filter 'camel'"), "\(r.stderr)")
    #expect(r.stderr.contains("\nstruct {{ name|camel }} {}\n               ^"))
    #expect(files() == ["mine", "mine/Tests.swift.template"])
  }

  @Test func aDirectoryOfSamplesTeachesOptionality() throws {
    let samples = TestPaths.goldens.appendingPathComponent("Inputs").path
    try FileManager.default.createDirectory(atPath: dir + "/samples", withIntermediateDirectories: true)
    for name in ["profile-1.json", "profile-2.json"] {
      try FileManager.default.copyItem(atPath: samples + "/" + name, toPath: dir + "/samples/" + name)
    }
    let r = try bricks("scaffold", "Profile", "samples", "--cell", "none", "--codable")
    #expect(r.status == 0, "\(r.stderr)")
    let golden = try String(
      contentsOf: TestPaths.goldens.appendingPathComponent("profile/Profile.swift"), encoding: .utf8)
    #expect(try String(contentsOfFile: dir + "/Profile.swift", encoding: .utf8) == golden)
  }
}

extension CommandLineTests {
  @Test(arguments: [
    ("", "empty.json:1:1: error: "), ("{\"a\": 1}x", "empty.json:1:9: error: "), ("[1, 2", "empty.json:1:6: error: "),
  ])
  func inspectReportsEmptyTruncatedAndTrailingInput(text: String, prefix: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/empty.json"))
    let r = try bricks("inspect", "empty.json")
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix(prefix), "\(r.stderr)")
  }

  @Test func inspectRejectsMissingFilesAndDirectories() throws {
    #expect(try bricks("inspect", "nope.json").stderr == "error: no such file 'nope.json'\n")
    #expect(try bricks("inspect", ".").stderr == "error: '.' is a directory; pass a JSON file\n")
    #expect(try bricks("inspect", ".").status == 1)
  }
}

extension CommandLineTests {
  @Test func noMapsKeepsIdKeyedObjectsAsTypes() throws {
    let catalog = TestPaths.goldens.appendingPathComponent("Inputs/catalog.json").path
    #expect(try bricks("scaffold", "Catalog", catalog, "--cell", "none", "--no-tests").status == 0)
    let withMaps = try String(contentsOfFile: dir + "/Catalog.swift", encoding: .utf8)
    #expect(withMaps.contains("let events: [String: Event]"))
    #expect(
      try bricks("scaffold", "Catalog", catalog, "--cell", "none", "--no-tests", "--no-maps", "--force").status == 0)
    let withoutMaps = try String(contentsOfFile: dir + "/Catalog.swift", encoding: .utf8)
    #expect(!withoutMaps.contains("[String: Event]"))
    #expect(withoutMaps.contains("let events: Events"))
  }
}
