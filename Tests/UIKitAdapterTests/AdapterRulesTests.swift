import BricksCells
import SwiftUI
import Testing
import UIKit

@testable import BricksCompose

// Mutation check. Each old behaviour below was put back by hand in a copy of the sources, the
// suite run with `bash scripts/check-uikit.sh`, and the change thrown away; the tests that failed:
//
// - The `Task` apply (the collection's animated `apply(_ numbered:)` running
//   `await apply(snapshot, animatingDifferences:)` in a `Task`, then the completion;
//   NSDiffableDataSourceSnapshot+Numbered.swift): "three updates in one turn show the last at
//   once, completions in order after the animations", "the list's status changes reach the
//   collection as snapshots, never as batch updates" (ListDiffableAdapterTests), "BricksList
//   makes a collection view showing its sections and applies new sections on update"
//   (SwiftUIUnitTests), "BricksList applies nothing when an update brings the same content", and
//   the random-sequence property test (ListEnginePropertyTests).
// - Lazy registration (the registration asked for the first time inside the cell provider, as
//   CollectionCellRegistrations' old doc example did): "a registration made inside the cell
//   provider fails; made before it, as the docs show, it does not" (the stand-in records UIKit's
//   message at the dequeue).
// - The batch fallback (the `drivesSnapshots` guards removed from ListDataSource.setSections and
//   apply and from ComposingContainer.setSections): "a list whose diffable adapter is gone reports
//   it and sends the view nothing" and "a container whose diffable adapter is gone reports it and
//   sends the view nothing".
// - No collection delegate (`collectionView.delegate = delegate` and the prefetch line removed
//   from ListDiffableCollectionAdapter and ComposingDiffableCollectionAdapter): "a list's
//   collection diffable adapter installs its delegate: …", "a container's collection diffable
//   adapter installs its delegate: …" and "BricksList applies nothing when an update brings the
//   same content" (which checks BricksList's delegate too).
// - `attach(to:)` replacing a diffable data source (the marker check disabled in the four batch
//   adapters): "attach(to:) leaves a diffable data source in place and reports it".
// - The cell returned after an error as dequeued (no `clearedAfterError()` in
//   CollectionViewDataSource): "after a wrong-type error the returned cell shows nothing of its
//   previous row".
// - BricksList applying on every SwiftUI update (`keepIfUnchanged` skipped): "BricksList applies
//   nothing when an update brings the same content".
//
// Untyped identity (`Post(id: 1)` and `Ad(id: 1)` colliding): see the mutation check in
// ListEnginePropertyTests.swift, which names the five tests that catch it.

/// A selectable, displaying photo unit for the Compose adapters.
struct TappablePhotoUnit: ComposingUnit, SelectableUnit, DisplayingUnit, Equatable {
  var identifier: Int
  var height: LayoutDimension { .absolute(60) }
  func configure(_ cell: PhotoCell) { cell.photo = Photo(id: identifier) }
  func didSelect() { AdapterRulesTests.events.append("select \(identifier)") }
  func willDisplay(_ cell: PhotoCell) { AdapterRulesTests.events.append("display \(identifier)") }
}

/// A collection cell that shows a content configuration (a previous row's, after reuse).
final class ConfiguredIntruderCell: UICollectionViewCell {
  var resets = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    resets += 1
  }
}

@Suite("Bricks' adapters keep UIKit's rules")
@MainActor
struct AdapterRulesTests {
  static var events: [String] = []

  init() {
    installStandInFactories()
    _StandInViewFactory.register(ConfiguredIntruderCell.self) { _ in ConfiguredIntruderCell(frame: .zero) }
    _StandInViewFactory.register(HostingCollectionCell.self) { _ in HostingCollectionCell(frame: .zero) }
    Self.events = []
  }

