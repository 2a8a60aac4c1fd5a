import BricksCells
import BricksCompose

/// Replays a ``Changeset`` with UIKit's `performBatchUpdates` semantics and checks that it is
/// accepted and that it turns the old list into the new one.
///
/// The rules, as UIKit applies them (UITableView and UICollectionView agree on these):
/// - section deletes, element deletes, reloads and move sources are old indexes; section inserts,
///   element inserts and move destinations are new indexes; each must be in range;
/// - no index may be used twice by one kind of operation; an element may not be both deleted and
///   moved, deleted and reloaded, or reloaded and moved; nothing may be inserted and moved to the
///   same new path, and no section may be deleted and moved or inserted and moved to;
/// - section count after = before − deleted + inserted; for every section that survives,
///   elements after = before − deleted − moved out + inserted + moved in;
/// - elements that are neither deleted nor moved keep their relative order and fill the remaining
///   slots; reloaded elements show new content, moved ones keep their old cell.
///
/// It is stricter than UIKit in one respect (reported as ``BatchUpdateViolation/Kind/unsafe``):
/// element operations must not touch a deleted, inserted or moved section, which UIKit handles
/// inconsistently across versions.
public enum BatchUpdateChecker {
  /// Every violation found when applying `changeset` to `old`, expecting `new`; empty when valid.
  ///
  /// - Parameters:
  ///   - changeset: The batch update to replay.
  ///   - old: The sections before the update.
  ///   - new: The sections the update must produce.
  ///   - identifier: The element's identity.
  ///   - isContentEqual: Whether an old cell still shows a new element correctly.
  /// - Complexity: O(n + m + c log c), c the number of operations.
  public static func violations<SectionID: Hashable, Element, ID: Hashable>(
    of changeset: Changeset,
    from old: [ChangesetSection<SectionID, Element>], to new: [ChangesetSection<SectionID, Element>],
    identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) -> [BatchUpdateViolation] {
    var replay = BatchUpdateReplay(changeset: changeset, oldCounts: old.map(\.elements.count),
                                   newCounts: new.map(\.elements.count))
    replay.validateSections()
    guard replay.violations.isEmpty else { return replay.violations }
    replay.validateElements()
    guard replay.violations.isEmpty else { return replay.violations }
    let result = replay.apply()
    var violations = replay.violations
    for (section, slots) in result.enumerated() {
      if let origin = replay.newToOldSection[section], old[origin].id != new[section].id {
        violations.append(BatchUpdateViolation(.wrongResult,
          "section \(section) shows old section \(origin) (\(old[origin].id)) but should be \(new[section].id)"))
      }
      for (k, slot) in slots.enumerated() {
        guard case .old(let path, let reloaded) = slot else { continue }
        let before = old[path.section].elements[path.element]
        let after = new[section].elements[k]
        if identifier(before) != identifier(after) {
          violations.append(BatchUpdateViolation(.wrongResult,
            "[\(section), \(k)] shows \(identifier(before)) (old \(path)) but should show \(identifier(after))"))
        } else if !reloaded && !isContentEqual(before, after) {
          violations.append(BatchUpdateViolation(.wrongResult,
            "[\(section), \(k)] (old \(path), \(identifier(after))) changed content but was not reloaded; its cell is stale"))
        }
        if violations.count >= 20 { return violations }
      }
    }
    return violations
  }
}

/// Checks that `changeset` applied to `old` with UIKit's batch-update semantics yields `new`.
///
///     #expect(verifyBatchUpdate(Changeset(from: old, to: new), from: old, to: new) == nil)
///
/// - Returns: `nil` when UIKit would accept the update and show `new`; otherwise one line per
///   violation (see ``BatchUpdateChecker``).
public func verifyBatchUpdate<Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [Element], to new: [Element]
) -> String? {
  verifyBatchUpdate(changeset, from: [ChangesetSection(id: 0, elements: old)],
                    to: [ChangesetSection(id: 0, elements: new)], identifiedBy: { $0.id },
                    isContentEqual: ==)
}

/// Checks that `changeset` applied to sections `old` with UIKit's batch-update semantics yields
/// `new`.
///
/// - Returns: `nil` when valid; otherwise one line per violation.
public func verifyBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [ChangesetSection<SectionID, Element>],
  to new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyBatchUpdate(
    changeset, from: old, to: new, identifiedBy: { (element: Element) in element.id },
    isContentEqual: { (a: Element, b: Element) in a == b })
}

/// Checks that `changeset` applied to sections `old` with UIKit's batch-update semantics yields
/// `new`, with the identity and content comparison you give.
///
/// - Returns: `nil` when valid; otherwise one line per violation.
public func verifyBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  _ changeset: Changeset, from old: [ChangesetSection<SectionID, Element>],
  to new: [ChangesetSection<SectionID, Element>], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool
) -> String? {
  let found = BatchUpdateChecker.violations(
    of: changeset, from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual)
  guard !found.isEmpty else { return nil }
  return found.map(\.description).joined(separator: "\n")
}
