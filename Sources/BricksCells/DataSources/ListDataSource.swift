import Foundation

/// The logic of a table or collection data source, over sections of models, independent of
/// UIKit: counts, cells, sizes, headers and footers, selection and display events, list states
/// and updates. `TableViewDataSource` and `CollectionViewDataSource` forward UIKit's calls here.
///
/// ```swift
/// let dataSource = ListDataSource(registry: registry, sections: [ListSection(items: tweets)])
/// dataSource.emptyItem = EmptyItem(message: "No tweets yet")
/// dataSource.onSelect = { model, indexPath in show(model) }
/// dataSource.attach(to: host)
/// let cell = try dataSource.cell(at: [0, 0], on: host)
/// ```
/// Models are held strongly (the pod held them weakly and lost them). Heights are cached by
/// item identity (the model's type and `Identifiable.id`, ``itemIdentifier(of:)``) and width,
/// and checked against the model's hash, so an updated model is measured again. Status rows (loading, empty, error) sit in one extra section
/// after the model sections and never change them.
@MainActor
public final class ListDataSource {
  /// Binds models to cells.
  public let registry: CellRegistry
  /// The model sections.
  public internal(set) var sections: [ListSection] {
    didSet { shownIdentifiers = nil }
  }
  /// The item identifiers of ``sections``, when known: what the next snapshot diffs against,
  /// kept from the last one instead of computed again.
  var shownIdentifiers: [[ItemIdentifier]]?
  /// Makes item identifiers by the default identity, one maker per model type.
  var identifierMakers = ItemIdentifierMakers()
  /// The table each snapshot content is built in, kept so that its memory is reused.
  var snapshotTable = ItemIdentifierTable(capacity: 0)
  /// Whether ``identity`` was replaced (then identifiers go through it).
  var hasCustomIdentity = false
  /// Loading, failed or idle; see ``setStatus(_:)``.
  public internal(set) var status: ListStatus = .idle {
    didSet { if status != oldValue { onStatusChange?(status) } }
  }
  /// Called with the new status whenever ``status`` changes (a refresh control follows it).
  public var onStatusChange: ((ListStatus) -> Void)?
  /// Shown as the only row when every model section is empty and the status is idle.
  public var emptyItem: Any?
  /// The model of the loading row (default ``LoadingItem``).
  public var loadingItem: Any = LoadingItem()
  /// Fires when the last rows come into view; `nil` when there is nothing more to load.
  public var loadMore: LoadMoreTrigger?
  /// The host updates go to, held weakly; set by ``attach(to:)``.
  public private(set) weak var host: (any CellHost)?
  /// When set, every update (``apply(_:to:status:completion:)``, ``setStatus(_:)``,
  /// ``appendItems(_:toSection:)``, ``setSections(_:)``, load-more) goes to this diffable data
  /// source as a snapshot instead of a batch update or reload of ``host``. Held weakly; the
  /// diffable adapters set it. Once set, the host is never sent batch updates or a reload (UIKit
  /// raises on those for a view with a diffable data source): an update after the target is gone
  /// is reported as ``CellError/Code/diffableDataSourceLost``.
  public weak var snapshotTarget: (any SnapshotApplying)? {
    didSet { if snapshotTarget != nil { drivesSnapshots = true } }
  }
  /// Whether a ``snapshotTarget`` was ever set.
  var drivesSnapshots = false

  /// Grid columns for sizing (1 for a list).
  public var columns = 1
  /// Section insets for sizing.
  public var insets = Insets.zero
  /// Spacing between columns for sizing.
  public var spacing: CGFloat = 0
  /// Display scale for rounding sizes.
  public var scale: CGFloat = 1

  /// Called when a model row is selected.
  public var onSelect: ((Any, IndexPath) -> Void)?
  /// Called when the error row is selected (retry).
  public var onRetry: (() -> Void)?
  /// Called when a cell is about to be shown, with its model.
  public var onWillDisplay: ((AnyObject, Any, IndexPath) -> Void)?
  /// Called when a cell has left the screen.
  public var onDidEndDisplaying: ((AnyObject, IndexPath) -> Void)?
  /// Called with errors the UIKit glue cannot throw (it shows a blank cell instead of crashing).
  public var onError: ((CellError) -> Void)?
  /// A model's identifier within its type; defaults to `Identifiable.id`, `nil` for none (then
  /// heights are not cached, and snapshots identify a `Hashable` model by its value). Items are
  /// identified by their type and this identifier (``itemIdentifier(of:)``).
  public var identity: (Any) -> AnyHashable? = ListDataSource.defaultIdentity {
    didSet {
      hasCustomIdentity = true
      shownIdentifiers = nil
    }
  }
  /// Prefetches started and not cancelled, by the index path UIKit asked for.
  var prefetches = PrefetchLedger<any Prefetchable>()
  /// Measured heights by item identifier (``itemIdentifier(of:)``, for models with an
  /// ``identity``) and width.
  public let heightCache: HeightCache<ItemIdentifier>

