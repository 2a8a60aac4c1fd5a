import Foundation
import Testing

@testable import BricksScaffold

/// The writer's promise under disk faults: either every file is written, or the disk is left
/// exactly as it was, and the error names the path and says in plain words what is wrong.
@Suite struct FileWriterFaultTests {
  let dir: String

  init() throws {
    dir = NSTemporaryDirectory() + "bricks-faults-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { dir + "/" + name }
  func put(_ name: String, _ text: String) throws {
    try FileManager.default.createDirectory(atPath: FileWriter.parent(path(name)), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
  }

  /// A scaffold-like plan in `root`: new files in new folders, a forced overwrite, an
  /// identical file, a file in an existing folder.
  func plan(in root: String) -> [PlannedFile] {
    [
      PlannedFile(path: root + "/Sources/App/Tweet.swift", text: "model"),
      PlannedFile(path: root + "/Sources/App/TweetCell.swift", text: "cell"),
      PlannedFile(path: root + "/Tests/TweetTests.swift", text: "tests"),
      PlannedFile(path: root + "/Tests/Fixtures/tweet.json", text: "{}"),
      PlannedFile(path: root + "/same.swift", text: "same"),
      PlannedFile(path: root + "/mine.swift", text: "generated"),
    ]
  }

  func prepare(_ root: String) throws {
    try FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
    try Data("same".utf8).write(to: URL(fileURLWithPath: root + "/same.swift"))
    try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/mine.swift"))
  }

  @Test func aFailureAtAnyStepLeavesTheDiskExactlyAsItWas() throws {
    // Count the operations of a successful run.
    let counting = FaultyFileSystem()
    try prepare(path("count"))
    _ = try FileWriter(policy: .force, pretend: false, fileSystem: counting).write(plan(in: path("count")))
    let total = counting.operations.count
    #expect(total == 3 + 5 + 6)  // 3 folders, 5 temporaries, 1 file moved aside + 5 renames
    var failedKinds: [String: Int] = [:]
    for k in 1...total {
      let root = path("run\(k)")
      try prepare(root)
      let before = diskSnapshot(root)
      let fs = FaultyFileSystem(failAt: k)
      do {
        _ = try FileWriter(policy: .force, pretend: false, fileSystem: fs).write(plan(in: root))
        Issue.record("failing operation \(k) did not fail the write")
      } catch {
        guard case .writeFailed(let failed, let reason) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(reason.hasSuffix(": the disk is full; nothing was written"), "\(reason)")
        #expect(failed.hasPrefix(root), "\(failed)")
      }
      #expect(diskSnapshot(root) == before, "failing operation \(k) (\(fs.failedKind ?? "none")) left changes")
      failedKinds[fs.failedKind ?? "none", default: 0] += 1
    }
    // Every kind of step was made to fail at least once.
    #expect(failedKinds["mkdir", default: 0] == 3)
    #expect(failedKinds["write", default: 0] == 5)
    #expect(failedKinds["rename", default: 0] == 6)
  }

  @Test func aSuccessfulRunWritesEverythingAndLeavesNoTemporaries() throws {
    try prepare(dir)
    let result = try FileWriter(policy: .force, pretend: false, fileSystem: FaultyFileSystem()).write(plan(in: dir))
    #expect(result.map(\.status) == [.create, .create, .create, .create, .identical, .force])
    #expect(
      diskSnapshot(dir) == [
        "Sources": "dir", "Sources/App": "dir", "Sources/App/Tweet.swift": "file:model",
        "Sources/App/TweetCell.swift": "file:cell",
        "Tests": "dir", "Tests/TweetTests.swift": "file:tests", "Tests/Fixtures": "dir",
        "Tests/Fixtures/tweet.json": "file:{}",
        "same.swift": "file:same", "mine.swift": "file:generated",
      ])
  }

  @Test func aReadOnlyTestsFolderIsReportedBeforeAnythingIsWritten() throws {
    try prepare(dir)
    let before = diskSnapshot(dir)
    let fs = FaultyFileSystem(readOnly: [path("Tests")])
    #expect(
      throws: ScaffoldError.unwritable([
        PathProblem(
          path: path("Tests/TweetTests.swift"),
          reason: "cannot create files in folder '\(path("Tests"))': permission denied"),
        PathProblem(
          path: path("Tests/Fixtures/tweet.json"),
          reason: "cannot create folder '\(path("Tests/Fixtures"))' in '\(path("Tests"))': permission denied"),
      ])
    ) { try FileWriter(policy: .force, pretend: false, fileSystem: fs).write(plan(in: dir)) }
    #expect(fs.operations.isEmpty)
    #expect(diskSnapshot(dir) == before)
  }

  @Test(.enabled(if: geteuid() != 0, "root ignores permission bits; the injected read-only folder above covers this"))
  func aReallyReadOnlyFolderIsReportedBeforeAnythingIsWritten() throws {
    try prepare(dir)
    chmod(path("Tests"), 0o555)
    defer { chmod(path("Tests"), 0o755) }
    let before = diskSnapshot(dir)
    #expect(throws: ScaffoldError.self) { try FileWriter(policy: .force).write(plan(in: dir)) }
    #expect(diskSnapshot(dir) == before)
  }

