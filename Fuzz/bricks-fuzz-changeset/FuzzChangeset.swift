import BricksCompose
import ChangesetOracle

/// libFuzzer entry point: bytes → two sectioned lists (``FuzzedSections``) → changeset → replay
/// with UIKit's rules (``ChangesetCheck``), which must show the new list exactly. A trap in the
/// changeset, a rule UIKit enforces, a stale or misplaced cell, a missed duplicate report: each
/// stops the run with the lists and the changeset.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChangeset(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let lists = FuzzedSections(UnsafeBufferPointer(start: start, count: count))
  let old = lists.old.map { ChangesetSection(id: $0.id, elements: $0.elements) }
  let new = lists.new.map { ChangesetSection(id: $0.id, elements: $0.elements) }
  if let problem = ChangesetCheck.problem(from: old, to: new) {
    fatalError(
      "changeset is wrong: \(problem)\nold: \(old.map { "\($0.id): \($0.elements)" })\nnew: \(new.map { "\($0.id): \($0.elements)" })"
    )
  }
  return 0
}