  /// Creates a data source.
  /// - Parameters:
  ///   - registry: binds the models' types to cells.
  ///   - sections: the initial model sections.
  ///   - heightCacheCapacity: the most heights kept (LRU).
  public init(registry: CellRegistry, sections: [ListSection] = [], heightCacheCapacity: Int = 1000) {
    self.registry = registry
    self.sections = sections
    self.heightCache = HeightCache(capacity: heightCacheCapacity)
  }

  /// Registers every bound cell on `host`, lets it check batch updates, and sends updates to it.
  public func attach(to host: some CellHost) {
    self.host = host
    registry.registerAll(on: host)
    host.attachItemCounts { [weak self] in self?.itemCounts ?? [] }
  }

  // MARK: Counts and items

  /// The status row's model, if one is shown.
  public var statusItem: Any? { statusItem(for: status, sections: sections) }

  func statusItem(for status: ListStatus, sections: [ListSection]) -> Any? {
    switch status {
    case .loading: loadingItem
    case .failed(let message): ErrorItem(message: message)
    case .idle: sections.allSatisfy(\.items.isEmpty) ? emptyItem : nil
    }
  }

  /// Model sections plus the status section when a status row shows.
  public var numberOfSections: Int { sections.count + (statusItem == nil ? 0 : 1) }

