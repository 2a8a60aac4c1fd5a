extension Changeset {
  /// Computes the changeset between two lists of identifiable, equatable elements.
  ///
  /// Elements are matched by `id`; a matched element whose value differs (`!=`) is reconfigured
  /// (or deleted and inserted, if it also moved). The list is treated as section 0.
  ///
  ///     let changes = Changeset(from: oldTweets, to: newTweets)
  ///     // changes.batchUpdate.deletedItems, .insertedItems, .movedItems, .reconfiguredItems
  ///
  /// - Parameters:
  ///   - old: The list before the update.
  ///   - new: The list after the update.
  /// - Complexity: O(n + m) time and memory, n and m the lengths of the lists (expected, as for
  ///   any hash table).
  @inlinable
  public init<Element: Identifiable & Equatable>(from old: [Element], to new: [Element]) {
    self.init(from: old, to: new, identifiedBy: { $0.id }, isContentEqual: ==)
  }

  /// Computes the changeset between two lists of equatable elements with an identifier you name.
  ///
  ///     let changes = Changeset(from: old, to: new, identifiedBy: \.slug)
  ///
  /// - Parameters:
  ///   - old: The list before the update.
  ///   - new: The list after the update.
  ///   - identifier: The element's identity (a key path works); equal identifiers mean "the same
  ///     element", whose content is then compared with `==`.
  /// - Complexity: O(n + m) time and memory.
  @inlinable
  public init<Element: Equatable, ID: Hashable>(
    from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID
  ) {
    self.init(from: old, to: new, identifiedBy: identifier, isContentEqual: ==)
  }

  /// Computes the changeset between two lists, with the identity and content comparison you give.
  ///
  /// - Parameters:
  ///   - old: The list before the update.
  ///   - new: The list after the update.
  ///   - identifier: The element's identity.
  ///   - isContentEqual: Whether two elements with the same identity look the same; `false` makes
  ///     a reconfigure.
  /// - Complexity: O(n + m) time and memory.
  @inlinable
  public init<Element, ID: Hashable>(
    from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID,
    isContentEqual: (Element, Element) -> Bool
  ) {
    self.init(
      fromSections: [ChangesetSection(id: 0, elements: old)],
      toSections: [ChangesetSection(id: 0, elements: new)],
      identifiedBy: identifier, isContentEqual: isContentEqual)
  }

  /// Computes the changeset between two sectioned lists of identifiable, equatable elements.
  ///
  /// Sections are matched by their `id`, elements by theirs across all sections, so an element can
  /// move from one section to another.
  ///
  ///     let changes = Changeset(fromSections: oldSections, toSections: newSections)
  ///
  /// - Parameters:
  ///   - old: The sections before the update.
  ///   - new: The sections after the update.
  /// - Complexity: O(n + m + s) time and memory, s the number of sections.
  @inlinable
  public init<SectionID: Hashable, Element: Identifiable & Equatable>(
    fromSections old: [ChangesetSection<SectionID, Element>],
    toSections new: [ChangesetSection<SectionID, Element>]
  ) {
    self.init(
      fromSections: old, toSections: new, identifiedBy: { (element: Element) in element.id },
      isContentEqual: { (a: Element, b: Element) in a == b })
  }

  /// Computes the changeset between two sectioned lists, with the identity and content comparison
  /// you give.
  ///
  /// - Parameters:
  ///   - old: The sections before the update.
  ///   - new: The sections after the update.
  ///   - identifier: The element's identity, compared across all sections.
  ///   - isContentEqual: Whether two elements with the same identity look the same.
  /// - Complexity: O(n + m + s) time and memory, s the number of sections.
  @inlinable
  public init<SectionID: Hashable, Element, ID: Hashable>(
    fromSections old: [ChangesetSection<SectionID, Element>],
    toSections new: [ChangesetSection<SectionID, Element>],
    identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) {
    self.init(
      fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual,
      reloadsOnChange: { _, _ in false })
  }

  /// Computes the changeset between two sectioned lists, with the identity and content comparison
  /// you give, and your choice of reload or reconfigure for each changed element.
  ///
  /// An element that stays in place but whose content changed is reconfigured (its cell is
  /// configured again, keeping its state) unless `reloadsOnChange` says it needs a new cell
  /// (another cell class, say): then it is reloaded.
  ///
  /// - Parameters:
  ///   - old: The sections before the update.
  ///   - new: The sections after the update.
  ///   - identifier: The element's identity, compared across all sections.
  ///   - isContentEqual: Whether two elements with the same identity look the same.
  ///   - reloadsOnChange: For an old and a new element with the same identity and different
  ///     content: whether its cell must be replaced; called only for changed elements.
  /// - Complexity: O(n + m + s) time and memory, s the number of sections.
  @inlinable
  public init<SectionID: Hashable, Element, ID: Hashable>(
    fromSections old: [ChangesetSection<SectionID, Element>],
    toSections new: [ChangesetSection<SectionID, Element>],
    identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
    reloadsOnChange: (_ old: Element, _ new: Element) -> Bool
  ) {
    if let unchanged = Self._unchanged(old, new, identifiedBy: identifier, isContentEqual: isContentEqual) {
      self = unchanged
      return
    }
    var input = _ChangesetInput(oldSectionCount: old.count, newSectionCount: new.count)

    // Sections.
    var sectionTable = _IdentifierTable<SectionID>(oldCount: old.count, newCount: new.count)
    sectionTable.addOld(old.map(\.id))
    input.sectionNewToOld = sectionTable.matchNew(new.map(\.id))
    for (s, match) in input.sectionNewToOld.enumerated() where match >= 0 {
      input.sectionOldToNew[match] = s
    }

    // Elements, flattened across sections: identifiers, each one's section, each section's start.
    func flatten(_ sections: [ChangesetSection<SectionID, Element>], _ starts: inout [Int], _ sectionOf: inout [Int])
      -> [ID]
    {
      var ids: [ID] = []
      ids.reserveCapacity(sections.reduce(0) { $0 + $1.elements.count })
      sectionOf.reserveCapacity(ids.capacity)
      for (s, section) in sections.enumerated() {
        starts.append(ids.count)
        for element in section.elements {
          ids.append(identifier(element))
          sectionOf.append(s)
        }
      }
      starts.append(ids.count)
      return ids
    }
    let oldIDs = flatten(old, &input.oldStarts, &input.oldSectionOf)
    let newIDs = flatten(new, &input.newStarts, &input.newSectionOf)

    var table = _IdentifierTable<ID>(oldCount: oldIDs.count, newCount: newIDs.count)
    // Hashes each old identifier once, and a new one only where the lists differ (see
    // matchNew(_:reusingHashesOf:_:)): an unchanged section costs comparisons on the new side.
    let oldHashes = table.addOldKeepingHashes(oldIDs)
    input.newToOld = table.matchNew(newIDs, reusingHashesOf: oldIDs, oldHashes)
    input.oldToNew = Array(repeating: -1, count: oldIDs.count)
    input.changed = Array(repeating: false, count: oldIDs.count)
    input.reloads = Array(repeating: false, count: oldIDs.count)
    for (s, section) in new.enumerated() {
      let start = input.newStarts[s]
      for (k, element) in section.elements.enumerated() {
        let match = input.newToOld[start + k]
        guard match >= 0 else { continue }
        input.oldToNew[match] = start + k
        let os = input.oldSectionOf[match]
        let before = old[os].elements[match - input.oldStarts[os]]
        if !isContentEqual(before, element) {
          input.changed[match] = true
          input.reloads[match] = reloadsOnChange(before, element)
        }
      }
    }

    if let d = table.diagnostic(.duplicateElementIdentifiers) { input.diagnostics.append(d) }
    if let d = sectionTable.diagnostic(.duplicateSectionIdentifiers) { input.diagnostics.append(d) }
    self.init(_input: input)
  }
}
