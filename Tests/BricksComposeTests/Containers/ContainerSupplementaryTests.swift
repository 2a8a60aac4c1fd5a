import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

/// A header view the recording host can create.
final class HeaderView: Reusable, HostInstantiable {
  var title = ""
  init() {}
}

struct HeaderUnit: ComposingUnit, Equatable {
  var title: String
  var identifier: String { "header" }
  var height: LayoutDimension { .absolute(30) }
  func configure(_ view: HeaderView) { view.title = title }
}

@Suite @MainActor struct ContainerSupplementaryTests {
  @Test("a section's header and footer units are dequeued, configured and sized")
  func aSectionSHeaderAndFooterUnitsAreDequeuedConfiguredAndSized() throws {
    let host = RecordingCollectionHost(width: 320)
    let container = ComposingContainer(host: host, layout: .grid(columns: 3))
    container.updateSections {
      UnitSection(id: "s", header: HeaderUnit(title: "Photos"), footer: HeaderUnit(title: "3 photos")) { TextUnit("a") }
      UnitSection(id: "bare") { TextUnit("b") }
    }
    let header = try #require(
      try container.supplementaryView(ofKind: .header, at: IndexPath(indexes: [0, 0])) as? HeaderView)
    #expect(header.title == "Photos")
    let footer = try #require(
      try container.supplementaryView(ofKind: .footer, at: IndexPath(indexes: [0, 0])) as? HeaderView)
    #expect(footer.title == "3 photos")
    #expect(try container.supplementaryView(ofKind: .header, at: IndexPath(indexes: [1, 0])) == nil)
    // A header spans the section, not one of the three columns.
    #expect(container.supplementarySize(ofKind: .header, inSection: 0) == CGSize(width: 320, height: 30))
    #expect(container.supplementarySize(ofKind: .header, inSection: 1) == .zero)
    #expect(host.failures.isEmpty)
  }

  @Test("a changed header replaces its section in the batch update")
  func aChangedHeaderReplacesItsSectionInTheBatchUpdate() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.updateSections {
      UnitSection(id: "top") { TextUnit("x") }
      UnitSection(id: "s", header: HeaderUnit(title: "1 item")) { TextUnit("a") }
    }
    let old = container.sections
    let result = container.updateSections {
      UnitSection(id: "top") { TextUnit("x") }
      UnitSection(id: "s", header: HeaderUnit(title: "2 items")) {
        TextUnit("a"); TextUnit("b")
      }
    }
    guard case .animated(let changes) = result else {
      Issue.record("expected an animated update, got \(result)")
      return
    }
    #expect(changes.batchUpdate.deletedSections == [1] && changes.batchUpdate.insertedSections == [1])
    #expect(changes.batchUpdate.insertedItems.isEmpty && changes.batchUpdate.deletedItems.isEmpty)
    #expect(host.failures.isEmpty)
    _ = old
  }

  @Test("an unchanged header keeps element-level updates") func anUnchangedHeaderKeepsElementLevelUpdates() {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.updateSections { UnitSection(id: "s", header: HeaderUnit(title: "T")) { TextUnit("a") } }
    let old = container.sections
    let result = container.updateSections {
      UnitSection(id: "s", header: HeaderUnit(title: "T")) {
        TextUnit("a"); TextUnit("b")
      }
    }
    expectValidAnimation(result, host: host, from: old, to: container.sections)
    #expect(host.batchUpdates.last == BatchUpdate(insertedItems: [IndexPath(indexes: [0, 1])]))
  }
}
