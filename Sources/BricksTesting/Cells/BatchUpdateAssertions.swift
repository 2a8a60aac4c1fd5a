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
    identifiedBy: identifier, isContentEqual: isContentEqual, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
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
  let changeset = Changeset(fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual)
  var lines: [String] = []
  if !allowingDuplicateIdentifiers {
    lines += changeset.diagnostics.map { "\($0) (pass allowingDuplicateIdentifiers: true if they are intended)" }
  }
  if let violations = verifyBatchUpdate(changeset.batchUpdate, from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual) {
    lines += violations.split(separator: "\n").map(String.init)
  }
  return batchUpdateMessage(lines, changeset.batchUpdate, old, new)
}

// MARK: - Explicit batch updates

/// Checks that a given batch update (hand-written, or from your own diff) is one UIKit accepts
/// and that it turns `old` into `new`; returns the failure message, or nil.
///
/// ```swift
/// let moveFirstToEnd = BatchUpdate(movedItems: [Move(from: [0, 0], to: [0, 2])])
/// #expect(verifyValidBatchUpdate(moveFirstToEnd, from: [a, b, c], to: [b, c, a]) == nil)
/// ```
public func verifyValidBatchUpdate<Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [Element], to new: [Element]
) -> String? {
  verifyValidBatchUpdate(update, fromSections: [ChangesetSection(id: 0, elements: old)],
                         toSections: [ChangesetSection(id: 0, elements: new)])
}

/// Checks that a given batch update turns sections `old` into `new` and that UIKit accepts it;
/// returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyValidBatchUpdate(update, fromSections: old, toSections: new) == nil)
/// ```
public func verifyValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>]
) -> String? {
  let lines = verifyBatchUpdate(update, from: old, to: new)?.split(separator: "\n").map(String.init) ?? []
  return batchUpdateMessage(lines, update, old, new)
}

/// Checks that `changeset`'s batch update turns `old` into `new`; returns the failure message, or nil.
@available(*, deprecated, message: "pass changeset.batchUpdate")
public func verifyValidBatchUpdate<Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [Element], to new: [Element]
) -> String? {
  verifyValidBatchUpdate(changeset.batchUpdate, from: old, to: new)
}

/// Checks that `changeset`'s batch update turns sections `old` into `new`; returns the failure
/// message, or nil.
@available(*, deprecated, message: "pass changeset.batchUpdate")
public func verifyValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ changeset: Changeset, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyValidBatchUpdate(changeset.batchUpdate, fromSections: old, toSections: new)
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
  report(verifyChangeset(from: old, to: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
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
  report(verifyChangeset(from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual,
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
  report(verifyChangeset(fromSections: old, toSections: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
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
  report(verifyChangeset(fromSections: old, toSections: new, identifiedBy: identifier,
                                isContentEqual: isContentEqual, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers),
         fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a given batch update turns `old` into `new` and that UIKit accepts it.
///
/// ```swift
/// assertValidBatchUpdate(BatchUpdate(deletedItems: [[0, 1]]), from: [a, b], to: [a])
/// ```
public func assertValidBatchUpdate<Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [Element], to new: [Element],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(verifyValidBatchUpdate(update, from: old, to: new), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a given batch update turns sections `old` into `new` and that UIKit accepts it.
///
/// ```swift
/// assertValidBatchUpdate(update, fromSections: old, toSections: new)
/// ```
public func assertValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(verifyValidBatchUpdate(update, fromSections: old, toSections: new),
         fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `changeset`'s batch update turns `old` into `new`.
@available(*, deprecated, message: "pass changeset.batchUpdate")
public func assertValidBatchUpdate<Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [Element], to new: [Element],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(verifyValidBatchUpdate(changeset.batchUpdate, from: old, to: new), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `changeset`'s batch update turns sections `old` into `new`.
@available(*, deprecated, message: "pass changeset.batchUpdate")
public func assertValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ changeset: Changeset, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(verifyValidBatchUpdate(changeset.batchUpdate, fromSections: old, toSections: new),
         fileID: fileID, filePath: filePath, line: line, column: column)
}

// MARK: - Message

/// The message for `lines` of violations, or nil when there are none.
private func batchUpdateMessage<S, E>(
  _ lines: [String], _ update: BatchUpdate, _ old: [ChangesetSection<S, E>], _ new: [ChangesetSection<S, E>]
) -> String? {
  guard !lines.isEmpty else { return nil }
  func shape(_ sections: [ChangesetSection<S, E>]) -> String {
    let counts = sections.map(\.elements.count)
    if counts.count == 1 { return counts[0] == 1 ? "1 element" : "\(counts[0]) elements" }
    return "\(counts.count) section\(counts.count == 1 ? "" : "s") (\(counts.map(String.init).joined(separator: ", ")) elements)"
  }
  return "the batch update from \(shape(old)) to \(shape(new)) is not valid:\n"
    + lines.map { "  " + $0 }.joined(separator: "\n") + "\n  update: \(update)"
}
