import BricksCells
import BricksCompose

// The checks of an explicit batch update (hand-written, or from your own diff). The changeset
// Compose computes is checked by `verifyChangeset`/`assertChangeset` (ChangesetAssertions.swift);
// the raw violations come from `BatchUpdateChecker.violations(of:from:to:identifiedBy:isContentEqual:)`.

// MARK: - Verify

/// Checks that a given batch update is one UIKit accepts and that it turns `old` into `new`;
/// returns the failure message, or nil.
///
/// ```swift
/// let moveFirstToEnd = BatchUpdate(movedItems: [Move(from: [0, 0], to: [0, 2])])
/// #expect(verifyBatchUpdate(moveFirstToEnd, from: [a, b, c], to: [b, c, a]) == nil)
/// ```
/// The message lists every violation ``BatchUpdateChecker`` finds, in UIKit's words, then the
/// update.
/// - Parameters:
///   - update: The batch update to check.
///   - old: The list before the update.
///   - new: The list the update must show.
public func verifyBatchUpdate<Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [Element], to new: [Element]
) -> String? {
  verifyBatchUpdate(
    update, fromSections: [ChangesetSection(id: 0, elements: old)], toSections: [ChangesetSection(id: 0, elements: new)]
  )
}

/// Checks that a given batch update turns sections `old` into `new` and that UIKit accepts it;
/// returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyBatchUpdate(update, fromSections: old, toSections: new) == nil)
/// ```
public func verifyBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>]
) -> String? {
  verifyBatchUpdate(
    update, fromSections: old, toSections: new, identifiedBy: { (element: Element) in element.id },
    isContentEqual: { (a: Element, b: Element) in a == b })
}

/// Checks that a given batch update turns sections `old` into `new` and that UIKit accepts it,
/// with the identity and content comparison you give; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyBatchUpdate(update, fromSections: old, toSections: new, identifiedBy: \.slug, isContentEqual: ==) == nil)
/// ```
public func verifyBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool
) -> String? {
  batchUpdateFailure(update, from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual, leading: [])
}

// MARK: - Assert

/// Asserts that a given batch update turns `old` into `new` and that UIKit accepts it.
///
/// ```swift
/// assertBatchUpdate(BatchUpdate(deletedItems: [[0, 1]]), from: [a, b], to: [a])
/// ```
/// On failure it records, at the caller's location, the message of
/// ``verifyBatchUpdate(_:from:to:)-(BatchUpdate,[Element],_)``.
public func assertBatchUpdate<Element: Identifiable & Equatable>(
  _ update: BatchUpdate, from old: [Element], to new: [Element],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(verifyBatchUpdate(update, from: old, to: new), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a given batch update turns sections `old` into `new` and that UIKit accepts it.
///
/// ```swift
/// assertBatchUpdate(update, fromSections: old, toSections: new)
/// ```
public func assertBatchUpdate<SectionID: Hashable, Element: Identifiable & Equatable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyBatchUpdate(update, fromSections: old, toSections: new),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a given batch update turns sections `old` into `new` and that UIKit accepts it,
/// with the identity and content comparison you give.
///
/// ```swift
/// assertBatchUpdate(update, fromSections: old, toSections: new, identifiedBy: \.slug, isContentEqual: ==)
/// ```
public func assertBatchUpdate<SectionID: Hashable, Element, ID: Hashable>(
  _ update: BatchUpdate, fromSections old: [ChangesetSection<SectionID, Element>],
  toSections new: [ChangesetSection<SectionID, Element>], identifiedBy identifier: (Element) -> ID,
  isContentEqual: (Element, Element) -> Bool,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyBatchUpdate(
      update, fromSections: old, toSections: new, identifiedBy: identifier, isContentEqual: isContentEqual),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

// MARK: - Message

/// The failure message for `update` from `old` to `new`: the `leading` lines (e.g. duplicate
/// identifiers), then every violation ``BatchUpdateChecker`` finds, then the update; nil when
/// there is nothing to say.
func batchUpdateFailure<S: Hashable, E, ID: Hashable>(
  _ update: BatchUpdate, from old: [ChangesetSection<S, E>], to new: [ChangesetSection<S, E>],
  identifiedBy identifier: (E) -> ID, isContentEqual: (E, E) -> Bool, leading: [String]
) -> String? {
  let violations = BatchUpdateChecker.violations(
    of: update, from: old, to: new, identifiedBy: identifier, isContentEqual: isContentEqual)
  let lines = leading + violations.map(\.description)
  guard !lines.isEmpty else { return nil }
  func shape(_ sections: [ChangesetSection<S, E>]) -> String {
    let counts = sections.map(\.elements.count)
    if counts.count == 1 { return counts[0] == 1 ? "1 element" : "\(counts[0]) elements" }
    return
      "\(counts.count) section\(counts.count == 1 ? "" : "s") (\(counts.map(String.init).joined(separator: ", ")) elements)"
  }
  return "the batch update from \(shape(old)) to \(shape(new)) is not valid:\n"
    + lines.map { "  " + $0 }.joined(separator: "\n") + "\n  update: \(update)"
}
