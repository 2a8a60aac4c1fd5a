import BricksTesting
import Foundation
import Testing

@testable import BricksCells

/// How the registry keeps track of the hosts it registered on: by weak identity, leaving
/// nothing on the host, trusting no host's word about anything but its own dequeues.
@Suite("CellRegistry hosts")
@MainActor
struct CellRegistryHostTests {
  @Test(
    "every dequeue on 2,000 short-lived hosts is registered first, whatever hosts before it at the same address did")
  func shortLivedHosts() throws {
    let registry = try makeRegistry()
    var kinds: [LifetimeHost.Behavior: Int] = [:]
    var honestAtReusedAddress = 0
    var honestAfterMisbehavingAtSameAddress = 0
    var lastBehaviorAt: [ObjectIdentifier: LifetimeHost.Behavior] = [:]
    for i in 0..<2_000 {
      // Mostly honest hosts, with every kind of misbehaving one in between.
      let behavior: LifetimeHost.Behavior =
        switch i % 5 {
        case 1: .ignoresRegistrations
        case 3: .registersAnotherClass
        default: .honest
        }
      kinds[behavior, default: 0] += 1
      let host = LifetimeHost(behavior)
      let address = ObjectIdentifier(host)
      if behavior == .honest, let before = lastBehaviorAt[address] {
        honestAtReusedAddress += 1
        if before != .honest { honestAfterMisbehavingAtSameAddress += 1 }
      }
      lastBehaviorAt[address] = behavior

      let results = [
        Result { try registry.dequeueCell(for: Ad(id: i), at: [0, 0], on: host) },
        Result { try registry.dequeueCell(for: Tweet(id: i, text: "") as Any, at: [0, 1], on: host) },
        Result { try registry.dequeueCell(for: Ad(id: i) as Any, at: [0, 2], on: host) },
        Result { try registry.dequeueCell(for: Tweet(id: i, text: ""), at: [0, 3], on: host) },
      ]
      switch behavior {
      case .honest:
        #expect(results.allSatisfy { (try? $0.get()) != nil }, "host \(i)")
        #expect(host.everyDequeueWasRegisteredFirst, "host \(i): \(host.events)")
        // Registered once per cell type, not once per dequeue.
        #expect(host.events.filter(\.isRegistration).count == 2, "host \(i): \(host.events)")
      case .ignoresRegistrations:
        #expect(results.allSatisfy { cellErrorCode($0) == .unregisteredIdentifier }, "host \(i)")
      case .registersAnotherClass:
        #expect(results.allSatisfy { cellErrorCode($0) == .wrongCellType }, "host \(i)")
      }
    }
    #expect(kinds.count == 3 && kinds.values.allSatisfy { $0 >= 400 }, "\(kinds)")
    // The case under test happened: freed hosts' addresses were handed to new hosts, some of
    // them freed by a misbehaving host.
    #expect(honestAtReusedAddress >= 100, "\(honestAtReusedAddress) honest hosts at a reused address")
    #expect(
      honestAfterMisbehavingAtSameAddress >= 10, "\(honestAfterMisbehavingAtSameAddress) after a misbehaving host")
    // And the registry forgot the freed hosts.
    #expect(registry.hosts.count <= 16, "\(registry.hosts.count) host records kept")
  }

  @Test("10,000 short-lived registries on one host leave nothing on it")
  func shortLivedRegistries() throws {
    let host = RecordingTableHost()
    host.recordsEvents = false
    var held: [Int] = []
    var registriesAlive = 0
    for i in 0..<10_000 {
      weak var weakRegistry: CellRegistry?
      do {
        let registry = try makeRegistry()
        weakRegistry = registry
        let cell = try registry.dequeueCell(for: Tweet(id: i, text: "\(i)"), at: [0, 0], on: host)
        #expect((cell as? TweetCell)?.shown?.id == i)
        let header = try registry.dequeueSupplementaryView(
          for: Header(title: "\(i)"), kind: .header, at: [0, 0], on: host)
        #expect((header as? HeaderView)?.title == "\(i)")
      }
      if weakRegistry != nil { registriesAlive += 1 }
      if i == 0 || i == 9_999 { held.append(heldCount(host)) }
    }
    #expect(registriesAlive == 0)
    #expect(held[0] == held[1], "the host held \(held[0]) things after one registry, \(held[1]) after 10,000")
    #expect(host.registeredCellIdentifiers == [TweetCell.reuseIdentifier])
    #expect(host.failures.isEmpty)
  }

  @Test("a registry does not keep its hosts alive and serves the next one")
  func hostNotRetained() throws {
    let registry = try makeRegistry()
    weak var weakHost: RecordingTableHost?
    do {
      let host = RecordingTableHost()
      weakHost = host
      registry.registerAll(on: host)
      _ = try registry.dequeueCell(for: Tweet(id: 1, text: ""), at: [0, 0], on: host)
      _ = try registry.dequeueCell(for: Ad(id: 1) as Any, at: [0, 1], on: host)
    }
    #expect(weakHost == nil)
    let next = RecordingTableHost()
    _ = try registry.dequeueCell(for: Tweet(id: 2, text: ""), at: [0, 0], on: next)
    #expect(next.registeredCellIdentifiers == [TweetCell.reuseIdentifier])
    #expect(next.failures.isEmpty)
  }

  @Test("an optional model is named as such, with the fix: unwrap it")
  func optionalModel() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let tweet: Tweet? = Tweet(id: 1, text: "hi")
    let expected =
      "no cell registered for model Optional<Tweet>: the model is an optional; unwrap it first (`if let model { … }`), as views are bound to Tweet, not to optionals"
    #expect(cellErrorMessage { _ = try registry.dequeueCell(for: tweet, at: [0, 0], on: host) } == expected)
    #expect(cellErrorMessage { _ = try registry.dequeueCell(for: tweet as Any, at: [0, 0], on: host) } == expected)
    #expect(cellErrorMessage { _ = try registry.height(for: tweet, width: 320) } == expected)
    let none: Tweet?? = .some(nil)
    #expect(
      cellErrorMessage { _ = try registry.dequeueCell(for: none, at: [0, 0], on: host) }
        == "no cell registered for model Optional<Optional<Tweet>>: the model is an optional; unwrap it first (`if let model { … }`), as views are bound to Tweet, not to optionals"
    )
    let header: Header? = Header(title: "x")
    #expect(
      cellErrorMessage { _ = try registry.dequeueSupplementaryView(for: header, kind: .header, at: [0, 0], on: host) }
        == "no header view registered for model Optional<Header>: the model is an optional; unwrap it first (`if let model { … }`), as views are bound to Header, not to optionals"
    )
    // Nothing was registered or dequeued for them.
    #expect(host.events.isEmpty)
  }
}

