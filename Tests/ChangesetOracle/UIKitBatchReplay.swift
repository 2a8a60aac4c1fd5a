/// Replays a ``UIKitBatch`` the way `performBatchUpdates` applies it, and says whether the view
/// ends up showing the new state.
///
/// The rules, from UIKit's documentation of `performBatchUpdates(_:completion:)` and
/// `UITableView`'s "Batch insertion, deletion, and reloading of rows and sections", and from the
/// exceptions UIKit raises:
/// - deletes and reloads name **old** paths, inserts **new** paths, moves go old → new, for
///   sections and items alike; every index is in range of its side;
/// - no path is in two conflicting operations: an old section is deleted or moved, not both, and
///   not twice; a new section is inserted or the target of a move, not both, and not twice; an old
///   item is deleted, reloaded or moved, at most one of them, once; a new item is inserted or the
///   target of a move, once;
/// - no item operation inside a section that is inserted or deleted. Bricks' changesets also
///   promise none inside a moved section (UIKit accepts some of those but mis-animates or crashes
///   on others), and this replay holds them to it;
/// - the counts add up: sections after = before − deleted + inserted; items in each surviving
///   section after = before − deleted − moved out + inserted + moved in, compared with what the
///   data source (the new state) reports, as UIKit's "Invalid update: invalid number of items"
///   check does;
/// - items neither deleted nor moved keep their relative order and fill the slots that inserts and
///   move targets leave free; sections likewise.
///
/// What each cell shows afterwards: an inserted or reloaded item is configured again from the data
/// source at its new path; a moved or untouched item keeps its cell, so it shows the **old**
/// content. An inserted section is read from the data source; a moved or untouched section keeps
/// its identity. So a changed element that is moved without being deleted and inserted, or left
/// untouched, shows stale content, and the comparison with the new state catches it.
///
/// Reconfigures (`reconfigureItems(at:)`, iOS 15+) are replayed as Bricks' hosts issue them:
/// right after `performBatchUpdates` returns, so their paths are **new** paths (Apple's page,
/// /documentation/uikit/uicollectionview/reconfigureitems(at:), does not say how paths inside a
/// batch are read; outside one they are the current ones). Each must exist after the update, be
/// named once, and find there the cell of the same item (``verify(_:from:to:sameItem:)``'s
/// identity); that cell is configured again from the data source and shows new content.
public enum UIKitBatchReplay {
  /// Why a replay failed: a rule UIKit enforces, or a wrong result.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong, where.
    public var message: String
    /// The message.
    public var description: String { message }
  }

  /// Replays `batch` on `old`, with the data source answering from `new`.
  ///
  /// - Returns: What the view shows after the update.
  /// - Throws: ``Failure`` naming the first rule the batch breaks.
  /// - Complexity: O(n + m + c) expected, n and m the element counts, c the operations.
  public static func replay<ID, Element>(
    _ batch: UIKitBatch, from old: [ShownSection<ID, Element>], dataSource new: [ShownSection<ID, Element>],
    sameItem: (Element, Element) -> Bool = { _, _ in true }
  ) throws -> [ShownSection<ID, Element>] {
    func fail(_ message: String) -> Failure { Failure(message: message) }

    // Sections.
    var oldFate = [OldFate](repeating: .kept, count: old.count)
    var newSlot = [NewSlot](repeating: .free, count: new.count)
    for s in batch.deletedSections {
      guard old.indices.contains(s) else {
        throw fail("deleteSections: section \(s) does not exist before the update (\(old.count) sections)")
      }
      guard case .kept = oldFate[s] else { throw fail("deleteSections: section \(s) is deleted twice") }
      oldFate[s] = .deleted
    }
    for s in batch.insertedSections {
      guard new.indices.contains(s) else {
        throw fail("insertSections: section \(s) does not exist after the update (\(new.count) sections)")
      }
      guard case .free = newSlot[s] else { throw fail("insertSections: section \(s) is inserted twice") }
      newSlot[s] = .inserted
    }
    for move in batch.movedSections {
      guard old.indices.contains(move.from) else {
        throw fail("moveSection \(move.from) -> \(move.to): no section \(move.from) before the update")
      }
      guard new.indices.contains(move.to) else {
        throw fail("moveSection \(move.from) -> \(move.to): no section \(move.to) after the update")
      }
      guard case .kept = oldFate[move.from] else {
        throw fail("moveSection \(move.from) -> \(move.to): section \(move.from) is also deleted or moved")
      }
      guard case .free = newSlot[move.to] else {
        throw fail("moveSection \(move.from) -> \(move.to): section \(move.to) is also inserted or a move target")
      }
      oldFate[move.from] = .moved
      newSlot[move.to] = .moved(from: move.from)
    }
    let expectedSections = old.count - batch.deletedSections.count + batch.insertedSections.count
    guard expectedSections == new.count else {
      throw fail(
        "invalid number of sections: \(new.count) after the update, but \(old.count) before, \(batch.insertedSections.count) inserted and \(batch.deletedSections.count) deleted make \(expectedSections)"
      )
    }
    // Untouched old sections fill the free new slots in order.
    var keptOldOf = [Int](repeating: -1, count: new.count)  // per new section: its untouched old section, or -1
    do {
      var o = 0
      for t in new.indices {
        guard case .free = newSlot[t] else { continue }
        while o < old.count, oldFate[o] != .kept { o += 1 }
        keptOldOf[t] = o  // the counts above guarantee o < old.count
        o += 1
      }
    }

    // Items: where each operation may be, and no path twice.
    func checkOld(_ path: ItemPath, _ what: @autoclosure () -> String) throws {
      guard old.indices.contains(path.section), old[path.section].elements.indices.contains(path.item) else {
        throw fail("\(what()): item \(path) does not exist before the update")
      }
      switch oldFate[path.section] {
      case .kept: break
      case .deleted: throw fail("\(what()): item \(path) is in section \(path.section), which is deleted")
      case .moved:
        throw fail(
          "\(what()): item \(path) is in section \(path.section), which is moved (Bricks promises no item operation in a moved section)"
        )
      }
    }
    func checkNew(_ path: ItemPath, _ what: @autoclosure () -> String) throws {
      guard new.indices.contains(path.section), path.item >= 0 else {
        throw fail("\(what()): item \(path) does not exist after the update")
      }
      switch newSlot[path.section] {
      case .free: break
      case .inserted: throw fail("\(what()): item \(path) is in section \(path.section), which is inserted")
      case .moved:
        throw fail(
          "\(what()): item \(path) is in section \(path.section), which is the target of a section move (Bricks promises no item operation in a moved section)"
        )
      }
    }
    var oldUse: [[OldUse]] = old.map { [OldUse](repeating: .none, count: $0.elements.count) }
    func useOld(_ path: ItemPath, _ use: OldUse, _ what: @autoclosure () -> String) throws {
      try checkOld(path, what())
      guard case .none = oldUse[path.section][path.item] else {
        throw fail(
          "\(what()): item \(path) before the update is already \(oldUse[path.section][path.item]) (a path in two operations)"
        )
      }
      oldUse[path.section][path.item] = use
    }
    for path in batch.deletedItems { try useOld(path, .deleted, "deleteItems") }
    for path in batch.reloadedItems { try useOld(path, .reloaded, "reloadItems") }
    for move in batch.movedItems { try useOld(move.from, .movedOut, "moveItem \(move.from) -> \(move.to)") }

    for path in batch.insertedItems { try checkNew(path, "insertItems") }
    for move in batch.movedItems { try checkNew(move.to, "moveItem \(move.from) -> \(move.to)") }

    // The counts, section by section, as UIKit checks them against the data source.
    var survivors: [[Int]] = old.map { _ in [] }  // per old section: its items neither deleted nor moved out
    var deletedCount = [Int](repeating: 0, count: old.count), movedOutCount = deletedCount
    for o in old.indices {
      for (i, use) in oldUse[o].enumerated() {
        switch use {
        case .none, .reloaded: survivors[o].append(i)
        case .deleted: deletedCount[o] += 1
        case .movedOut: movedOutCount[o] += 1
        }
      }
    }
    var insertedCount = [Int](repeating: 0, count: new.count), movedInCount = insertedCount
    for path in batch.insertedItems { insertedCount[path.section] += 1 }
    for move in batch.movedItems { movedInCount[move.to.section] += 1 }
    for t in new.indices where keptOldOf[t] >= 0 {
      let o = keptOldOf[t]
      let count = survivors[o].count + insertedCount[t] + movedInCount[t]
      guard count == new[t].elements.count else {
        throw fail(
          "invalid number of items in section \(t): the data source has \(new[t].elements.count) after the update, but section \(o) had \(old[o].elements.count) before, \(insertedCount[t]) inserted, \(deletedCount[o]) deleted, \(movedInCount[t]) moved in, \(movedOutCount[o]) moved out make \(count)"
        )
      }
    }

    // The slots inserts and move targets take.
    var newFill: [[NewFill?]] = new.indices.map {
      keptOldOf[$0] >= 0 ? Array(repeating: nil, count: new[$0].elements.count) : []
    }
    func useNew(_ path: ItemPath, _ fill: NewFill, _ what: @autoclosure () -> String) throws {
      guard path.item < newFill[path.section].count else {
        throw fail(
          "\(what()): item \(path) does not exist after the update (section \(path.section) has \(newFill[path.section].count) items)"
        )
      }
      guard newFill[path.section][path.item] == nil else {
        throw fail(
          "\(what()): item \(path) after the update is already inserted or a move target (a path in two operations)")
      }
      newFill[path.section][path.item] = fill
    }
    for path in batch.insertedItems { try useNew(path, .inserted, "insertItems") }
    for move in batch.movedItems { try useNew(move.to, .movedIn(move.from), "moveItem \(move.from) -> \(move.to)") }

    // What each cell shows.
    var result: [ShownSection<ID, Element>] = []
    result.reserveCapacity(new.count)
    for t in new.indices {
      switch newSlot[t] {
      case .inserted:
        result.append(new[t])
        continue
      case .moved(let from):
        result.append(old[from])
        continue
      case .free:
        break
      }
      let o = keptOldOf[t]
      var shown: [Element] = []
      shown.reserveCapacity(new[t].elements.count)
      var next = 0
      for item in new[t].elements.indices {
        switch newFill[t][item] {
        case .inserted?:
          shown.append(new[t].elements[item])
        case .movedIn(let from)?:
          shown.append(old[from.section].elements[from.item])
        case nil:
          let i = survivors[o][next]
          next += 1
          if case .reloaded = oldUse[o][i] {
            shown.append(new[t].elements[item])
          } else {
            shown.append(old[o].elements[i])
          }
        }
      }
      result.append(ShownSection(id: old[o].id, elements: shown))
    }

    // Reconfigures, after the batch: the cell at each new path is configured again.
    var reconfigured = new.map { [Bool](repeating: false, count: $0.elements.count) }
    for path in batch.reconfiguredItems {
      guard new.indices.contains(path.section), new[path.section].elements.indices.contains(path.item) else {
        throw fail("reconfigureItems: item \(path) does not exist after the update")
      }
      guard !reconfigured[path.section][path.item] else {
        throw fail("reconfigureItems: item \(path) is reconfigured twice")
      }
      // A reconfigure updates the cell of the same item; a cell showing another element there is a
      // misplaced element (its animation is wrong even if the reconfigure repaints it).
      guard sameItem(result[path.section].elements[path.item], new[path.section].elements[path.item]) else {
        throw fail(
          "reconfigureItems: the cell at \(path) shows \(result[path.section].elements[path.item]), another item than \(new[path.section].elements[path.item]) (a misplaced element)"
        )
      }
      reconfigured[path.section][path.item] = true
      result[path.section].elements[path.item] = new[path.section].elements[path.item]
    }
    return result
  }

  /// Replays `batch` and compares what the view shows with `new`, identity and content.
  ///
  /// - Returns: `nil` when the view shows `new` exactly; otherwise what went wrong, where.
  ///   - sameItem: Whether two elements are the same item (identity); a reconfigure must find the
  ///     same item's cell at its path. By default every pair is.
  public static func verify<ID, Element>(
    _ batch: UIKitBatch, from old: [ShownSection<ID, Element>], to new: [ShownSection<ID, Element>],
    sameItem: (Element, Element) -> Bool = { _, _ in true }
  ) -> String? {
    let shown: [ShownSection<ID, Element>]
    do {
      shown = try replay(batch, from: old, dataSource: new, sameItem: sameItem)
    } catch {
      return "UIKit would reject the update: \(error)"
    }
    for t in new.indices {
      if shown[t].id != new[t].id {
        return "section \(t) shows section \(shown[t].id) but the new state has \(new[t].id) there"
      }
      for item in new[t].elements.indices where shown[t].elements[item] != new[t].elements[item] {
        return
          "item [\(t), \(item)] shows \(shown[t].elements[item]) but the new state has \(new[t].elements[item]) (a stale cell or a misplaced element)"
      }
    }
    return nil
  }
}

// The replay's bookkeeping (Swift allows no types nested in a generic function).
/// What happens to an old section.
private enum OldFate { case kept, deleted, moved }
/// What fills a new section.
private enum NewSlot { case free, inserted, moved(from: Int) }
/// What happens to an old item.
private enum OldUse { case none, deleted, reloaded, movedOut }
/// What fills a new item slot, when an operation names it.
private enum NewFill { case inserted, movedIn(ItemPath) }
