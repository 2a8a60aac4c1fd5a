import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

/// Checks an update that the container animated: the host saw exactly the changeset, its count
/// rules held (the data was swapped inside the update), and the changeset replays to the new state.
@MainActor
func expectValidAnimation(
  _ result: ComposingContainer.UpdateResult, host: RecordingHost,
  from old: [UnitSection], to new: [UnitSection],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard case .animated(let changes) = result else {
    Issue.record("expected an animated update, got \(result)", sourceLocation: sourceLocation)
    return
  }
  #expect(host.batchUpdates.last == changes.batchUpdate, sourceLocation: sourceLocation)
  #expect(host.failures.isEmpty, "\(host.failures)", sourceLocation: sourceLocation)
  let message = verifyBatchUpdate(
    changes.batchUpdate, fromSections: old.map { ChangesetSection(id: $0.id, elements: $0.units) },
    toSections: new.map { ChangesetSection(id: $0.id, elements: $0.units) },
    identifiedBy: { (unit: AnyUnit) in unit.identifier },
    isContentEqual: { (a: AnyUnit, b: AnyUnit) in a.isContentEqual(to: b) })
  #expect(message == nil, sourceLocation: sourceLocation)
}

@Suite @MainActor struct ComposingContainerTests {
  @Test("the first state is one batch inserting its section") func theFirstStateIsOneBatchInsertingItsSection() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    let result = container.update {
      TextUnit("a"); TextUnit("b")
    }
    expectValidAnimation(result, host: host, from: [], to: container.sections)
    #expect(host.batchUpdates == [BatchUpdate(insertedSections: [0])])
    #expect(container.numberOfItems(inSection: 0) == 2)
  }

  @Test("a new state is one batch update with the data swapped inside it")
  func aNewStateIsOneBatchUpdateWithTheDataSwappedInsideIt() {
    let host = RecordingCollectionHost()
    let container = ComposingContainer(host: host, layout: .grid(columns: 2))
    container.update {
      TextUnit("a"); TextUnit("b"); TextUnit("c"); TextUnit("d")
    }
    let old = container.sections
    let result = container.update {
      TextUnit("d"); TextUnit("a"); TextUnit("c", "changed"); TextUnit("e")
    }
    expectValidAnimation(result, host: host, from: old, to: container.sections)
    guard case .animated(let changes) = result else { return }
    #expect(changes.batchUpdate.deletedItems == [[0, 1]])
    #expect(changes.batchUpdate.insertedItems == [[0, 3]])
    #expect(changes.batchUpdate.movedItems == [Move(from: [0, 3], to: [0, 0])])
    #expect(changes.batchUpdate.reconfiguredItems == [[0, 2]])
    #expect(changes.batchUpdate.reloadedItems == [])
    #expect(host.reconfiguredItems == [[0, 2]] && host.reloadedItems == [])
    #expect(ids(container.sections[0].units) == ["d", "a", "c", "e"])
  }

  @Test("an unchanged state does nothing") func anUnchangedStateDoesNothing() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.update { TextUnit("a") }
    host.clearEvents()
    #expect(container.update { TextUnit("a") } == .unchanged)
    #expect(host.events.isEmpty)
  }

  @Test("units move between sections in one batch") func unitsMoveBetweenSectionsInOneBatch() {
    let host = RecordingCollectionHost()
    let container = ComposingContainer(host: host)
    container.updateSections {
      UnitSection(id: "todo") {
        TextUnit("1"); TextUnit("2")
      }
      UnitSection(id: "done") { TextUnit("3") }
    }
    let old = container.sections
    let result = container.updateSections {
      UnitSection(id: "todo") { TextUnit("2") }
      UnitSection(id: "done") {
        TextUnit("1"); TextUnit("3")
      }
    }
    expectValidAnimation(result, host: host, from: old, to: container.sections)
    #expect(
      host.batchUpdates.last?.movedItems == [Move(from: IndexPath(indexes: [0, 0]), to: IndexPath(indexes: [1, 0]))])
  }

  @Test("duplicated identifiers reload with a diagnostic") func duplicatedIdentifiersReloadWithADiagnostic() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    var seen: [ComposeDiagnostic] = []
    container.onDiagnostic = { seen.append($0) }
    let result = container.update {
      TextUnit("a"); TextUnit("a")
    }
    #expect(result == .reloaded(.duplicateIdentifiers))
    #expect(host.events.last == .reloadData)
    #expect(host.batchUpdates.isEmpty)
    #expect(seen.map(\.reason) == [.duplicateIdentifiers])
    #expect(
      seen.first?.message.contains("duplicated element identifiers (1 in the new list; e.g. \"TextUnit(a)\")") == true)
    #expect(container.numberOfItems(inSection: 0) == 2)
  }

  @Test("a view that is not in a window reloads with a diagnostic") func aViewThatIsNotInAWindowReloadsWithADiagnostic()
  {
    let host = WindowedHost()
    let container = ComposingContainer(host: host)
    host.isInWindow = false
    #expect(container.update { TextUnit("a") } == .reloaded(.notInWindow))
    #expect(container.diagnostics.last?.reason == .notInWindow)
    host.isInWindow = true
    let old = container.sections
    expectValidAnimation(
      container.update {
        TextUnit("b"); TextUnit("a")
      }, host: host, from: old, to: container.sections)
  }

  @Test("more changes than the threshold reload with a diagnostic")
  func moreChangesThanTheThresholdReloadWithADiagnostic() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.reloadThreshold = 3
    container.update { TextUnit("a") }
    let result = container.update { for k in 0..<5 { TextUnit("n\(k)") } }
    #expect(result == .reloaded(.tooManyChanges))
    #expect(container.diagnostics.last?.message.contains("more than reloadThreshold (3)") == true)
  }

  @Test("animated false reloads without a diagnostic") func animatedFalseReloadsWithoutADiagnostic() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    #expect(container.update(animated: false) { TextUnit("a") } == .reloaded(nil))
    #expect(container.diagnostics.isEmpty)
  }

  @Test("a table ignores grid layouts with a diagnostic") func aTableIgnoresGridLayoutsWithADiagnostic() {
    let container = ComposingContainer(host: RecordingTableHost(), layout: .grid(columns: 3))
    #expect(container.layout == .vertical)
    #expect(container.diagnostics.map(\.reason) == [.unsupportedLayout])
  }

  @Test("the talk's Units list drives a container") func theTalkSUnitsListDrivesAContainer() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    var units = Units()
    units.add { TextUnit("title") }
    units.add(ifLet: Optional("agent")) { TextUnit($0) }
    expectValidAnimation(container.update(units), host: host, from: [], to: container.sections)
    #expect(ids(container.sections[0].units) == ["title", "agent"])
  }
}
