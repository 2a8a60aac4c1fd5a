import Foundation

/// `@preconcurrency struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> where ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`
/// (iOS 14.0+, tvOS 14.0+): "A representation of the state of the data in a layout section",
/// including a hierarchy of items (an outline) and which parents are expanded.
// /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  var roots: [ItemIdentifierType] = []
  var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  var expanded: Set<ItemIdentifierType> = []

  /// `init()`
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/init()
  public init() {}

  /// `mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)`:
  /// appends `items` as the last children of `parent` (as roots when `nil`). UIKit raises on an
  /// identifier already in the snapshot, with the message of its `_UIDiffableDataSourceUpdate`
  /// assertion ("Fatal: supplied item identifiers are not unique. Duplicate identifiers: …",
  /// quoted from crash reports), and on a parent that is not in the snapshot.
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/append(_:to:)
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    let duplicates =
      items.filter { contains($0) } + Dictionary(grouping: items, by: { $0 }).filter { $1.count > 1 }.map(\.key)
    if !duplicates.isEmpty {
      fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates))}")
    }
    guard let parent else {
      roots += items
      return
    }
    guard contains(parent) else {
      fatalError("NSDiffableDataSourceSectionSnapshot: parent \(parent) is not in the snapshot (UIKit raises)")
    }
    children[parent, default: []] += items
    for item in items { parents[item] = parent }
  }

  /// `mutating func expand(_ items: [ItemIdentifierType])`: "Expands the specified items".
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/expand(_:)
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where contains(item) { expanded.insert(item) }
  }

  /// `mutating func collapse(_ items: [ItemIdentifierType])`
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/collapse(_:)
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expanded.remove(item) }
  }

  /// `func isExpanded(_ item: ItemIdentifierType) -> Bool`
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/isexpanded(_:)
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// `func contains(_ item: ItemIdentifierType) -> Bool`
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/contains(_:)
  public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil || roots.contains(item) }

  /// `func parent(of child: ItemIdentifierType) -> ItemIdentifierType?`
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/parent(of:)
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

  /// `var rootItems: [ItemIdentifierType] { get }`
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/rootitems
  public var rootItems: [ItemIdentifierType] { roots }

  /// `var items: [ItemIdentifierType] { get }`: every item, depth first.
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/items
  public var items: [ItemIdentifierType] { walk(onlyVisible: false) }

  /// `var visibleItems: [ItemIdentifierType] { get }`: the items whose ancestors are all
  /// expanded, depth first — what the collection shows.
  // /documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visibleitems
  public var visibleItems: [ItemIdentifierType] { walk(onlyVisible: true) }

  func walk(onlyVisible: Bool) -> [ItemIdentifierType] {
    var out: [ItemIdentifierType] = []
    func visit(_ nodes: [ItemIdentifierType]) {
      for node in nodes {
        out.append(node)
        if !onlyVisible || expanded.contains(node) { visit(children[node] ?? []) }
      }
    }
    visit(roots)
    return out
  }
}

/// `@preconcurrency struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType> where …`
/// (iOS 14.0+): "A transaction that describes the changes after reordering the items in a section."
// /documentation/uikit/nsdiffabledatasourcesectiontransaction-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  /// `var sectionIdentifier: SectionIdentifierType { get }`
  // /documentation/uikit/nsdiffabledatasourcesectiontransaction-swift.struct/sectionidentifier
  public internal(set) var sectionIdentifier: SectionIdentifierType
  /// `var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { get }`
  // /documentation/uikit/nsdiffabledatasourcesectiontransaction-swift.struct/initialsnapshot
  public internal(set) var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// `var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { get }`
  // /documentation/uikit/nsdiffabledatasourcesectiontransaction-swift.struct/finalsnapshot
  public internal(set) var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// `var difference: CollectionDifference<ItemIdentifierType> { get }`
  // /documentation/uikit/nsdiffabledatasourcesectiontransaction-swift.struct/difference
  public var difference: CollectionDifference<ItemIdentifierType> {
    finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
  }
}

/// `@preconcurrency struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`
/// (iOS 14.0+): "A transaction that describes the changes after reordering the items in the view."
// /documentation/uikit/nsdiffabledatasourcetransaction-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  /// `var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get }`
  // /documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/initialsnapshot
  public internal(set) var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// `var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get }`
  // /documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/finalsnapshot
  public internal(set) var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// `var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] { get }`
  // /documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/sectiontransactions
  public internal(set) var sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
  /// `var difference: CollectionDifference<ItemIdentifierType> { get }`: "insertions and removals
  /// that describe the difference between initial and final snapshots" (of all items, in order).
  // /documentation/uikit/nsdiffabledatasourcetransaction-swift.struct/difference
  public var difference: CollectionDifference<ItemIdentifierType> {
    func flat(_ s: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
      s._sections.flatMap { s._standInItems(in: $0) }
    }
    return flat(finalSnapshot).difference(from: flat(initialSnapshot)).inferringMoves()
  }
}

/// The stand-in's stored state of a diffable data source that UIKit keeps inside the object:
/// reordering and section-snapshot handlers and the section snapshots applied, by data source.
@MainActor var _standInDiffableExtras: [ObjectIdentifier: [String: Any]] = [:]

extension UICollectionViewDiffableDataSource {
  /// `struct ReorderingHandlers` (iOS 14.0+): "Handlers for reordering items."
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct
  public struct ReorderingHandlers {
    /// `var canReorderItem: ((ItemIdentifierType) -> Bool)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/canreorderitem
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// `var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/willreorder
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// `var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/didreorder
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// `init()`
    public init() {}
  }

