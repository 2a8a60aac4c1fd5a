import BricksCells
import Testing
import UIKit

@Suite("UICollectionView adapters")
@MainActor
struct CollectionAdapterTests {
  init() { installStandInFactories() }

  /// A collection of six photos under an "Album" header; `registry` defaults to one binding
  /// `PhotoCell` and `PhotoHeader`.
  func makeCollection(columns: Int, registry given: CellRegistry? = nil) throws -> (
    UICollectionView, CollectionViewDataSource
  ) {
    let registry = given ?? CellRegistry()
    if given == nil {
      try registry.register(PhotoCell.self)
      try registry.registerSupplementaryView(PhotoHeader.self, kind: .header)
    }
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    layout.minimumInteritemSpacing = 5
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: layout)
    let source = CollectionViewDataSource(
      list: ListDataSource(
        registry: registry,
        sections: [
          ListSection(header: Section(title: "Album"), items: (0..<6).map { Photo(id: $0) })
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

  @Test("a list's diffable collection adapter shows and sizes its header views as the batch adapter does")
  func diffableHeaders() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    try registry.registerSupplementaryView(PhotoHeader.self, kind: .header)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let list = ListDataSource(registry: registry)
    let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
    keptAlive.append(adapter)
    _ = try list.applySnapshot(
      [ListSection(header: Section(title: "Album"), items: (0..<3).map { Photo(id: $0) })], to: adapter,
      animated: false)
    collection._standInLayout()
    #expect(collection._standInHeaderSizes[0]?.height == 40)
    #expect((collection._standInHeaderViews[0] as? PhotoHeader)?.title == "Album")
    #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)?.photo?.id == 2)
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("cells leave into the reuse queue and come back prepared")
  func reuse() throws {
    let (collection, _) = try makeCollection(columns: 2)
    collection._standInLayout()
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    collection._standInEndDisplayingItem(at: IndexPath(item: 0, section: 0))
    let again = collection._standInRequestCell(at: IndexPath(item: 5, section: 0))
    let reused = first.map { $0 === again } ?? false
    #expect(reused)
    #expect((again as? PhotoCell)?.photo?.id == 5)
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a model bound to a class that is not a cell shows the one cell already dequeued (iOS 18's rule)")
  func wrongCellTypeDequeuesOnce() throws {
    let registry = CellRegistry()
    try registry.register(NotACell.self)
    let (collection, source) = try makeCollection(columns: 2, registry: registry)
    var errors: [CellError] = []
    source.list.onError = { errors.append($0) }
    collection._standInLayout()
    #expect(Set(errors.map(\.code)) == [.wrongCellType])
    #expect(errors.count == 6)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.reuseIdentifier == "UIKitAdapterTests.NotACell")
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("an identifier another class took on the collection view shows that cell, blank, dequeued once")
  func identifierReusedAcrossClasses() throws {
    let (collection, source) = try makeCollection(columns: 2)
    collection._standInLayout()  // the registry registers PhotoCell
    collection.reloadData()
    // Then someone registers another class by hand under the registry's identifier.
    collection.register(IntruderCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    var errors: [CellError] = []
    source.list.onError = { errors.append($0) }
    collection._standInLayout()
    #expect(errors.first?.code == .wrongCellType)
    #expect(collection.visibleCells.allSatisfy { $0 is IntruderCell })
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a header bound to a class that is not a reusable view shows the view already dequeued")
  func wrongHeaderTypeDequeuesOnce() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    try registry.registerSupplementaryView(NotAHeader.self, kind: .header)
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 100, height: 20)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: layout)
    let source = CollectionViewDataSource(
      list: ListDataSource(
        registry: registry,
        sections: [
          ListSection(header: Section(title: "Album"), items: [Photo(id: 0)])
        ]))
    source.attach(to: collection)
    var errors: [CellError] = []
    source.list.onError = { errors.append($0) }
    collection._standInLayout()
    #expect(errors.map(\.code) == [.wrongCellType])
    #expect(collection._standInHeaderViews[0]?.reuseIdentifier == "UIKitAdapterTests.NotAHeader")
    #expect(collection._standInFailures.isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test("the stand-in fails a data source that dequeues twice for one request, as iOS 18 raises")
  func twoDequeuesFail() throws {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
    let source = DoubleDequeue()
    collection.dataSource = source
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "a")
    collection._standInLayout()
    #expect(collection._standInFailures.count == 1)
    #expect(
      collection._standInFailures.first?.hasPrefix(
        "Expected dequeued view to be returned to the collection view in preparation for display.") == true)
  }

  @Test("the stand-in fails a cell dequeued without a request, at the next layout pass")
  func strayDequeueFails() throws {
    let (collection, source) = try makeCollection(columns: 2)
    _ = try source.list.cell(at: IndexPath(item: 0, section: 0), on: collection)
    #expect(collection._standInFailures.isEmpty)
    collection._standInLayout()
    #expect(collection._standInFailures.first?.hasPrefix("Expected dequeued view to be returned") == true)
  }

  @Test("batch completions run when the animations end, with UIKit's finished flag")
  func batchCompletion() throws {
    let (collection, source) = try makeCollection(columns: 2)
    collection._standInLayout()
    var finished: [Bool] = []
    var sections = source.list.sections
    sections[0].items.removeLast()
    try source.list.apply(BatchUpdate(deletedItems: [IndexPath(item: 5, section: 0)]), to: sections) {
      finished.append($0)
    }
    #expect(finished.isEmpty)
    collection._standInFinishAnimations()
    #expect(finished == [true])
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("batch updates of sections and items pass UIKit's checks")
  func batch() throws {
    let (collection, source) = try makeCollection(columns: 2)
    collection._standInLayout()
    var sections = source.list.sections
    sections[0].items.remove(at: 0)
    sections.append(ListSection(items: [Photo(id: 9)]))
    try source.list.apply(
      BatchUpdate(insertedSections: [1], deletedItems: [IndexPath(item: 0, section: 0)]), to: sections)
    #expect(collection._standInFailures.isEmpty)
    #expect(collection._standInOperations.suffix(2) == ["insertSections [1]", "deleteItems [[0, 0]]"])
    #expect(collection.numberOfSections == 2)
  }

  @Test("reconfigured items are reconfigured right after the batch, at their new index paths")
  func reconfigure() throws {
    let (collection, source) = try makeCollection(columns: 2)
    collection._standInLayout()
    var sections = source.list.sections
    sections[0].items.remove(at: 0)
    try source.list.apply(
      BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)], reconfiguredItems: [IndexPath(item: 0, section: 0)]),
      to: sections)
    #expect(collection._standInFailures.isEmpty)
    #expect(collection._standInOperations.suffix(2) == ["deleteItems [[0, 0]]", "reconfigureItems [[0, 0]]"])
    // A reconfigure out of range is the library checker's error, before UIKit sees it.
    #expect(throws: CellError.self) {
      try source.list.apply(BatchUpdate(reconfiguredItems: [IndexPath(item: 99, section: 0)]), to: sections)
    }
    #expect(collection._standInOperations.last == "reconfigureItems [[0, 0]]")
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

/// The pattern iOS 18 crashes on: a dequeue, then a second one for the same request.
@MainActor
final class DoubleDequeue: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    _ = collectionView.dequeueReusableCell(withReuseIdentifier: "a", for: indexPath)
    return collectionView.dequeueReusableCell(withReuseIdentifier: "a", for: indexPath)
  }
}
