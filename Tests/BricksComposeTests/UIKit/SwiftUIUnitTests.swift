#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
// Runs on Linux against the UIKit and SwiftUI stand-ins (scripts/check-uikit.sh); the stand-ins'
// extras (`_standIn…`) are only used under UIKIT_STAND_IN.
import BricksCells
@testable import BricksCompose
import SwiftUI
import Testing
import UIKit

#if UIKIT_STAND_IN
/// A SwiftUI row for the tests; `Body` is a `Color` so that the stand-in's builder accepts it.
struct SwatchRow: View {
  var color: Color
  var body: Color { color }
}

@Suite @MainActor struct SwiftUIUnitTests {
  init() {
    _StandInViewFactory.register(HostingCollectionCell.self) { _ in HostingCollectionCell(frame: .zero) }
    _StandInViewFactory.register(ContentConfigurationCell.self) { _ in ContentConfigurationCell(frame: .zero) }
    _StandInViewFactory.register(DiffableTileCell.self) { _ in DiffableTileCell(frame: .zero) }
  }

  @Test(
    "a hosting unit sets a UIHostingConfiguration of its content, with the margins, background and minimum size set")
  func hostingUnitConfiguresTheCell() throws {
    let unit = HostingUnit(id: "a", version: 1) { SwatchRow(color: .red) }
      .margins(EdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 12))
      .background(.blue)
      .minSize(height: 0)
    let cell = HostingCollectionCell(frame: .zero)
    unit.configure(cell)
    let configuration = try #require(
      cell.contentConfiguration as? UIHostingConfiguration<SwatchRow, Color>,
      "a unit with a background shows UIHostingConfiguration<Content, Color>")
    #expect(configuration._standInContent.color == .red)
    #expect(configuration._standInBackground == .blue)
    #expect(configuration._standInMargins == [.top: 8, .leading: 16, .bottom: 4, .trailing: 12])
    #expect(configuration._standInMinWidth == nil)
    #expect(configuration._standInMinHeight == 0)
  }

  @Test("a hosting unit without options keeps the system's margins, background and minimum size")
  func hostingUnitDefaults() throws {
    let cell = HostingCollectionCell(frame: .zero)
    HostingUnit(id: "a", version: 1) { SwatchRow(color: .red) }.configure(cell)
    let configuration = try #require(cell.contentConfiguration as? UIHostingConfiguration<SwatchRow, EmptyView>)
    #expect(configuration._standInMargins.isEmpty)
    #expect(configuration._standInBackground == nil)
    #expect(configuration._standInMinWidth == nil && configuration._standInMinHeight == nil)
  }

  @Test("a hosting unit's version is its content: same id and version are equal, a new version is a change")
  func hostingUnitContentEquality() {
    let unit = HostingUnit(id: "a", version: 1) { SwatchRow(color: .red) }
    #expect(unit.isContentEqual(to: HostingUnit(id: "a", version: 1) { SwatchRow(color: .blue) }))
    #expect(!unit.isContentEqual(to: HostingUnit(id: "a", version: 2) { SwatchRow(color: .red) }))
  }

  @Test("a container shows hosting units in hosting cells and reconfigures the cell when the version changes")
  func hostingUnitInContainer() throws {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collection)
    let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    container.update(animated: false) {
      HostingUnit(id: "a", version: 1) { SwatchRow(color: .red) }
      HostingUnit(id: "b", version: 1) { SwatchRow(color: .red) }
    }
    collection._standInLayout()
    let cell = try #require(
      collection._standInRequestCell(at: IndexPath(item: 0, section: 0)) as? HostingCollectionCell)
    #expect((cell.contentConfiguration as? UIHostingConfiguration<SwatchRow, EmptyView>)?._standInContent.color == .red)

    container.update(animated: false) {
      HostingUnit(id: "a", version: 2) { SwatchRow(color: .blue) }
      HostingUnit(id: "b", version: 1) { SwatchRow(color: .blue) }
    }
    let snapshot = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    let items = snapshot._standInItems(in: snapshot._standInSections[0])
    #expect(snapshot._standInReconfigured == [items[0]])  // "b" kept its version: not reconfigured
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a content-configuration unit sets the list cell's contentConfiguration")
  func contentConfigurationUnitConfiguresTheCell() throws {
    var row = UIListContentConfiguration.subtitleCell()
    row.text = "Ada"
    row.secondaryText = "@ada"
    let unit = ContentConfigurationUnit(id: 1, version: "Ada", configuration: row)
    let cell = ContentConfigurationCell(frame: .zero)
    #expect(cell.contentConfiguration == nil)
    unit.configure(cell)
    let applied = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    #expect(applied == row)
    #expect(unit.isContentEqual(to: ContentConfigurationUnit(id: 1, version: "Ada", configuration: row)))
    #expect(!unit.isContentEqual(to: ContentConfigurationUnit(id: 1, version: "Bea", configuration: row)))
  }

  @Test("BricksList makes a collection view showing its sections and applies new sections on update")
  func bricksListMakesAndUpdates() async throws {
    let list = BricksList(animated: false) {
      UnitSection(id: "s") {
        DiffableTileUnit(identifier: "a", text: "1")
        DiffableTileUnit(identifier: "b", text: "1")
      }
      .layout(.list(spacing: 1))
    }
    let context = BricksList.Context(_standInCoordinator: list.makeCoordinator())
    let collection = list.makeUIView(context: context)
    let container = try #require(context.coordinator.container)
    let adapter = try #require(context.coordinator.adapter)
    #expect(container.sections.map(\.units.count) == [2])
    #expect(collection.dataSource === adapter.dataSource)
    let first = try #require(adapter.dataSource._standInApplied.last)
    #expect(first.snapshot._standInItems(in: first.snapshot._standInSections[0]).count == 2)
    #expect(first.animated == false)

    let next = BricksList(animated: true) {
      UnitSection(id: "s") {
        DiffableTileUnit(identifier: "a", text: "2")
        DiffableTileUnit(identifier: "b", text: "1")
        DiffableTileUnit(identifier: "c", text: "1")
      }
    }
    next.updateUIView(collection, context: context)
    #expect(container.sections.map(\.units.count) == [3])
    // The animated snapshot is applied at once, with the model.
    #expect(adapter.dataSource._standInApplied.count == 2)
    let second = try #require(adapter.dataSource._standInApplied.last)
    #expect(second.snapshot._standInItems(in: second.snapshot._standInSections[0]).count == 3)
    #expect(second.snapshot._standInReconfigured.count == 1)  // "a" changed its text
    #expect(second.animated == true)
    #expect(collection._standInFailures.isEmpty)
  }
}
#endif
#endif
