import Bricks
import BricksTesting
import Testing

private let a = Post(id: 1, text: "a"), b = Post(id: 2, text: "b"), c = Post(id: 3, text: "c")

@Suite("Former assertion spellings")
struct DeprecatedAssertionTests {
  @Test("the former computed-changeset checks give verifyChangeset's answer")
  func formerChangesetChecksForward() {
    let spellings: any FormerChecks = FormerCheckSpellings()
    let (old, new) = ([a, b, c], [c, a])
    let expected = verifyChangeset(from: old, to: new)
    #expect(expected == nil)
    #expect(spellings.changesetMessages(old, new).allSatisfy { $0 == expected })
  }

  @Test("the former checks of a Changeset give verifyBatchUpdate's answer on its batch update")
  func formerChangesetTakingChecksForward() {
    let spellings: any FormerChecks = FormerCheckSpellings()
    let (old, new) = ([a, b], [a])
    // A changeset computed for another pair: wrong for this one, so every spelling has a message.
    let wrong = Changeset(from: [a], to: [a, b])
    let expected = verifyBatchUpdate(wrong.batchUpdate, from: old, to: new)
    #expect(expected != nil)
    #expect(spellings.changesetTakingMessages(wrong, old, new).allSatisfy { $0 == expected })
  }

  @Test("the former assert spellings record a failure exactly when the new ones do")
  func formerAssertsRecordAsTheNewOnes() {
    let spellings: any FormerChecks = FormerCheckSpellings()
    let (old, new) = ([a, b], [a])
    let right = Changeset(from: old, to: new), wrong = Changeset(from: [a], to: [a, b])
    #expect(recordedFailures { spellings.assertAll(right, old, new) }.isEmpty)
    #expect(recordedFailures { spellings.assertChangesets(old, new) }.isEmpty)
    #expect(recordedFailures { spellings.assertAll(wrong, old, new) }.count == 4)
  }
}

/// Calls the former spellings through a protocol, so the test build stays free of warnings.
private protocol FormerChecks {
  func changesetMessages(_ old: [Post], _ new: [Post]) -> [String?]
  func changesetTakingMessages(_ changeset: Changeset, _ old: [Post], _ new: [Post]) -> [String?]
  func assertAll(_ changeset: Changeset, _ old: [Post], _ new: [Post])
  func assertChangesets(_ old: [Post], _ new: [Post])
}

private struct FormerCheckSpellings: FormerChecks {
  func sections(_ posts: [Post]) -> [ChangesetSection<Int, Post>] { [ChangesetSection(id: 0, elements: posts)] }

  @available(*, deprecated)
  func changesetMessages(_ old: [Post], _ new: [Post]) -> [String?] {
    [
      verifyValidBatchUpdate(from: old, to: new),
      verifyValidBatchUpdate(from: old, to: new, identifiedBy: \.id, isContentEqual: ==),
      verifyValidBatchUpdate(fromSections: sections(old), toSections: sections(new)),
      verifyValidBatchUpdate(
        fromSections: sections(old), toSections: sections(new), identifiedBy: \.id, isContentEqual: ==),
    ]
  }

  @available(*, deprecated)
  func changesetTakingMessages(_ changeset: Changeset, _ old: [Post], _ new: [Post]) -> [String?] {
    [
      verifyValidBatchUpdate(changeset, from: old, to: new),
      verifyValidBatchUpdate(changeset, fromSections: sections(old), toSections: sections(new)),
      verifyBatchUpdate(changeset, from: old, to: new),
      verifyBatchUpdate(changeset, from: sections(old), to: sections(new)),
      verifyBatchUpdate(changeset, from: sections(old), to: sections(new), identifiedBy: \.id, isContentEqual: ==),
    ]
  }

  @available(*, deprecated)
  func assertAll(_ changeset: Changeset, _ old: [Post], _ new: [Post]) {
    assertValidBatchUpdate(changeset.batchUpdate, from: old, to: new)
    assertValidBatchUpdate(changeset.batchUpdate, fromSections: sections(old), toSections: sections(new))
    assertValidBatchUpdate(changeset, from: old, to: new)
    assertValidBatchUpdate(changeset, fromSections: sections(old), toSections: sections(new))
  }

  @available(*, deprecated)
  func assertChangesets(_ old: [Post], _ new: [Post]) {
    assertValidBatchUpdate(from: old, to: new)
    assertValidBatchUpdate(from: old, to: new, identifiedBy: \.id, isContentEqual: ==)
    assertValidBatchUpdate(fromSections: sections(old), toSections: sections(new))
    assertValidBatchUpdate(
      fromSections: sections(old), toSections: sections(new), identifiedBy: \.id, isContentEqual: ==)
  }
}
