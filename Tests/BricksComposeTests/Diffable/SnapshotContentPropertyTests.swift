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

/// A unit like ``TextUnit`` shown by another cell class (``ImageCell``): a change between the two
/// under one identifier needs a new cell.
struct ImageTextUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  func configure(_ cell: ImageCell) { cell.name = text }
}

@Suite("Diffable snapshot content") @MainActor
struct SnapshotContentPropertyTests {
  func sections(_ state: PlainState) -> [UnitSection] {
    state.map { section in
      UnitSection(
        id: section.section,
        units: section.units.map {
          $0.cell == 0 ? AnyUnit(TextUnit($0.id, $0.text)) : AnyUnit(ImageTextUnit(identifier: $0.id, text: $0.text))
        })
    }
  }

  @Test("snapshot contents equal the container's state over 2,000 random state pairs")
  func snapshotEqualsState() throws {
    var rng = SeededGenerator(seed: 0x5EED_D1FF)
    var kindCounts: [SnapshotEdit: Int] = [:]
    var nextID = 0
    var reconfiguredTotal = 0, droppedTotal = 0, reloadedTotal = 0
    for _ in 0..<1000 {
      let host = RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480))
      let container = ComposingContainer(host: host)
      let target = RecordingSnapshotTarget()
      container.snapshotTarget = target
      var state = SnapshotStates.deduplicated(SnapshotStates.random(&rng, nextID: &nextID))
      container.setSections(sections(state))
      for _ in 0..<2 {
        let (next, kinds) = SnapshotStates.edit(state, &rng, nextID: &nextID)
        for kind in kinds { kindCounts[kind, default: 0] += 1 }
        container.setSections(sections(next))
        let content = try #require(target.applied.last?.content)
        let oracle = SnapshotStates.expected(old: state, new: next)
        #expect(content.sectionIdentifiers == oracle.sections)
        #expect(content.itemIdentifiers.map { $0.map(Self.key) } == oracle.items)
        #expect(content.reconfiguredItemIdentifiers.map(Self.key) == oracle.reconfigured)
        #expect(content.reloadedItemIdentifiers.map(Self.key) == oracle.reloaded)
        #expect(content.droppedSectionIdentifiers.count + content.droppedItemIdentifiers.count == oracle.dropped)
        // Duplicates never reach the snapshot.
        let allItems = content.itemIdentifiers.flatMap { $0 }
        #expect(Set(allItems).count == allItems.count)
        #expect(Set(content.sectionIdentifiers).count == content.sectionIdentifiers.count)
        // The container shows exactly what the snapshot holds, with the newest contents.
        #expect(container.sections.map(\.id) == content.sectionIdentifiers)
        #expect(container.sections.map { $0.units.map(\.identifier) } == content.itemIdentifiers)
        let shown = SnapshotStates.deduplicated(next)
        #expect(container.sections.map { $0.units.map(Self.text) } == shown.map { $0.units.map(\.text) })
        reconfiguredTotal += content.reconfiguredItemIdentifiers.count
        droppedTotal += content.droppedSectionIdentifiers.count + content.droppedItemIdentifiers.count
        reloadedTotal += content.reloadedItemIdentifiers.count
        state = shown
      }
    }
    for kind in SnapshotEdit.allCases {
      #expect(kindCounts[kind, default: 0] > 0, "the generator never produced \(kind)")
    }
    #expect(reconfiguredTotal > 0 && droppedTotal > 0 && reloadedTotal == 0)
  }

  /// The oracle's identity of a unit identifier: its cell (the unit type) and its value.
  static func key(_ id: ItemIdentifier) -> AnyHashable {
    AnyHashable(StateKey(cell: id.type == TextUnit.self ? 0 : 1, id: id.value.base as! String))
  }

  static func text(_ unit: AnyUnit) -> String {
    (unit.base as? TextUnit)?.text ?? (unit.base as! ImageTextUnit).text
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
    #expect(target.applied.last?.content.reconfiguredItemIdentifiers == [ItemIdentifier(TextUnit.self, "a")])
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
    let (a, b) = (ItemIdentifier(TextUnit.self, "a"), ItemIdentifier(TextUnit.self, "b"))
    #expect(target.applied.last?.content.itemIdentifiers == [[a, b]])
    #expect(target.applied.last?.content.droppedItemIdentifiers == [a])
    #expect(container.diagnostics.last?.reason == .duplicatesDropped)
    #expect(container.numberOfItems(inSection: 0) == 2)
  }

  @Test("a unit that asks for a new cell is reloaded; a unit of another type is another unit")
  func reloadWhenTheCellMustChange() {
    struct FreshUnit: ComposingUnit, Equatable {
      var identifier: String
      var text: String
      var reloadsOnChange: Bool { true }
      func configure(_ cell: LabelCell) { cell.text = text }
    }
    let host = RecordingHost(kind: .table, size: CGSize(width: 320, height: 480))
    let container = ComposingContainer(host: host)
    let target = RecordingSnapshotTarget()
    container.snapshotTarget = target
    container.update {
      TextUnit("a", "1"); TextUnit("b", "1"); FreshUnit(identifier: "c", text: "1"); TextUnit("d", "1")
    }
    container.update {
      ImageTextUnit(identifier: "a", text: "1"); TextUnit("b", "2"); FreshUnit(identifier: "c", text: "2")
      TextUnit("d", "1")
    }
    let content = target.applied.last?.content
    #expect(content?.reloadedItemIdentifiers == [ItemIdentifier(FreshUnit.self, "c")])
    #expect(content?.reconfiguredItemIdentifiers == [ItemIdentifier(TextUnit.self, "b")])
    #expect(content?.itemIdentifiers.first?.first == ItemIdentifier(ImageTextUnit.self, "a"))
  }
}
