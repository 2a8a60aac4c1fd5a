import Foundation

/// The reuse queue UITableView and UICollectionView keep per identifier (not UIKit API).
@MainActor
final class _ReusePool {
  enum Source {
    case viewClass(AnyClass)
    case nib(UINib)
  }

  var sources: [String: Source] = [:]
  var queues: [String: [UIView]] = [:]

  /// UIKit: registering again replaces the source and drops queued views; `nil` unregisters.
  func register(_ source: Source?, for identifier: String) {
    sources[identifier] = source
    queues[identifier] = nil
  }

  func isRegistered(_ identifier: String) -> Bool { sources[identifier] != nil }

  /// A queued view (after `prepareForReuse`) or a new one from the registration; `nil` when
  /// nothing is registered.
  func dequeue(_ identifier: String, create: (AnyClass) -> UIView?) -> (view: UIView, reused: Bool)? {
    if var queue = queues[identifier], let view = queue.popLast() {
      queues[identifier] = queue
      return (view, true)
    }
    switch sources[identifier] {
    case .viewClass(let cls)?: return create(cls).map { ($0, false) }
    case .nib(let nib)?: return nib._standInInstantiate().map { ($0, false) }
    case nil: return nil
    }
  }

  func enqueue(_ view: UIView, identifier: String) {
    guard sources[identifier] != nil else { return }
    queues[identifier, default: []].append(view)
  }
}

/// The operations of one batch update, and UIKit's consistency check (not UIKit API).
struct _BatchOperations {
  var deletedSections = IndexSet(), insertedSections = IndexSet(), reloadedSections = IndexSet()
  var movedSections: [(Int, Int)] = []
  var deleted: [IndexPath] = [], inserted: [IndexPath] = [], reloaded: [IndexPath] = []
  var moved: [(IndexPath, IndexPath)] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
      && deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty
  }

  /// UIKit's NSInternalInconsistencyException message, or nil when the batch is consistent.
  func violation(before: [Int], after: [Int], noun: String, container: String) -> String? {
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    if after.count != expectedSections {
      return
        "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update (\(after.count)) must be equal to the number of sections contained in the \(container) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
    }
    var newIndex = [Int?](repeating: nil, count: before.count)
    var taken = Set(insertedSections)
    for (from, to) in movedSections where from < before.count {
      newIndex[from] = to
      taken.insert(to)
    }
    let movedFrom = Set(movedSections.map(\.0))
    var next = 0
    for old in 0..<before.count where !deletedSections.contains(old) && !movedFrom.contains(old) {
      while taken.contains(next) { next += 1 }
      newIndex[old] = next
      next += 1
    }
    for old in 0..<before.count {
      guard let new = newIndex[old], new < after.count, !reloadedSections.contains(old) else { continue }
      let d = deleted.filter { $0.section == old }.count
      let i = inserted.filter { $0.section == new }.count
      let mIn = moved.filter { $0.1.section == new }.count
      let mOut = moved.filter { $0.0.section == old }.count
      if after[new] != before[old] - d + i + mIn - mOut {
        return
          "Invalid update: invalid number of \(noun)s in section \(new). The number of \(noun)s contained in an existing section after the update (\(after[new])) must be equal to the number of \(noun)s contained in that section before the update (\(before[old])), plus or minus the number of \(noun)s inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(mIn) moved in, \(mOut) moved out)."
      }
    }
    for p in deleted + reloaded + moved.map(\.0) where p.section >= before.count || p.item >= before[p.section] {
      return
        "Invalid update: attempt to delete or reload \(noun) \(p.item) from section \(p.section), which only contains \(p.section < before.count ? before[p.section] : 0) \(noun)s before the update"
    }
    for p in inserted + moved.map(\.1) where p.section >= after.count || p.item >= after[p.section] {
      return
        "Invalid update: attempt to insert \(noun) \(p.item) into section \(p.section), but there are only \(p.section < after.count ? after[p.section] : 0) \(noun)s in section \(p.section) after the update"
    }
    return nil
  }
}
