import BricksCells
import BricksCompose
import UIKit

/// One way a screen shows the app's rows with their interactions, driven as UIKit drives it and
/// read back from the cells the view shows.
@MainActor
protocol InteractionRig: AnyObject {
  var name: String { get }
  var store: RowStore { get }
  var errors: [InteractionError] { get }
  /// Failures the stand-in recorded (UIKit would have raised).
  var failures: [String] { get }
  /// The rows the view shows, per model section, after a layout pass that asks every cell anew.
  func shown() -> [[Row]]
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration?
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration?
  /// The user drags a row; `nil` when it cannot be dragged, else where it landed.
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath?
  /// The app shows its store's state through the normal update path.
  /// - Returns: whether the view changed (a batch with operations, a reload, or a snapshot
  ///   that differs from what the data source showed).
  func applyStore() -> Bool
}

/// The rows configured cells show, in order, from the table.
@MainActor
func shownRows(_ table: UITableView) -> [[Row]] {
  for path in table.indexPathsForVisibleRows ?? [] { table._standInEndDisplayingRow(at: path) }
  table._standInLayout(maxRows: 10_000)
  return (0..<table.numberOfSections).map { s in
    (0..<table.numberOfRows(inSection: s)).compactMap {
      (table.cellForRow(at: IndexPath(row: $0, section: s)) as? RowShowing)?.shown
    }
  }
}

/// The rows configured cells show, in order, from the collection.
@MainActor
func shownRows(_ collection: UICollectionView) -> [[Row]] {
  let c = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
  for s in c.indices { for i in 0..<c[s] { collection._standInEndDisplayingItem(at: IndexPath(item: i, section: s)) } }
  collection._standInLayout(maxItems: 10_000)
  return c.indices.map { s in
    (0..<c[s]).compactMap {
      (collection.cellForItem(at: IndexPath(item: $0, section: s)) as? RowShowing)?.shown
    }
  }
}

/// The ListDataSource sections of the store.
@MainActor
func listSections(_ store: RowStore) -> [ListSection] {
  store.sections.map { ListSection(items: $0.map(\.model)) }
}

/// The batch update from what the list shows to the store, as an app computes it: deletes,
/// inserts and content changes by identity. A change of order among the rows that stay would
/// need moves: it is reported, since after a reorder the app's next state must not need any.
@MainActor
func batchUpdate(from list: ListDataSource, to store: RowStore, orderProblem: inout String?) -> BatchUpdate {
  let old = list.sections.map { $0.items.compactMap(Row.init) }
  let new = store.sections
  let newIDs = Set(new.flatMap { $0.map(\.id) })
  let oldIDs = Set(old.flatMap { $0.map(\.id) })
  var update = BatchUpdate()
  for (s, rows) in old.enumerated() {
    for (i, row) in rows.enumerated() where !newIDs.contains(row.id) { update.deletedItems.append([s, i]) }
  }
  let oldByID = Dictionary(uniqueKeysWithValues: old.flatMap { $0 }.map { ($0.id, $0) })
  for (s, rows) in new.enumerated() {
    for (i, row) in rows.enumerated() {
      if !oldIDs.contains(row.id) {
        update.insertedItems.append([s, i])
      } else if oldByID[row.id] != row {
        update.reconfiguredItems.append([s, i])
      }
    }
  }
  let keptOld = old.map { $0.map(\.id).filter(newIDs.contains) }
  let keptNew = new.map { $0.map(\.id).filter(oldIDs.contains) }
  if keptOld != keptNew { orderProblem = "the rows that stay changed order: \(keptOld) -> \(keptNew)" }
  return update
}

/// The interactions of a ListDataSource's rows, declared per model type.
@MainActor
func makeListInteractions(_ list: ListDataSource, _ store: RowStore, _ errors: @escaping (InteractionError) -> Void)
  -> ListInteractions
{
  let interactions = ListInteractions(dataSource: list)
  interactions.swipeActions(.trailing, for: Chore.self) { Declarations.trailing(.chore($0), store) }
  interactions.swipeActions(.leading, for: Snippet.self) { Declarations.leading(.snippet($0), store) }
  interactions.contextMenu(for: Chore.self) { Declarations.menu(.chore($0), store) }
  interactions.reorder(Chore.self, .acrossSections)
  interactions.reorder(Snippet.self, .withinSection)
  interactions.separator(for: Snippet.self) { _ in SeparatorAppearance(bottom: .hidden, leadingInset: 60) }
  interactions.onMove = { store.move($0) }
  interactions.onError = errors
  return interactions
}

