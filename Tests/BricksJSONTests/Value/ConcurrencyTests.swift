import BricksJSON
import ExampleModels
import Foundation
import Testing

/// Parsing and mapping on several threads at once is safe: documents are immutable and every
/// public value type is Sendable.
@Suite struct ConcurrencyTests {
  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
  func parsesTwitterJSONOnSeveralThreadsAtOnce() throws {
    let data = try SharedData.data("bench/twitter.json")
    let reference = try TwitterSearch.parse(data)
    let results = Results(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      results.set(i, Result { try TwitterSearch.parse(data) })
    }
    for (i, result) in results.all.enumerated() {
      #expect(try result?.get() == reference, "thread \(i)")
    }
  }

  @Test(.enabled(if: SharedData.isAvailable, "\(SharedData.missing)"))
  func mapsOneSharedDocumentOnSeveralThreads() throws {
    let json = try JSON(parsing: SharedData.data("bench/twitter.json"))
    let reference = try TwitterSearch(json: json)
    let results = Results(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      results.set(
        i,
        Result {
          // Each thread reads a different status first, then the whole document.
          _ = try Status(json: json["statuses"]![i * 10]!)
          return try TwitterSearch(json: json)
        })
    }
    #expect(try results.all.map { try $0?.get() } == Array(repeating: reference, count: 8))
  }

  @Test func mapsInConcurrentTasks() async throws {
    let json: JSON = ["id": 1, "name": "ada", "tags": ["a", "b"]]
    let names = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<16 {
        group.addTask { try json.decode("name") }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(names == Array(repeating: "ada", count: 16))
  }

  @Test func publicTypesAreSendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(JSON.self)
    requireSendable(JSON.Kind.self)
    requireSendable(JSON.Number.self)
    requireSendable(JSON.Elements.self)
    requireSendable(JSON.Members.self)
    requireSendable(JSONParseError.self)
    requireSendable(JSONParseOptions.self)
    requireSendable(JSONMappingError.self)
    requireSendable(JSONMappingError.PathComponent.self)
    requireSendable(JSONKeyPath.self)
    requireSendable(JSONPresence<Int>.self)
    requireSendable(JSONDateFormat.self)
    requireSendable(JSONEpochDate.self)
    requireSendable(JSONLenient<Int>.self)
    requireSendable(JSONPersistenceError.self)
    requireSendable(JSON.Builder.self)
    requireSendable(JSONObjectEncoder.self)
    requireSendable(TwitterSearch.self)
  }
}

/// One slot per thread, written under a lock.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<TwitterSearch, any Error>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ i: Int, _ r: Result<TwitterSearch, any Error>) {
    lock.lock()
    slots[i] = r
    lock.unlock()
  }

  var all: [Result<TwitterSearch, any Error>?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}
