import Bricks
import Foundation
import Testing

@testable import AppModule

/// The feed saved after each load and shown again at the next launch, with the archive's
/// failures reported rather than half-shown.
@MainActor
@Suite struct FeedPersistenceTests {
  let loadedAt = Date(timeIntervalSince1970: 1_707_552_000)

  func launch(_ folder: URL, loader: ScriptedFeed = ScriptedFeed()) -> FeedViewModel {
    FeedViewModel(
      loader: loader, archiveURL: folder.appendingPathComponent("feed.bricks"), now: { [loadedAt] in loadedAt })
  }

  @Test func theNextLaunchShowsWhatWasLoadedBeforeLoading() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = launch(folder)
    first.restore()  // the first launch: nothing saved
    #expect(first.entries.isEmpty)
    #expect(first.notice == nil)
    await first.reload()
    #expect(first.entries.count == 25)
    let loader = ScriptedFeed()
    let second = launch(folder, loader: loader)
    var shown: [FeedContent] = []
    second.onChange = { shown.append($0) }
    second.restore()
    #expect(second.entries == first.entries)
    #expect(second.loadedAt == loadedAt)
    #expect(await loader.calls == 0)
    #expect(shown.count == 1)
    #expect(shown.first?.sections == first.content.sections)
  }

  @Test func aFailedLoadKeepsTheRestoredFeedAndShowsTheErrorRow() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    await launch(folder).reload()
    let loader = ScriptedFeed()
    await loader.setFailing(true)
    let model = launch(folder, loader: loader)
    model.restore()
    await model.reload()
    #expect(model.entries.count == 25)
    #expect(model.content.status == .failed("The Internet connection appears to be offline."))
    await loader.setFailing(false)
    await model.reload()
    #expect(model.content.status == .idle)
  }

  @Test(arguments: ["truncated", "corrupted", "another type", "not an archive"])
  func anUnreadableArchiveIsReportedAndReplaced(damage: String) async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = folder.appendingPathComponent("feed.bricks")
    await launch(folder).reload()
    var bytes = try Data(contentsOf: archive)
    switch damage {
    case "truncated": bytes = bytes.prefix(bytes.count / 2)
    case "corrupted": bytes[bytes.count - 10] ^= 0x20
    case "another type": bytes = try archiveOfAnotherType()
    default: bytes = Data("{}".utf8)
    }
    try bytes.write(to: archive)
    let model = launch(folder)
    model.restore()
    #expect(model.entries.isEmpty, "never a half-read feed")
    let notice = try #require(model.notice)
    #expect(notice.hasPrefix("The saved feed could not be read (cannot read from \(archive.path): "), "\(notice)")
    #expect(notice.hasSuffix("; showing the latest instead."))
    await model.reload()
    #expect(model.notice == nil)
    let again = launch(folder)
    again.restore()
    #expect(again.entries.count == 25, "the next save replaced it")
  }

  @Test func aFailedSaveIsReported() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try Data().write(to: blocker)
    let model = FeedViewModel(
      loader: ScriptedFeed(), archiveURL: blocker.appendingPathComponent("feed.bricks"), now: { [loadedAt] in loadedAt }
    )
    await model.reload()
    #expect(model.entries.count == 25, "the feed still shows")
    #expect(
      model.notice?.hasPrefix("The feed could not be saved for next time (") == true,
      "\(String(describing: model.notice))")
  }

  /// A valid archive of another model type, as an older or other screen would have written.
  func archiveOfAnotherType() throws -> Data {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("status.bricks")
    guard
      case .status(let status) = try #require(
        try bundledEntries().first { if case .status = $0 { true } else { false } })
    else { return Data() }
    try status.write(to: url)
    return try Data(contentsOf: url)
  }
}