/// A collection with a list layout, in a window.
@MainActor
func makeListCollection() -> UICollectionView {
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 10_000), collectionViewLayout: UICollectionViewFlowLayout())
  let window = UIWindow(frame: .zero)
  window.addSubview(collection)
  keptAlive.append(window)
  return collection
}

/// The separator inset the rigs' tables give rows by default (not the stand-in's `.zero`, so a
/// row left with another row's inset is seen).
let tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 4)

@MainActor
func makeWindowedTable() -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000), style: .plain)
  table.separatorInset = tableSeparatorInset  // the default rows show
  let window = UIWindow(frame: .zero)
  window.addSubview(table)
  keptAlive.append(window)
  return table
}

// MARK: ListDataSource rigs

@MainActor
final class ListTableRig: InteractionRig {
  let name: String
  let store: RowStore
  let table = makeWindowedTable()
  let source: TableViewDataSource
  var interactions: ListInteractions!
  var errors: [InteractionError] = []
  var orderProblems: [String] = []

  init(_ store: RowStore, registry: CellRegistry) {
    name = "ListDataSource, table, batch"
    self.store = store
    source = TableViewDataSource(list: ListDataSource(registry: registry, sections: listSections(store)))
    interactions = makeListInteractions(source.list, store) { [unowned self] in self.errors.append($0) }
    source.interactions = interactions
    source.attach(to: table)
  }

