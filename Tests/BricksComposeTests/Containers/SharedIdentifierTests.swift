import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

/// Two unit types whose identifiers share values: `PostUnit` 1 and `AdUnit` 1 are two units.
private struct PostUnit: ComposingUnit, Equatable {
  var identifier: Int
  var text = ""
  func configure(_ cell: LabelCell) { cell.text = text }
}

private struct AdUnit: ComposingUnit, Equatable {
  var identifier: Int
  var text = ""
  func configure(_ cell: ImageCell) { cell.name = text }
}

@Suite("Unit identity: type and identifier") @MainActor
struct SharedIdentifierTests {
  func units(adText: String = "") -> [UnitSection] {
    [
      UnitSection(
        id: 0,
        units: [
          AnyUnit(PostUnit(identifier: 1)), AnyUnit(AdUnit(identifier: 1, text: adText)),
          AnyUnit(PostUnit(identifier: 2)),
        ])
    ]
  }

  @Test("batch mode: units of two types sharing identifier values are no duplicates, and change alone")
  func batch() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.setSections(units())
    #expect(container.diagnostics.isEmpty)
    #expect(container.numberOfItems(inSection: 0) == 3)
    let old = container.sections
    let result = container.setSections(units(adText: "new"))
    expectValidAnimation(result, host: host, from: old, to: container.sections)
    guard case .animated(let changes) = result else { Issue.record("not animated: \(result)"); return }
    #expect(changes.batchUpdate.reconfiguredItems == [[0, 1]])
    #expect(changes.batchUpdate.changeCount == 1)
    #expect(!changes.hasDuplicateIdentifiers)
  }

  @Test("diffable mode: units of two types sharing identifier values are two items, none dropped")
  func diffable() throws {
    let host = RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480))
    let container = ComposingContainer(host: host)
    let target = RecordingSnapshotTarget()
    container.snapshotTarget = target
    container.setSections(units())
    let first = try #require(target.applied.last?.content)
    #expect(
      first.itemIdentifiers == [
        [ItemIdentifier(PostUnit.self, 1), ItemIdentifier(AdUnit.self, 1), ItemIdentifier(PostUnit.self, 2)]
      ])
    #expect(!first.hasDroppedIdentifiers)
    #expect(container.diagnostics.isEmpty)
    container.setSections(units(adText: "new"))
    #expect(target.applied.last?.content.reconfiguredItemIdentifiers == [ItemIdentifier(AdUnit.self, 1)])
    #expect(container.unit(withIdentifier: ItemIdentifier(AdUnit.self, 1))?.base is AdUnit)
    #expect(container.unit(withIdentifier: ItemIdentifier(PostUnit.self, 1))?.base is PostUnit)
  }

  @Test("keepFirst drops a repeated (type, identifier) only, never a unit of another type")
  func keepFirst() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.duplicatePolicy = .keepFirst
    container.setSections([
      UnitSection(
        id: 0,
        units: [AnyUnit(PostUnit(identifier: 1)), AnyUnit(AdUnit(identifier: 1)), AnyUnit(PostUnit(identifier: 1))])
    ])
    #expect(container.numberOfItems(inSection: 0) == 2)
    #expect(container.diagnostics.last?.droppedDuplicates.map(\.identifier) == ["PostUnit(1)"])
  }
}
