import Foundation

/// The one implementation of UIKit's batch-update rules: checks a ``BatchUpdate`` against the
/// counts before and after it (``BatchUpdate/violations(before:after:)``) and, for a batch UIKit
/// accepts, says where every old section and item ends up (``BatchUpdate/layout(before:after:)``,
/// which BricksTesting's content check reads).
struct BatchUpdateRules {
  let update: BatchUpdate
  let before: [Int]
  let after: [Int]
  var violations: [BatchUpdateViolation] = []

  var deletedSections = Set<Int>(), insertedSections = Set<Int>(), reloadedSections = Set<Int>()
  var movedFrom: [Int: Int] = [:]  // old section -> new section
  var movedTo: [Int: Int] = [:]  // new section -> old section
  /// New section -> the old section it shows (survivors and moves); absent for inserted ones.
  var newToOldSection: [Int: Int] = [:]

  var deletes = Set<IndexPath>(), reloads = Set<IndexPath>(), inserts = Set<IndexPath>(),
    reconfigures = Set<IndexPath>()
  var moveSources: [IndexPath: IndexPath] = [:]  // old -> new
  var moveDestinations: [IndexPath: IndexPath] = [:]  // new -> old

  init(_ update: BatchUpdate, before: [Int], after: [Int]) {
    self.update = update
    self.before = before
    self.after = after
    checkSections()
    guard violations.isEmpty else { return }
    checkItems()
    guard violations.isEmpty else { return }
    checkCounts()
  }

  mutating func reject(_ message: String) { violations.append(BatchUpdateViolation(.rejectedByUIKit, message)) }
  mutating func unsafe(_ message: String) { violations.append(BatchUpdateViolation(.unsafe, message)) }

  // MARK: Sections

  mutating func checkSections() {
    let old = before.count, new = after.count
    for s in update.deletedSections {
      if s >= old { reject("attempt to delete section \(s), but there are only \(old) sections before the update") }
      deletedSections.insert(s)
    }
    for s in update.reloadedSections {
      if s >= old { reject("attempt to reload section \(s), but there are only \(old) sections before the update") }
      if deletedSections.contains(s) { reject("attempt to delete and reload the same section (\(s))") }
      reloadedSections.insert(s)
    }
    for s in update.insertedSections {
      if s >= new { reject("attempt to insert section \(s), but there are only \(new) sections after the update") }
      insertedSections.insert(s)
    }
    for move in update.movedSections {
      let (from, to) = (move.from, move.to)
      if !(0..<old).contains(from) {
        reject("attempt to move section \(from), but there are only \(old) sections before the update")
      }
      if !(0..<new).contains(to) {
        reject("attempt to move section \(from) to section \(to), but there are only \(new) sections after the update")
      }
      if deletedSections.contains(from) {
        reject("attempt to perform a delete and a move from the same section (\(from))")
      }
      if reloadedSections.contains(from) { reject("attempt to reload and move the same section (\(from))") }
      if insertedSections.contains(to) { reject("attempt to perform an insert and a move to the same section (\(to))") }
      if movedFrom.updateValue(to, forKey: from) != nil { reject("attempt to move section \(from) twice") }
      if movedTo.updateValue(from, forKey: to) != nil { reject("attempt to move two sections to section \(to)") }
    }
    if old - deletedSections.count + insertedSections.count != new {
      reject(
        "Invalid update: invalid number of sections. The number of sections contained after the update (\(new)) must be equal to the number of sections contained before the update (\(old)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)"
      )
    }
    guard violations.isEmpty else { return }
    // Surviving sections keep their order and fill the slots no insert or move claims.
    let inserted = insertedSections, claimed = movedTo
    var slots = (0..<new).lazy.filter { !inserted.contains($0) && claimed[$0] == nil }.makeIterator()
    for s in 0..<old where !deletedSections.contains(s) && movedFrom[s] == nil {
      if let slot = slots.next() { newToOldSection[slot] = s }
    }
    for (to, from) in movedTo { newToOldSection[to] = from }
  }

  // MARK: Items

  func count(_ counts: [Int], _ section: Int) -> Int { (0..<counts.count).contains(section) ? counts[section] : 0 }
  func inRange(_ p: IndexPath, _ counts: [Int]) -> Bool {
    p.count == 2 && (0..<counts.count).contains(p[0]) && (0..<counts[p[0]]).contains(p[1])
  }
  func text(_ p: IndexPath) -> String { "\(Array(p))" }

  /// Whether `p` is a `[section, item]` pair; rejects it otherwise.
  mutating func isPair(_ p: IndexPath, _ verb: String) -> Bool {
    if p.count == 2 { return true }
    reject("attempt to \(verb) index path \(text(p)), which is not a [section, item] pair")
    return false
  }

