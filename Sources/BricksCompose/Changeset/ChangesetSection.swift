/// One section of a list to diff: an identifier and its elements.
///
/// Sections are matched by `id` like elements are, so a section can be inserted, deleted or moved,
/// and elements can move between sections that exist before and after the update.
public struct ChangesetSection<ID: Hashable, Element> {
  /// The section's identifier; unique among the sections of one list.
  public var id: ID
  /// The section's elements, in display order.
  public var elements: [Element]

  /// Creates a section with an identifier and its elements.
  public init(id: ID, elements: [Element]) {
    self.id = id
    self.elements = elements
  }
}

extension ChangesetSection: Equatable where Element: Equatable {}
extension ChangesetSection: Hashable where Element: Hashable {}
extension ChangesetSection: Sendable where ID: Sendable, Element: Sendable {}
