import BricksCells

/// The difference between two (sectioned) lists: one ``BatchUpdate`` UIKit accepts, and what the
/// caller should know about the input.
///
/// ``batchUpdate`` follows `performBatchUpdates` semantics (see ``BatchUpdate``): deletes,
/// reloads and move sources are **old** indexes; inserts, move destinations and reconfigures are
/// **new** ones. It never contains anything UIKit rejects or mis-animates, so it can be applied in
/// a single `performBatchUpdates` call (``CellHost/performBatchUpdate(_:updatingData:completion:)``):
/// - no element is both deleted and moved, deleted and reloaded, or moved and reloaded;
/// - no two operations insert at, or move to, the same new path; no path is used twice;
/// - element operations never touch a section that is deleted, inserted or moved;
/// - every count adds up (old count − deletes − moves out + inserts + moves in = new count).
///
/// An element whose identifier stays but whose content changed is *reconfigured*: its cell is
/// configured again at its new index path right after the batch and keeps its state, whether the
/// element stayed in place or moved (a move plus a reconfigure: it slides and updates). Elements the
/// caller says need a new cell (another cell class, say) are *reloaded* when they stay in place and
/// *deleted and inserted* when they moved (UIKit cannot reload a moved item). A moved section whose
/// elements changed is deleted and inserted rather than moved, since element operations inside a
/// moved section are unsafe; that costs a cross-fade instead of a slide for that section.
///
/// Compute one with ``init(from:to:)`` and its variants; it needs no container or view.
/// BricksTesting's `verifyBatchUpdate` replays a batch update as UIKit would and checks the result.
public struct Changeset: Hashable, Sendable {
  /// The update, in UIKit's terms: sections as `IndexSet`s, elements as `[section, item]` index
  /// paths; deletes, inserts, reloads and reconfigures ascending, moves in new order.
  public var batchUpdate: BatchUpdate
  /// What the caller should know about the input (duplicated identifiers).
  public var diagnostics: [ChangesetDiagnostic]

  /// Creates a changeset from a batch update (for tests and hand-written updates).
  public init(batchUpdate: BatchUpdate = BatchUpdate(), diagnostics: [ChangesetDiagnostic] = []) {
    self.batchUpdate = batchUpdate
    self.diagnostics = diagnostics
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool { batchUpdate.isEmpty }

  /// The number of operations, section and element ones together.
  ///
  /// Containers compare it against their reload threshold.
  public var changeCount: Int { batchUpdate.changeCount }

  /// Whether any identifier, of an element or a section, occurs more than once.
  public var hasDuplicateIdentifiers: Bool { !diagnostics.isEmpty }
}

extension Changeset: CustomStringConvertible {
  /// The batch update and any diagnostics, e.g. `Changeset(batch(delete items [0, 1]))`.
  public var description: String {
    "Changeset(\(batchUpdate)\(diagnostics.isEmpty ? "" : ", \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s")"))"
  }
}