  /// The rows (items) in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    if section < sections.count { return sections[section].items.count }
    return section == sections.count && statusItem != nil ? 1 : 0
  }

  /// Items per section, status section included: what the host shows.
  public var itemCounts: [Int] { counts(sections, status: status) }

  func counts(_ sections: [ListSection], status: ListStatus) -> [Int] {
    sections.map(\.items.count) + (statusItem(for: status, sections: sections) == nil ? [] : [1])
  }

  /// The model (or status item) at `indexPath`, or `nil` outside the sections.
  public func item(at indexPath: IndexPath) -> Any? {
    guard indexPath.count == 2 else { return nil }
    let (s, i) = (indexPath[0], indexPath[1])
    if s < sections.count { return sections[s].items.indices.contains(i) ? sections[s].items[i] : nil }
    return s == sections.count && i == 0 ? statusItem : nil
  }

  /// Whether `indexPath` is the status row (loading, empty or error).
  public func isStatusRow(at indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath[0] == sections.count && indexPath[1] == 0 && statusItem != nil
  }

  func itemOrThrow(_ indexPath: IndexPath) throws -> Any {
    guard let item = item(at: indexPath) else {
      throw CellError(
        .indexOutOfRange,
        message:
          "no item at \(Array(indexPath)): the data source has \(itemCounts) items per section; swap the data inside the batch update so counts and cells agree"
      )
    }
    return item
  }

  // MARK: Views

  /// The configured cell for the item at `indexPath`, dequeued from `host`.
  /// - Throws: ``CellError`` from the registry or the host, or `indexOutOfRange`.
  public func cell(at indexPath: IndexPath, on host: some CellHost) throws -> AnyObject {
    try registry.dequeueCell(for: itemOrThrow(indexPath), at: indexPath, on: host)
  }

  /// The header or footer model of `section`, if any.
  public func supplementaryItem(kind: SupplementaryKind, inSection section: Int) -> Any? {
    guard section < sections.count else { return nil }
    return kind == .footer ? sections[section].footer : kind == .header ? sections[section].header : nil
  }

  /// The configured header/footer view of `section`, or `nil` when the section has no such
  /// model or its model has no bound view (a `String` header becomes a title instead).
  /// - Throws: ``CellError`` from the registry or the host.
  public func supplementaryView(kind: SupplementaryKind, inSection section: Int, on host: some CellHost) throws
    -> AnyObject?
  {
    guard let model = supplementaryItem(kind: kind, inSection: section),
      registry.canShowSupplementary(model, kind: kind)
    else { return nil }
    return try registry.dequeueSupplementaryView(for: model, kind: kind, at: [section, 0], on: host)
  }

  /// A `String` header or footer with no bound view: the table's section title.
  public func title(kind: SupplementaryKind, inSection section: Int) -> String? {
    guard let model = supplementaryItem(kind: kind, inSection: section),
      !registry.canShowSupplementary(model, kind: kind)
    else { return nil }
    return model as? String
  }

  // MARK: Sizes

  /// The sizing context for a container of `size`, with this data source's grid settings.
  public func context(containerSize size: CGSize) -> DimensionContext {
    DimensionContext(containerSize: size, insets: insets, columns: columns, spacing: spacing, scale: scale)
  }

  /// The height of the row at `indexPath` at `width`, or `nil` for automatic; cached by
  /// identity and width when ``identity`` gives one.
  /// - Throws: ``CellError`` `noCellForModel` or `indexOutOfRange`.
  public func height(at indexPath: IndexPath, width: CGFloat) throws -> CGFloat? {
    let item = try itemOrThrow(indexPath)
    let ctx = context(containerSize: CGSize(width: width, height: 0))
    guard !isStatusRow(at: indexPath), let id = heightKey(of: item) else {
      return try registry.height(for: item, in: ctx)
    }
    let revision = (item as? any Hashable)?.hashValue ?? 0
    if let h = heightCache.height(for: id, width: width, revision: revision) { return h }
    guard let h = try registry.height(for: item, in: ctx) else { return nil }
    heightCache.store(h, for: id, width: width, revision: revision)
    return h
  }

  /// The size of the item at `indexPath` in a container of `containerSize`, or `nil` for
  /// automatic (then the layout's default item size applies).
  /// - Throws: ``CellError`` `noCellForModel` or `indexOutOfRange`.
  public func size(at indexPath: IndexPath, containerSize: CGSize) throws -> CGSize? {
    try registry.size(for: itemOrThrow(indexPath), in: context(containerSize: containerSize))
  }

  /// The height of the header/footer view of `section`, `nil` for automatic, `0` for none.
  /// - Throws: ``CellError`` from the registry.
  public func supplementaryHeight(kind: SupplementaryKind, inSection section: Int, width: CGFloat) throws -> CGFloat? {
    guard let model = supplementaryItem(kind: kind, inSection: section) else { return 0 }
    guard registry.canShowSupplementary(model, kind: kind) else { return model is String ? nil : 0 }
    return try registry.supplementaryHeight(
      for: model, kind: kind, in: context(containerSize: CGSize(width: width, height: 0)))
  }

  /// The size of the header/footer view of `section` (`.zero` for none), `nil` for automatic.
  /// Headers and footers span the whole width inside the insets, whatever ``columns`` is.
  /// - Throws: ``CellError`` from the registry.
  public func supplementarySize(kind: SupplementaryKind, inSection section: Int, containerSize: CGSize) throws
    -> CGSize?
  {
    guard let model = supplementaryItem(kind: kind, inSection: section),
      registry.canShowSupplementary(model, kind: kind)
    else { return .zero }
    var ctx = context(containerSize: containerSize)
    ctx.columns = 1  // headers and footers span the row, not a column
    return try registry.supplementarySize(for: model, kind: kind, in: ctx)
  }

  // MARK: Events

  /// Forwards a selection: ``onSelect`` for a model row, ``onRetry`` for the error row.
  public func didSelectItem(at indexPath: IndexPath) {
    if isStatusRow(at: indexPath) {
      if case .failed = status { onRetry?() }
      return
    }
    if let item = item(at: indexPath) { onSelect?(item, indexPath) }
  }

  /// Forwards a display event and fires ``loadMore`` when one of the last rows shows.
  public func willDisplay(_ cell: AnyObject, at indexPath: IndexPath) {
    _ = prefetches.finish(at: indexPath)  // shown: UIKit will not cancel it
    if let item = item(at: indexPath) { onWillDisplay?(cell, item, indexPath) }
    triggerLoadMore(near: indexPath)
  }

  /// Forwards an end-of-display event.
  public func didEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
    onDidEndDisplaying?(cell, indexPath)
  }

  /// The key of `item`'s heights: its item identifier when it has an ``identity``.
  /// The height cache's key of `item`: its type and ``identity``; `nil` without one.
  func heightKey(of item: Any) -> ItemIdentifier? {
    if !hasCustomIdentity { return identifierMakers.identityIdentifier(of: item) }  // no AnyHashable
    return identity(item).map { ItemIdentifier(type(of: item), $0) }
  }

  nonisolated static func defaultIdentity(_ item: Any) -> AnyHashable? {
    guard let identifiable = item as? any Identifiable else { return nil }
    return identityOf(identifiable)
  }
}

private func identityOf<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
