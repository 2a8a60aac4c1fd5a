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