  mutating func checkOldSection(_ p: IndexPath, _ verb: String) {
    if deletedSections.contains(p[0]) {
      unsafe("attempt to \(verb) \(text(p)) in section \(p[0]), which is being deleted")
    }
    if reloadedSections.contains(p[0]) {
      unsafe("attempt to \(verb) \(text(p)) in section \(p[0]), which is being reloaded")
    }
    if movedFrom[p[0]] != nil { unsafe("attempt to \(verb) \(text(p)) in section \(p[0]), which is being moved") }
  }
  mutating func checkNewSection(_ p: IndexPath, _ verb: String) {
    if insertedSections.contains(p[0]) {
      unsafe("attempt to \(verb) \(text(p)) in section \(p[0]), which is being inserted")
    }
    if movedTo[p[0]] != nil { unsafe("attempt to \(verb) \(text(p)) in section \(p[0]), which is being moved") }
  }

  /// Whether `p` names an item before the update; if not, rejects it in UIKit's words
  /// ("attempt to delete item 3 from section 0 which only contains 2 items before the update").
  mutating func isOldItem(_ p: IndexPath, _ verb: String) -> Bool {
    if inRange(p, before) { return true }
    reject(
      "attempt to \(verb) item \(p[1]) from section \(p[0]) which only contains \(count(before, p[0])) items before the update"
    )
    return false
  }

  /// Whether `p` names an item after the update; if not, rejects it in UIKit's words ("attempt
  /// to insert item 3 into section 0, but there are only 2 items in section 0 after the update").
  mutating func isNewItem(_ p: IndexPath, _ attempt: @autoclosure () -> String) -> Bool {
    if inRange(p, after) { return true }
    reject(
      "attempt to \(attempt()), but there are only \(count(after, p[0])) items in section \(p[0]) after the update")
    return false
  }

  mutating func checkItems() {
    checkDeletedItems()
    checkReloadedItems()
    checkInsertedItems()
    checkMovedItems()
    checkReconfiguredItems()
  }

  /// Deletes: in range before, once.
  mutating func checkDeletedItems() {
    for p in update.deletedItems where isPair(p, "delete") && isOldItem(p, "delete") {
      if !deletes.insert(p).inserted { reject("attempt to delete \(text(p)) twice") }
      checkOldSection(p, "delete")
    }
  }

  /// Reloads: in range before, once, not also deleted.
  mutating func checkReloadedItems() {
    for p in update.reloadedItems where isPair(p, "reload") && isOldItem(p, "reload") {
      if !reloads.insert(p).inserted { reject("attempt to reload \(text(p)) twice") }
      if deletes.contains(p) { reject("attempt to delete and reload the same index path (\(text(p)))") }
      checkOldSection(p, "reload")
    }
  }

  /// Inserts: in range after, once.
  mutating func checkInsertedItems() {
    for p in update.insertedItems where isPair(p, "insert") && isNewItem(p, "insert item \(p[1]) into section \(p[0])")
    {
      if !inserts.insert(p).inserted { reject("attempt to insert \(text(p)) twice") }
      checkNewSection(p, "insert")
    }
  }

  /// Moves: both ends in range, no other operation on either end, each end once.
  mutating func checkMovedItems() {
    for move in update.movedItems where isPair(move.from, "move") && isPair(move.to, "move") {
      let (from, to) = (move.from, move.to)
      guard isOldItem(from, "move"), isNewItem(to, "move item to \(Array(to))") else { continue }
      if deletes.contains(from) {
        reject("attempt to perform a delete and a move from the same index path (\(text(from)))")
      }
      if reloads.contains(from) {
        reject(
          "attempt to reload and move the same index path (\(text(from))); reload it after the move, in a second update, or reconfigure it"
        )
      }
      if inserts.contains(to) { reject("attempt to perform an insert and a move to the same index path (\(text(to)))") }
      if moveSources.updateValue(to, forKey: from) != nil { reject("attempt to move index path \(text(from)) twice") }
      if moveDestinations.updateValue(from, forKey: to) != nil {
        reject("attempt to move two index paths to \(text(to))")
      }
      checkOldSection(from, "move")
      checkNewSection(to, "move")
    }
  }

  /// Reconfigures: in range after, once.
  mutating func checkReconfiguredItems() {
    for p in update.reconfiguredItems
    where isPair(p, "reconfigure") && isNewItem(p, "reconfigure item \(p[1]) in section \(p[0])") {
      if !reconfigures.insert(p).inserted { reject("attempt to reconfigure \(text(p)) twice") }
    }
  }

  // MARK: Counts

  mutating func checkCounts() {
    var deletedIn: [Int: Int] = [:], insertedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
    for p in deletes { deletedIn[p[0], default: 0] += 1 }
    for p in inserts { insertedIn[p[0], default: 0] += 1 }
    for (from, to) in moveSources {
      movedOut[from[0], default: 0] += 1
      movedIn[to[0], default: 0] += 1
    }
    for (newSection, oldSection) in newToOldSection.sorted(by: { $0.key < $1.key })
    where !reloadedSections.contains(oldSection) {
      let was = before[oldSection], now = after[newSection]
      let d = deletedIn[oldSection, default: 0], i = insertedIn[newSection, default: 0]
      let mo = movedOut[oldSection, default: 0], mi = movedIn[newSection, default: 0]
      if was - d - mo + i + mi != now {
        reject(
          "Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(now)) must be equal to the number of items contained in that section before the update (\(was)), plus or minus the number of items inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus the number of items moved into or out of that section (\(mi) moved in, \(mo) moved out)"
        )
      }
    }
  }
}
