#if canImport(UIKit) && !os(watchOS)
// Runs with real UIKit on Apple platforms, and on Linux against the UIKit stand-in (see
// Docs/Compose.md, "Checking the UIKit glue"). Uses only UIKit API, no stand-in extras.
import BricksCells
import BricksCompose
import Testing
import UIKit

final class ComposeLabelCell: UITableViewCell, Reusable {
  var text = ""
}

final class ComposeTileCell: UICollectionViewCell, Reusable {
  var text = ""
}

struct RowUnit: ComposingUnit, Equatable, SelectableUnit {
  var identifier: String
  var selectable = false
  var height: LayoutDimension { .absolute(44) }
  func configure(_ cell: ComposeLabelCell) { cell.text = identifier }
  var isSelectable: Bool { selectable }
  func didSelect() {}
}

final class ComposeHeaderView: UICollectionReusableView, Reusable {
  var title = ""
}

struct TileHeaderUnit: ComposingUnit, Equatable {
  var identifier: String { "header" }
  var title: String
  var height: LayoutDimension { .absolute(40) }
  func configure(_ view: ComposeHeaderView) { view.title = title }
}

struct TileUnit: ComposingUnit, Equatable {
  var identifier: String
  var width: LayoutDimension { .fractionalWidth(1) }
  var height: LayoutDimension { .fractionalWidth(1) }
  func configure(_ cell: ComposeTileCell) { cell.text = identifier }
}

@Suite @MainActor struct ComposingAdapterTests {
  init() {
    #if UIKIT_STAND_IN  // the stand-in creates registered classes through factories, UIKit through the runtime
    _StandInViewFactory.register(ComposeLabelCell.self) { ComposeLabelCell(style: .default, reuseIdentifier: $0) }
    _StandInViewFactory.register(ComposeTileCell.self) { _ in ComposeTileCell(frame: .zero) }
    _StandInViewFactory.register(ComposeHeaderView.self) { _ in ComposeHeaderView(frame: .zero) }
    #endif
  }

  @Test("a table adapter answers UIKit from the container") func aTableAdapterAnswersUIKitFromTheContainer() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let container = ComposingContainer(host: table)
    let adapter = ComposingTableAdapter(container: container)
    adapter.attach(to: table)
    // Not in a window: the update is a reload, as UIKit cannot animate off screen.
    #expect(
      container.update {
        RowUnit(identifier: "a", selectable: true); RowUnit(identifier: "b")
      } == .reloaded(.notInWindow))
    #expect(adapter.numberOfSections(in: table) == 1)
    #expect(adapter.tableView(table, numberOfRowsInSection: 0) == 2)
    let cell = try #require(adapter.tableView(table, cellForRowAt: IndexPath(indexes: [0, 1])) as? ComposeLabelCell)
    #expect(cell.text == "b")
    #expect(adapter.tableView(table, heightForRowAt: IndexPath(indexes: [0, 0])) == 44)
    #expect(adapter.tableView(table, willSelectRowAt: IndexPath(indexes: [0, 0])) == IndexPath(indexes: [0, 0]))
    #expect(adapter.tableView(table, willSelectRowAt: IndexPath(indexes: [0, 1])) == nil)
  }

  @Test("a collection adapter sizes grid units and sets the flow layout")
  func aCollectionAdapterSizesGridUnitsAndSetsTheFlowLayout() throws {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let container = ComposingContainer(host: collection, layout: .grid(columns: 2))
    container.spacing = 10
    let adapter = ComposingCollectionAdapter(container: container)
    adapter.attach(to: collection)
    container.update {
      TileUnit(identifier: "x"); TileUnit(identifier: "y"); TileUnit(identifier: "z")
    }
    #expect(adapter.collectionView(collection, numberOfItemsInSection: 0) == 3)
    #expect(
      adapter.collectionView(collection, layout: layout, sizeForItemAt: IndexPath(indexes: [0, 2]))
        == CGSize(width: 155, height: 155))
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.scrollDirection == .vertical)
    let cell = try #require(
      adapter.collectionView(collection, cellForItemAt: IndexPath(indexes: [0, 2])) as? ComposeTileCell)
    #expect(cell.text == "z")
  }

  @Test("a collection adapter shows header units") func aCollectionAdapterShowsHeaderUnits() throws {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let container = ComposingContainer(host: collection, layout: .grid(columns: 2))
    let adapter = ComposingCollectionAdapter(container: container)
    adapter.attach(to: collection)
    container.updateSections {
      UnitSection(id: "s", header: TileHeaderUnit(title: "Tiles")) { TileUnit(identifier: "x") }
    }
    #expect(
      adapter.collectionView(collection, layout: layout, referenceSizeForHeaderInSection: 0)
        == CGSize(width: 320, height: 40))
    #expect(adapter.collectionView(collection, layout: layout, referenceSizeForFooterInSection: 0) == .zero)
    let header = try #require(
      adapter.collectionView(
        collection, viewForSupplementaryElementOfKind: SupplementaryKind.header.rawValue,
        at: IndexPath(indexes: [0, 0])) as? ComposeHeaderView)
    #expect(header.title == "Tiles")
  }
}
#endif
