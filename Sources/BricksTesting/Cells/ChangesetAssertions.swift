import BricksCells
import BricksCompose

// MARK: - Computed changesets

/// Checks that the changeset Compose computes from `old` to `new` is one batch update UIKit
/// accepts and that it shows `new`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyChangeset(from: [a, b, c], to: [c, a, d]) == nil)
/// ```
/// The changeset's batch update (``Changeset/init(from:to:)``) is checked with UIKit's
/// `performBatchUpdates` rules by ``BatchUpdateChecker``; the message lists every violation and
/// the update.
/// - Parameters:
///   - old: The list before the update.
///   - new: The list after it.
///   - allowingDuplicateIdentifiers: Whether duplicated identifiers are fine; by default they
///     fail, since containers fall back to a reload for them.
public func verifyChangeset<Element: Identifiable & Equatable>(
  from old: [Element], to new: [Element], allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(
    fromSections: [ChangesetSection(id: 0, elements: old)], toSections: [ChangesetSection(id: 0, elements: new)],
    identifiedBy: { $0.id }, isContentEqual: ==, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
}

/// Checks the computed batch update between two lists with the identity and content comparison
/// you give; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyChangeset(from: old, to: new, identifiedBy: \.slug, isContentEqual: { $0.title == $1.title }) == nil)
/// ```
public func verifyChangeset<Element, ID: Hashable>(
  from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool, allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(
    fromSections: [ChangesetSection(id: 0, elements: old)], toSections: [ChangesetSection(id: 0, elements: new)],
    identifiedBy: identifier, isContentEqual: isContentEqual, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers
  )
}

/// Checks the computed batch update between two sectioned lists; returns the failure message,
/// or nil.
///
/// ```swift
/// let old = [ChangesetSection(id: "pinned", elements: [a]), ChangesetSection(id: "feed", elements: [b, c])]
/// let new = [ChangesetSection(id: "feed", elements: [c, b, a])]
/// #expect(verifyChangeset(fromSections: old, toSections: new) == nil)
/// ```
public func verifyChangeset<SectionID: Hashable, Element: Identifiable & Equatable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(
    fromSections: old, toSections: new, identifiedBy: { (e: Element) in e.id },
    isContentEqual: { (a: Element, b: Element) in a == b }, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
}

/// Checks the computed batch update between two sectioned lists with the identity and content
/// comparison you give; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyChangeset(fromSections: old, toSections: new, identifiedBy: \.id, isContentEqual: ==) == nil)
/// ```
public func verifyChangeset<SectionID: Hashable, Element, ID: Hashable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
  allowingDuplicateIdentifiers: Bool = false
) -> String? {
  let changeset = Changeset(
    fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual)
  let duplicates =
    allowingDuplicateIdentifiers
    ? [] : changeset.diagnostics.map { "\($0) (pass allowingDuplicateIdentifiers: true if they are intended)" }
  return batchUpdateFailure(
    changeset.batchUpdate, from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual,
    leading: duplicates)
}

// MARK: - Assertions

/// Asserts that the changeset Compose computes from `old` to `new` is one batch update UIKit
/// accepts and that it shows `new`.
///
/// ```swift
/// @Test func reorderingTheFeedAnimates() {
///   assertChangeset(from: [a, b, c], to: [c, a, d])
/// }
/// ```
/// On failure it records, at the caller's location, every violation in UIKit's words
/// (`rejected by UIKit: Invalid update: invalid number of items in section 0. …`) and the changeset.
public func assertChangeset<Element: Identifiable & Equatable>(
  from old: [Element], to new: [Element], allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyChangeset(from: old, to: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the computed batch update between two lists with the identity and content comparison
/// you give.
///
/// ```swift
/// assertChangeset(from: old, to: new, identifiedBy: \.slug, isContentEqual: { $0.title == $1.title })
/// ```
public func assertChangeset<Element, ID: Hashable>(
  from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool, allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyChangeset(
      from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual,
      allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the computed batch update between two sectioned lists.
///
/// ```swift
/// assertChangeset(fromSections: old, toSections: new)
/// ```
public func assertChangeset<SectionID: Hashable, Element: Identifiable & Equatable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyChangeset(fromSections: old, toSections: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the computed batch update between two sectioned lists with the identity and content
/// comparison you give.
///
/// ```swift
/// assertChangeset(fromSections: old, toSections: new, identifiedBy: \.id, isContentEqual: ==)
/// ```
public func assertChangeset<SectionID: Hashable, Element, ID: Hashable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
  allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyChangeset(
      fromSections: old, toSections: new, identifiedBy: identifier,
      isContentEqual: isContentEqual, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
