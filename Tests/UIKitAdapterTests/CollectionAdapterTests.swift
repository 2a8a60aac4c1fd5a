import BricksCells
import Testing
import UIKit

@Suite("UICollectionView adapters")
@MainActor
struct CollectionAdapterTests {
  func makeCollection(columns: Int) throws -> (UICollectionView, CollectionViewDataSource) {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    try registry.registerSupplementaryView(PhotoHeader.self, kind: .header)
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    layout.minimumInteritemSpacing = 5
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: layout)
    let source = CollectionViewDataSource(list: ListDataSource(registry: registry, sections: [
      ListSection(header: Section(title: "Album"), items: (0..<6).map { Photo(id: $0) }),
    ]))
    source.list.columns = columns
    source.attach(to: collection)
    keptAlive.append(source)
    return (collection, source)
  }

  @Test("items are sized by their dimension units against bounds, insets, spacing and columns")
  func sizes() throws {
    let (collection, _) = try makeCollection(columns: 3)
    collection._standInLayout()
    #expect(collection._standInItemSizes[IndexPath(item: 0, section: 0)] == CGSize(width: 100, height: 100))
    #expect(collection._standInHeaderSizes[0] == CGSize(width: 310, height: 40))
    #expect(collection.hostKind == .collection)
  }

  @Test("cells and headers are dequeued per kind and configured")
  func cells() throws {
    let (collection, _) = try makeCollection(columns: 2)
    collection._standInLayout()
    #expect(collection.visibleCells.count == 6)
    #expect((collection.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)?.photo?.id == 4)
    #expect((collection._standInHeaderViews[0] as? PhotoHeader)?.title == "Album")
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("cells leave into the reuse queue and come back prepared")
  func reuse() throws {
    let (collection, source) = try makeCollection(columns: 2)
    collection._standInLayout()
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    collection._standInEndDisplayingItem(at: IndexPath(item: 0, section: 0))
    let again = try source.list.cell(at: IndexPath(item: 5, section: 0), on: collection)
    let reused = first.map { $0 === again } ?? false
    #expect(reused)
  }

  @Test("batch updates of sections and items pass UIKit's checks")
  func batch() throws {
    let (collection, source) = try makeCollection(columns: 2)
    collection._standInLayout()
    var sections = source.list.sections
    sections[0].items.remove(at: 0)
    sections.append(ListSection(items: [Photo(id: 9)]))
    try source.list.apply(BatchUpdate(insertedSections: [1], deletedItems: [IndexPath(item: 0, section: 0)]), to: sections)
    #expect(collection._standInFailures.isEmpty)
    #expect(collection._standInOperations.suffix(2) == ["insertSections [1]", "deleteItems [[0, 0]]"])
    #expect(collection.numberOfSections == 2)
  }

  @Test("selection is forwarded")
  func selection() throws {
    let (collection, source) = try makeCollection(columns: 2)
    var selected: [Int] = []
    source.list.onSelect = { model, _ in selected.append((model as? Photo)?.id ?? -1) }
    collection._standInSelectItem(at: IndexPath(item: 3, section: 0))
    #expect(selected == [3])
  }
}