  @Test func aFileWhereAFolderShouldBeIsReportedInPlainWords() throws {
    try put("Tests", "I am a file")
    let before = diskSnapshot(dir)
    let files = [
      PlannedFile(path: path("Tweet.swift"), text: "m"), PlannedFile(path: path("Tests/TweetTests.swift"), text: "t"),
    ]
    #expect(
      throws: ScaffoldError.unwritable([
        PathProblem(
          path: path("Tests/TweetTests.swift"),
          reason: "'\(path("Tests"))' is a file, not a folder; move it away or choose another output folder")
      ])
    ) { try FileWriter().write(files) }
    #expect(diskSnapshot(dir) == before)
  }

  @Test(arguments: ["TweetTests.swift", "Fixtures/tweet.json"])
  func aFolderWhereAFileShouldGoIsReportedInPlainWords(name: String) throws {
    try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
    let before = diskSnapshot(dir)
    let files = [
      PlannedFile(path: path("Tweet.swift"), text: "m"), PlannedFile(path: path("TweetTests.swift"), text: "t"),
      PlannedFile(path: path("Fixtures/tweet.json"), text: "{}"),
    ]
    for policy in [ConflictPolicy.refuse, .skip, .force] {
      #expect(
        throws: ScaffoldError.unwritable([
          PathProblem(
            path: path(name),
            reason: "is a folder, where the generated file should go; move it away or choose another output folder")
        ])
      ) { try FileWriter(policy: policy).write(files) }
    }
    #expect(diskSnapshot(dir) == before)
  }

  @Test func aDanglingLinkIsAConflictNeverACreate() throws {
    try FileManager.default.createSymbolicLink(
      atPath: path("Tweet.swift"), withDestinationPath: "elsewhere/Tweet.swift")
    let files = [PlannedFile(path: path("New.swift"), text: "n"), PlannedFile(path: path("Tweet.swift"), text: "m")]
    #expect(FileWriter().statuses(for: files).map(\.status) == [.create, .conflict])
    #expect(
      throws: ScaffoldError.unwritable([
        PathProblem(
          path: path("Tweet.swift"),
          reason:
            "is a symbolic link (to 'elsewhere/Tweet.swift'); bricks does not write through links: pass --force to replace the link itself (what it points to is left alone) or --skip to keep it"
        )
      ])
    ) { try FileWriter().write(files) }
    #expect(diskSnapshot(dir) == ["Tweet.swift": "link:elsewhere/Tweet.swift"])

    #expect(try FileWriter(policy: .skip).write(files).map(\.status) == [.create, .skip])
    #expect(diskSnapshot(dir) == ["Tweet.swift": "link:elsewhere/Tweet.swift", "New.swift": "file:n"])

    #expect(try FileWriter(policy: .force).write(files).map(\.status) == [.identical, .force])
    #expect(diskSnapshot(dir) == ["Tweet.swift": "file:m", "New.swift": "file:n"])
  }

  @Test func forceReplacesALinkButNotWhatItPointsTo() throws {
    try put("shared/Tweet.swift", "shared")
    try FileManager.default.createSymbolicLink(atPath: path("Tweet.swift"), withDestinationPath: "shared/Tweet.swift")
    #expect(
      try FileWriter(policy: .force).write([PlannedFile(path: path("Tweet.swift"), text: "m")]).map(\.status) == [
        .force
      ])
    #expect(diskSnapshot(dir) == ["shared": "dir", "shared/Tweet.swift": "file:shared", "Tweet.swift": "file:m"])
  }

  @Test func aGeneratedFileCannotBeTheFolderOfAnother() throws {
    let files = [
      PlannedFile(path: path("Tests"), text: "m"), PlannedFile(path: path("Tests/TweetTests.swift"), text: "t"),
    ]
    #expect(
      throws: ScaffoldError.unwritable([
        PathProblem(
          path: path("Tests/TweetTests.swift"),
          reason:
            "its folder '\(path("Tests"))' is also a generated file ('\(path("Tests"))'); pick different output folders"
        )
      ])
    ) { try FileWriter().write(files) }
    #expect(diskSnapshot(dir).isEmpty)
  }

  @Test func problemsAndConflictsAreReportedTogether() throws {
    try put("Tweet.swift", "mine")
    try FileManager.default.createDirectory(atPath: path("TweetCell.swift"), withIntermediateDirectories: true)
    let files = [
      PlannedFile(path: path("Tweet.swift"), text: "m"), PlannedFile(path: path("TweetCell.swift"), text: "c"),
    ]
    #expect(
      throws: ScaffoldError.unwritable([
        PathProblem(
          path: path("Tweet.swift"),
          reason: "differs from what would be generated; use --force to overwrite it or --skip to keep it"),
        PathProblem(
          path: path("TweetCell.swift"),
          reason: "is a folder, where the generated file should go; move it away or choose another output folder"),
      ])
    ) { try FileWriter().write(files) }
  }

  @Test func pretendReportsProblemsToo() throws {
    try put("Tests", "file")
    #expect(throws: ScaffoldError.self) {
      try FileWriter(policy: .force, pretend: true).write([PlannedFile(path: path("Tests/T.swift"), text: "t")])
    }
  }

  @Test func aFileCreatedByAnotherProcessMeanwhileIsNeverReplaced() throws {
    let fs = FaultyFileSystem()
    let theirs = path("New.swift")
    fs.meanwhile = { n in if n == 1 { try? Data("theirs".utf8).write(to: URL(fileURLWithPath: theirs)) } }
    let files = [PlannedFile(path: path("A.swift"), text: "a"), PlannedFile(path: theirs, text: "mine")]
    #expect(
      throws: ScaffoldError.writeFailed(
        path: theirs,
        reason: "could not move it into place: something else appeared at that path meanwhile; nothing was written")
    ) {
      try FileWriter(policy: .refuse, pretend: false, fileSystem: fs).write(files)
    }
    #expect(diskSnapshot(dir) == ["New.swift": "file:theirs"])
  }
}
