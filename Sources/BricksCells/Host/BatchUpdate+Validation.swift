import Foundation

extension BatchUpdate {
  /// Checks this batch against the item counts before and after it, with UIKit's rules.
  ///
  /// UIKit raises `NSInternalInconsistencyException` ("Invalid update: invalid number of rows
  /// in section 0 …") for a batch whose counts do not add up; this throws the same message,
  /// plus what to do, as a ``CellError`` with code ``CellError/Code/invalidBatchUpdate``.
  ///
  /// - Parameters:
  ///   - before: items per section before the update.
  ///   - after: items per section after the data was swapped.
  /// - Throws: ``CellError`` naming the first broken rule.
  /// - Complexity: O(s + c) for s sections and c changes.
  public func validate(before: [Int], after: [Int]) throws {
    func fail(_ message: String) -> CellError {
      CellError(.invalidBatchUpdate, message: "Invalid update: \(message); swap the data inside performBatchUpdate and describe every change, or call reloadData()")
    }
    // Section indexes.
    for s in deletedSections where s >= before.count { throw fail("attempt to delete section \(s), but there are only \(before.count) sections before the update") }
    for s in reloadedSections where s >= before.count { throw fail("attempt to reload section \(s), but there are only \(before.count) sections before the update") }
    for s in insertedSections where s >= after.count { throw fail("attempt to insert section \(s), but there are only \(after.count) sections after the update") }
    for m in movedSections {
      if m.from >= before.count || m.to >= after.count { throw fail("attempt to move section \(m.from) to \(m.to) out of bounds") }
      if deletedSections.contains(m.from) { throw fail("attempt to delete and move the same section (\(m.from))") }
      if insertedSections.contains(m.to) { throw fail("attempt to insert and move to the same section (\(m.to))") }
    }
    if let s = deletedSections.first(where: reloadedSections.contains) { throw fail("attempt to delete and reload the same section (\(s))") }
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    guard after.count == expectedSections else {
      throw fail("invalid number of sections. The number of sections contained after the update (\(after.count)) must be equal to the number of sections contained before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)")
    }

    // Old section -> new section for sections that survive.
    var newIndex = [Int?](repeating: nil, count: before.count)
    var taken = Set(insertedSections)
    let movedFrom = Set(movedSections.map(\.from))
    for m in movedSections {
      newIndex[m.from] = m.to
      taken.insert(m.to)
    }
    var next = 0
    for old in 0..<before.count where !deletedSections.contains(old) && !movedFrom.contains(old) {
      while taken.contains(next) { next += 1 }
      newIndex[old] = next
      next += 1
    }

    // Item indexes.
    var seenDeletes = Set<IndexPath>(), seenInserts = Set<IndexPath>()
    func checkOld(_ p: IndexPath, _ verb: String) throws {
      guard p.count == 2, p[0] < before.count, p[1] < before[p[0]] else {
        throw fail("attempt to \(verb) item \(Array(p)), which does not exist before the update (\(p.count == 2 && p[0] < before.count ? "\(before[p[0]]) items in section \(p[0])" : "\(before.count) sections"))")
      }
    }
    func checkNew(_ p: IndexPath, _ verb: String) throws {
      guard p.count == 2, p[0] < after.count, p[1] < after[p[0]] else {
        throw fail("attempt to \(verb) item \(Array(p)), which does not exist after the update (\(p.count == 2 && p[0] < after.count ? "\(after[p[0]]) items in section \(p[0])" : "\(after.count) sections"))")
      }
    }
    for p in deletedItems {
      try checkOld(p, "delete")
      if !seenDeletes.insert(p).inserted { throw fail("attempt to delete item \(Array(p)) twice") }
    }
    for p in reloadedItems {
      try checkOld(p, "reload")
      if seenDeletes.contains(p) { throw fail("attempt to delete and reload the same index path (\(Array(p)))") }
    }
    for p in insertedItems {
      try checkNew(p, "insert")
      if !seenInserts.insert(p).inserted { throw fail("attempt to insert item \(Array(p)) twice") }
    }
    for m in movedItems {
      try checkOld(m.from, "move")
      try checkNew(m.to, "move")
      if seenDeletes.contains(m.from) { throw fail("attempt to delete and move the same item (\(Array(m.from)))") }
      if seenInserts.contains(m.to) { throw fail("attempt to insert and move to the same item (\(Array(m.to)))") }
      if reloadedItems.contains(m.from) { throw fail("attempt to move and reload the same item (\(Array(m.from))); reload it after the move in a second update") }
    }

    // Counts per surviving section.
    var deletes = [Int](repeating: 0, count: before.count), movedOut = deletes
    var inserts = [Int](repeating: 0, count: after.count), movedIn = inserts
    for p in deletedItems { deletes[p[0]] += 1 }
    for p in insertedItems { inserts[p[0]] += 1 }
    for m in movedItems {
      movedOut[m.from[0]] += 1
      movedIn[m.to[0]] += 1
    }
    for old in 0..<before.count {
      guard let new = newIndex[old], !reloadedSections.contains(old) else { continue }
      let expected = before[old] - deletes[old] + inserts[new] - movedOut[old] + movedIn[new]
      if after[new] != expected {
        throw fail("invalid number of items in section \(new). The number of items contained in an existing section after the update (\(after[new])) must be equal to the number of items contained in that section before the update (\(before[old])), plus or minus the number of items inserted or deleted from that section (\(inserts[new]) inserted, \(deletes[old]) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn[new]) moved in, \(movedOut[old]) moved out)")
      }
    }
  }
}
