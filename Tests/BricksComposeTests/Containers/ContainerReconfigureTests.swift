import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

/// A unit shown in a ``LabelCell`` that may ask for a reload on change.
private struct LabelUnit: ComposingUnit, Equatable {
  var identifier: Int
  var version: Int
  var reloadsOnChange: Bool
  func configure(_ cell: LabelCell) { cell.text = "\(version)" }
}

/// A unit with the same identifiers shown in another cell class.
private struct PictureUnit: ComposingUnit, Equatable {
  var identifier: Int
  var version: Int
  func configure(_ cell: ImageCell) { cell.name = "\(version)" }
}

@Suite @MainActor struct ContainerReconfigureTests {
  @Test("a unit whose content changed in place is reconfigured, not reloaded") func aChangedUnitIsReconfigured() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.setSections([UnitSection(id: 0, units: [AnyUnit(TextUnit("a")), AnyUnit(TextUnit("b"))])])
    let result = container.setSections([
      UnitSection(id: 0, units: [AnyUnit(TextUnit("z")), AnyUnit(TextUnit("a")), AnyUnit(TextUnit("b", "b!"))])
    ])
    guard case .animated(let changes) = result else { Issue.record("not animated: \(result)"); return }
    #expect(changes.batchUpdate == BatchUpdate(insertedItems: [[0, 0]], reconfiguredItems: [[0, 2]]))
    #expect(host.reconfiguredItems == [[0, 2]] && host.reloadedItems.isEmpty)
    #expect(host.failures.isEmpty)
  }

  @Test("a unit that asks for it is reloaded; a unit of another type (another cell class) is another unit")
  func reloadsOnRequestOrClassChange() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.setSections([
      UnitSection(
        id: 0,
        units: [
          AnyUnit(LabelUnit(identifier: 1, version: 0, reloadsOnChange: true)),
          AnyUnit(LabelUnit(identifier: 2, version: 0, reloadsOnChange: false)),
          AnyUnit(LabelUnit(identifier: 3, version: 0, reloadsOnChange: false)),
        ])
    ])
    let result = container.setSections([
      UnitSection(
        id: 0,
        units: [
          AnyUnit(LabelUnit(identifier: 1, version: 1, reloadsOnChange: true)),
          AnyUnit(PictureUnit(identifier: 2, version: 0)),
          AnyUnit(LabelUnit(identifier: 3, version: 1, reloadsOnChange: false)),
        ])
    ])
    guard case .animated(let changes) = result else { Issue.record("not animated: \(result)"); return }
    #expect(changes.batchUpdate.reloadedItems == [[0, 0]])
    #expect(changes.batchUpdate.deletedItems == [[0, 1]] && changes.batchUpdate.insertedItems == [[0, 1]])
    #expect(changes.batchUpdate.reconfiguredItems == [[0, 2]])
    #expect(host.failures.isEmpty)
  }

  @Test("over a thousand random state changes, content-only changes never reload")
  func contentOnlyChangesNeverReload() throws {
    var generator = SectionedPairGenerator(seed: 1415)
    let host = RecordingCollectionHost()
    host.reportsIssues = false
    let container = ComposingContainer(host: host)
    container.reloadThreshold = .max
    // Identifiers divisible by 7 ask for reloads; those divisible by 5 switch unit type (and cell
    // class) with their version's parity: another unit, never a reload. The rest change content
    // only.
    func unit(_ item: Item) -> AnyUnit {
      if item.id % 5 == 0 && item.version % 2 == 1 {
        return AnyUnit(PictureUnit(identifier: item.id, version: item.version))
      }
      return AnyUnit(LabelUnit(identifier: item.id, version: item.version, reloadsOnChange: item.id % 7 == 0))
    }
    func units(_ sections: SectionedPairGenerator.Sections) -> [UnitSection] {
      sections.map { UnitSection(id: $0.id, units: $0.elements.map(unit)) }
    }
    var state = generator.randomState()
    container.setSections(units(state))
    var kinds = (reconfigured: 0, reloadedOnRequest: 0, replacedForClass: 0)
    for n in 0..<1_000 {
      let next = generator.mutate(state)
      let old = container.sections
      let result = container.setSections(units(next))
      if case .animated(let changes) = result {
        expectValidAnimation(result, host: host, from: old, to: container.sections)
        let update = changes.batchUpdate
        // Independent of the changeset: read each decision back from the two states.
        for path in update.reloadedItems {
          let before = state[path[0]].elements[path[1]]
          guard let after = next.flatMap(\.elements).first(where: { $0.id == before.id }) else {
            Issue.record("step \(n): reloaded \(Array(path)), which is gone"); continue
          }
          let classChanged = before.id % 5 == 0 && before.version % 2 != after.version % 2
          if classChanged {
            Issue.record("step \(n): \(before.id) changed unit type, yet was reloaded")
          } else if before.id % 7 == 0 {
            kinds.reloadedOnRequest += 1
          } else {
            Issue.record("step \(n): \(before.id) changed content only, yet was reloaded")
          }
        }
        // A unit whose type changed is deleted and inserted (another identity).
        for path in update.insertedItems {
          let after = next[path[0]].elements[path[1]]
          if after.id % 5 == 0, let before = state.flatMap(\.elements).first(where: { $0.id == after.id }),
            before.version % 2 != after.version % 2
          {
            kinds.replacedForClass += 1
          }
        }
        for path in update.reconfiguredItems {
          let after = next[path[0]].elements[path[1]]
          #expect(
            after.id % 7 != 0 || (after.id % 5 == 0 && after.version % 2 == 1),
            "step \(n): \(after.id) asked for a reload, yet was reconfigured")
          kinds.reconfigured += 1
        }
      }
      state = next
      if host.events.count > 10_000 { host.clearEvents() }
    }
    #expect(host.failures.isEmpty)
    #expect(kinds.reconfigured > 100 && kinds.reloadedOnRequest > 10 && kinds.replacedForClass > 10, "\(kinds)")
  }
}
