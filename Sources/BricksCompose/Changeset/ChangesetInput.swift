/// The matching of an old list against a new one, in flat indexes, that the generic front end of
/// ``Changeset`` hands to the (non-generic) algorithm.
@usableFromInline
struct _ChangesetInput {
  /// Per old section: its new index, or -1 if deleted.
  @usableFromInline var sectionOldToNew: [Int]
  /// Per new section: its old index, or -1 if inserted.
  @usableFromInline var sectionNewToOld: [Int]
  /// Flat index of each old section's first element, plus the total at the end.
  @usableFromInline var oldStarts: [Int] = []
  /// Flat index of each new section's first element, plus the total at the end.
  @usableFromInline var newStarts: [Int] = []
  /// Per flat old element: its section.
  @usableFromInline var oldSectionOf: [Int] = []
  /// Per flat new element: its section.
  @usableFromInline var newSectionOf: [Int] = []
  /// Per flat old element: its flat new index, or -1 if it has no match.
  @usableFromInline var oldToNew: [Int] = []
  /// Per flat new element: its flat old index, or -1 if it has no match.
  @usableFromInline var newToOld: [Int] = []
  /// Per flat old element: whether its match's content differs.
  @usableFromInline var changed: [Bool] = []
  /// Per flat old element whose content changed: whether its cell must be replaced (reloaded)
  /// rather than configured again (reconfigured).
  @usableFromInline var reloads: [Bool] = []
  @usableFromInline var diagnostics: [ChangesetDiagnostic] = []

  @inlinable
  init(oldSectionCount: Int, newSectionCount: Int) {
    sectionOldToNew = Array(repeating: -1, count: oldSectionCount)
    sectionNewToOld = Array(repeating: -1, count: newSectionCount)
    oldStarts.reserveCapacity(oldSectionCount + 1)
    newStarts.reserveCapacity(newSectionCount + 1)
  }
}
