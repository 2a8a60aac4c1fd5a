import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import TestSupport
import Testing

/// Records every snapshot a container hands it.
@MainActor
final class RecordingSnapshotTarget: SnapshotApplying {
  var applied: [(content: SnapshotContent, animated: Bool)] = []
  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    applied.append((content, animated))
    completion?()
  }
}

/// A plain description of a state: section ids with (unit id, text) pairs.
typealias PlainState = [(section: Int, units: [(id: String, text: String)])]

enum SnapshotEdit: String, CaseIterable {
  case insert, delete, move, contentChange, duplicateUnit, duplicateSection
}

@Suite("Diffable snapshot content") @MainActor
struct SnapshotContentPropertyTests {
  func sections(_ state: PlainState) -> [UnitSection] {
    state.map { section in
      UnitSection(id: section.section, units: section.units.map { AnyUnit(TextUnit($0.id, $0.text)) })
    }
  }

  /// A random state of unique identifiers.
  func randomState(_ rng: inout SeededGenerator, nextID: inout Int) -> PlainState {
    (0..<Int.random(in: 1...4, using: &rng)).map { s in
      (
        s,
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in
          nextID += 1
          return ("u\(nextID)", "v0")
        }
      )
    }
  }

  /// `state` with a few random edits; returns the kinds applied.
  func edit(_ state: PlainState, _ rng: inout SeededGenerator, nextID: inout Int) -> (PlainState, Set<SnapshotEdit>) {
    var state = state
    var kinds = Set<SnapshotEdit>()
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      let kind = SnapshotEdit.allCases.randomElement(using: &rng)!
      let s = Int.random(in: 0..<state.count, using: &rng)
      switch kind {
      case .insert:
        nextID += 1
        state[s].units.insert(("u\(nextID)", "v0"), at: Int.random(in: 0...state[s].units.count, using: &rng))
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
      case .duplicateUnit:
        guard let unit = state.flatMap(\.units).randomElement(using: &rng) else { continue }
        state[s].units.insert((unit.id, "dup"), at: Int.random(in: 0...state[s].units.count, using: &rng))
      case .duplicateSection:
        state.insert((state[s].section, [("extra\(nextID)", "v0")]), at: Int.random(in: 0...state.count, using: &rng))
        nextID += 1
      }
      kinds.insert(kind)
    }
    return (state, kinds)
  }

  /// The oracle: first section of each id, first unit of each id across the container; a unit is
  /// reconfigured when its id was shown before with another text.
  func expected(old: PlainState, new: PlainState) -> (
    sections: [AnyHashable], items: [[AnyHashable]], reconfigured: [AnyHashable], dropped: Int
  ) {
    var oldText: [String: String] = [:]
    for section in old { for unit in section.units where oldText[unit.id] == nil { oldText[unit.id] = unit.text } }
    var sectionIDs: [AnyHashable] = [], items: [[AnyHashable]] = [], reconfigured: [AnyHashable] = []
    var seenSections: [Int] = [], seenUnits: [String] = [], dropped = 0
    for section in new {
      if seenSections.contains(section.section) { dropped += 1; continue }
      seenSections.append(section.section)
      sectionIDs.append(AnyHashable(section.section))
      var row: [AnyHashable] = []
      for unit in section.units {
        if seenUnits.contains(unit.id) { dropped += 1; continue }
        seenUnits.append(unit.id)
        row.append(AnyHashable(unit.id))
        if let before = oldText[unit.id], before != unit.text { reconfigured.append(AnyHashable(unit.id)) }
      }
      items.append(row)
    }
    return (sectionIDs, items, reconfigured, dropped)
  }

  /// The state a container shows after dropping duplicates (what `old` becomes once applied).
  func deduplicated(_ state: PlainState) -> PlainState {
    var seenSections = Set<Int>(), seenUnits = Set<String>()
    return state.compactMap { section in
      guard seenSections.insert(section.section).inserted else { return nil }
      return (section.section, section.units.filter { seenUnits.insert($0.id).inserted })
    }
  }

  @Test("snapshot contents equal the container's state over 2,000 random state pairs")
  func snapshotEqualsState() throws {
    var rng = SeededGenerator(seed: 0x5EED_D1FF)
    var kindCounts: [SnapshotEdit: Int] = [:]
    var nextID = 0
    var reconfiguredTotal = 0, droppedTotal = 0
    for _ in 0..<1000 {
      let host = RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480))
      let container = ComposingContainer(host: host)
      let target = RecordingSnapshotTarget()
      container.snapshotTarget = target
      var state = deduplicated(randomState(&rng, nextID: &nextID))
      container.setSections(sections(state))
      for _ in 0..<2 {
        let (next, kinds) = edit(state, &rng, nextID: &nextID)
        for kind in kinds { kindCounts[kind, default: 0] += 1 }
        container.setSections(sections(next))
        let content = try #require(target.applied.last?.content)
        let oracle = expected(old: state, new: next)
        #expect(content.sectionIdentifiers == oracle.sections)
        #expect(content.itemIdentifiers == oracle.items)
        #expect(content.reconfiguredItemIdentifiers == oracle.reconfigured)
        #expect(content.droppedIdentifiers.count == oracle.dropped)
        // Duplicates never reach the snapshot.
        let allItems = content.itemIdentifiers.flatMap { $0 }
        #expect(Set(allItems).count == allItems.count)
        #expect(Set(content.sectionIdentifiers).count == content.sectionIdentifiers.count)
        // The container shows exactly what the snapshot holds, with the newest contents.
        #expect(container.sections.map(\.id) == content.sectionIdentifiers)
        #expect(container.sections.map { $0.units.map(\.identifier) } == content.itemIdentifiers)
        let shown = deduplicated(next)
        #expect(
          container.sections.map { $0.units.map { ($0.base as! TextUnit).text } } == shown.map { $0.units.map(\.text) })
        reconfiguredTotal += content.reconfiguredItemIdentifiers.count
        droppedTotal += content.droppedIdentifiers.count
        state = shown
      }
    }
    for kind in SnapshotEdit.allCases {
      #expect(kindCounts[kind, default: 0] > 0, "the generator never produced \(kind)")
    }
    #expect(reconfiguredTotal > 0 && droppedTotal > 0)
  }

  @Test("a content-only change is reconfigured, never inserted or deleted")
  func contentOnlyChangeReconfigures() {
    let host = RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480))
    let container = ComposingContainer(host: host)
    let target = RecordingSnapshotTarget()
    container.snapshotTarget = target
    container.update {
      TextUnit("a", "1"); TextUnit("b", "1")
    }
    let result = container.update {
      TextUnit("a", "2"); TextUnit("b", "1")
    }
    #expect(result == .snapshot(items: 2, reconfigured: 1))
    #expect(target.applied.last?.content.reconfiguredItemIdentifiers == [AnyHashable("a")])
    #expect(host.events.isEmpty || !host.events.contains { "\($0)".contains("reload") })
  }

  @Test("duplicates are dropped before the snapshot and reported")
  func duplicatesReported() {
    let host = RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480))
    let container = ComposingContainer(host: host)
    let target = RecordingSnapshotTarget()
    container.snapshotTarget = target
    container.update {
      TextUnit("a"); TextUnit("a"); TextUnit("b")
    }
    #expect(target.applied.last?.content.itemIdentifiers == [[AnyHashable("a"), AnyHashable("b")]])
    #expect(target.applied.last?.content.droppedIdentifiers == [AnyHashable("a")])
    #expect(container.diagnostics.last?.reason == .duplicatesDropped)
    #expect(container.numberOfItems(inSection: 0) == 2)
  }
}
