import BricksCells
import BricksCompose

/// What a position shows after a replayed batch update.
enum BatchUpdateSlot {
  /// The cell of an old element (reloaded or not).
  case old(ElementPath, reloaded: Bool)
  /// A cell created from the new data (an insert, or anything in an inserted section).
  case fresh
}

/// The state machine behind ``BatchUpdateChecker``: validates a changeset against section and
/// element counts, then lays out the new list as UIKit would.
struct BatchUpdateReplay {
  let changeset: Changeset
  let oldCounts: [Int]
  let newCounts: [Int]
  var violations: [BatchUpdateViolation] = []

  var deletedSections = Set<Int>()
  var insertedSections = Set<Int>()
  var movedFrom: [Int: Int] = [:]  // old section -> new section
  var movedTo: [Int: Int] = [:]  // new section -> old section
  /// New section -> old section it shows (survivors and moves); nil for inserted sections.
  var newToOldSection: [Int: Int] = [:]

  init(changeset: Changeset, oldCounts: [Int], newCounts: [Int]) {
    self.changeset = changeset
    self.oldCounts = oldCounts
    self.newCounts = newCounts
  }

  mutating func reject(_ message: String) { violations.append(BatchUpdateViolation(.rejectedByUIKit, message)) }
  mutating func unsafe(_ message: String) { violations.append(BatchUpdateViolation(.unsafe, message)) }

