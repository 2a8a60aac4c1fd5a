import BricksCells
import Foundation

// The linear-time core of `Changeset`: from a matching of old and new elements (Heckel's symbol
// table, built by the generic front end) to a batch update that UIKit accepts, written straight
// into `batchUpdate` (sections as `IndexSet`s, elements as `[section, item]` index paths).
//
// Moves. UIKit keeps the relative order of every element that is neither deleted nor moved, so
// the changeset has to name as moves all elements outside one chain that is increasing in both old
// and new order. The longest such chain (an LIS) costs O(n log n); instead we walk the new list
// with a pointer to the first old element not yet accounted for, as DifferenceKit does, and add
// one look-ahead: when the pointed-at element's destination is further away than the element we
// are looking at is from the pointer, the pointed-at element is the one that moved. That finds the
// single move for "first to last" and "last to first" that a plain pointer walk misses (it would
// move every other element), and stays O(n): the pointer only goes forward.

extension Changeset {
  @usableFromInline
  init(_input input: _ChangesetInput) {
    self.init(diagnostics: input.diagnostics)
    var sectionInserts = IndexSet(), sectionDeletes = IndexSet(), sectionMoves: [Move<Int>] = []
    let oldSectionCount = input.sectionOldToNew.count
    let newSectionCount = input.sectionNewToOld.count

    // 1. Sections: deleted, inserted, kept in place, moved (unchanged) or replaced (moved and
    //    changed: delete + insert, because UIKit mishandles element updates in a moved section).
    var fate = [_SectionFate](repeating: .deleted, count: oldSectionCount)
    var tracked = [Bool](repeating: false, count: oldSectionCount)
    var pointer = 0
    for newSection in 0..<newSectionCount {
      let source = input.sectionNewToOld[newSection]
      if source < 0 {
        sectionInserts.insert(newSection)
        continue
      }
      var inPlace = false
      func advance() {
        while pointer < oldSectionCount && (tracked[pointer] || input.sectionOldToNew[pointer] < 0) {
          pointer += 1
        }
      }
      advance()
      if source > pointer {
        while pointer < source && input.sectionOldToNew[pointer] - newSection > source - pointer {
          tracked[pointer] = true
          advance()
        }
      }
      if source == pointer {
        inPlace = true
        pointer += 1
      }
      tracked[source] = true
      if inPlace {
        fate[source] = .inPlace
      } else if Self.sectionIsUntouched(source, newSection, input) {
        fate[source] = .moved
        sectionMoves.append(Move(from: source, to: newSection))
      } else {
        fate[source] = .replaced
        sectionInserts.insert(newSection)
      }
    }
    for s in 0..<oldSectionCount where fate[s] == .deleted || fate[s] == .replaced {
      sectionDeletes.insert(s)
    }
    batchUpdate.deletedSections = sectionDeletes
    batchUpdate.insertedSections = sectionInserts
    batchUpdate.movedSections = sectionMoves

    // 2. Elements of sections kept in place, walked in new order.
    let oldCount = input.oldToNew.count
    var deleted = [Bool](repeating: false, count: oldCount)
    var reloaded = [Bool](repeating: false, count: oldCount)
    let elements = Self.elementUpdates(input, fate, deleted: &deleted, reloaded: &reloaded)
    batchUpdate.insertedItems = elements.inserts
    batchUpdate.movedItems = elements.moves
    batchUpdate.reconfiguredItems = elements.reconfigures

    // 3. Deletes and reloads, in old order.
    let (deletes, reloads) = Self.deletesAndReloads(input, fate, deleted: deleted, reloaded: reloaded)
    batchUpdate.deletedItems = deletes
    batchUpdate.reloadedItems = reloads
  }

