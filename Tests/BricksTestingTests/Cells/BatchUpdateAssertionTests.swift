import Bricks
import BricksTesting
import Testing

private let a = Post(id: 1, text: "a"), b = Post(id: 2, text: "b"), c = Post(id: 3, text: "c"),
  d = Post(id: 4, text: "d")

@Suite("assertBatchUpdate and assertChangeset")
struct BatchUpdateAssertionTests {
  @Test(
    "passes on the changesets Compose computes",
    arguments: [
      ([a, b, c], [c, a, d]),
      ([a, b, c], [a, Post(id: 2, text: "b!"), c]),
      ([], [a, b]),
      ([a, b], []),
      ([a, b, c, d], [d, c, b, a]),
    ])
  func computed(old: [Post], new: [Post]) {
    assertChangeset(from: old, to: new)
    #expect(verifyChangeset(from: old, to: new) == nil)
  }

  @Test("names the sections in a sectioned failure")
  func sectionedFailure() {
    let old = [ChangesetSection(id: "a", elements: [a]), ChangesetSection(id: "b", elements: [b, c])]
    let new = [ChangesetSection(id: "a", elements: [a]), ChangesetSection(id: "b", elements: [b])]
    #expect(
      verifyBatchUpdate(BatchUpdate(), fromSections: old, toSections: new)?
        .hasPrefix(
          "the batch update from 2 sections (1, 2 elements) to 2 sections (1, 1 elements) is not valid:\n  rejected by UIKit: "
        ) == true)
  }

  @Test("passes on sectioned lists, with moves across sections")
  func sections() {
    let old = [ChangesetSection(id: "pinned", elements: [a]), ChangesetSection(id: "feed", elements: [b, c])]
    let new = [
      ChangesetSection(id: "feed", elements: [c, Post(id: 2, text: "b!"), a]),
      ChangesetSection(id: "new", elements: [d]),
    ]
    assertChangeset(fromSections: old, toSections: new)
    assertChangeset(fromSections: old, toSections: new, identifiedBy: \.id, isContentEqual: ==)
    assertChangeset(from: ["x", "y"], to: ["y", "z"], identifiedBy: { $0 }, isContentEqual: ==)
    #expect(verifyChangeset(fromSections: old, toSections: new) == nil)
  }

  @Test("fails on duplicated identifiers unless they are allowed")
  func duplicates() {
    #expect(
      verifyChangeset(from: [a, a], to: [a]) == """
        the batch update from 2 elements to 1 element is not valid:
          duplicated element identifiers (1 in the old list; e.g. "1"); duplicates are matched in order of appearance; \
        give every element a unique identifier (pass allowingDuplicateIdentifiers: true if they are intended)
          update: batch(delete items [0, 1])
        """)
    assertChangeset(from: [a, a], to: [a], allowingDuplicateIdentifiers: true)
  }

  @Test("passes a hand-written changeset that is right")
  func explicitValid() {
    let deleteSecond = BatchUpdate(deletedItems: [[0, 1]])
    assertBatchUpdate(deleteSecond, from: [a, b], to: [a])
    assertBatchUpdate(
      deleteSecond, fromSections: [ChangesetSection(id: 0, elements: [a, b])],
      toSections: [ChangesetSection(id: 0, elements: [a])])
    #expect(verifyBatchUpdate(deleteSecond, from: [a, b], to: [a]) == nil)
  }

  @Test("fails a hand-written changeset UIKit would reject, in UIKit's words, with the changeset")
  func explicitInvalid() {
    #expect(
      verifyBatchUpdate(BatchUpdate(), from: [a, b], to: [a]) == """
        the batch update from 2 elements to 1 element is not valid:
          rejected by UIKit: Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)
          update: \(BatchUpdate())
        """)
  }

  @Test("fails a changeset that leaves a stale cell")
  func staleCell() {
    let message = verifyBatchUpdate(BatchUpdate(), from: [a], to: [Post(id: 1, text: "a!")])
    #expect(
      message?.contains(
        "wrong result: [0, 0] (old [0, 0], 1) changed content but was neither reconfigured nor reloaded; its cell is stale"
      ) == true)
    #expect(
      verifyBatchUpdate(BatchUpdate(reconfiguredItems: [[0, 0]]), from: [a], to: [Post(id: 1, text: "a!")]) == nil)
    #expect(verifyBatchUpdate(BatchUpdate(reloadedItems: [[0, 0]]), from: [a], to: [Post(id: 1, text: "a!")]) == nil)
  }

  @Test("records the failure at the caller's line")
  func recordsAtTheCallersLine() {
    let line = #line + 1
    let failures = recordedFailures { assertBatchUpdate(BatchUpdate(), from: [a, b], to: [a]) }
    #expect(failures.map(\.line) == [line])
    #expect(
      failures.first?.message.hasPrefix(
        "the batch update from 2 elements to 1 element is not valid:\n  rejected by UIKit: Invalid update") == true)
  }

  @Test("checks a hand-written update with the identity and content comparison you give")
  func explicitCustomIdentity() {
    let old = [ChangesetSection(id: 0, elements: [a, b])]
    let renamed = [ChangesetSection(id: 0, elements: [Post(id: 1, text: "A"), b])]
    #expect(
      verifyBatchUpdate(
        BatchUpdate(), fromSections: old, toSections: renamed, identifiedBy: \.id, isContentEqual: { _, _ in true })
        == nil)
    #expect(
      verifyBatchUpdate(BatchUpdate(), fromSections: old, toSections: renamed, identifiedBy: \.id, isContentEqual: ==)?
        .contains("its cell is stale") == true)
  }
}
