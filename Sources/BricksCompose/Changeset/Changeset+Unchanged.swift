// The shortcut for the most common update of all: nothing changed. One linear pass compares the
// section identifiers, element identifiers and contents pairwise; if every one is equal, the
// changeset is empty and the identifier tables, the matching and the move walk are skipped.
//
// Duplicated identifiers must still be reported (the `ChangesetDiagnostic` contract: reported if
// and only if there are some). In an unchanged pair the new list repeats the old one, so one set
// of the old identifiers finds them all, and the diagnostic is the one the full algorithm would
// produce (the same counts on both sides, the same first three examples).

extension Changeset {
  /// The empty changeset (with its duplicate diagnostics) if `new` equals `old` section by section
  /// and element by element; nil as soon as one identifier or content differs.
  ///
  /// - Complexity: O(n) comparisons until the first difference; when there is none, one set
  ///   insertion per element for the duplicate check.
  @inlinable
  static func _unchanged<SectionID: Hashable, Element, ID: Hashable>(
    _ old: [ChangesetSection<SectionID, Element>], _ new: [ChangesetSection<SectionID, Element>],
    identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) -> Changeset? {
    guard old.count == new.count else { return nil }
    var total = 0
    for s in old.indices {
      let a = old[s], b = new[s]
      guard a.id == b.id, a.elements.count == b.elements.count else { return nil }
      total += a.elements.count
    }
    for s in old.indices {
      let a = old[s].elements, b = new[s].elements
      for k in a.indices {
        guard identifier(a[k]) == identifier(b[k]), isContentEqual(a[k], b[k]) else { return nil }
      }
    }
    var diagnostics: [ChangesetDiagnostic] = []
    var elementIDs = Set<ID>(minimumCapacity: total)
    var duplicates = 0, examples: [String] = []
    for section in old {
      for element in section.elements {
        let id = identifier(element)
        if !elementIDs.insert(id).inserted { _note(id, &duplicates, &examples) }
      }
    }
    if duplicates > 0 {
      diagnostics.append(ChangesetDiagnostic(
        kind: .duplicateElementIdentifiers, duplicatesInOld: duplicates, duplicatesInNew: duplicates,
        examples: examples))
    }
    if old.count > 1 {
      var sectionIDs = Set<SectionID>(minimumCapacity: old.count)
      var sectionDuplicates = 0, sectionExamples: [String] = []
      for section in old where !sectionIDs.insert(section.id).inserted {
        _note(section.id, &sectionDuplicates, &sectionExamples)
      }
      if sectionDuplicates > 0 {
        diagnostics.append(ChangesetDiagnostic(
          kind: .duplicateSectionIdentifiers, duplicatesInOld: sectionDuplicates,
          duplicatesInNew: sectionDuplicates, examples: sectionExamples))
      }
    }
    return Changeset(diagnostics: diagnostics)
  }

  /// Counts one duplicate and keeps up to three distinct examples, as `_IdentifierTable` does.
  @inlinable
  static func _note<T>(_ id: T, _ count: inout Int, _ examples: inout [String]) {
    count += 1
    if examples.count < 3 {
      let text = String(describing: id)
      if !examples.contains(text) { examples.append(text) }
    }
  }
}
