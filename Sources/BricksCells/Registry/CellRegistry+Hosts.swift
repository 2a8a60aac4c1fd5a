import Foundation

/// A supplementary binding's key: the kind and the model type.
struct SupplementaryKey: Hashable {
  let kind: SupplementaryKind
  let model: ObjectIdentifier
}

/// Which bindings a registry has registered on one host.
///
/// A registry keeps its own records and leaves nothing on the host. It keys them by the host's
/// address and holds the host weakly: a record whose host is gone reads `nil`, so a new host
/// at a freed host's address gets a new record and its own registrations. Registering a class
/// again under the same identifier is harmless in UIKit, so a registry that sees a host for the
/// first time registers on it without asking what another registry did there.
@MainActor
final class HostRecord {
  weak var host: AnyObject?
  var registrations = HostRegistrations()

  init(host: AnyObject) { self.host = host }
}

extension CellRegistry {
  /// The record of `host`, created on first use.
  func record(for host: some CellHost) -> HostRecord {
    if let last = lastHost, last.host === host { return last }
    let id = ObjectIdentifier(host)
    if let r = hosts[id], r.host === host {
      lastHost = r
      return r
    }
    let r = HostRecord(host: host)
    hosts[id] = r
    lastHost = r
    dropFreedHostsIfMany()
    return r
  }

  /// Drops the records of freed hosts once there are twice as many records as live hosts at
  /// the last pass, so that short-lived hosts cost amortized O(1) each and leave nothing behind.
  private func dropFreedHostsIfMany() {
    guard hosts.count >= hostsPruneThreshold else { return }
    hosts = hosts.filter { $0.value.host != nil }
    hostsPruneThreshold = max(8, 2 * hosts.count)
  }

  /// Registers the cell of `binding` on `host` unless it is registered there.
  @usableFromInline
  func ensureRegistered(_ binding: CellBinding, on host: some CellHost) {
    if binding.lastHost === host { return }
    ensureCell(binding.index, on: host, record(for: host))
  }

  /// Registers cell `i` on `host` unless `record` says it is; remembers `host` in the binding.
  func ensureCell(_ i: Int, on host: some CellHost, _ record: HostRecord) {
    let binding = cells[i]
    // No conflict can come back: `add(_:)` gives every identifier to one class.
    record.registrations.register(binding.viewType, reuseIdentifier: binding.identifier, on: host) {
      binding.registration
    }
    binding.lastHost = host
  }

  /// Registers supplementary view `i` on `host` for its kind unless `record` says it is.
  func ensureSupplementary(_ i: Int, on host: some CellHost, _ record: HostRecord) {
    let binding = supplementaries[i]
    // No conflict can come back: `registerSupplementaryView` gives every identifier to one class.
    record.registrations.register(
      binding.viewType, kind: supplementaryKinds[i], reuseIdentifier: binding.identifier, on: host
    ) { binding.registration }
  }
}
