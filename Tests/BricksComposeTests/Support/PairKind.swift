import BricksCompose

/// What an old/new pair of sectioned lists contains, read from the pair itself (not from how it was
/// generated, nor from the changeset), so that a property test can count each kind.
enum PairKind: Int, CaseIterable, Comparable {
  case sectionInserted, sectionDeleted, sectionMoved
  case elementIntoInsertedSection, elementOutOfDeletedSection, elementAcrossMovedSections
  case elementAcrossKeptSections, elementMovedWithinSection
  case contentChangedInPlace, contentChangedAndMoved
  case emptySection, noSectionsBefore, noSectionsAfter, allElementsNew, allElementsDeleted, unchanged
  case duplicateElementIDs, duplicateSectionIDs
  /// Sections inserted, deleted and moved in one pair while elements move into an inserted section
  /// and out of a deleted one.
  case everythingAtOnce

  static func < (a: PairKind, b: PairKind) -> Bool { a.rawValue < b.rawValue }

  /// A set of kinds as bits (a `Set` of enums costs more than the rest of the classification in a
  /// debug build).
  struct Found {
    var bits: UInt32 = 0
    mutating func insert(_ kind: PairKind) { bits |= 1 << kind.rawValue }
    func contains(_ kind: PairKind) -> Bool { bits & (1 << kind.rawValue) != 0 }
  }

  /// The kinds `old → new` contains. Element kinds are read only when no identifier is duplicated
  /// (with duplicates, "the same element" has no single meaning). Identifiers must be small
  /// non-negative numbers (``SectionedPairGenerator/pair()`` makes them so): they index arrays,
  /// which keeps 100,000 classifications fast in a debug build.
  static func kinds(_ old: SectionedPairGenerator.Sections, _ new: SectionedPairGenerator.Sections) -> Found {
    var kinds = Found()
    if old.isEmpty { kinds.insert(.noSectionsBefore) }
    if new.isEmpty { kinds.insert(.noSectionsAfter) }
    if old.contains(where: \.elements.isEmpty) || new.contains(where: \.elements.isEmpty) {
      kinds.insert(.emptySection)
    }
    if old == new { kinds.insert(.unchanged) }
    var oldCount = 0, newCount = 0, maxID = 0, maxSectionID = 0
    for section in old {
      oldCount += section.elements.count
      maxSectionID = max(maxSectionID, section.id)
      for item in section.elements { maxID = max(maxID, item.id) }
    }
    for section in new {
      newCount += section.elements.count
      maxSectionID = max(maxSectionID, section.id)
      for item in section.elements { maxID = max(maxID, item.id) }
    }
    if oldCount > 0 && newCount == 0 { kinds.insert(.allElementsDeleted) }

    // Per section identifier: its index in old and new (-1: absent; -2: duplicated).
    var oldSectionIndex = [Int](repeating: -1, count: maxSectionID + 1), newSectionIndex = oldSectionIndex
    var sectionDuplicates = false
    for (s, section) in old.enumerated() {
      if oldSectionIndex[section.id] != -1 { sectionDuplicates = true }
      oldSectionIndex[section.id] = s
    }
    for (s, section) in new.enumerated() {
      if newSectionIndex[section.id] != -1 { sectionDuplicates = true }
      newSectionIndex[section.id] = s
    }
    // Per element identifier: its section identifier, index and version in old and new.
    var oldSection = [Int](repeating: -1, count: maxID + 1), newSection = oldSection
    var oldIndex = oldSection, newIndex = oldSection, oldVersion = oldSection, newVersion = oldSection
    var elementDuplicates = false
    for section in old {
      for k in section.elements.indices {
        let item = section.elements[k]
        if oldSection[item.id] != -1 { elementDuplicates = true }
        oldSection[item.id] = section.id
        oldIndex[item.id] = k
        oldVersion[item.id] = item.version
      }
    }
    for section in new {
      for k in section.elements.indices {
        let item = section.elements[k]
        if newSection[item.id] != -1 { elementDuplicates = true }
        newSection[item.id] = section.id
        newIndex[item.id] = k
        newVersion[item.id] = item.version
      }
    }
    if sectionDuplicates { kinds.insert(.duplicateSectionIDs) }
    if elementDuplicates { kinds.insert(.duplicateElementIDs) }
    guard !sectionDuplicates && !elementDuplicates else { return kinds }

    // Sections: inserted, deleted, and moved (its place among the sections on both sides differs).
    if new.contains(where: { oldSectionIndex[$0.id] < 0 }) { kinds.insert(.sectionInserted) }
    if old.contains(where: { newSectionIndex[$0.id] < 0 }) { kinds.insert(.sectionDeleted) }
    var sectionMoved = [Bool](repeating: false, count: maxSectionID + 1)
    do {
      var commonNew: [Int] = []
      for section in new where oldSectionIndex[section.id] >= 0 { commonNew.append(section.id) }
      var k = 0
      for section in old where newSectionIndex[section.id] >= 0 {
        if commonNew[k] != section.id {
          sectionMoved[section.id] = true
          kinds.insert(.sectionMoved)
        }
        k += 1
      }
    }

    // Elements.
    if newCount > 0 && !new.contains(where: { $0.elements.contains { oldSection[$0.id] >= 0 } }) {
      kinds.insert(.allElementsNew)
    }
    // Kept in their section but out of order relative to another.
    var displaced = [Bool](repeating: false, count: maxID + 1)
    for section in new where oldSectionIndex[section.id] >= 0 {
      // Old indexes of the elements that stay in this section, in new order; one is displaced when
      // a larger one comes before it or a smaller one after it.
      var stay: [Int] = []
      for item in section.elements where oldSection[item.id] == section.id { stay.append(item.id) }
      var suffixMin = [Int](repeating: .max, count: stay.count + 1)
      for k in stride(from: stay.count - 1, through: 0, by: -1) {
        suffixMin[k] = min(suffixMin[k + 1], oldIndex[stay[k]])
      }
      var prefixMax = Int.min
      for k in stay.indices {
        let o = oldIndex[stay[k]]
        if prefixMax > o || suffixMin[k + 1] < o {
          displaced[stay[k]] = true
          kinds.insert(.elementMovedWithinSection)
        }
        prefixMax = max(prefixMax, o)
      }
    }
    for section in new {
      for item in section.elements {
        let from = oldSection[item.id], to = section.id
        guard from >= 0 else { continue }
        let crosses = from != to
        if crosses {
          if oldSectionIndex[to] < 0 { kinds.insert(.elementIntoInsertedSection) }
          if newSectionIndex[from] < 0 { kinds.insert(.elementOutOfDeletedSection) }
          if oldSectionIndex[to] >= 0 && newSectionIndex[from] >= 0 {
            kinds.insert(
              sectionMoved[from] || sectionMoved[to] ? .elementAcrossMovedSections : .elementAcrossKeptSections)
          }
        }
        if oldVersion[item.id] != item.version {
          kinds.insert(crosses || displaced[item.id] ? .contentChangedAndMoved : .contentChangedInPlace)
        }
      }
    }
    if kinds.contains(.sectionInserted) && kinds.contains(.sectionDeleted) && kinds.contains(.sectionMoved)
      && kinds.contains(.elementIntoInsertedSection) && kinds.contains(.elementOutOfDeletedSection)
    {
      kinds.insert(.everythingAtOnce)
    }
    return kinds
  }
}
