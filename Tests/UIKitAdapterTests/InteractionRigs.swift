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
  /// The table or collection view shown.
  var hostView: UIView { get }
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

/// A table's or a collection's diffable data source, as a rig reads it.
@MainActor
protocol RigDataSource: AnyObject {
  /// Every snapshot applied, in order.
  var appliedSnapshots: [NSDiffableDataSourceSnapshot<Int, Int>] { get }
  func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int>
}

extension UITableViewDiffableDataSource: RigDataSource where SectionIdentifierType == Int, ItemIdentifierType == Int {
  var appliedSnapshots: [NSDiffableDataSourceSnapshot<Int, Int>] { _standInApplied.map(\.snapshot) }
}

extension UICollectionViewDiffableDataSource: RigDataSource
where SectionIdentifierType == Int, ItemIdentifierType == Int {
  var appliedSnapshots: [NSDiffableDataSourceSnapshot<Int, Int>] { _standInApplied.map(\.snapshot) }
}

/// A table or a collection as a rig drives it through the stand-in: what differs by host.
@MainActor
protocol RigHost: UIView, CellHost {
  static var hostName: String { get }
  /// The unit a Compose container shows `row` with on this host.
  static func unit(_ row: Row, _ store: RowStore) -> AnyUnit
  var rigFailures: [String] { get }
  var rigOperationCount: Int { get }
  func rigFinishAnimations()
  func rigShown() -> [[Row]]
  func rigSwipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration?
  func rigMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration?
  func rigDrag(from source: IndexPath, to proposed: IndexPath) -> IndexPath?
  /// Shows `list` with `interactions` through its batch or diffable adapter on this host.
  func show(_ list: ListDataSource, diffable: Bool, _ interactions: ListInteractions) -> (AnyObject, RigDataSource?)
  /// Shows `container` with `interactions` through its batch or diffable adapter on this host.
  func show(_ container: ComposingContainer, diffable: Bool, _ interactions: UnitInteractions) -> (
    AnyObject, RigDataSource?
  )
}

extension UITableView: RigHost {
  static var hostName: String { "table" }
  static func unit(_ row: Row, _ store: RowStore) -> AnyUnit {
    switch row {
    case .chore(let c): AnyUnit(ChoreRowUnit(chore: c, store: store))
    case .snippet(let n): AnyUnit(SnippetRowUnit(snippet: n, store: store))
    case .banner(let b): AnyUnit(BannerRowUnit(banner: b))
    }
  }
  var rigFailures: [String] { _standInFailures }
  var rigOperationCount: Int { _standInOperations.count }
  func rigFinishAnimations() { _standInFinishAnimations() }
  func rigShown() -> [[Row]] { shownRows(self) }
  func rigSwipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    _standInSwipeActions(leading: leading, at: indexPath)
  }
  func rigMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { _standInContextMenu(at: indexPath) }
  func rigDrag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    _standInDragRow(at: source, to: proposed)
  }
  func show(_ list: ListDataSource, diffable: Bool, _ interactions: ListInteractions) -> (AnyObject, RigDataSource?) {
    diffable
      ? show(ListDiffableTableAdapter(list: list, tableView: self), interactions)
      : show(TableViewDataSource(list: list), interactions)
  }
  func show(_ container: ComposingContainer, diffable: Bool, _ interactions: UnitInteractions) -> (
    AnyObject, RigDataSource?
  ) {
    diffable
      ? show(ComposingDiffableTableAdapter(container: container, tableView: self), interactions)
      : show(ComposingTableAdapter(container: container), interactions)
  }
  func show(_ adapter: BricksTableAdapter, _ interactions: any InteractionSource) -> (AnyObject, RigDataSource?) {
    adapter.interactions = interactions
    adapter.attach(to: self)
    return (adapter, nil)
  }
  func show<D>(_ adapter: BricksDiffableTableAdapter<D>, _ interactions: any InteractionSource) -> (
    AnyObject, RigDataSource?
  ) {
    adapter.interactions = interactions
    return (adapter, adapter.dataSource)
  }
}

