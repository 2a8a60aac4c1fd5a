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
  var cells: [Bool] = []
  var supplementaries: [Bool] = []
  init(host: AnyObject) { self.host = host }
}

extension CellRegistry {
  @usableFromInline
  func cellBindingIndex(_ modelType: Any.Type) throws -> Int {
    guard let i = cellIndex[ObjectIdentifier(modelType)] else { throw CellError.noCell(forModel: modelType) }
    return i
  }

  @inline(__always) func bindingIndex<M>(of model: M) throws -> Int {
    if let i = cellIndex[ObjectIdentifier(M.self)] { return i }
    return try cellBindingIndex(type(of: model as Any))
  }

  /// The record of `host`, created on first use; records of deallocated hosts are dropped.
  func record(for host: some CellHost) -> HostRecord {
    if let last = lastHost, last.host === host { return last }
    let id = ObjectIdentifier(host)
    if let r = hosts[id], r.host === host {
      lastHost = r
      return r
    }
    hosts = hosts.filter { $0.value.host != nil }
    let r = HostRecord(host: host)
    hosts[id] = r
    lastHost = r
    return r
  }

  @usableFromInline
  func ensureRegistered(_ binding: CellBinding, on host: some CellHost) {
    ensureCell(binding.index, on: host, record(for: host))
  }

  func ensureCell(_ i: Int, on host: some CellHost, _ record: HostRecord) {
    defer { cells[i].registeredHost = host }
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
