import Foundation

/// What one position shows after a batch update: the cell of an old item, or a fresh one.
package enum BatchUpdateOrigin: Hashable, Sendable {
  /// The cell of the old item at this index path; `refreshed` when it was reloaded or
  /// reconfigured (so it shows the new data), `false` when it keeps what it showed before.
  case old(IndexPath, refreshed: Bool)
  /// A cell configured from the new data (an insert, or anything in an inserted or reloaded
  /// section).
  case fresh
}

extension BatchUpdate {
  /// Where every section and item of the new list comes from when UIKit applies this batch;
  /// `nil` when UIKit would reject it (see ``violations(before:after:)``).
  ///
  /// Items neither deleted nor moved keep their relative order and fill the positions that
  /// inserts and move destinations leave free; sections likewise. A moved section keeps all its
  /// cells. Reconfigures (new index paths) refresh whatever cell ends up at their position.
  ///
  /// - Returns: Per new section, the old section it shows (`nil`: inserted) and its items' origins.
  /// - Complexity: O(n + c) expected, n the items after the update and c the changes.
  package func layout(before: [Int], after: [Int]) -> [(section: Int?, items: [BatchUpdateOrigin])]? {
    let rules = BatchUpdateRules(self, before: before, after: after)
    guard !rules.violations.contains(where: { $0.kind == .rejectedByUIKit }) else { return nil }
    var result: [(section: Int?, items: [BatchUpdateOrigin])] = []
    result.reserveCapacity(after.count)
    for newSection in 0..<after.count {
      let count = after[newSection]
      guard let oldSection = rules.newToOldSection[newSection], !rules.reloadedSections.contains(oldSection) else {
        result.append((rules.newToOldSection[newSection], Array(repeating: .fresh, count: count)))
        continue
      }
      var slots = [BatchUpdateOrigin?](repeating: nil, count: count)
      if rules.movedTo[newSection] != nil {
        for k in 0..<min(count, before[oldSection]) {
          slots[k] = .old(IndexPath(indexes: [oldSection, k]), refreshed: false)
        }
      } else {
        for k in 0..<count {
          let p = IndexPath(indexes: [newSection, k])
          if rules.inserts.contains(p) { slots[k] = .fresh }
          if let from = rules.moveDestinations[p] { slots[k] = .old(from, refreshed: false) }
        }
        var k = 0
        for e in 0..<before[oldSection] {
          let p = IndexPath(indexes: [oldSection, e])
          guard !rules.deletes.contains(p), rules.moveSources[p] == nil else { continue }
          while k < count && slots[k] != nil { k += 1 }
          if k < count { slots[k] = .old(p, refreshed: rules.reloads.contains(p)) }
        }
      }
      var items = slots.map { $0 ?? .fresh }
      for k in items.indices where rules.reconfigures.contains(IndexPath(indexes: [newSection, k])) {
        if case .old(let p, _) = items[k] { items[k] = .old(p, refreshed: true) }
      }
      result.append((oldSection, items))
    }
    return result
  }
}
