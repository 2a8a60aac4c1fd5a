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

/// A unit or section that ``DuplicatePolicy/keepFirst`` left out because an earlier one had its
/// identifier.
public struct DroppedDuplicate: Hashable, Sendable, CustomStringConvertible {
  /// What was dropped.
  public enum Kind: Hashable, Sendable {
    /// One unit.
    case unit
    /// A whole section, with its units.
    case section
  }

  /// What was dropped.
  public var kind: Kind
  /// The duplicated identifier, as `String(describing:)` prints it.
  public var identifier: String
  /// The index of the section in the sections you passed (for a unit: the section it was in).
  public var section: Int
  /// For a unit: its index in that section, as you passed it; `nil` for a section.
  public var index: Int?
  /// For a section: how many units it had (dropped with it); 1 for a unit.
  public var unitCount: Int

  /// Creates a record of a dropped unit or section.
  public init(kind: Kind, identifier: String, section: Int, index: Int?, unitCount: Int) {
    self.kind = kind
    self.identifier = identifier
    self.section = section
    self.index = index
    self.unitCount = unitCount
  }

  /// E.g. `unit "a" at [0, 3]` or `section "photos" at 2 (4 units)`.
  public var description: String {
    switch kind {
    case .unit: return "unit \"\(identifier)\" at [\(section), \(index ?? 0)]"
    case .section: return "section \"\(identifier)\" at \(section) (\(unitCount) unit\(unitCount == 1 ? "" : "s"))"
    }
  }
}

extension DuplicatePolicy {
  /// `sections` without the later duplicates of a section or unit identifier, and what was left out.
  ///
  /// - Complexity: O(n + s), n units and s sections (expected, one hash per identifier).
  static func keepingFirst(_ sections: [UnitSection]) -> (kept: [UnitSection], dropped: [DroppedDuplicate]) {
    var sectionIDs = Set<AnyHashable>(minimumCapacity: sections.count)
    var unitIDs = Set<AnyHashable>(minimumCapacity: sections.reduce(0) { $0 + $1.units.count })
    var kept: [UnitSection] = []
    kept.reserveCapacity(sections.count)
    var dropped: [DroppedDuplicate] = []
    for (s, section) in sections.enumerated() {
      guard sectionIDs.insert(section.id).inserted else {
        dropped.append(DroppedDuplicate(kind: .section, identifier: "\(section.id.base)", section: s, index: nil, unitCount: section.units.count))
        continue
      }
      var copy = section
      copy.units.removeAll(keepingCapacity: true)
      for (k, unit) in section.units.enumerated() {
        if unitIDs.insert(unit.identifier).inserted {
          copy.units.append(unit)
        } else {
          dropped.append(DroppedDuplicate(kind: .unit, identifier: "\(unit.identifier.base)", section: s, index: k, unitCount: 1))
        }
      }
      kept.append(copy)
    }
    return (kept, dropped)
  }
}