/// The code of the `CellError` a result failed with, or nil.
@MainActor
private func cellErrorCode(_ result: Result<AnyObject, any Error>) -> CellError.Code? {
  if case .failure(let error as CellError) = result { error.code } else { nil }
}

/// How many things `host` holds: the sum of the counts of its stored collections (events,
/// pools, visible cells, ...), its class's and its superclasses'.
@MainActor
private func heldCount(_ host: AnyObject) -> Int {
  var total = 0
  var mirror: Mirror? = Mirror(reflecting: host)
  while let m = mirror {
    for child in m.children {
      if let collection = child.value as? any Collection { total += collection.count }
    }
    mirror = m.superclassMirror
  }
  return total
}

/// A host that keeps only what a test needs to judge the registry, and that can misbehave.
/// Every behaviour is the same class, so a misbehaving host's freed memory can be handed to an
/// honest one.
@MainActor
private final class LifetimeHost: CellHost {
  enum Behavior: Hashable {
    /// Registers and dequeues as UIKit does.
    case honest
    /// Accepts registrations and forgets them: its dequeues fail (UIKit would crash).
    case ignoresRegistrations
    /// Registers another class than asked: it hands back the wrong cells.
    case registersAnotherClass
  }

  enum Event: Hashable {
    case register(String)
    case dequeue(String)
    var isRegistration: Bool { if case .register = self { true } else { false } }
  }

  let behavior: Behavior
  var registered: [String: ViewRegistration] = [:]
  var events: [Event] = []
  let hostKind = CellHostKind.table
  let containerSize = CGSize(width: 320, height: 480)

  init(_ behavior: Behavior) { self.behavior = behavior }

  /// Whether each dequeue's identifier was registered on this host before it.
  var everyDequeueWasRegisteredFirst: Bool {
    var seen: Set<String> = []
    for event in events {
      switch event {
      case .register(let id): seen.insert(id)
      case .dequeue(let id): if !seen.contains(id) { return false }
      }
    }
    return true
  }

  func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {
    events.append(.register(reuseIdentifier))
    switch behavior {
    case .honest: registered[reuseIdentifier] = registration
    case .ignoresRegistrations: break
    case .registersAnotherClass:
      registered[reuseIdentifier] = ViewRegistration(class: PhotoCell.self, make: { PhotoCell() })
    }
  }

  func registerSupplementaryView(_ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String) {}

  func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    events.append(.dequeue(reuseIdentifier))
    guard let make = registered[reuseIdentifier]?.make else {
      throw CellError(.unregisteredIdentifier, message: "nothing registered as \(reuseIdentifier)")
    }
    return make()
  }

  func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath) throws
    -> AnyObject
  {
    throw CellError(.unregisteredIdentifier, message: "no supplementary views")
  }

  func reloadData() {}

  func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) {
    updatingData()
    completion?(true)
  }
}