  func collection() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 330, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
  }

  @Test("a list's collection diffable adapter installs its delegate: selection, load-more, prefetching and sizes run")
  func listCollectionDelegate() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let collection = collection()
    let list = ListDataSource(registry: registry)
    let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
    keptAlive.append(adapter)
    #expect(collection.delegate === adapter.delegate)
    #expect(collection.prefetchDataSource === adapter.delegate)
    #expect(collection.dataSource === adapter.dataSource)
    var selected: [Photo] = []
    list.onSelect = { model, _ in selected.append(model as! Photo) }
    var loads = 0
    list.loadMore = LoadMoreTrigger(threshold: 1) { loads += 1 }
    try list.applySnapshot([ListSection(items: (1...3).map { Photo(id: $0) })], to: adapter, animated: false)
    collection._standInLayout()
    #expect(loads == 1)  // the last item showed
    // PhotoCell's height is the full width (fractionalWidth(1)), not the flow layout's 50 × 50.
    #expect(collection._standInItemSizes[IndexPath(item: 0, section: 0)]?.height == 330)
    collection._standInSelectItem(at: IndexPath(item: 1, section: 0))
    #expect(selected == [Photo(id: 2)])
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a container's collection diffable adapter installs its delegate: selection, display and sizes reach the units")
  func composeCollectionDelegate() {
    let collection = collection()
    let container = ComposingContainer(host: collection)
    let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    keptAlive.append(adapter)
    #expect(collection.delegate === adapter.delegate)
    #expect(collection.prefetchDataSource === adapter.delegate)
    container.update(animated: false) {
      TappablePhotoUnit(identifier: 1)
      TappablePhotoUnit(identifier: 2)
    }
    collection._standInLayout()
    collection._standInSelectItem(at: IndexPath(item: 1, section: 0))
    #expect(Self.events == ["display 1", "display 2", "select 2"])
    #expect(collection._standInItemSizes[IndexPath(item: 0, section: 0)]?.height == 60)
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("three updates in one turn show the last at once, completions in order after the animations")
  func rapidUpdates() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let collection = collection()
    let list = ListDataSource(registry: registry)
    let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
    keptAlive.append(adapter)
    var done: [Int] = []
    for (n, animated) in [(3, true), (1, false), (2, true)] {
      try list.applySnapshot([ListSection(items: (1...n).map { Photo(id: $0) })], to: adapter, animated: animated) {
        done.append(n)
      }
      #expect(collection.numberOfItems(inSection: 0) == n)  // the view and the list switch together
    }
    #expect(done.isEmpty)
    collection._standInFinishAnimations()
    #expect(done == [3, 1, 2])
    collection._standInLayout()
    #expect(collection.visibleCells.compactMap { ($0 as? PhotoCell)?.photo } == [Photo(id: 1), Photo(id: 2)])
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a registration made inside the cell provider fails; made before it, as the docs show, it does not")
  func registrationsUpFront() throws {
    let collection = collection()
    let registrations = CollectionCellRegistrations()
    let photos = registrations.cell(PhotoCell.self)  // once, before the data source asks for cells
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, id in
      view.dequeueConfiguredReusableCell(using: photos, for: path, item: Photo(id: id))
    }
    keptAlive.append(dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    collection._standInLayout()
    #expect((collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)?.photo == Photo(id: 2))
    #expect(collection._standInFailures.isEmpty)

    // The old example: asked for the first time inside the provider.
    let lazy = self.collection()
    let lateRegistrations = CollectionCellRegistrations()
    let lazySource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: lazy) { view, path, id in
      view.dequeueConfiguredReusableCell(using: lateRegistrations.cell(PhotoCell.self), for: path, item: Photo(id: id))
    }
    keptAlive.append(lazySource)
    lazySource.apply(snapshot, animatingDifferences: false)
    lazy._standInLayout()
    #expect(lazy._standInFailures.count == 2)
  }

  @Test("a list whose diffable adapter is gone reports it and sends the view nothing")
  func lostListAdapter() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let collection = collection()
    let list = ListDataSource(registry: registry)
    var errors: [CellError] = []
    list.onError = { errors.append($0) }
    do {
      let adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
      try list.applySnapshot([ListSection(items: [Photo(id: 1)])], to: adapter, animated: false)
    }
    #expect(list.snapshotTarget == nil)
    list.setSections([ListSection(items: [Photo(id: 2)])])
    #expect(errors.map(\.code) == [.diffableDataSourceLost])
    #expect(throws: CellError.self) { try list.setStatus(.loading) }
    #expect(!collection._standInOperations.contains { $0 == "reloadData" || $0.hasPrefix("insert") })
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a container whose diffable adapter is gone reports it and sends the view nothing")
  func lostContainerAdapter() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let container = ComposingContainer(host: table)
    var errors: [String] = []
    container.onError = { errors.append("\(($0 as? CellError)?.code.rawValue ?? "\($0)")") }
    do {
      let adapter = ComposingDiffableTableAdapter(container: container, tableView: table)
      container.update(animated: false) { TappablePhotoUnit(identifier: 1) }
      _ = adapter
    }
    var finished: Bool?
    let result = container.setSections(
      [UnitSection(id: 0, units: [AnyUnit(TappablePhotoUnit(identifier: 2))])], animated: true,
      completion: { finished = $0 })
    #expect(result == .unchanged)
    #expect(finished == false)
    #expect(errors == ["diffableDataSourceLost"])
    #expect(!table._standInOperations.contains { $0 == "reloadData" || $0.hasPrefix("insert") })
    #expect(table._standInFailures.isEmpty)
  }

  @Test("attach(to:) leaves a diffable data source in place and reports it")
  func attachKeepsDiffable() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let adapter = ListDiffableTableAdapter(list: ListDataSource(registry: registry), tableView: table)
    keptAlive.append(adapter)
    let other = TableViewDataSource(list: ListDataSource(registry: registry))
    var errors: [CellError] = []
    other.list.onError = { errors.append($0) }
    other.attach(to: table)
    #expect(table.dataSource === adapter.dataSource)
    #expect(errors.map(\.code) == [.diffableDataSourceLost])

    let collection = collection()
    let container = ComposingContainer(host: collection)
    let diffable = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    keptAlive.append(diffable)
    var composeErrors = 0
    container.onError = { _ in composeErrors += 1 }
    ComposingCollectionAdapter(container: container).attach(to: collection)
    #expect(collection.dataSource === diffable.dataSource)
    #expect(composeErrors == 1)
    #expect(table._standInFailures.isEmpty && collection._standInFailures.isEmpty)
  }

  @Test("after a wrong-type error the returned cell shows nothing of its previous row")
  func wrongTypeCellCleared() throws {
    let registry = CellRegistry()
    try registry.register(PhotoCell.self)
    let collection = collection()
    let source = CollectionViewDataSource(
      list: ListDataSource(registry: registry, sections: [ListSection(items: [Photo(id: 1)])]))
    source.attach(to: collection)
    keptAlive.append(source)
    collection.register(ConfiguredIntruderCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    var errors: [CellError] = []
    source.list.onError = { errors.append($0) }
    collection._standInLayout()
    let shown = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? ConfiguredIntruderCell)
    // It showed another row before (its own code set a configuration), then went off screen.
    var previous = UIListContentConfiguration.subtitleCell()
    previous.text = "the previous row"
    shown.contentConfiguration = previous
    collection._standInEndDisplayingItem(at: IndexPath(item: 0, section: 0))
    let again = try #require(
      collection._standInRequestCell(at: IndexPath(item: 0, section: 0)) as? ConfiguredIntruderCell)
    #expect(again === shown)
    #expect(again.contentConfiguration == nil)
    #expect(errors.map(\.code) == [.wrongCellType, .wrongCellType])
    #expect(collection._standInFailures.isEmpty)
  }

  @Test("a flow-layout adapter lets self-sizing units size themselves (estimatedItemSize automatic)")
  @available(iOS 16.0, tvOS 16.0, *)
  func hostingUnitSelfSizes() {
    let collection = collection()
    let container = ComposingContainer(host: collection)
    container.update(animated: false) {
      HostingUnit(id: 1, version: 1) { Color.red }
    }
    ComposingCollectionAdapter(container: container).attach(to: collection)
    let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout
    #expect(flow?.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)

    let fixed = self.collection()
    let fixedContainer = ComposingContainer(host: fixed)
    fixedContainer.update(animated: false) { TappablePhotoUnit(identifier: 1) }
    ComposingCollectionAdapter(container: fixedContainer).attach(to: fixed)
    #expect((fixed.collectionViewLayout as? UICollectionViewFlowLayout)?.estimatedItemSize == .zero)
  }

  @Test("a HostingUnit in a table shows its content in a self-sizing row, not a blank one")
  @available(iOS 16.0, tvOS 16.0, *)
  func hostingUnitInTable() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let container = ComposingContainer(host: table)
    var errors = 0
    container.onError = { _ in errors += 1 }
    let adapter = ComposingTableAdapter(container: container)
    adapter.attach(to: table)
    keptAlive.append(adapter)
    container.update(animated: false) {
      HostingUnit(id: 1, version: 1) { Color.red }.background(.blue)
    }
    table._standInLayout()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let shown = try #require(cell.contentConfiguration as? UIHostingConfiguration<Color, Color>)
    #expect(shown._standInContent == .red)
    #expect(table._standInRowHeights[IndexPath(row: 0, section: 0)] == UITableView.automaticDimension)
    #expect(errors == 0)
    #expect(table._standInFailures.isEmpty)
  }

  @Test("BricksList applies nothing when an update brings the same content")
  func bricksListSameContent() throws {
    let make = {
      BricksList(animated: true) {
        UnitSection(id: "s") {
          TappablePhotoUnit(identifier: 1); TappablePhotoUnit(identifier: 2)
        }
      }
    }
    let first = make()
    let context = BricksList.Context(_standInCoordinator: first.makeCoordinator())
    let collection = first.makeUIView(context: context)
    let adapter = try #require(context.coordinator.adapter)
    #expect(collection.delegate === adapter.delegate)
    #expect(adapter.dataSource._standInApplied.count == 1)
    make().updateUIView(collection, context: context)
    make().updateUIView(collection, context: context)
    #expect(adapter.dataSource._standInApplied.count == 1)
    BricksList { UnitSection(id: "s") { TappablePhotoUnit(identifier: 2) } }.updateUIView(collection, context: context)
    #expect(adapter.dataSource._standInApplied.count == 2)
    #expect(collection._standInFailures.isEmpty)
  }
}