  /// Step 2: the inserts, moves and reconfigures of the elements of sections kept in place,
  /// walked in new order with the look-ahead pointer; marks in `deleted` the moved elements that
  /// need a new cell (deleted and inserted) and in `reloaded` those reloaded in place.
  static func elementUpdates(
    _ input: _ChangesetInput, _ fate: [_SectionFate], deleted: inout [Bool], reloaded: inout [Bool]
  ) -> (inserts: [IndexPath], moves: [Move<IndexPath>], reconfigures: [IndexPath]) {
    var elementTracked = [Bool](repeating: false, count: input.oldToNew.count)
    var inserts: [IndexPath] = [], moves: [Move<IndexPath>] = [], reconfigures: [IndexPath] = []
    for newSection in 0..<input.sectionNewToOld.count {
      let oldSection = input.sectionNewToOld[newSection]
      guard oldSection >= 0, fate[oldSection] == .inPlace else { continue }
      let newStart = input.newStarts[newSection]
      let newEnd = input.newStarts[newSection + 1]
      let oldStart = input.oldStarts[oldSection]
      let oldEnd = input.oldStarts[oldSection + 1]
      var p = oldStart
      // Whether old element `i` is still a candidate to stay in place in this section.
      // `elementTracked` is passed, not captured: a captured `var` cost a dynamic exclusivity
      // check per call, 7% of a mostly unchanged update's instructions.
      @inline(__always) func isCandidate(_ i: Int, _ elementTracked: [Bool]) -> Bool {
        guard !elementTracked[i] else { return false }
        let target = input.oldToNew[i]
        return target >= 0 && input.newSectionOf[target] == newSection
      }
      for t in newStart..<newEnd {
        let i = input.newToOld[t]
        // Built only for the elements that appear in the update (most stay put).
        var newPath: IndexPath { Self.indexPath(newSection, t - newStart) }
        guard i >= 0, fate[input.oldSectionOf[i]] == .inPlace else {
          inserts.append(newPath)
          continue
        }
        var inPlace = false
        if input.oldSectionOf[i] == oldSection {
          while p < oldEnd && !isCandidate(p, elementTracked) { p += 1 }
          if i > p {
            // Is the element at the pointer the one that moved (further)?
            while p < i && input.oldToNew[p] - t > i - p {
              elementTracked[p] = true
              p += 1
              while p < oldEnd && !isCandidate(p, elementTracked) { p += 1 }
            }
          }
          if i == p {
            inPlace = true
            p += 1
          }
        }
        elementTracked[i] = true
        if inPlace {
          // Changed in place: configure the same cell again, unless the caller needs a new one.
          if input.changed[i] {
            if input.reloads[i] { reloaded[i] = true } else { reconfigures.append(newPath) }
          }
        } else if input.changed[i] && input.reloads[i] {
          // Moved and needing a new cell: UIKit cannot reload a moved item, so delete + insert.
          deleted[i] = true
          inserts.append(newPath)
        } else {
          // Moved (and, if changed, reconfigured at its new path right after the batch).
          let os = input.oldSectionOf[i]
          let source = Self.indexPath(os, i - input.oldStarts[os])
          moves.append(Move(from: source, to: newPath))
          if input.changed[i] { reconfigures.append(newPath) }
        }
      }
    }
    return (inserts, moves, reconfigures)
  }

  /// Step 3: the deletes and reloads of the elements of sections kept in place, in old order.
  static func deletesAndReloads(
    _ input: _ChangesetInput, _ fate: [_SectionFate], deleted: [Bool], reloaded: [Bool]
  ) -> (deletes: [IndexPath], reloads: [IndexPath]) {
    var deletes: [IndexPath] = [], reloads: [IndexPath] = []
    for oldSection in 0..<input.sectionOldToNew.count where fate[oldSection] == .inPlace {
      let oldStart = input.oldStarts[oldSection]
      for i in oldStart..<input.oldStarts[oldSection + 1] {
        let target = input.oldToNew[i]
        var path: IndexPath { Self.indexPath(oldSection, i - oldStart) }
        if deleted[i] || target < 0 {
          deletes.append(path)
        } else if reloaded[i] {
          reloads.append(path)
        } else {
          // It lands in a section that is inserted (no old section: `source` is -1), replaced or
          // moved: there it is inserted, so here it is deleted.
          let source = input.sectionNewToOld[input.newSectionOf[target]]
          if source < 0 || fate[source] != .inPlace { deletes.append(path) }
        }
      }
    }
    return (deletes, reloads)
  }

  /// `[section, item]`, without the temporary array of `IndexPath(indexes:)`: building an index
  /// path for every element that stays put was a quarter of a mostly unchanged update's time.
  @inline(__always)
  static func indexPath(_ section: Int, _ item: Int) -> IndexPath {
    var path = IndexPath(index: section)
    path.append(item)
    return path
  }

  /// Whether old section `old` reappears as new section `new` with the same elements, in the same
  /// order, with the same content (so it can be moved as a block).
  static func sectionIsUntouched(_ old: Int, _ new: Int, _ input: _ChangesetInput) -> Bool {
    let oldStart = input.oldStarts[old]
    let count = input.oldStarts[old + 1] - oldStart
    let newStart = input.newStarts[new]
    guard input.newStarts[new + 1] - newStart == count else { return false }
    for k in 0..<count where input.oldToNew[oldStart + k] != newStart + k || input.changed[oldStart + k] {
      return false
    }
    return true
  }
}

/// What becomes of an old section: deleted, kept in place, moved (unchanged) or replaced (moved
/// and changed: deleted and inserted).
enum _SectionFate { case deleted, inPlace, moved, replaced }
