import Foundation

/// The prefetches a list started and has not cancelled: the models (or units) themselves, by the
/// index path UIKit asked for, so that a cancellation reaches the one that prefetched even when an
/// update moved it in between: after an insert at the front, the row at the cancelled index path
/// is another one.
///
/// ``ListDataSource`` and BricksCompose's `ComposingContainer` keep one each. A path with no
/// outstanding prefetch is answered with what is shown there now. A cell shown at a path ends
/// that path's prefetch (UIKit does not cancel it). At most ``capacity`` prefetches are
/// remembered; beyond that the oldest are forgotten (a cancellation is then best effort, never
/// sent to a model that did not prefetch at that path).
package struct PrefetchLedger<Value> {
  /// The most prefetches remembered.
  package static var capacity: Int { 512 }

  var started: [IndexPath: Value] = [:]
  var order: [IndexPath] = []

  package init() {}

  /// How many prefetches are outstanding.
  package var count: Int { started.count }

  /// Records that `value` started prefetching for `path`.
  package mutating func start(_ value: Value, at path: IndexPath) {
    if started.updateValue(value, forKey: path) == nil { order.append(path) }
    if order.count > Self.capacity * 2 { compact() }
  }

  /// The value that started prefetching for `path`, forgotten; `nil` when none is outstanding.
  package mutating func finish(at path: IndexPath) -> Value? {
    started.removeValue(forKey: path)
  }

  /// Cancels the prefetch of each of `paths`: the value that started prefetching there, else
  /// (no prefetch outstanding) the one `shown` has there now.
  /// - Returns: How many values `cancel` was called with.
  package mutating func cancel(
    at paths: [IndexPath], shown: (IndexPath) -> Value?, cancel: (Value) -> Void
  ) -> Int {
    var told = 0
    for path in paths {
      if let value = finish(at: path) ?? shown(path) {
        cancel(value)
        told += 1
      }
    }
    return told
  }

  /// Forgets the oldest prefetches beyond ``capacity`` and the paths already finished.
  mutating func compact() {
    order.removeAll { started[$0] == nil }
    let excess = order.count - Self.capacity
    if excess > 0 {
      for path in order[..<excess] { started[path] = nil }
      order.removeFirst(excess)
    }
  }
}
