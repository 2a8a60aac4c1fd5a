import Foundation

/// Where a row may be dragged to.
public enum ReorderRule: Hashable, Sendable {
  /// It does not move.
  case none
  /// Within its own section only.
  case withinSection
  /// To any model section (never into the status row's section).
  case acrossSections
}

/// The decisions every list makes the same way about a drag, over the model sections' item
/// counts: where a proposed destination lands, and whether a finished move is allowed.
///
/// UIKit proposes destinations in the coordinates of the list after the move
/// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`): in the source section
/// the last slot is `count - 1`, in another section `count` (after its last row).
package enum MoveRules {
  /// The allowed destination nearest `proposed` for a row of `rule` dragged from `source`.
  /// - Parameter counts: items per model section (the status section excluded).
  package static func target(from source: IndexPath, proposed: IndexPath, counts: [Int], rule: ReorderRule) -> IndexPath
  {
    guard rule != .none, source.count == 2, proposed.count == 2, !counts.isEmpty else { return source }
    var section = proposed[0], item = proposed[1]
    if section >= counts.count {  // the status section or beyond: after the last model row
      section = counts.count - 1
      item = Int.max
    } else if section < 0 {
      section = 0
      item = 0
    }
    if rule == .withinSection && section != source[0] {
      item = section < source[0] ? 0 : Int.max
      section = source[0]
    }
    let last = section == source[0] ? counts[section] - 1 : counts[section]
    return IndexPath(indexes: [section, min(max(0, item), last)])
  }

  /// Why moving from `source` to `destination` is not allowed, or `nil` when it is.
  package static func violation(
    from source: IndexPath, to destination: IndexPath, counts: [Int], rule: ReorderRule, what: String
  ) -> String? {
    guard source.count == 2, destination.count == 2 else {
      return "cannot move \(Array(source)) to \(Array(destination)): index paths are [section, item]"
    }
    let (s, i, t, j) = (source[0], source[1], destination[0], destination[1])
    guard counts.indices.contains(s), i >= 0, i < counts[s] else {
      return
        "cannot move the row at \(Array(source)): it is not a model row (the list has \(counts) model rows per section; status rows do not move)"
    }
    guard rule != .none else {
      return
        "cannot move the row at \(Array(source)): \(what) rows do not move; declare them movable with a reordering rule"
    }
    guard counts.indices.contains(t) else {
      return
        "cannot move the row at \(Array(source)) to \(Array(destination)): section \(t) is not a model section (there are \(counts.count)); rows never move into the status section"
    }
    if rule == .withinSection && t != s {
      return
        "cannot move the row at \(Array(source)) to \(Array(destination)): \(what) rows move only within their section (reordering is .withinSection); allow .acrossSections or keep the row in its section"
    }
    let last = t == s ? counts[t] - 1 : counts[t]
    guard j >= 0, j <= last else {
      return
        "cannot move the row at \(Array(source)) to \(Array(destination)): section \(t) has slots 0...\(last) after the move"
    }
    return nil
  }
}

/// A row the user dragged, reported to the app by identity so that the app's state stays the
/// truth: apply it to the app's model, and the app's next state (which now holds the move)
/// causes no update, because the list already shows it.
///
/// ```swift
/// interactions.onMove = { move in
///   store.move(id: move.identity, toSection: move.to[0], after: move.after)
///   // or, for a model kept as arrays of sections:
///   move.apply(to: &sections)
/// }
/// ```
public struct ListMove {
  /// The model (or unit) that moved.
  public let item: Any
  /// Its identity (the list's identity function, `Identifiable.id` by default; a unit's
  /// identifier), `nil` when it has none.
  public let identity: AnyHashable?
  /// Where it was, in the model sections.
  public let from: IndexPath
  /// Where it is now, in the model sections after the move.
  public let to: IndexPath
  /// The identity of the row now just before it in its section, `nil` when it is first.
  public let after: AnyHashable?

  /// Creates a move; lists create these.
  public init(item: Any, identity: AnyHashable?, from: IndexPath, to: IndexPath, after: AnyHashable?) {
    self.item = item
    self.identity = identity
    self.from = from
    self.to = to
    self.after = after
  }

  /// Applies the move to sections kept as arrays: removes the element at ``from`` and inserts
  /// it at ``to``.
  /// - Throws: ``InteractionError`` `indexOutOfRange` when `sections` does not have those
  ///   positions (it is not the state the list showed), leaving `sections` unchanged.
  public func apply<Element>(to sections: inout [[Element]]) throws {
    let counts = sections.map(\.count)
    if let problem = MoveRules.violation(from: from, to: to, counts: counts, rule: .acrossSections, what: "these") {
      throw InteractionError(
        .indexOutOfRange, "\(problem); apply the move to the sections the list showed when it was dragged")
    }
    let element = sections[from[0]].remove(at: from[1])
    sections[to[0]].insert(element, at: to[1])
  }
}
