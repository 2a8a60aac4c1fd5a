import Foundation

/// A supplementary binding's key: the kind and the model type.
struct SupplementaryKey: Hashable {
  let kind: SupplementaryKind
  let model: ObjectIdentifier
}

/// Which bindings a registry has registered on one host (held weakly).
@MainActor
final class HostRecord {
  weak var host: AnyObject?
  let id: ObjectIdentifier
  var cells: [Bool] = []
  var supplementaries: [Bool] = []
  /// Whether the host is alive, as far as a dequeue's fast path may trust its address: set by
  /// the host's companion while the host keeps it, cleared by the companion's deinit. Stays
  /// `false` for a host that cannot keep a companion. Bindings' stamps point here.
  nonisolated(unsafe) let alive: UnsafeMutablePointer<Bool>

  init(host: some CellHost) {
    self.host = host
    id = ObjectIdentifier(host)
    alive = .allocate(capacity: 1)
    alive.initialize(to: false)
    alive.pointee = host.keepAlive(HostCompanion(self))
  }

  /// The fast-path stamp of this host.
  var stamp: HostStamp { HostStamp(host: id, alive: UnsafePointer(alive)) }

  deinit { alive.deallocate() }
}

/// Kept alive by a host (``CellHost/keepAlive(_:)``): its deinit, which runs as the host is
/// freed and before its memory can be reused, marks the host's record dead.
final class HostCompanion: @unchecked Sendable {
  // The record outlives every stamp pointing at its flag: the registry clears those stamps
  // before it drops a record, and this companion keeps the record until the host is freed.
  private let record: HostRecord

  @MainActor init(_ record: HostRecord) { self.record = record }

  // A host is freed on the main thread (UIKit requires it); the flag is a plain store either
  // way, ordered before the address can be handed out again by the allocator's own locking.
  deinit { record.alive.pointee = false }
}

/// What a binding remembers of the host it was last registered on: its address and whether it
/// is still alive. Checking it costs two loads; no reference counting.
@usableFromInline
struct HostStamp {
  @usableFromInline let host: ObjectIdentifier
  @usableFromInline let alive: UnsafePointer<Bool>

  @usableFromInline init(host: ObjectIdentifier, alive: UnsafePointer<Bool>) {
    self.host = host
    self.alive = alive
  }

  /// Whether `host` is the stamped host, still alive (not a new host at a freed one's address).
  @inlinable func matches(_ host: AnyObject) -> Bool { self.host == ObjectIdentifier(host) && alive.pointee }
}

extension CellRegistry {
  /// The record of `host`, created on first use; records of deallocated hosts are dropped.
  func record(for host: some CellHost) -> HostRecord {
    if let last = lastHost, last.host === host { return last }
    let id = ObjectIdentifier(host)
    if let r = hosts[id], r.host === host {
      lastHost = r
      return r
    }
    dropDeadHosts()
    let r = HostRecord(host: host)
    hosts[id] = r
    lastHost = r
    return r
  }

  /// Forgets the records of freed hosts, and the stamps that point at them first.
  private func dropDeadHosts() {
    let dead = hosts.values.filter { $0.host == nil }
    guard !dead.isEmpty else { return }
    let flags = Set(dead.map { UnsafePointer($0.alive) })
    for binding in cells {
      if let stamp = binding.registeredOn, flags.contains(stamp.alive) { binding.registeredOn = nil }
    }
    if let last = lastHost, last.host == nil { lastHost = nil }
    for r in dead { hosts[r.id] = nil }
  }

  @usableFromInline
  func ensureRegistered(_ binding: CellBinding, on host: some CellHost) {
    ensureCell(binding.index, on: host, record(for: host))
  }

  func ensureCell(_ i: Int, on host: some CellHost, _ record: HostRecord) {
    defer { cells[i].registeredOn = record.stamp }
    if i < record.cells.count, record.cells[i] { return }
    if record.cells.count < cells.count { record.cells += Array(repeating: false, count: cells.count - record.cells.count) }
    host.registerCell(cells[i].registration, reuseIdentifier: cells[i].identifier)
    record.cells[i] = true
  }

  func ensureSupplementary(_ i: Int, on host: some CellHost, _ record: HostRecord) {
    if i < record.supplementaries.count, record.supplementaries[i] { return }
    if record.supplementaries.count < supplementaries.count {
      record.supplementaries += Array(repeating: false, count: supplementaries.count - record.supplementaries.count)
    }
    let b = supplementaries[i]
    let kinds = supplementaryIndex.filter { $0.value == i }.map(\.key.kind)
    for kind in kinds { host.registerSupplementaryView(b.registration, kind: kind, reuseIdentifier: b.identifier) }
    record.supplementaries[i] = true
  }
}
