// The registry's only unsafe code: opening a model typed `Any`.
//
// Why: a list of mixed models passes each model as `Any`, so `dequeueCell<M>` runs with
// `M == Any`. Opened, the model takes the typed path (its binding found by its own type, then
// configured through its `ModelBinding` without a cast of the model). Not opened, every such
// dequeue casts the model out of its existential, boxing it on the way: measured with
// scripts/cells-instructions.sh, 4,433 instructions per dequeue against 1,641 opened (typed:
// 1,420), more than the whole dequeue+configure of the bench's UIKit-ish host. Swift's own opening
// (SE-0352) does not help inside generic code: there the model is statically `M`, and
// `model as Any` wraps it in a second existential, which the optimizer then opens to `Any`.
//
// The unsafe operation: `unsafeBitCast(model, to: Any.self)`, reinterpreting a value of static
// type `M` as `Any`. It is sound because, and only when, `M` *is* `Any`: the two types then
// have the same layout and the same value witnesses, so the bit pattern is a valid `Any` and
// its ownership (the caller's borrow) is unchanged. The one caller checks `M.self == Any.self`
// first, and the precondition below checks it again in debug and release builds.
//
// Nothing else in the registry is unsafe: hosts are held weakly, bindings strongly, and every
// other cast is checked.

import Foundation

extension CellRegistry {
  /// Dequeues and configures the cell for `model`, whose static type `M` is `Any`: opens the
  /// existential, so that the typed path sees the model's own type.
  /// - Precondition: `M.self == Any.self`.
  @inlinable
  func dequeueConfigured<M>(openingAny model: M, at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    precondition(M.self == Any.self, "dequeueConfigured(openingAny:) takes models typed Any only")
    func opened<T>(_ model: T) throws -> AnyObject { try dequeueConfigured(model, at: indexPath, on: host) }
    return try _openExistential(unsafeBitCast(model, to: Any.self), do: opened)
  }
}
