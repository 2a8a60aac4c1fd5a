import Foundation

extension BatchUpdate {
  /// Every rule of UIKit's that this batch breaks against the item counts before and after it;
  /// empty when UIKit accepts it.
  ///
  /// The rules (UITableView and UICollectionView agree on them):
  /// - section deletes and reloads, item deletes and reloads, and move sources are old indexes;
  ///   section and item inserts, move destinations and reconfigures are new indexes; each is in
  ///   range of its side and is a `[section, item]` pair;
  /// - no index is used twice by one kind of operation; an item is not both deleted and moved,
  ///   deleted and reloaded, or reloaded and moved; nothing is inserted and moved to the same
  ///   new path; no section is deleted and moved, deleted and reloaded, or inserted and moved to;
  /// - section count after = before − deleted + inserted; for every section that survives and is
  ///   not reloaded, items after = before − deleted − moved out + inserted + moved in.
  ///
  /// One rule is stricter than UIKit (``BatchUpdateViolation/Kind/unsafe``): item operations
  /// must not touch a section that is deleted, inserted, moved or reloaded, which UIKit handles
  /// inconsistently across versions. ``Changeset`` never produces such a batch.
  ///
  /// - Parameters:
  ///   - before: items per section before the update.
  ///   - after: items per section after the data was swapped.
  /// - Returns: The violations, kinds ``BatchUpdateViolation/Kind/rejectedByUIKit`` and
  ///   ``BatchUpdateViolation/Kind/unsafe``, in the order the rules are checked.
  /// - Complexity: O(s + c) expected, for s sections and c changes.
  public func violations(before: [Int], after: [Int]) -> [BatchUpdateViolation] {
    BatchUpdateRules(self, before: before, after: after).violations
  }

  /// Checks this batch against the item counts before and after it, with UIKit's rules.
  ///
  /// UIKit raises `NSInternalInconsistencyException` ("Invalid update: invalid number of rows
  /// in section 0 …") for a batch whose counts do not add up; this throws the same message,
  /// plus what to do, as a ``CellError`` with code ``CellError/Code/invalidBatchUpdate``.
  /// Only what UIKit rejects throws; see ``violations(before:after:)`` for the stricter rules.
  ///
  /// - Parameters:
  ///   - before: items per section before the update.
  ///   - after: items per section after the data was swapped.
  /// - Throws: ``CellError`` naming the first broken rule (and how many more there are).
  /// - Complexity: O(s + c) expected, for s sections and c changes.
  public func validate(before: [Int], after: [Int]) throws {
    let rejected = violations(before: before, after: after).filter { $0.kind == .rejectedByUIKit }
    guard let first = rejected.first else { return }
    let message = first.message.hasPrefix("Invalid update: ") ? first.message : "Invalid update: " + first.message
    let more =
      rejected.count > 1 ? " (and \(rejected.count - 1) more broken rule\(rejected.count == 2 ? "" : "s"))" : ""
    throw CellError(
      .invalidBatchUpdate,
      message:
        "\(message)\(more); swap the data inside performBatchUpdate and describe every change, or call reloadData()")
  }
}