  var failures: [String] { table._standInFailures + orderProblems }
  func shown() -> [[Row]] { shownRows(table) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    table._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { table._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    table._standInDragRow(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    var problem: String?
    let update = batchUpdate(from: source.list, to: store, orderProblem: &problem)
    if let problem { orderProblems.append(problem) }
    let before = table._standInOperations.count
    do { try source.list.apply(update, to: listSections(store)) } catch { orderProblems.append("\(error)") }
    table._standInFinishAnimations()
    return table._standInOperations.count != before
  }
}

@MainActor
final class ListCollectionRig: InteractionRig {
  let name: String
  let store: RowStore
  let collection = makeListCollection()
  let source: CollectionViewDataSource
  var interactions: ListInteractions!
  var errors: [InteractionError] = []
  var orderProblems: [String] = []

  init(_ store: RowStore, registry: CellRegistry) {
    name = "ListDataSource, collection, batch"
    self.store = store
    source = CollectionViewDataSource(list: ListDataSource(registry: registry, sections: listSections(store)))
    interactions = makeListInteractions(source.list, store) { [unowned self] in self.errors.append($0) }
    source.interactions = interactions
    source.attach(to: collection)
    collection.collectionViewLayout = interactions.listLayout()
  }

  var failures: [String] { collection._standInFailures + orderProblems }
  func shown() -> [[Row]] { shownRows(collection) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    collection._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { collection._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    collection._standInDragItem(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    var problem: String?
    let update = batchUpdate(from: source.list, to: store, orderProblem: &problem)
    if let problem { orderProblems.append(problem) }
    let before = collection._standInOperations.count
    do { try source.list.apply(update, to: listSections(store)) } catch { orderProblems.append("\(error)") }
    collection._standInFinishAnimations()
    return collection._standInOperations.count != before
  }
}

/// The items a collection's diffable data source shows, per section.
@MainActor
func shownItems(_ dataSource: UICollectionViewDiffableDataSource<Int, Int>, _ collection: UICollectionView) -> [[Int]] {
  (0..<dataSource.numberOfSections(in: collection)).map { s in
    (0..<dataSource.collectionView(collection, numberOfItemsInSection: s)).compactMap {
      dataSource.itemIdentifier(for: IndexPath(item: $0, section: s))
    }
  }
}

/// Whether a snapshot applied since `count` changed what the data source showed before it
/// (`shownBefore`): other items or order, or content to reconfigure or reload.
func snapshotChanged(_ applied: [NSDiffableDataSourceSnapshot<Int, Int>], since count: Int, shownBefore: [[Int]])
  -> Bool
{
  guard applied.count > count else { return false }
  let last = applied[applied.count - 1]
  let items = last._standInSections.map { last._standInItems(in: $0) }
  return items != shownBefore || !last._standInReconfigured.isEmpty || !last._standInReloaded.isEmpty
}

@MainActor
final class ListTableDiffableRig: InteractionRig {
  let name: String
  let store: RowStore
  let table = makeWindowedTable()
  let list: ListDataSource
  let adapter: ListDiffableTableAdapter
  var interactions: ListInteractions!
  var errors: [InteractionError] = []
  var problems: [String] = []

  init(_ store: RowStore, registry: CellRegistry) {
    name = "ListDataSource, table, diffable"
    self.store = store
    list = ListDataSource(registry: registry)
    adapter = ListDiffableTableAdapter(list: list, tableView: table)
    interactions = makeListInteractions(list, store) { [unowned self] in self.errors.append($0) }
    adapter.interactions = interactions
    _ = applyStore()
  }

  var failures: [String] { table._standInFailures + problems }
  func shown() -> [[Row]] { shownRows(table) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    table._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { table._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    table._standInDragRow(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    let before = adapter.dataSource._standInApplied.count
    let shown = adapter.dataSource.snapshot()
    let shownBefore = shown.sectionIdentifiers.map { shown.itemIdentifiers(inSection: $0) }
    do { try list.applySnapshot(listSections(store), to: adapter) } catch { problems.append("\(error)") }
    return snapshotChanged(adapter.dataSource._standInApplied.map(\.snapshot), since: before, shownBefore: shownBefore)
  }
}

@MainActor
final class ListCollectionDiffableRig: InteractionRig {
  let name: String
  let store: RowStore
  let collection = makeListCollection()
  let list: ListDataSource
  let adapter: ListDiffableCollectionAdapter
  var interactions: ListInteractions!
  var errors: [InteractionError] = []
  var problems: [String] = []

  init(_ store: RowStore, registry: CellRegistry) {
    name = "ListDataSource, collection, diffable"
    self.store = store
    list = ListDataSource(registry: registry)
    adapter = ListDiffableCollectionAdapter(list: list, collectionView: collection)
    interactions = makeListInteractions(list, store) { [unowned self] in self.errors.append($0) }
    adapter.install(interactions, on: collection)
    _ = applyStore()
  }

  var failures: [String] { collection._standInFailures + problems }
  func shown() -> [[Row]] { shownRows(collection) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    collection._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { collection._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    collection._standInDragItem(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    let before = adapter.dataSource._standInApplied.count
    let shownBefore = shownItems(adapter.dataSource, collection)
    do { try list.applySnapshot(listSections(store), to: adapter) } catch { problems.append("\(error)") }
    return snapshotChanged(adapter.dataSource._standInApplied.map(\.snapshot), since: before, shownBefore: shownBefore)
  }
}

// MARK: Compose rigs

@MainActor
final class ComposeTableRig: InteractionRig {
  let name = "ComposingContainer, table, batch"
  let store: RowStore
  let table = makeWindowedTable()
  let container: ComposingContainer
  let adapter: ComposingTableAdapter
  let interactions: UnitInteractions
  var errors: [InteractionError] = []

  init(_ store: RowStore) {
    self.store = store
    container = ComposingContainer(host: table)
    adapter = ComposingTableAdapter(container: container)
    interactions = UnitInteractions(container: container)
    interactions.onMove = { store.move($0) }
    adapter.interactions = interactions
    adapter.attach(to: table)
    interactions.onError = { [unowned self] in self.errors.append($0) }
    _ = applyStore()
  }

  func sections() -> [UnitSection] {
    store.sections.enumerated().map { s, rows in
      UnitSection(
        id: s,
        units: rows.map { row in
          switch row {
          case .chore(let c): AnyUnit(ChoreRowUnit(chore: c, store: store))
          case .snippet(let n): AnyUnit(SnippetRowUnit(snippet: n, store: store))
          case .banner(let b): AnyUnit(BannerRowUnit(banner: b))
          }
        })
    }
  }

  var failures: [String] { table._standInFailures }
  func shown() -> [[Row]] { shownRows(table) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    table._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { table._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    table._standInDragRow(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    let result = container.setSections(sections())
    table._standInFinishAnimations()
    return result != .unchanged
  }
}

@MainActor
final class ComposeTableDiffableRig: InteractionRig {
  let name = "ComposingContainer, table, diffable"
  let store: RowStore
  let table = makeWindowedTable()
  let container: ComposingContainer
  let adapter: ComposingDiffableTableAdapter
  let interactions: UnitInteractions
  var errors: [InteractionError] = []

  init(_ store: RowStore) {
    self.store = store
    container = ComposingContainer(host: table)
    adapter = ComposingDiffableTableAdapter(container: container, tableView: table)
    interactions = UnitInteractions(container: container)
    interactions.onMove = { store.move($0) }
    interactions.onError = { [unowned self] in self.errors.append($0) }
    adapter.interactions = interactions
    _ = applyStore()
  }

  func sections() -> [UnitSection] {
    store.sections.enumerated().map { s, rows in
      UnitSection(
        id: s,
        units: rows.map { row in
          switch row {
          case .chore(let c): AnyUnit(ChoreRowUnit(chore: c, store: store))
          case .snippet(let n): AnyUnit(SnippetRowUnit(snippet: n, store: store))
          case .banner(let b): AnyUnit(BannerRowUnit(banner: b))
          }
        })
    }
  }

  var failures: [String] { table._standInFailures }
  func shown() -> [[Row]] { shownRows(table) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    table._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { table._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    table._standInDragRow(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    let before = adapter.dataSource._standInApplied.count
    let shown = adapter.dataSource.snapshot()
    let shownBefore = shown.sectionIdentifiers.map { shown.itemIdentifiers(inSection: $0) }
    container.setSections(sections(), animated: true)
    table._standInFinishAnimations()
    return snapshotChanged(adapter.dataSource._standInApplied.map(\.snapshot), since: before, shownBefore: shownBefore)
  }
}

@MainActor
final class ComposeCollectionDiffableRig: InteractionRig {
  let name = "ComposingContainer, collection, diffable"
  let store: RowStore
  let collection = makeListCollection()
  let container: ComposingContainer
  let adapter: ComposingDiffableCollectionAdapter
  let interactions: UnitInteractions
  var errors: [InteractionError] = []

  init(_ store: RowStore) {
    self.store = store
    container = ComposingContainer(host: collection)
    adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collection)
    interactions = UnitInteractions(container: container)
    interactions.onMove = { store.move($0) }
    interactions.onError = { [unowned self] in self.errors.append($0) }
    adapter.install(interactions, on: collection)
    _ = applyStore()
  }

  func sections() -> [UnitSection] {
    store.sections.enumerated().map { s, rows in
      UnitSection(
        id: s,
        units: rows.map { row in
          switch row {
          case .chore(let c): AnyUnit(ChoreUnit(chore: c, store: store))
          case .snippet(let n): AnyUnit(SnippetUnit(snippet: n, store: store))
          case .banner(let b): AnyUnit(BannerUnit(banner: b))
          }
        })
    }
  }

  var failures: [String] { collection._standInFailures }
  func shown() -> [[Row]] { shownRows(collection) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    collection._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { collection._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    collection._standInDragItem(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    let before = adapter.dataSource._standInApplied.count
    let shownBefore = shownItems(adapter.dataSource, collection)
    container.setSections(sections(), animated: true)
    return snapshotChanged(adapter.dataSource._standInApplied.map(\.snapshot), since: before, shownBefore: shownBefore)
  }
}

@MainActor
final class ComposeCollectionRig: InteractionRig {
  let name = "ComposingContainer, collection, batch"
  let store: RowStore
  let collection = makeListCollection()
  let container: ComposingContainer
  let adapter: ComposingCollectionAdapter
  let interactions: UnitInteractions
  var errors: [InteractionError] = []

  init(_ store: RowStore) {
    self.store = store
    container = ComposingContainer(host: collection)
    adapter = ComposingCollectionAdapter(container: container)
    interactions = UnitInteractions(container: container)
    interactions.onMove = { store.move($0) }
    interactions.onError = { [unowned self] in self.errors.append($0) }
    adapter.interactions = interactions
    adapter.attach(to: collection)
    collection.collectionViewLayout = interactions.listLayout()
    keptAlive.append(adapter)
    _ = applyStore()
  }

  func sections() -> [UnitSection] {
    store.sections.enumerated().map { s, rows in
      UnitSection(
        id: s,
        units: rows.map { row in
          switch row {
          case .chore(let c): AnyUnit(ChoreUnit(chore: c, store: store))
          case .snippet(let n): AnyUnit(SnippetUnit(snippet: n, store: store))
          case .banner(let b): AnyUnit(BannerUnit(banner: b))
          }
        })
    }
  }

  var failures: [String] { collection._standInFailures }
  func shown() -> [[Row]] { shownRows(collection) }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    collection._standInSwipeActions(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { collection._standInContextMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    collection._standInDragItem(at: source, to: proposed)
  }
  func applyStore() -> Bool {
    let result = container.setSections(sections())
    collection._standInFinishAnimations()
    return result != .unchanged
  }
}
