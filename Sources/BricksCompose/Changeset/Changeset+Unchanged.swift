// The shortcut for the most common update of all: nothing changed. One linear pass compares the
// section identifiers, element identifiers and contents pairwise; if every one is equal, the
// changeset is empty and the identifier tables, the matching and the move walk are skipped.
//
// No identifier is hashed on this path, so duplicated identifiers in an unchanged list are not
// reported: finding them costs one hash per element, five times the cost of the comparisons (a
// set of 10,000 UUIDs took 0.45 ms, the pass 0.05 ms), and an empty update is right whatever the
// identifiers. Duplicates are reported as soon as anything changes.
//
// When something changed, an unchanged section (or any unchanged run) still keeps that promise:
// every old identifier is hashed once, so that duplicates anywhere are found, but a new identifier
// equal to the old one a linear walk expects at its place reuses that old hash — one comparison
// instead of a hash (`_IdentifierTable.matchNew(_:reusingHashesOf:_:)`, same matches and same
// diagnostics as hashing it). Skipping the old side too would leave a duplicate between an
// unchanged section and a changed one unreported, which `DuplicatePolicy.keepFirst` relies on.

extension Changeset {
  /// The empty changeset if `new` equals `old` section by section and element by element (same
  /// identifiers, contents equal); nil as soon as one identifier or content differs.
  ///
  /// - Complexity: O(n) comparisons, no hashing.
  @inlinable
  static func _unchanged<SectionID: Hashable, Element, ID: Hashable>(
    _ old: [ChangesetSection<SectionID, Element>], _ new: [ChangesetSection<SectionID, Element>],
    identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) -> Changeset? {
    guard old.count == new.count else { return nil }
    for s in old.indices {
      let a = old[s], b = new[s]
      guard a.id == b.id, a.elements.count == b.elements.count else { return nil }
    }
    for s in old.indices {
      let a = old[s].elements, b = new[s].elements
      for k in a.indices {
        guard identifier(a[k]) == identifier(b[k]), isContentEqual(a[k], b[k]) else { return nil }
      }
    }
    return Changeset()
  }
}
