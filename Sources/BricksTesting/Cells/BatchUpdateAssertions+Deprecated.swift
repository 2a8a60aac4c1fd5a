import BricksCells
import BricksCompose

// The former spellings of the explicit batch-update checks: `verifyValidBatchUpdate` and
// `assertValidBatchUpdate` (which read like a different check from `verifyBatchUpdate`), the
// `verifyBatchUpdate(_:from:to:)` overloads on sections (now `fromSections:toSections:`, like
// every other sectioned check), and the overloads that took a whole `Changeset`. Each forwards
// to its new name, with a fix-it where the compiler can offer one.

// MARK: - verifyValidBatchUpdate → verifyBatchUpdate

/// Checks that a given batch update turns `old` into `new` and that UIKit accepts it.
@available(*, deprecated, renamed: "verifyBatchUpdate(_:from:to:)")
public func verifyValidBatchUpdate<Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [Element], to new: [Element]
) -> String? {
  verifyBatchUpdate(update, from: old, to: new)
}

/// Checks that a given batch update turns sections `old` into `new` and that UIKit accepts it.
@available(*, deprecated, renamed: "verifyBatchUpdate(_:fromSections:toSections:)")
public func verifyValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyBatchUpdate(update, fromSections: old, toSections: new)
}

/// Checks that `changeset`'s batch update turns `old` into `new`.
@available(*, deprecated, message: "use verifyBatchUpdate(changeset.batchUpdate, from:to:)")
public func verifyValidBatchUpdate<Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [Element], to new: [Element]
) -> String? {
  verifyBatchUpdate(changeset.batchUpdate, from: old, to: new)
}

/// Checks that `changeset`'s batch update turns sections `old` into `new`.
@available(*, deprecated, message: "use verifyBatchUpdate(changeset.batchUpdate, fromSections:toSections:)")
public func verifyValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ changeset: Changeset, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyBatchUpdate(changeset.batchUpdate, fromSections: old, toSections: new)
}

// MARK: - assertValidBatchUpdate → assertBatchUpdate

/// Asserts that a given batch update turns `old` into `new` and that UIKit accepts it.
@available(*, deprecated, renamed: "assertBatchUpdate(_:from:to:fileID:filePath:line:column:)")
public func assertValidBatchUpdate<Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [Element], to new: [Element],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertBatchUpdate(update, from: old, to: new, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a given batch update turns sections `old` into `new` and that UIKit accepts it.
@available(*, deprecated, renamed: "assertBatchUpdate(_:fromSections:toSections:fileID:filePath:line:column:)")
public func assertValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertBatchUpdate(
    update, fromSections: old, toSections: new, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `changeset`'s batch update turns `old` into `new`.
@available(*, deprecated, message: "use assertBatchUpdate(changeset.batchUpdate, from:to:)")
public func assertValidBatchUpdate<Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [Element], to new: [Element],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertBatchUpdate(
    changeset.batchUpdate, from: old, to: new, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `changeset`'s batch update turns sections `old` into `new`.
@available(*, deprecated, message: "use assertBatchUpdate(changeset.batchUpdate, fromSections:toSections:)")
public func assertValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ changeset: Changeset, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertBatchUpdate(
    changeset.batchUpdate, fromSections: old, toSections: new, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

// MARK: - verifyBatchUpdate on sections with from:to: → fromSections:toSections:

/// Checks that `update` applied to sections `old` yields `new`.
@available(*, deprecated, renamed: "verifyBatchUpdate(_:fromSections:toSections:)")
public func verifyBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [ChangesetSection<SectionID, Element>],
  to new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyBatchUpdate(update, fromSections: old, toSections: new)
}

/// Checks that `update` applied to sections `old` yields `new`, with the identity and content
/// comparison you give.
@available(*, deprecated, renamed: "verifyBatchUpdate(_:fromSections:toSections:identifiedBy:isContentEqual:)")
public func verifyBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  _ update: BatchUpdate, from old: [ChangesetSection<SectionID, Element>],
  to new: [ChangesetSection<SectionID, Element>], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool
) -> String? {
  verifyBatchUpdate(
    update, fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual)
}

// MARK: - verifyBatchUpdate on a Changeset → on its batchUpdate

/// Checks that `changeset`'s batch update applied to `old` yields `new`.
@available(*, deprecated, message: "pass changeset.batchUpdate")
public func verifyBatchUpdate<Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [Element], to new: [Element]
) -> String? {
  verifyBatchUpdate(changeset.batchUpdate, from: old, to: new)
}

/// Checks that `changeset`'s batch update applied to sections `old` yields `new`.
@available(*, deprecated, message: "use verifyBatchUpdate(changeset.batchUpdate, fromSections:toSections:)")
public func verifyBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ changeset: Changeset, from old: [ChangesetSection<SectionID, Element>],
  to new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyBatchUpdate(changeset.batchUpdate, fromSections: old, toSections: new)
}

/// Checks that `changeset`'s batch update applied to sections `old` yields `new`, with the
/// identity and content comparison you give.
@available(
  *, deprecated,
  message: "use verifyBatchUpdate(changeset.batchUpdate, fromSections:toSections:identifiedBy:isContentEqual:)"
)
public func verifyBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  _ changeset: Changeset, from old: [ChangesetSection<SectionID, Element>],
  to new: [ChangesetSection<SectionID, Element>], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool
) -> String? {
  verifyBatchUpdate(
    changeset.batchUpdate, fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual)
}
