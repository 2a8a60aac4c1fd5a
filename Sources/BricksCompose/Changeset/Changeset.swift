import BricksCells

/// The difference between two (sectioned) lists, expressed as one batch update UIKit accepts.
///
/// Indexes follow `performBatchUpdates` semantics:
/// - ``sectionDeletes``, ``deletes`` and ``reloads``, and every move's `from`, are **old** indexes;
/// - ``sectionInserts``, ``inserts``, and every move's `to`, are **new** indexes.
///
/// A changeset never contains anything UIKit rejects or mis-animates, so it can be applied in a
/// single `performBatchUpdates` (or `beginUpdates`/`endUpdates`) call:
/// - no element is both deleted and moved, deleted and reloaded, or moved and reloaded;
/// - no two operations insert at, or move to, the same new path; no path is used twice;
/// - element operations never touch a section that is deleted, inserted or moved;
/// - every count adds up (old count − deletes − moves out + inserts + moves in = new count).
///
/// An element whose identifier stays but whose content changed is a *reload* when it stays in place,
/// and a *delete plus insert* when it also moved (UIKit forbids reloading a moved element, and a
/// plain move would keep the stale cell). A moved section whose elements changed is deleted and
/// inserted rather than moved, for the same reason. This keeps every update to one pass; the cost is
/// a cross-fade instead of a slide for those few elements.
///
/// Compute one with ``init(from:to:)`` and its variants; it needs no container or view.
/// BricksTesting's `verifyBatchUpdate` replays a changeset as UIKit would and checks the result.
public struct Changeset: Hashable, Sendable {
  /// Sections to delete, by old index, ascending.
  public var sectionDeletes: [Int]
  /// Sections to insert, by new index, ascending.
  public var sectionInserts: [Int]
  /// Sections to move, from old index to new index.
  public var sectionMoves: [Move<Int>]
  /// Elements to delete, by old path, ascending.
  public var deletes: [ElementPath]
  /// Elements to insert, by new path, ascending.
  public var inserts: [ElementPath]
  /// Elements to move, from old path to new path, in new order.
  public var moves: [Move<ElementPath>]
  /// Elements whose content changed in place, by old path, ascending.
  public var reloads: [ElementPath]
  /// What the caller should know about the input (duplicated identifiers).
  public var diagnostics: [ChangesetDiagnostic]

  /// Creates a changeset from explicit operations (for tests and hand-written updates).
  public init(
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [Move<Int>] = [],
    deletes: [ElementPath] = [], inserts: [ElementPath] = [], moves: [Move<ElementPath>] = [],
    reloads: [ElementPath] = [], diagnostics: [ChangesetDiagnostic] = []
  ) {
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionMoves = sectionMoves
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.reloads = reloads
    self.diagnostics = diagnostics
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool { changeCount == 0 }

  /// The number of operations, section and element ones together.
  ///
  /// Containers compare it against their reload threshold.
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count
      + deletes.count + inserts.count + moves.count + reloads.count
  }

  /// Whether any identifier, of an element or a section, occurs more than once.
  public var hasDuplicateIdentifiers: Bool { !diagnostics.isEmpty }
}

extension Changeset: CustomStringConvertible {
  /// A compact listing of the non-empty operation lists, e.g. `Changeset(deletes: [[0, 1]], ...)`.
  public var description: String {
    var parts: [String] = []
    if !sectionDeletes.isEmpty { parts.append("sectionDeletes: \(sectionDeletes)") }
    if !sectionInserts.isEmpty { parts.append("sectionInserts: \(sectionInserts)") }
    if !sectionMoves.isEmpty { parts.append("sectionMoves: [\(sectionMoves.map { "\($0.from) -> \($0.to)" }.joined(separator: ", "))]") }
    if !deletes.isEmpty { parts.append("deletes: \(deletes)") }
    if !inserts.isEmpty { parts.append("inserts: \(inserts)") }
    if !moves.isEmpty { parts.append("moves: [\(moves.map { "\($0.from) -> \($0.to)" }.joined(separator: ", "))]") }
    if !reloads.isEmpty { parts.append("reloads: \(reloads)") }
    return "Changeset(\(parts.joined(separator: ", ")))"
  }
}
