#if canImport(UIKit) && !os(watchOS)
// Runs on Linux against the UIKit stand-in (scripts/check-uikit.sh); the stand-in's extras are
// only used under UIKIT_STAND_IN.
import BricksCells
import BricksCompose
import Testing
import UIKit

final class DiffableTileCell: UICollectionViewCell, Reusable {
  var text = ""
  var configured = 0
}

struct DiffableTileUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  func configure(_ cell: DiffableTileCell) {
    cell.text = text
    cell.configured += 1
  }
}

@Suite @MainActor struct DiffableAdapterTests {
  init() {
    #if UIKIT_STAND_IN
    _StandInViewFactory.register(DiffableTileCell.self) { _ in DiffableTileCell(frame: .zero) }
    _StandInViewFactory.register(DiffableOtherTileCell.self) { _ in DiffableOtherTileCell(frame: .zero) }
    #endif
  }

  #if UIKIT_STAND_IN
  @Test("a container drives a diffable data source: identifiers in the snapshot, content changes reconfigured")
  func containerDrivesDiffableDataSource() throws {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collection)
    let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    container.update(animated: false) {
      DiffableTileUnit(identifier: "a", text: "1"); DiffableTileUnit(identifier: "b", text: "1");
      DiffableTileUnit(identifier: "a", text: "dup")
    }
    let first = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(first._standInSections.count == 1)
    let items = first._standInItems(in: first._standInSections[0])
    #expect(items.count == 2)  // the duplicate "a" never reaches the snapshot
    collection._standInLayout()
    #expect((collection._standInRequestCell(at: IndexPath(item: 0, section: 0)) as? DiffableTileCell)?.text == "1")

    container.update(animated: false) {
      DiffableTileUnit(identifier: "a", text: "2"); DiffableTileUnit(identifier: "b", text: "1")
    }
    let second = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(second._standInItems(in: second._standInSections[0]) == items)  // same identities
    #expect(second._standInReconfigured == [items[0]])
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a unit of another type (cell class) under an identifier value is another item in the collection's snapshot")
  func cellClassChangeReloads() throws {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collection)
    let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    container.update(animated: false) {
      DiffableTileUnit(identifier: "a", text: "1"); DiffableTileUnit(identifier: "b", text: "1")
    }
    let items = try #require(adapter.dataSource._standInApplied.last?.snapshot).standInItems
    container.update(animated: false) {
      DiffableOtherTileUnit(identifier: "a"); DiffableTileUnit(identifier: "b", text: "2")
    }
    let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(applied._standInReloaded.isEmpty)
    #expect(applied._standInReconfigured == [items[1]])
    #expect(!applied.standInItems.contains(items[0]))
  }

  @Test("a section header comes through the diffable data source's supplementary view provider")
  func headerThroughDiffable() throws {
    _StandInViewFactory.register(DiffableHeaderView.self) { _ in DiffableHeaderView(frame: .zero) }
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collection)
    let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    container.updateSections(animated: false) {
      UnitSection(id: "s", header: DiffableHeaderUnit(title: "News")) { DiffableTileUnit(identifier: "a", text: "1") }
    }
    let header = collection._standInRequestSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect((header as? DiffableHeaderView)?.title == "News")
    container.updateSections(animated: false) {
      UnitSection(id: "s", header: DiffableHeaderUnit(title: "Sport")) { DiffableTileUnit(identifier: "a", text: "1") }
    }
    let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(applied._standInReloadedSections == applied._standInSections)
  }

  @Test("the compositional layout builds each section from its description")
  func compositionalLayoutFromSections() throws {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collection)
    container.spacing = 8
    container.updateSections(animated: false) {
      UnitSection(id: "cards") { CardUnit(identifier: "a") }.layout(.carousel(scrolling: .groupPaging))
      UnitSection(id: "grid") { CardUnit(identifier: "b") }.layout(.grid(columns: 3))
    }
    let layout = container.compositionalLayout()
    let carousel = try #require(layout._standInSectionProvider(0, _StandInLayoutEnvironment()))
    #expect(carousel.orthogonalScrollingBehavior == .groupPaging)
    #expect(carousel._standInGroup._standInSize._standInWidth._standInKind == .fractionalWidth)
    #expect(carousel._standInGroup._standInSize._standInWidth._standInValue == 0.8)
    #expect(carousel._standInGroup._standInSize._standInHeight._standInValue == 200)
    #expect(carousel.interGroupSpacing == 8)
    let grid = try #require(layout._standInSectionProvider(1, _StandInLayoutEnvironment()))
    #expect(grid._standInGroup._standInCount == 3)
    #expect(grid._standInGroup.interItemSpacing?._standInFixed == 8)
    #expect(layout._standInSectionProvider(2, _StandInLayoutEnvironment()) == nil)
  }
  #endif

  @Test("UIKit's prefetch calls reach the prefetching units through the collection adapter")
  func prefetchThroughAdapter() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let container = ComposingContainer(host: collection)
    let adapter = ComposingCollectionAdapter(container: container)
    adapter.attach(to: collection)
    let log = PrefetchLog()
    container.update(animated: false) {
      PrefetchTileUnit(identifier: "a", log: log); DiffableTileUnit(identifier: "b", text: "b")
    }
    #expect(collection.prefetchDataSource === adapter)
    collection.prefetchDataSource?.collectionView(
      collection, prefetchItemsAt: [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 0)])
    collection.prefetchDataSource?.collectionView(
      collection, cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 0)])
    #expect(log.entries == ["prefetch a", "cancel a"])
  }
}

/// Another cell class: a unit moving to it under its identifier needs a new cell.
final class DiffableOtherTileCell: UICollectionViewCell, Reusable {}

struct DiffableOtherTileUnit: ComposingUnit, Equatable {
  var identifier: String
  func configure(_ cell: DiffableOtherTileCell) {}
}

#if UIKIT_STAND_IN
extension NSDiffableDataSourceSnapshot {
  /// The items of every section, in order.
  var standInItems: [ItemIdentifierType] { _standInSections.flatMap { _standInItems(in: $0) } }
}
#endif

final class DiffableHeaderView: UICollectionReusableView, Reusable {
  var title = ""
}

struct DiffableHeaderUnit: ComposingUnit, Equatable {
  var identifier: String { "header" }
  var title: String
  func configure(_ view: DiffableHeaderView) { view.title = title }
}

struct CardUnit: ComposingUnit, Equatable {
  var identifier: String
  var width: LayoutDimension { .fractionalWidth(0.8) }
  var height: LayoutDimension { .absolute(200) }
  func configure(_ cell: DiffableTileCell) {}
}

@MainActor final class PrefetchLog { var entries: [String] = [] }

struct PrefetchTileUnit: ComposingUnit, PrefetchingUnit {
  var identifier: String
  let log: PrefetchLog
  func configure(_ cell: DiffableTileCell) {}
  func prefetch() { log.entries.append("prefetch \(identifier)") }
  func cancelPrefetching() { log.entries.append("cancel \(identifier)") }
}
#endif
