import BricksCells
import Testing
import UIKit

@Suite("ListDataSource driving a UICollectionViewDiffableDataSource")
@MainActor
struct ListDiffableAdapterTests {
  init() { installStandInFactories() }

  @Test("photos appear through the diffable data source; a repeated photo never reaches the snapshot")
  func photosThroughDiffable() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let list = ListDataSource(registry: registry)
    let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
    let content = try list.applySnapshot(
      [ListSection(items: [Photo(id: 1), Photo(id: 2), Photo(id: 1)])], to: adapter, animated: false)
    #expect(content.droppedItemIdentifiers == [ItemIdentifier(Photo.self, Photo(id: 1))])
    let snapshot = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(snapshot._standInItems(in: snapshot._standInSections[0]).count == 2)
    let cell = collection._standInRequestCell(at: IndexPath(item: 1, section: 0)) as? PhotoCell
    #expect(cell?.photo == Photo(id: 2))
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("the list's status changes reach the collection as snapshots, never as batch updates")
  func statusThroughDiffable() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let list = ListDataSource(registry: registry)
    let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
    #expect(list.snapshotTarget === adapter)
    list.setSections([ListSection(items: [Photo(id: 1)])])
    // The snapshot is applied at once; the completion runs when the animations end.
    var completed = 0
    try list.apply(BatchUpdate(), to: list.sections, status: .loading) { _ in completed += 1 }
    #expect(completed == 0)
    collection._standInFinishAnimations()
    #expect(completed == 1)
    let snapshot = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(snapshot._standInSections.count == 2)
    #expect(adapter.dataSource._standInApplied.count == 2)
    #expect(!collection._standInOperations.contains { $0.hasPrefix("insert") })
    #expect(collection._standInFailures.isEmpty)
  }
}
