import BricksCells

/// What a container does when identifiers of units, or of sections, occur more than once in a new
/// state.
///
/// Set it per container with ``ComposingContainer/duplicatePolicy``. Either way the container
/// never crashes on duplicates (Apple's diffable data source raises an exception) and always
/// tells you, in a ``ComposeDiagnostic``:
///
/// ```swift
/// container.duplicatePolicy = .keepFirst
/// container.onDiagnostic = { diagnostic in
///   for duplicate in diagnostic.droppedDuplicates { log("not shown: \(duplicate)") }
/// }
/// ```
public enum DuplicatePolicy: Hashable, Sendable {
  /// Show every unit, duplicates included, with a full reload instead of an animation, and report
  /// ``ComposeDiagnostic/Reason/duplicateIdentifiers``. The default: nothing you pass is hidden.
  case reload
  /// Keep the first unit of each identifier (and the first section of each section identifier,
  /// with its units), drop the later ones, animate the rest, and report
  /// ``ComposeDiagnostic/Reason/duplicatesDropped`` listing exactly what was dropped in
  /// ``ComposeDiagnostic/droppedDuplicates``.
  case keepFirst
}

extension DuplicatePolicy {
  /// `sections` without the later duplicates of a section or unit identifier, and what was left out.
  ///
  /// - Complexity: O(n + s), n units and s sections (expected, one hash per identifier).
  static func keepingFirst(_ sections: [UnitSection]) -> (kept: [UnitSection], dropped: [DroppedDuplicate]) {
    var sectionIDs = Set<AnyHashable>(minimumCapacity: sections.count)
    var unitIDs = Set<ItemIdentifier>(minimumCapacity: sections.reduce(0) { $0 + $1.units.count })
    var kept: [UnitSection] = []
    kept.reserveCapacity(sections.count)
    var dropped: [DroppedDuplicate] = []
    for (s, section) in sections.enumerated() {
      guard sectionIDs.insert(section.id).inserted else {
        dropped.append(
          DroppedDuplicate(
            kind: .section, identifier: "\(section.id.base)", section: s, index: nil, unitCount: section.units.count))
        continue
      }
      var copy = section
      copy.units.removeAll(keepingCapacity: true)
      for (k, unit) in section.units.enumerated() {
        if unitIDs.insert(unit.identifier).inserted {
          copy.units.append(unit)
        } else {
          dropped.append(
            DroppedDuplicate(kind: .unit, identifier: "\(unit.identifier)", section: s, index: k, unitCount: 1))
        }
      }
      kept.append(copy)
    }
    return (kept, dropped)
  }
}
