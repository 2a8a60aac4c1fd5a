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
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["id"] = id
        o["token"] = token
        o["expires", using: .iso8601] = expires
      }
    }
  }

  struct Other: JSONMappable {
    init(json: JSON) throws {}
    func encode(into builder: inout JSON.Builder) { builder.append([:]) }
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
    #expect(text.hasPrefix("bricks-archive 2 "))
    #expect(text.prefix { $0 != "\n" }.hasSuffix(" BricksJSONTests.PersistenceTests.Account"))
  }

  struct Reading: JSONMappable, Equatable {
    var values: [Double]
    var label: String
    init(values: [Double], label: String) {
      self.values = values
      self.label = label
    }
    init(json: JSON) throws {
      values = try json.decode("values")
      label = try json.decode("label")
    }
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["label"] = label
        o["values"] = values
      }
    }
  }

  /// NaN and infinity have no JSON text: written as `null`, the file would not read back.
  /// Writing refuses them with the value's path, and leaves no file (nor an old one changed).
  @Test(arguments: [(Double.infinity, "infinity"), (-Double.infinity, "-infinity"), (Double.nan, "NaN")])
  func aNonFiniteNumberIsRefusedBeforeAnythingIsWritten(value: Double, name: String) throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    let reading = Reading(values: [1.5, value], label: "probe")
    #expect(throws: JSONPersistenceError.self) { try reading.write(to: url) }
    do {
      try reading.write(to: url)
    } catch let error as JSONPersistenceError {
      #expect(error.isWrite)
      #expect(
        error.description
          == "cannot write to \(url.path): $.values[1] is \(name), which JSON cannot hold and the file could not read back;"
          + " store it as a finite number, nil or a string, and nothing was written")
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    // An earlier good file stays as it was, and reads back.
    let good = Reading(values: [1.5, 2], label: "good")
    try good.write(to: url)
    #expect(throws: JSONPersistenceError.self) { try reading.write(to: url) }
    #expect(try Reading.read(from: url) == good)
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
    #expect(
      persistenceError(url)?.reason
        == "the file holds BricksJSONTests.PersistenceTests.Other, not BricksJSONTests.PersistenceTests.Account")
  }

  @Test func aMissingFileSaysItCannotBeRead() throws {
    let e = persistenceError(temporaryFile())
    #expect(e?.reason.hasPrefix("the file cannot be read") == true)
  }

  @Test func anArchiveThatNoLongerFitsTheModelIsAMappingError() throws {
    struct OldAccount: JSONMappable {
      init(json: JSON) throws {}
      func encode(into builder: inout JSON.Builder) { builder.append(["id": 1]) }
    }
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    // Same type name, older shape: written under the name Account by renaming the header.
    try OldAccount(json: [:]).write(to: url)
    var text = try String(contentsOf: url, encoding: .utf8)
    let oldName = text.prefix { $0 != "\n" }.split(separator: " ", maxSplits: 4)[4]
    text = text.replacingOccurrences(of: oldName, with: "BricksJSONTests.PersistenceTests.Account")
    try Data(text.utf8).write(to: url)
    #expect(throws: JSONMappingError.self) { try Account.read(from: url) }
  }

  // MARK: - Type names in the header

  struct Pair<A: JSONMappable & Equatable, B: JSONMappable & Equatable>: JSONMappable, Equatable {
    var first: A
    var second: B
    init(_ first: A, _ second: B) {
      self.first = first
      self.second = second
    }
    init(json: JSON) throws {
      first = try json.decode("first")
      second = try json.decode("second")
    }
    func encode(into builder: inout JSON.Builder) {
      builder.appendObject { o in
        o["first"] = first; o["second"] = second
      }
    }
  }

  struct Box<T: JSONMappable & Equatable>: JSONMappable, Equatable {
    var value: T
    init(_ value: T) { self.value = value }
    init(json: JSON) throws { value = try json.decode("value") }
    func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["value"] = value } }
  }

  enum Shop {
    struct Item: JSONMappable, Equatable {
      var name: String
      init(name: String) { self.name = name }
      init(json: JSON) throws { name = try json.decode("name") }
      func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["name"] = name } }
    }
  }

  enum Bank {
    struct Item: JSONMappable, Equatable {
      var name: String
      init(json: JSON) throws { name = try json.decode("name") }
      func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["name"] = name } }
    }
  }

  func roundTrip<T: JSONMappable & Equatable>(_ value: T) throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try value.write(to: url)
    #expect(try T.read(from: url) == value, "\(T.self)")
  }

  @Test func genericTypesWhoseNamesHoldSpacesReadBack() throws {
    try roundTrip(Pair(7, "seven"))
    try roundTrip(Box(["a": 1, "b": 2] as [String: Int]))
    try roundTrip(Box([Pair(1, "x")]))
    try roundTrip(Pair(Box("a b"), [Pair(1.5, ["k": true])]))
    try roundTrip(Box(Shop.Item(name: "nested")))
  }

  @Test func aGenericFileDoesNotReadAsAnotherSpecialization() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Pair(7, "seven").write(to: url)
    do {
      _ = try Pair<Int, Int>.read(from: url)
      Issue.record("Pair<Int, String> read as Pair<Int, Int>")
    } catch let e as JSONPersistenceError {
      #expect(
        e.reason
          == "the file holds BricksJSONTests.PersistenceTests.Pair<Swift.Int, Swift.String>, not BricksJSONTests.PersistenceTests.Pair<Swift.Int, Swift.Int>"
      )
    }
  }

  @Test func typesWithTheSameShortNameAreToldApart() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Shop.Item(name: "apple").write(to: url)
    #expect(try Shop.Item.read(from: url) == Shop.Item(name: "apple"))
    do {
      _ = try Bank.Item.read(from: url)
      Issue.record("a Shop.Item file read as a Bank.Item")
    } catch let e as JSONPersistenceError {
      #expect(
        e.reason
          == "the file holds BricksJSONTests.PersistenceTests.Shop.Item, not BricksJSONTests.PersistenceTests.Bank.Item"
      )
    }
  }

  @Test func typesLocalToAFunctionAreNamedWithoutTheirBuildAddress() throws {
    struct Local: JSONMappable, Equatable {
      var n: Int
      init(n: Int) { self.n = n }
      init(json: JSON) throws { n = try json.decode("n") }
      func encode(into builder: inout JSON.Builder) { builder.append(["n": JSON(n)]) }
    }
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Local(n: 3).write(to: url)
    #expect(try Local.read(from: url) == Local(n: 3))
    let header = try String(contentsOf: url, encoding: .utf8).prefix { $0 != "\n" }
    #expect(
      header.hasPrefix("bricks-archive 2 ") && header.hasSuffix(".(local).Local") && !header.contains("$"), "\(header)")
  }

  static let fixtures = SharedData.packageRoot.appendingPathComponent("Tests/BricksJSONTests/Fixtures/Persistence")

  @Test func readsAFileWrittenInVersion1() throws {
    let url = Self.fixtures.appendingPathComponent("account-v1.bricks")
    #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix("bricks-archive 1 Account 64 "))
    #expect(try Account.read(from: url) == account)
  }

  @Test func readsAVersion1FileOfAGenericTypeThatVersion1CouldNotRead() throws {
    let url = Self.fixtures.appendingPathComponent("pair-v1.bricks")
    #expect(try Pair<Int, String>.read(from: url) == Pair(7, "seven"))
    #expect(throws: JSONPersistenceError.self) { try Pair<Int, Int>.read(from: url) }
    #expect(throws: JSONPersistenceError.self) { try Account.read(from: url) }
  }

  @Test func anUnknownVersionIsNamed() throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("bricks-archive 9 2 00000000 X\n{}".utf8).write(to: url)
    #expect(persistenceError(url)?.reason == "archive version 9 is not supported (this Bricks reads versions 1 and 2)")
  }
}
