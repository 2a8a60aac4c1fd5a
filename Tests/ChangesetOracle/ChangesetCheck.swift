import BricksCompose
import Foundation

/// Everything the property tests and the changeset fuzzer require of one computed changeset.
public enum ChangesetCheck {
  /// Computes the changeset from `old` to `new` and checks it; returns the first problem, or nil.
  ///
  /// Checked:
  /// - ``UIKitBatchReplay`` accepts it and the view then shows `new` exactly, section identities
  ///   and element contents included;
  /// - its lists are in the documented order (deletes, inserts, reloads, reconfigures ascending);
  /// - content changes are never reloads (this front end asks for none): an element that changed
  ///   in place is reconfigured;
  /// - duplicated identifiers are reported if and only if there are some, except in equal states
  ///   (an unchanged list is compared without hashing, so its duplicates are not looked for);
  /// - equal states give an empty changeset;
  /// - when no identifier is duplicated, an element that keeps its identity and content and stays
  ///   in a section that the changeset neither deletes, inserts nor moves is never deleted and
  ///   inserted (it is left alone or moved).
  public static func problem<SectionID: Hashable, Element: Identifiable & Equatable>(
    from old: [ChangesetSection<SectionID, Element>], to new: [ChangesetSection<SectionID, Element>]
  ) -> String? {
    let changes = Changeset(fromSections: old, toSections: new)
    return problem(with: changes, from: old, to: new).map { "\($0)\nchangeset: \(changes)" }
  }

  /// Checks a changeset already computed from `old` to `new` (see ``problem(from:to:)``).
  public static func problem<SectionID: Hashable, Element: Identifiable & Equatable>(
    with changes: Changeset,
    from old: [ChangesetSection<SectionID, Element>], to new: [ChangesetSection<SectionID, Element>]
  ) -> String? {
    let shownOld = old.map { ShownSection(id: $0.id, elements: $0.elements) }
    let shownNew = new.map { ShownSection(id: $0.id, elements: $0.elements) }
    if let message = UIKitBatchReplay.verify(
      UIKitBatch(changes), from: shownOld, to: shownNew, sameItem: { $0.id == $1.id })
    {
      return message
    }

    func isAscending<T: Comparable>(_ list: [T]) -> Bool {
      for k in list.indices.dropFirst() where !(list[k - 1] < list[k]) { return false }
      return true
    }
    let update = changes.batchUpdate
    if !isAscending(update.deletedItems) || !isAscending(update.insertedItems) || !isAscending(update.reloadedItems)
      || !isAscending(update.reconfiguredItems)
    {
      return "an operation list is not in ascending order"
    }
    if !update.reloadedItems.isEmpty {
      return "content changes were reloaded, not reconfigured: \(update.reloadedItems)"
    }

    let duplicates =
      hasDuplicateSections(old) || hasDuplicateSections(new) || hasDuplicateElements(old) || hasDuplicateElements(new)
    let equalStates = old.elementsEqual(new, by: { $0.id == $1.id && $0.elements == $1.elements })
    if equalStates && changes.hasDuplicateIdentifiers {
      return "an unchanged state reported duplicates (it is compared without hashing): \(changes.diagnostics)"
    }
    if !equalStates && duplicates != changes.hasDuplicateIdentifiers {
      return duplicates
        ? "duplicated identifiers were not reported"
        : "duplicates reported where there are none: \(changes.diagnostics)"
    }
    if equalStates && !changes.isEmpty {
      return "equal states gave a non-empty changeset"
    }
    if !duplicates, let message = needlessReplacement(changes, from: old, to: new) { return message }
    return nil
  }

  static func hasDuplicateSections<SectionID: Hashable, Element>(_ sections: [ChangesetSection<SectionID, Element>])
    -> Bool
  {
    // A handful of sections (the usual case): comparing pairs is cheaper than hashing.
    guard sections.count <= 8 else { return Set(sections.map(\.id)).count < sections.count }
    for i in sections.indices {
      for j in sections.indices where j > i && sections[i].id == sections[j].id { return true }
    }
    return false
  }

  static func hasDuplicateElements<SectionID, Element: Identifiable>(_ sections: [ChangesetSection<SectionID, Element>])
    -> Bool
  {
    var seen = Set<Element.ID>(minimumCapacity: sections.reduce(0) { $0 + $1.elements.count })
    for section in sections {
      for element in section.elements where !seen.insert(element.id).inserted { return true }
    }
    return false
  }

  /// An unchanged element between two sections that stay put, deleted and inserted for nothing.
  static func needlessReplacement<SectionID: Hashable, Element: Identifiable & Equatable>(
    _ changes: Changeset, from old: [ChangesetSection<SectionID, Element>],
    to new: [ChangesetSection<SectionID, Element>]
  ) -> String? {
    var touchedOld = [Bool](repeating: false, count: old.count)
    var touchedNew = [Bool](repeating: false, count: new.count)
    let update = changes.batchUpdate
    for s in update.deletedSections { touchedOld[s] = true }
    for s in update.insertedSections { touchedNew[s] = true }
    for move in update.movedSections {
      touchedOld[move.from] = true
      touchedNew[move.to] = true
    }
    guard update.deletedItems.contains(where: { !touchedOld[$0[0]] }) else { return nil }
    var newPlace: [Element.ID: (section: Int, item: Int)] = [:]
    for s in new.indices where !touchedNew[s] {
      for k in new[s].elements.indices { newPlace[new[s].elements[k].id] = (s, k) }
    }
    for path in update.deletedItems where !touchedOld[path[0]] {
      let element = old[path[0]].elements[path[1]]
      if let place = newPlace[element.id], new[place.section].elements[place.item] == element {
        return
          "unchanged element \(element.id) at \(Array(path)) goes to section \(place.section), which stays in place, yet it is deleted and inserted instead of left alone or moved"
      }
    }
    return nil
  }
}
