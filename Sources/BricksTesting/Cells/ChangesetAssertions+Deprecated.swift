import BricksCells
import BricksCompose

// The former names of the computed-changeset checks, which read too much like the checks of an
// explicit batch update (`verifyBatchUpdate(_:from:to:)`): each
// forwards to its new name, with a fix-it.

/// Checks the changeset Compose computes from `old` to `new`.
@available(*, deprecated, renamed: "verifyChangeset(from:to:allowingDuplicateIdentifiers:)")
public func verifyValidBatchUpdate<Element: Identifiable & Equatable>(
  from old: [Element], to new: [Element], allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(from: old, to: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
}

/// Checks the changeset Compose computes from `old` to `new` with your identity and comparison.
@available(*, deprecated, renamed: "verifyChangeset(from:to:identifiedBy:isContentEqual:allowingDuplicateIdentifiers:)")
public func verifyValidBatchUpdate<Element, ID: Hashable>(
  from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool, allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(
    from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual,
    allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
}

/// Checks the changeset Compose computes between two sectioned lists.
@available(*, deprecated, renamed: "verifyChangeset(fromSections:toSections:allowingDuplicateIdentifiers:)")
public func verifyValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(fromSections: old, toSections: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
}

/// Checks the changeset Compose computes between two sectioned lists with your identity and
/// comparison.
@available(
  *, deprecated,
  renamed: "verifyChangeset(fromSections:toSections:identifiedBy:isContentEqual:allowingDuplicateIdentifiers:)"
)
public func verifyValidBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
  allowingDuplicateIdentifiers: Bool = false
) -> String? {
  verifyChangeset(
    fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual,
    allowingDuplicateIdentifiers: allowingDuplicateIdentifiers)
}

/// Asserts the changeset Compose computes from `old` to `new`.
@available(*, deprecated, renamed: "assertChangeset(from:to:allowingDuplicateIdentifiers:fileID:filePath:line:column:)")
public func assertValidBatchUpdate<Element: Identifiable & Equatable>(
  from old: [Element], to new: [Element], allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertChangeset(
    from: old, to: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the changeset Compose computes from `old` to `new` with your identity and comparison.
@available(
  *, deprecated,
  renamed:
    "assertChangeset(from:to:identifiedBy:isContentEqual:allowingDuplicateIdentifiers:fileID:filePath:line:column:)"
)
public func assertValidBatchUpdate<Element, ID: Hashable>(
  from old: [Element], to new: [Element], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool, allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertChangeset(
    from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual,
    allowingDuplicateIdentifiers: allowingDuplicateIdentifiers,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the changeset Compose computes between two sectioned lists.
@available(
  *, deprecated,
  renamed: "assertChangeset(fromSections:toSections:allowingDuplicateIdentifiers:fileID:filePath:line:column:)"
)
public func assertValidBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertChangeset(
    fromSections: old, toSections: new, allowingDuplicateIdentifiers: allowingDuplicateIdentifiers,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts the changeset Compose computes between two sectioned lists with your identity and
/// comparison.
@available(
  *, deprecated,
  renamed:
    "assertChangeset(fromSections:toSections:identifiedBy:isContentEqual:allowingDuplicateIdentifiers:fileID:filePath:line:column:)"
)
public func assertValidBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  fromSections old: [ChangesetSection<SectionID, Element>], toSections new: [ChangesetSection<SectionID, Element>],
  identifiedBy identifier: (Element) -> ID, isContentEqual: (Element, Element) -> Bool,
  allowingDuplicateIdentifiers: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertChangeset(
    fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual,
    allowingDuplicateIdentifiers: allowingDuplicateIdentifiers,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
