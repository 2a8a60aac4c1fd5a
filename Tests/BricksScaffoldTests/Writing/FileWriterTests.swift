import Foundation
import Testing

@testable import BricksScaffold

@Suite struct FileWriterTests {
  let dir: String

  init() throws {
    dir = NSTemporaryDirectory() + "bricks-writer-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { dir + "/" + name }
  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func createsFilesAndMissingDirectories() throws {
    let result = try FileWriter().write([PlannedFile(path: path("a/b/c.swift"), text: "x")])
    #expect(result.map(\.status) == [.create])
    #expect(read("a/b/c.swift") == "x")
  }

  @Test func leavesIdenticalFilesAlone() throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: path("same.swift")))
    let before = try FileManager.default.attributesOfItem(atPath: path("same.swift"))[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.01)
    let result = try FileWriter().write([PlannedFile(path: path("same.swift"), text: "x")])
    #expect(result.map(\.status) == [.identical])
    let after = try FileManager.default.attributesOfItem(atPath: path("same.swift"))[.modificationDate] as? Date
    #expect(before == after)
  }

  @Test func conflictWritesNothingAtAll() throws {
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path("model.swift")))
    let files = [
      PlannedFile(path: path("new.swift"), text: "new"), PlannedFile(path: path("model.swift"), text: "generated"),
    ]
    #expect(throws: ScaffoldError.conflicts([path("model.swift")])) { try FileWriter().write(files) }
    #expect(read("model.swift") == "mine")
    #expect(read("new.swift") == nil)
  }

  @Test func skipKeepsDifferingFilesAndWritesTheRest() throws {
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path("model.swift")))
    let files = [
      PlannedFile(path: path("new.swift"), text: "new"), PlannedFile(path: path("model.swift"), text: "generated"),
    ]
    let result = try FileWriter(policy: .skip).write(files)
    #expect(result.map(\.status) == [.create, .skip])
    #expect(read("model.swift") == "mine")
    #expect(read("new.swift") == "new")
  }

  @Test func forceOverwrites() throws {
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path("model.swift")))
    let result = try FileWriter(policy: .force).write([PlannedFile(path: path("model.swift"), text: "generated")])
    #expect(result.map(\.status) == [.force])
    #expect(read("model.swift") == "generated")
  }

  @Test func pretendReportsTheSameStatusesAndWritesNothing() throws {
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path("model.swift")))
    let files = [
      PlannedFile(path: path("new/new.swift"), text: "new"), PlannedFile(path: path("model.swift"), text: "generated"),
    ]
    let result = try FileWriter(policy: .force, pretend: true).write(files)
    #expect(result.map(\.status) == [.create, .force])
    #expect(read("model.swift") == "mine")
    #expect(!FileManager.default.fileExists(atPath: path("new")))
  }

  @Test func refusesTwoFilesWithOnePath() throws {
    let files = [PlannedFile(path: path("a.swift"), text: "1"), PlannedFile(path: path("./a.swift"), text: "2")]
    #expect(throws: ScaffoldError.self) { try FileWriter().write(files) }
    #expect(read("a.swift") == nil)
  }

  @Test func leavesNoTemporaryFilesBehind() throws {
    _ = try FileWriter().write([PlannedFile(path: path("a.swift"), text: "1")])
    _ = try FileWriter(policy: .force).write([PlannedFile(path: path("a.swift"), text: "2")])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.swift"])
  }
}
