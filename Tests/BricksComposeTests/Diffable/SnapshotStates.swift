import Foundation

/// One unit of a plain state: its identifier, its text, and which of two cell classes shows it
/// (0 or 1: the tests map them to two unit types with different cells).
struct StateUnit: Equatable {
  var id: String
  var text: String
  var cell = 0

  /// The unit's identity: its type (here, its cell) and its identifier. Units of the two types
  /// share identifier values, and are two units.
  var key: StateKey { StateKey(cell: cell, id: id) }
}

/// A unit's identity in the oracle: (type, identifier), as `ItemIdentifier` is.
struct StateKey: Hashable {
  var cell: Int
  var id: String
}

/// A plain description of a container's state: section ids with their units.
typealias PlainState = [(section: Int, units: [StateUnit])]

/// The kinds of edit the generator makes between two states.
enum SnapshotEdit: String, CaseIterable {
  case insert, delete, move, contentChange, cellChange, duplicateUnit, duplicateSection, sharedIdentifier
}

/// What a snapshot of the new state must hold, by an oracle independent of the code under test.
/// Items are ``StateKey``s as `AnyHashable`.
struct SnapshotOracle {
  var sections: [AnyHashable] = []
  var items: [[AnyHashable]] = []
  var reconfigured: [AnyHashable] = []
  var reloaded: [AnyHashable] = []
  var dropped = 0
}

/// How many reconfigures, reloads and dropped duplicates a property test's oracles asked for:
/// reconfigures and drops must occur, or the generator did not exercise them. (Reloads come only
/// from units that ask for them; a change of type is another unit, deleted and inserted.)
struct SnapshotTally {
  var reconfigured = 0, reloaded = 0, dropped = 0
  var sawEveryKind: Bool { reconfigured > 0 && dropped > 0 }
  mutating func count(_ oracle: SnapshotOracle) {
    reconfigured += oracle.reconfigured.count
    reloaded += oracle.reloaded.count
    dropped += oracle.dropped
  }
}

/// Random states and edits of them, and the oracle: shared by the Linux property test
/// (``SnapshotContentPropertyTests``, a recording target) and the UIKit adapter tests (the
/// table and collection diffable adapters through the stand-in), so both judge the same cases.
enum SnapshotStates {
  /// A random state of unique identifiers, every unit shown by cell 0.
  static func random(_ rng: inout some RandomNumberGenerator, nextID: inout Int) -> PlainState {
    (0..<Int.random(in: 1...4, using: &rng)).map { s in
      (
        s,
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
          nextID += 1
          return StateUnit(id: "u\(nextID)", text: "v0")
        }
      )
    }
  }

  /// `state` with one to five random edits; returns the kinds applied.
  static func edit(_ state: PlainState, _ rng: inout some RandomNumberGenerator, nextID: inout Int) -> (
    PlainState, Set<SnapshotEdit>
  ) {
    var state = state
    var kinds = Set<SnapshotEdit>()
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      let kind = SnapshotEdit.allCases.randomElement(using: &rng)!
      let s = Int.random(in: 0..<state.count, using: &rng)
      switch kind {
      case .insert:
        nextID += 1
        state[s].units.insert(
          StateUnit(id: "u\(nextID)", text: "v0"), at: Int.random(in: 0...state[s].units.count, using: &rng))
      case .delete:
        guard !state[s].units.isEmpty else { continue }
        state[s].units.remove(at: Int.random(in: 0..<state[s].units.count, using: &rng))
      case .move:
        guard !state[s].units.isEmpty else { continue }
        let unit = state[s].units.remove(at: Int.random(in: 0..<state[s].units.count, using: &rng))
        let t = Int.random(in: 0..<state.count, using: &rng)
        state[t].units.insert(unit, at: Int.random(in: 0...state[t].units.count, using: &rng))
      case .contentChange:
        guard !state[s].units.isEmpty else { continue }
        let i = Int.random(in: 0..<state[s].units.count, using: &rng)
        state[s].units[i].text += "+"
      case .cellChange:
        guard !state[s].units.isEmpty else { continue }
        let i = Int.random(in: 0..<state[s].units.count, using: &rng)
        state[s].units[i].cell = 1 - state[s].units[i].cell
      case .duplicateUnit:
        guard let unit = state.flatMap(\.units).randomElement(using: &rng) else { continue }
        state[s].units.insert(
          StateUnit(id: unit.id, text: "dup", cell: unit.cell),
          at: Int.random(in: 0...state[s].units.count, using: &rng))
      case .sharedIdentifier:
        // A unit of the other type with an identifier value a unit of this type has: not a duplicate.
        guard let unit = state.flatMap(\.units).randomElement(using: &rng) else { continue }
        state[s].units.insert(
          StateUnit(id: unit.id, text: "twin", cell: 1 - unit.cell),
          at: Int.random(in: 0...state[s].units.count, using: &rng))
      case .duplicateSection:
        state.insert(
          (state[s].section, [StateUnit(id: "extra\(nextID)", text: "v0")]),
          at: Int.random(in: 0...state.count, using: &rng))
        nextID += 1
      }
      kinds.insert(kind)
    }
    return (state, kinds)
  }

  /// The oracle: the first section of each id, the first unit of each (type, id) across the
  /// state; a unit shown before is reconfigured when its text changed. A unit whose type (cell)
  /// changed is another unit: the old one leaves, the new one comes.
  static func expected(old: PlainState, new: PlainState) -> SnapshotOracle {
    var before: [StateKey: StateUnit] = [:]
    for section in old { for unit in section.units where before[unit.key] == nil { before[unit.key] = unit } }
    var oracle = SnapshotOracle()
    var seenSections: [Int] = [], seenUnits: [StateKey] = []
    for section in new {
      if seenSections.contains(section.section) {
        oracle.dropped += 1  // the section's identifier; its units go with it, unlisted
        continue
      }
      seenSections.append(section.section)
      oracle.sections.append(AnyHashable(section.section))
      var row: [AnyHashable] = []
      for unit in section.units {
        if seenUnits.contains(unit.key) {
          oracle.dropped += 1
          continue
        }
        seenUnits.append(unit.key)
        row.append(AnyHashable(unit.key))
        guard let old = before[unit.key] else { continue }
        if old.text != unit.text { oracle.reconfigured.append(AnyHashable(unit.key)) }
      }
      oracle.items.append(row)
    }
    return oracle
  }

  /// The state a container shows after dropping duplicates (what the new state becomes once applied).
  static func deduplicated(_ state: PlainState) -> PlainState {
    var seenSections = Set<Int>(), seenUnits = Set<StateKey>()
    return state.compactMap { section in
      guard seenSections.insert(section.section).inserted else { return nil }
      return (section.section, section.units.filter { seenUnits.insert($0.key).inserted })
    }
  }

  /// The unit identifiers of snapshot item `numbers`, found through `indexPath` (the diffable
  /// data source's `indexPath(for:)`) in `shown`, the state the table or collection shows.
  static func identifiers(_ numbers: [Int], in shown: PlainState, indexPath: (Int) -> IndexPath?) -> [AnyHashable] {
    numbers.compactMap(indexPath).map { AnyHashable(shown[$0[0]].units[$0[1]].key) }
  }
}
