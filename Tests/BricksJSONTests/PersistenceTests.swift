import BricksJSON
import Foundation
import Testing

/// `write(to:)` / `read(from:)`: atomic, and a torn, corrupt or foreign file is a clear
/// error — never a half-filled model.
@Suite struct PersistenceTests {
  struct Account: JSONMappable, Equatable {
    var id: Int64
    var token: String
    var expires: Date
    init(id: Int64, token: String, expires: Date) {
      self.id = id
      self.token = token
      self.expires = expires
    }
    init(json: JSON) throws {
      id = try json.decode("id")
      token = try json.decode("token")
      expires = try json.decode("expires", using: .iso8601)
    }
    func toJSON() -> JSON {
      JSON.object { o in
        o["id"] = id
        o["token"] = token
        o["expires", using: .iso8601] = expires
      }
    }
  }

  struct Other: JSONMappable {
    init(json: JSON) throws {}
    func toJSON() -> JSON { [:] }
  }

  let account = Account(id: 42, token: "2.00abc\"é", expires: Date(timeIntervalSince1970: 1_700_000_000))

  func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("bricks-\(UUID().uuidString).bricks")
  }

  func persistenceError(_ url: URL) -> JSONPersistenceError? {
    do {
      _ = try Account.read(from: url)
      Issue.record("read a damaged file")
      return nil
    } catch let e as JSONPersistenceError {
      return e
    } catch {
      Issue.record("not a JSONPersistenceError: \(error)")
      return nil
    }
  }

  @Test func writesAndReadsBack() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try account.write(to: url)
    #expect(try Account.read(from: url) == account)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.hasPrefix("bricks-archive 1 Account "))
  }

  @Test func overwritingLeavesNoTemporaryFilesBehind() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bricks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("account.bricks")
    try account.write(to: url)
    var changed = account
    changed.token = "new"
    try changed.write(to: url)
    #expect(try Account.read(from: url) == changed)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["account.bricks"])
  }

  @Test func aTornFileSaysItIsTruncated() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try account.write(to: url)
    let data = try Data(contentsOf: url)
    try data.prefix(data.count - 5).write(to: url)
    #expect(persistenceError(url)?.reason.contains("truncated or torn") == true)
  }

  @Test func aFileCutInsideItsHeaderIsReported() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("bricks-archive 1 Acc".utf8).write(to: url)
    #expect(persistenceError(url)?.reason.contains("no Bricks header line") == true)
  }

  @Test func aCorruptByteFailsTheChecksum() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try account.write(to: url)
    var data = try Data(contentsOf: url)
    let i = data.count - 3
    data[i] = data[i] == UInt8(ascii: "1") ? UInt8(ascii: "2") : UInt8(ascii: "1")
    try data.write(to: url)
    let e = persistenceError(url)
    #expect(e?.reason.contains("checksum does not match") == true)
    #expect(e?.description.contains(url.path) == true)
  }

  @Test func aForeignFileIsNotMistakenForAnArchive() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(#"{"id": 42, "token": "t", "expires": "2023-11-14T22:13:20Z"}"#.utf8).write(to: url)
    #expect(persistenceError(url)?.reason.contains("not written by write(to:)") == true)
  }

  @Test func aFileOfAnotherTypeSaysWhichTypeItHolds() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Other(json: [:]).write(to: url)
    #expect(persistenceError(url)?.reason == "the file holds Other, not Account")
  }

  @Test func aMissingFileSaysItCannotBeRead() throws {
    let e = persistenceError(temporaryFile())
    #expect(e?.reason.hasPrefix("the file cannot be read") == true)
  }

  @Test func anArchiveThatNoLongerFitsTheModelIsAMappingError() throws {
    struct OldAccount: JSONMappable {
      init(json: JSON) throws {}
      func toJSON() -> JSON { ["id": 1] }
    }
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    // Same type name, older shape: written under the name Account by renaming the header.
    try OldAccount(json: [:]).write(to: url)
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(of: "OldAccount", with: "Account")
    try Data(text.utf8).write(to: url)
    #expect(throws: JSONMappingError.self) { try Account.read(from: url) }
  }
}