  /// `@preconcurrency struct SectionSnapshotHandlers<ItemIdentifierType> where ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`
  /// (iOS 14.0+): "Handlers for expanding and collapsing items." Its generic parameter is named
  /// `Item` here: UIKit's shadows the class's `ItemIdentifierType`, which Swift 6 refuses.
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct
  @preconcurrency
  public struct SectionSnapshotHandlers<Item> where Item: Hashable, Item: Sendable {
    /// `var shouldExpandItem: ((ItemIdentifierType) -> Bool)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/shouldexpanditem
    public var shouldExpandItem: ((Item) -> Bool)?
    /// `var willExpandItem: ((ItemIdentifierType) -> Void)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/willexpanditem
    public var willExpandItem: ((Item) -> Void)?
    /// `var shouldCollapseItem: ((ItemIdentifierType) -> Bool)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/shouldcollapseitem
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// `var willCollapseItem: ((ItemIdentifierType) -> Void)? { get set }`
    // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.struct/willcollapseitem
    public var willCollapseItem: ((Item) -> Void)?
    /// `init()`
    public init() {}
  }

  var extras: [String: Any] {
    get { _standInDiffableExtras[ObjectIdentifier(self)] ?? [:] }
    set { _standInDiffableExtras[ObjectIdentifier(self)] = newValue }
  }

  /// `@MainActor @preconcurrency var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers { get set }`
  /// (iOS 14.0+)
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property
  @MainActor @preconcurrency
  public var reorderingHandlers:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .ReorderingHandlers
  {
    get { extras["reordering"] as? ReorderingHandlers ?? ReorderingHandlers() }
    set { extras["reordering"] = newValue }
  }

  /// `@MainActor @preconcurrency var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType> { get set }`
  /// (iOS 14.0+)
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionsnapshothandlers-swift.property
  @MainActor @preconcurrency
  public var sectionSnapshotHandlers:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .SectionSnapshotHandlers<ItemIdentifierType>
  {
    get { extras["sectionHandlers"] as? SectionSnapshotHandlers<ItemIdentifierType> ?? SectionSnapshotHandlers() }
    set { extras["sectionHandlers"] = newValue }
  }

  var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] {
    get {
      extras["sectionSnapshots"] as? [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>]
        ?? [:]
    }
    set { extras["sectionSnapshots"] = newValue }
  }

  /// `@MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
  /// (iOS 14.0+): "Updates the section UI to reflect the state of the data in the specified
  /// snapshot". The collection shows the section's visible items (a section not yet in the
  /// data source's snapshot is appended).
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:)
  @MainActor @preconcurrency
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    sectionSnapshots[section] = snapshot
    if !current._sections.contains(section) { current._sections.append(section) }
    current._items[section] = snapshot.visibleItems
    // As `apply(_:animatingDifferences:completion:)`: the view follows at once (never through
    // `reloadData()`, which UIKit forbids on a diffable-driven view), the completion runs when
    // the animations end, and an apply off the main queue is raised.
    guard let view = collectionView else { return }
    if !_StandInRequests.isOnMainQueue { view._standInRaise(_StandInMessages.applyOffMain) }
    view._standInDiffableReload()
    if let completion { view._standInEnqueueCompletion(completion) }
  }

  /// `@MainActor @preconcurrency func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>`
  /// (iOS 14.0+): the section's snapshot, outline and expansion included.
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot(for:)
  @MainActor @preconcurrency
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current._standInItems(in: section))
    return flat
  }

  /// UIKit's class implements the data source's reordering: an item moves when the
  /// ``reorderingHandlers`` `canReorderItem` says so (no handler: nothing moves).
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(at: indexPath), let can = reorderingHandlers.canReorderItem else { return false }
    return can(item)
  }

  /// UIKit's class implements the move: it builds the transaction, calls `willReorder`, shows
  /// the final snapshot as its own, and calls `didReorder` so the app updates its store.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(at: sourceIndexPath) else { return }
    let initial = current
    var final = current
    let from = final._sections[sourceIndexPath[0]], to = final._sections[destinationIndexPath[0]]
    final._items[from, default: []].remove(at: sourceIndexPath[1])
    final._items[to, default: []].insert(item, at: destinationIndexPath[1])
    let sections = Set([from, to]).map { section in
      var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      before.append(initial._standInItems(in: section))
      var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
      after.append(final._standInItems(in: section))
      return NSDiffableDataSourceSectionTransaction(
        sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after)
    }
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final, sectionTransactions: sections)
    reorderingHandlers.willReorder?(transaction)
    current = final
    reorderingHandlers.didReorder?(transaction)
  }

  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current._sections.indices.contains(indexPath[0]) else { return nil }
    let items = current._standInItems(in: current._sections[indexPath[0]])
    return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
  }

  /// Not UIKit: the user taps the disclosure control of `item` in `section`'s outline: UIKit
  /// asks `shouldExpandItem`/`shouldCollapseItem`, calls `willExpandItem`/`willCollapseItem`,
  /// and applies its section snapshot with the item expanded or collapsed.
  /// - Returns: whether it expanded or collapsed.
  @discardableResult
  public func _standInToggle(_ item: ItemIdentifierType, in section: SectionIdentifierType) -> Bool {
    var outline = snapshot(for: section)
    guard outline.contains(item), !(outline.children[item] ?? []).isEmpty else { return false }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
    return true
  }
}

extension UICollectionViewDiffableDataSource {
  /// `@MainActor @preconcurrency func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?`
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)
  @MainActor @preconcurrency
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current._sections.enumerated() {
      if let i = current._standInItems(in: section).firstIndex(of: itemIdentifier) {
        return IndexPath(item: i, section: s)
      }
    }
    return nil
  }
}
