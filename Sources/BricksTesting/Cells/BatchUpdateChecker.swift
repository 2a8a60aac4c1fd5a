import BricksCells
import BricksCompose
import Foundation

/// Checks a ``BatchUpdate`` against an old and a new list: that UIKit accepts it (the library's
/// own rules, ``BatchUpdate/violations(before:after:)``), and that the list it then shows is the
/// new state — the right element at every position, and no cell left with stale content.
///
/// The content check is this type's own concern: which old cell ends up where comes from
/// ``BatchUpdate``'s layout; an old cell shows new content only if it was reloaded or
/// reconfigured.
public enum BatchUpdateChecker {
  /// Every violation found when applying `update` to `old`, expecting `new`; empty when valid.
  ///
  /// - Parameters:
  ///   - update: The batch update to replay.
  ///   - old: The sections before the update.
  ///   - new: The sections the update must produce.
  ///   - identifier: The element's identity.
  ///   - isContentEqual: Whether an old cell still shows a new element correctly.
  /// - Complexity: O(n + m + c), c the number of operations (expected).
  public static func violations<SectionID: Hashable, Element, ID: Hashable>(
    of update: BatchUpdate,
    from old: [ChangesetSection<SectionID, Element>], to new: [ChangesetSection<SectionID, Element>],
    identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) -> [BatchUpdateViolation] {
    let before = old.map(\.elements.count), after = new.map(\.elements.count)
    var violations = update.violations(before: before, after: after)
    guard violations.isEmpty, let layout = update.layout(before: before, after: after) else { return violations }
    for (section, shown) in layout.enumerated() {
      if let origin = shown.section, old[origin].id != new[section].id {
        violations.append(
          BatchUpdateViolation(
            .wrongResult,
            "section \(section) shows old section \(origin) (\(old[origin].id)) but should be \(new[section].id)"))
      }
      for (k, slot) in shown.items.enumerated() {
        guard case .old(let path, let refreshed) = slot else { continue }
        let before = old[path[0]].elements[path[1]]
        let after = new[section].elements[k]
        if identifier(before) != identifier(after) {
          violations.append(
            BatchUpdateViolation(
              .wrongResult,
              "[\(section), \(k)] shows \(identifier(before)) (old \(Array(path))) but should show \(identifier(after))"
            ))
        } else if !refreshed && !isContentEqual(before, after) {
          violations.append(
            BatchUpdateViolation(
              .wrongResult,
              "[\(section), \(k)] (old \(Array(path)), \(identifier(after))) changed content but was neither reconfigured nor reloaded; its cell is stale"
            ))
        }
        if violations.count >= 20 { return violations }
      }
    }
    return violations
  }
}