  mutating func validateSections() {
    let before = oldCounts.count, after = newCounts.count
    for s in changeset.sectionDeletes {
      if !(0..<before).contains(s) { reject("attempt to delete section \(s), but there are only \(before) sections before the update") }
      if !deletedSections.insert(s).inserted { reject("attempt to delete section \(s) twice") }
    }
    for s in changeset.sectionInserts {
      if !(0..<after).contains(s) { reject("attempt to insert section \(s) but there are only \(after) sections after the update") }
      if !insertedSections.insert(s).inserted { reject("attempt to insert section \(s) twice") }
    }
    for move in changeset.sectionMoves {
      let (from, to) = (move.from, move.to)
      if !(0..<before).contains(from) { reject("attempt to move section \(from), but there are only \(before) sections before the update") }
      if !(0..<after).contains(to) { reject("attempt to move section \(from) to section \(to), but there are only \(after) sections after the update") }
      if deletedSections.contains(from) { reject("attempt to perform a delete and a move from the same section (\(from))") }
      if insertedSections.contains(to) { reject("attempt to perform an insert and a move to the same section (\(to))") }
      if movedFrom.updateValue(to, forKey: from) != nil { reject("attempt to move section \(from) twice") }
      if movedTo.updateValue(from, forKey: to) != nil { reject("attempt to move two sections to section \(to)") }
    }
    if before - deletedSections.count + insertedSections.count != after {
      reject("Invalid update: invalid number of sections. The number of sections contained after the update (\(after)) must be equal to the number of sections contained before the update (\(before)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
    }
    guard violations.isEmpty else { return }
    // Surviving sections keep their order and fill the slots no insert or move claims.
    var slots = (0..<after).filter { !insertedSections.contains($0) && movedTo[$0] == nil }.makeIterator()
    for s in 0..<before where !deletedSections.contains(s) && movedFrom[s] == nil {
      if let slot = slots.next() { newToOldSection[slot] = s }
    }
    for (to, from) in movedTo { newToOldSection[to] = from }
  }

  func oldInRange(_ p: ElementPath) -> Bool {
    (0..<oldCounts.count).contains(p.section) && (0..<oldCounts[p.section]).contains(p.element)
  }
  func newInRange(_ p: ElementPath) -> Bool {
    (0..<newCounts.count).contains(p.section) && (0..<newCounts[p.section]).contains(p.element)
  }

  mutating func checkOldSection(_ p: ElementPath, _ what: String) {
    if deletedSections.contains(p.section) { unsafe("attempt to \(what) \(p) in section \(p.section), which is being deleted") }
    if movedFrom[p.section] != nil { unsafe("attempt to \(what) \(p) in section \(p.section), which is being moved") }
  }
  mutating func checkNewSection(_ p: ElementPath, _ what: String) {
    if insertedSections.contains(p.section) { unsafe("attempt to \(what) \(p) in section \(p.section), which is being inserted") }
    if movedTo[p.section] != nil { unsafe("attempt to \(what) \(p) in section \(p.section), which is being moved") }
  }

  var deletes = Set<ElementPath>(), reloads = Set<ElementPath>(), inserts = Set<ElementPath>()
  var moveSources: [ElementPath: ElementPath] = [:]  // old -> new
  var moveDestinations: [ElementPath: ElementPath] = [:]  // new -> old

  mutating func validateElements() {
    for p in changeset.deletes {
      if !oldInRange(p) { reject("attempt to delete item \(p.element) from section \(p.section) which only contains \(count(oldCounts, p.section)) items before the update"); continue }
      if !deletes.insert(p).inserted { reject("attempt to delete \(p) twice") }
      checkOldSection(p, "delete")
    }
    for p in changeset.reloads {
      if !oldInRange(p) { reject("attempt to reload item \(p.element) from section \(p.section) which only contains \(count(oldCounts, p.section)) items before the update"); continue }
      if !reloads.insert(p).inserted { reject("attempt to reload \(p) twice") }
      if deletes.contains(p) { reject("attempt to delete and reload the same index path (\(p))") }
      checkOldSection(p, "reload")
    }
    for p in changeset.inserts {
      if !newInRange(p) { reject("attempt to insert item \(p.element) into section \(p.section), but there are only \(count(newCounts, p.section)) items in section \(p.section) after the update"); continue }
      if !inserts.insert(p).inserted { reject("attempt to insert \(p) twice") }
      checkNewSection(p, "insert")
    }
    for move in changeset.moves {
      let (from, to) = (move.from, move.to)
      if !oldInRange(from) { reject("attempt to move item \(from.element) from section \(from.section) which only contains \(count(oldCounts, from.section)) items before the update"); continue }
      if !newInRange(to) { reject("attempt to move item to \(to), but there are only \(count(newCounts, to.section)) items in section \(to.section) after the update"); continue }
      if deletes.contains(from) { reject("attempt to perform a delete and a move from the same index path (\(from))") }
      if reloads.contains(from) { reject("attempt to reload and move the same index path (\(from)); UIKit cannot animate both") }
      if inserts.contains(to) { reject("attempt to perform an insert and a move to the same index path (\(to))") }
      if moveSources.updateValue(to, forKey: from) != nil { reject("attempt to move index path \(from) twice") }
      if moveDestinations.updateValue(from, forKey: to) != nil { reject("attempt to move two index paths to \(to)") }
      checkOldSection(from, "move")
      checkNewSection(to, "move")
    }
    guard violations.isEmpty else { return }
    // Counts of every surviving section (moved sections carry no element operations).
    var deletedIn: [Int: Int] = [:], insertedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
    for p in deletes { deletedIn[p.section, default: 0] += 1 }
    for p in inserts { insertedIn[p.section, default: 0] += 1 }
    for (from, to) in moveSources {
      movedOut[from.section, default: 0] += 1
      movedIn[to.section, default: 0] += 1
    }
    for (newSection, oldSection) in newToOldSection.sorted(by: { $0.key < $1.key }) {
      let before = oldCounts[oldSection], after = newCounts[newSection]
      let d = deletedIn[oldSection, default: 0], i = insertedIn[newSection, default: 0]
      let mo = movedOut[oldSection, default: 0], mi = movedIn[newSection, default: 0]
      if before - d - mo + i + mi != after {
        reject("Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus the number of items moved into or out of that section (\(mi) moved in, \(mo) moved out).")
      }
    }
  }

  private func count(_ counts: [Int], _ section: Int) -> Int {
    (0..<counts.count).contains(section) ? counts[section] : 0
  }

  /// The new list, position by position, as UIKit would show it.
  func apply() -> [[BatchUpdateSlot]] {
    var result: [[BatchUpdateSlot]] = []
    for newSection in 0..<newCounts.count {
      let count = newCounts[newSection]
      guard let oldSection = newToOldSection[newSection] else {
        result.append(Array(repeating: .fresh, count: count))
        continue
      }
      if movedTo[newSection] != nil {
        result.append((0..<count).map { .old(ElementPath(element: $0, section: oldSection), reloaded: false) })
        continue
      }
      var slots = [BatchUpdateSlot?](repeating: nil, count: count)
      for k in 0..<count {
        let p = ElementPath(element: k, section: newSection)
        if inserts.contains(p) { slots[k] = .fresh }
        if let from = moveDestinations[p] { slots[k] = .old(from, reloaded: false) }
      }
      var k = 0
      for e in 0..<oldCounts[oldSection] {
        let p = ElementPath(element: e, section: oldSection)
        guard !deletes.contains(p), moveSources[p] == nil else { continue }
        while k < count && slots[k] != nil { k += 1 }
        if k < count { slots[k] = .old(p, reloaded: reloads.contains(p)) }
      }
      result.append(slots.map { $0 ?? .fresh })
    }
    return result
  }
}
