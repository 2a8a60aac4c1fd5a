import BricksCells
import BricksCompose
import BricksTesting
import ChangesetOracle
import Foundation
import Testing

@Suite @MainActor struct DuplicatePolicyTests {
  func texts(_ container: ComposingContainer) -> [[String]] {
    container.sections.map { $0.units.map { ($0.base as? TextUnit).map { "\($0.identifier)=\($0.text)" } ?? "?" } }
  }

  @Test("the default policy reloads and shows every unit, duplicates included")
  func theDefaultPolicyReloadsAndShowsEveryUnitDuplicatesIncluded() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    #expect(container.duplicatePolicy == .reload)
    #expect(
      container.update {
        TextUnit("a"); TextUnit("b"); TextUnit("a", "again")
      } == .reloaded(.duplicateIdentifiers))
    #expect(texts(container) == [["a=a", "b=b", "a=again"]])
    #expect(container.diagnostics.map(\.reason) == [.duplicateIdentifiers])
    #expect(container.diagnostics.first?.droppedDuplicates == [])
  }

  @Test("keepFirst drops later duplicate units, animates the rest and reports exactly what it dropped")
  func keepFirstDropsLaterDuplicateUnitsAnimatesTheRestAndReportsExactlyWhatItDropped() {
    let host = RecordingCollectionHost()
    let container = ComposingContainer(host: host)
    container.duplicatePolicy = .keepFirst
    container.update { TextUnit("x") }
    let old = container.sections
    var seen: [ComposeDiagnostic] = []
    container.onDiagnostic = { seen.append($0) }
    let result = container.update {
      TextUnit("a", "first"); TextUnit("b"); TextUnit("a", "second"); TextUnit("x"); TextUnit("b", "again")
    }
    expectValidAnimation(result, host: host, from: old, to: container.sections)
    #expect(texts(container) == [["a=first", "b=b", "x=x"]])
    #expect(seen.map(\.reason) == [.duplicatesDropped])
    #expect(
      seen.first?.droppedDuplicates == [
        DroppedDuplicate(kind: .unit, identifier: "TextUnit(a)", section: 0, index: 2, unitCount: 1),
        DroppedDuplicate(kind: .unit, identifier: "TextUnit(b)", section: 0, index: 4, unitCount: 1),
      ])
    #expect(
      seen.first?.message
        == "dropped 2 later duplicates (duplicatePolicy .keepFirst): unit \"TextUnit(a)\" at [0, 2], unit \"TextUnit(b)\" at [0, 4]; the first of each identifier is shown. Give every unit and section a unique identifier"
    )
    #expect(container.numberOfItems(inSection: 0) == 3)
  }

  @Test("keepFirst drops a later section with a repeated identifier, with its units")
  func keepFirstDropsALaterSectionWithARepeatedIdentifierWithItsUnits() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.duplicatePolicy = .keepFirst
    let result = container.updateSections {
      UnitSection(id: "s") { TextUnit("a") }
      UnitSection(id: "t") {
        TextUnit("b"); TextUnit("a")
      }
      UnitSection(id: "s") {
        TextUnit("c"); TextUnit("d")
      }
    }
    expectValidAnimation(result, host: host, from: [], to: container.sections)
    #expect(texts(container) == [["a=a"], ["b=b"]])
    #expect(
      container.diagnostics.last?.droppedDuplicates == [
        DroppedDuplicate(kind: .unit, identifier: "TextUnit(a)", section: 1, index: 1, unitCount: 1),
        DroppedDuplicate(kind: .section, identifier: "s", section: 2, index: nil, unitCount: 2),
      ])
    #expect(container.diagnostics.last?.droppedDuplicates.last?.description == "section \"s\" at 2 (2 units)")
  }

  @Test("keepFirst reports the drop even when what is left is unchanged")
  func keepFirstReportsTheDropEvenWhenWhatIsLeftIsUnchanged() {
    let container = ComposingContainer(host: RecordingTableHost())
    container.duplicatePolicy = .keepFirst
    container.update {
      TextUnit("a"); TextUnit("b")
    }
    #expect(
      container.update {
        TextUnit("a"); TextUnit("b"); TextUnit("a", "other")
      } == .unchanged)
    #expect(container.diagnostics.last?.droppedDuplicates.map(\.description) == ["unit \"TextUnit(a)\" at [0, 2]"])
  }

  @Test("keepFirst still reloads when the shown state itself has duplicates")
  func keepFirstStillReloadsWhenTheShownStateItselfHasDuplicates() {
    let container = ComposingContainer(host: RecordingTableHost())
    container.update {
      TextUnit("a"); TextUnit("a")
    }  // .reload keeps both
    container.duplicatePolicy = .keepFirst
    #expect(
      container.update {
        TextUnit("a"); TextUnit("b")
      } == .reloaded(.duplicateIdentifiers))
    #expect(texts(container) == [["a=a", "b=b"]])
  }

  @Test(
    "keepFirst over 2,000 random states with duplicates: the first of each is shown, the rest reported, every update replays"
  ) func keepFirstOver2000RandomStatesWithDuplicatesTheFirstOfEachIsShownTheRestReportedEveryUpdateReplays() {
    var generator = SectionedPairGenerator(seed: 0xD0_0B1E5)
    let host = RecordingCollectionHost()
    host.reportsIssues = false
    let container = ComposingContainer(host: host)
    container.duplicatePolicy = .keepFirst
    container.reloadThreshold = .max
    var seen: [ComposeDiagnostic] = []
    container.onDiagnostic = { seen.append($0) }
    var animated = 0, withDrops = 0
    for n in 0..<2_000 {
      var (old, next) = generator.pair()
      if n % 2 == 0 { generator.addDuplicates(&old, &next) }
      let sections = next.map { section in
        UnitSection(id: section.id, units: section.elements.map { AnyUnit(TextUnit("\($0.id)", "\($0.version)")) })
      }
      // What keepFirst must show and report, worked out the plain way.
      var expected: [[String]] = [], expectedDropped: [String] = []
      var sectionSeen: [Int] = [], unitSeen: [Int] = []
      for (s, section) in next.enumerated() {
        if sectionSeen.contains(section.id) {
          expectedDropped.append(
            "section \"\(section.id)\" at \(s) (\(section.elements.count) unit\(section.elements.count == 1 ? "" : "s"))"
          )
          continue
        }
        sectionSeen.append(section.id)
        var shown: [String] = []
        for (k, item) in section.elements.enumerated() {
          if unitSeen.contains(item.id) {
            expectedDropped.append("unit \"TextUnit(\(item.id))\" at [\(s), \(k)]")
          } else {
            unitSeen.append(item.id)
            shown.append("\(item.id)=\(item.version)")
          }
        }
        expected.append(shown)
      }

      let before = container.sections
      seen.removeAll()
      let result = container.setSections(sections)
      #expect(texts(container) == expected, "state \(n)")
      #expect(seen.flatMap(\.droppedDuplicates).map(\.description) == expectedDropped, "state \(n)")
      #expect(seen.allSatisfy { $0.reason == .duplicatesDropped }, "state \(n): \(seen)")
      if !expectedDropped.isEmpty { withDrops += 1 }
      switch result {
      case .animated(let changes):
        animated += 1
        func shown(_ sections: [UnitSection]) -> [ShownSection<AnyHashable, String>] {
          sections.map {
            ShownSection(
              id: $0.id, elements: $0.units.map { ($0.base as? TextUnit).map { "\($0.identifier)=\($0.text)" } ?? "?" })
          }
        }
        #expect(
          UIKitBatchReplay.verify(UIKitBatch(changes), from: shown(before), to: shown(container.sections)) == nil,
          "state \(n)")
      case .unchanged: break
      case .reloaded(let reason):
        Issue.record("state \(n) reloaded (\(String(describing: reason))) instead of animating")
      case .snapshot: Issue.record("state \(n) went to a snapshot target, but none is set")
      }
      if host.events.count > 10_000 { host.clearEvents() }
    }
    #expect(host.failures.isEmpty)
    #expect(withDrops > 500 && animated > 1_500, "\(withDrops) states with drops, \(animated) animated")
  }
}