extension UICollectionView: RigHost {
  static var hostName: String { "collection" }
  static func unit(_ row: Row, _ store: RowStore) -> AnyUnit {
    switch row {
    case .chore(let c): AnyUnit(ChoreUnit(chore: c, store: store))
    case .snippet(let n): AnyUnit(SnippetUnit(snippet: n, store: store))
    case .banner(let b): AnyUnit(BannerUnit(banner: b))
    }
  }
  var rigFailures: [String] { _standInFailures }
  var rigOperationCount: Int { _standInOperations.count }
  func rigFinishAnimations() { _standInFinishAnimations() }
  func rigShown() -> [[Row]] { shownRows(self) }
  func rigSwipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    _standInSwipeActions(leading: leading, at: indexPath)
  }
  func rigMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { _standInContextMenu(at: indexPath) }
  func rigDrag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    _standInDragItem(at: source, to: proposed)
  }
  func show(_ list: ListDataSource, diffable: Bool, _ interactions: ListInteractions) -> (AnyObject, RigDataSource?) {
    diffable
      ? show(ListDiffableCollectionAdapter(list: list, collectionView: self), interactions)
      : show(CollectionViewDataSource(list: list), interactions)
  }
  func show(_ container: ComposingContainer, diffable: Bool, _ interactions: UnitInteractions) -> (
    AnyObject, RigDataSource?
  ) {
    diffable
      ? show(ComposingDiffableCollectionAdapter(container: container, collectionView: self), interactions)
      : show(ComposingCollectionAdapter(container: container), interactions)
  }
  func show(_ adapter: BricksCollectionAdapter, _ interactions: any InteractionSource) -> (AnyObject, RigDataSource?) {
    adapter.interactions = interactions
    adapter.attach(to: self)
    collectionViewLayout = interactions.listLayout()
    return (adapter, nil)
  }
  func show<D>(_ adapter: BricksDiffableCollectionAdapter<D>, _ interactions: any InteractionSource) -> (
    AnyObject, RigDataSource?
  ) {
    adapter.install(interactions, on: self)
    return (adapter, adapter.dataSource)
  }
}

/// One kind of list (a ListDataSource or a Compose container) on one host, in one update mode,
/// with the app's rows and their interactions: every combination is this one rig.
@MainActor
final class Rig<View: RigHost>: InteractionRig {
  let name: String
  let store: RowStore
  let view: View
  var errors: [InteractionError] = []
  var problems: [String] = []
  /// The adapter, the interactions (kept alive) and, in diffable mode, the data source.
  var adapter: AnyObject?
  var interactions: (any InteractionSource)?
  var dataSource: RigDataSource?
  /// The app's update: shows the store's state through the list's normal update path.
  var update: (Rig) -> Void = { _ in }

  init(_ kind: String, diffable: Bool, _ store: RowStore, on view: View) {
    name = "\(kind), \(View.hostName), \(diffable ? "diffable" : "batch")"
    self.store = store
    self.view = view
  }

  /// A ListDataSource's rows; the app applies its store as a batch update it computes, or as a snapshot.
  convenience init(list store: RowStore, registry: CellRegistry, diffable: Bool, on view: View) {
    self.init("ListDataSource", diffable: diffable, store, on: view)
    let list = ListDataSource(registry: registry, sections: diffable ? [] : listSections(store))
    let interactions = makeListInteractions(list, store) { [unowned self] in self.errors.append($0) }
    (adapter, dataSource) = view.show(list, diffable: diffable, interactions)
    self.interactions = interactions
    update = { rig in
      do {
        if let target = rig.adapter as? SnapshotApplying, diffable {
          try list.applySnapshot(listSections(store), to: target)
        } else {
          var problem: String?
          let update = batchUpdate(from: list, to: store, orderProblem: &problem)
          if let problem { rig.problems.append(problem) }
          try list.apply(update, to: listSections(store))
        }
      } catch {
        rig.problems.append("\(error)")
      }
    }
    if diffable { _ = applyStore() }
  }

  /// A Compose container's units; the app sets its store's sections.
  convenience init(compose store: RowStore, diffable: Bool, on view: View) {
    self.init("ComposingContainer", diffable: diffable, store, on: view)
    let container = ComposingContainer(host: view)
    let interactions = UnitInteractions(container: container)
    interactions.onMove = { store.move($0) }
    interactions.onError = { [unowned self] in self.errors.append($0) }
    (adapter, dataSource) = view.show(container, diffable: diffable, interactions)
    self.interactions = interactions
    update = { _ in
      container.setSections(
        store.sections.enumerated().map { s, rows in UnitSection(id: s, units: rows.map { View.unit($0, store) }) },
        animated: true)
    }
    _ = applyStore()
  }

  var hostView: UIView { view }
  var failures: [String] { view.rigFailures + problems }
  func shown() -> [[Row]] { view.rigShown() }
  func swipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    view.rigSwipe(leading: leading, at: indexPath)
  }
  func menu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { view.rigMenu(at: indexPath) }
  func drag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? { view.rigDrag(from: source, to: proposed) }

  func applyStore() -> Bool {
    guard let dataSource else {
      let before = view.rigOperationCount
      update(self)
      view.rigFinishAnimations()
      return view.rigOperationCount != before
    }
    let before = dataSource.appliedSnapshots.count
    let shown = dataSource.snapshot()
    let shownBefore = shown.sectionIdentifiers.map { shown.itemIdentifiers(inSection: $0) }
    update(self)
    view.rigFinishAnimations()
    return snapshotChanged(dataSource.appliedSnapshots, since: before, shownBefore: shownBefore)
  }
}
