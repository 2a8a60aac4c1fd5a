import Foundation

/// What a diffable data source's snapshot must hold for one state of a list: section identifiers,
/// item identifiers per section, and the items whose content changed (to reconfigure).
///
/// Built by ``ComposingContainer`` (BricksCompose) and ``ListDataSource`` from their sections;
/// the UIKit glue copies it into an `NSDiffableDataSourceSnapshot<AnyHashable, ItemIdentifier>`:
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, ItemIdentifier>()
/// snapshot.appendSections(content.sectionIdentifiers)
/// for (section, items) in zip(content.sectionIdentifiers, content.itemIdentifiers) {
///   snapshot.appendItems(items, toSection: section)
/// }
/// snapshot.reconfigureItems(content.reconfiguredItemIdentifiers)
/// snapshot.reloadItems(content.reloadedItemIdentifiers)
/// ```
/// Items are identified by ``ItemIdentifier`` (their type and identifier), sections by any
/// `Hashable`. Every identifier in it is unique — sections among sections, items among all items
/// of every section — because Apple's diffable data source raises an exception on a duplicate.
/// Later duplicates are left out and listed in ``droppedSectionIdentifiers`` and
/// ``droppedItemIdentifiers``.
///
/// Not `Sendable`: identifiers hold `AnyHashable`, which is not (it may wrap a class). Build and
/// use it on the main actor, where the glue applies it.
public struct SnapshotContent: Hashable {
  /// Section identifiers, in order, without duplicates.
  public var sectionIdentifiers: [AnyHashable]
  /// The item identifiers of each section (same order as ``sectionIdentifiers``); no identifier
  /// occurs twice anywhere.
  public var itemIdentifiers: [[ItemIdentifier]]
  /// Items present before and after whose content changed: reconfigure them
  /// (`reconfigureItems`, iOS 15+), which keeps their cells.
  public var reconfiguredItemIdentifiers: [ItemIdentifier]
  /// Items present before and after whose change needs a new cell (its cell class changed, or
  /// the unit asks for it with `reloadsOnChange`): reload them (`reloadItems`), which
  /// dequeues a fresh cell. Never also in ``reconfiguredItemIdentifiers``.
  public var reloadedItemIdentifiers: [ItemIdentifier]
  /// Sections whose header or footer changed: reload them (`reloadSections`).
  public var reloadedSectionIdentifiers: [AnyHashable]
  /// Section identifiers left out (with their items) because an earlier section had them, in
  /// the order met.
  public var droppedSectionIdentifiers: [AnyHashable]
  /// Item identifiers left out because an earlier item (in any section) had them, in the order
  /// met.
  public var droppedItemIdentifiers: [ItemIdentifier]

  /// Creates a content from its parts, as given (no check for duplicates).
  public init(
    sectionIdentifiers: [AnyHashable] = [], itemIdentifiers: [[ItemIdentifier]] = [],
    reconfiguredItemIdentifiers: [ItemIdentifier] = [], reloadedItemIdentifiers: [ItemIdentifier] = [],
    reloadedSectionIdentifiers: [AnyHashable] = [], droppedSectionIdentifiers: [AnyHashable] = [],
    droppedItemIdentifiers: [ItemIdentifier] = []
  ) {
    self.sectionIdentifiers = sectionIdentifiers
    self.itemIdentifiers = itemIdentifiers
    self.reconfiguredItemIdentifiers = reconfiguredItemIdentifiers
    self.reloadedItemIdentifiers = reloadedItemIdentifiers
    self.reloadedSectionIdentifiers = reloadedSectionIdentifiers
    self.droppedSectionIdentifiers = droppedSectionIdentifiers
    self.droppedItemIdentifiers = droppedItemIdentifiers
  }

  /// Whether anything was left out as a duplicate.
  public var hasDroppedIdentifiers: Bool { !droppedSectionIdentifiers.isEmpty || !droppedItemIdentifiers.isEmpty }

  /// The number of items in every section.
  public var itemCount: Int { itemIdentifiers.reduce(0) { $0 + $1.count } }

  /// What happened to an item present in both the shown state and the new one.
  public enum ItemChange: Sendable {
    /// Same content: nothing to do.
    case unchanged
    /// Other content, same kind of cell: configure the existing cell again.
    case reconfigure
    /// Other content that needs a new cell: reload the item.
    case reload
  }

  /// The content of `sections`, duplicates left out: a section whose identifier an earlier one
  /// had is dropped with its items; an item whose identifier an earlier item (in any section) had
  /// is dropped.
  ///
  /// - Parameters:
  ///   - sections: The new state.
  ///   - sectionIdentifier: A section's identifier (given the section and its index).
  ///   - items: A section's items' identifiers, in order.
  ///   - isChanged: Whether the item with this identifier (kept, at section index and item
  ///     index of `sections`) is also in the old state with other content; those are listed in
  ///     ``reconfiguredItemIdentifiers``.
  /// - Complexity: O(n + s) expected, n items and s sections.
  public init<Section>(
    sections: [Section], sectionIdentifier: (Section, Int) -> AnyHashable,
    items: (Section) -> [ItemIdentifier], isChanged: (ItemIdentifier, Int, Int) -> Bool
  ) {
    self.init(
      sections: sections, sectionIdentifier: sectionIdentifier, items: items,
      change: { isChanged($0, $1, $2) ? .reconfigure : .unchanged })
  }

  /// The content of `sections`, duplicates left out (as
  /// ``init(sections:sectionIdentifier:items:isChanged:)``), with each kept item that is also in
  /// the old state listed in ``reconfiguredItemIdentifiers`` or ``reloadedItemIdentifiers`` as
  /// `change` says.
  ///
  /// - Parameter change: What happened to the item with this identifier (kept, at section index
  ///   and item index of `sections`); `.unchanged` for an item not in the old state.
  /// - Complexity: O(n + s) expected, n items and s sections.
  public init<Section>(
    sections: [Section], sectionIdentifier: (Section, Int) -> AnyHashable,
    items: (Section) -> [ItemIdentifier], change: (ItemIdentifier, Int, Int) -> ItemChange
  ) {
    self.init()
    var sectionSeen = Set<AnyHashable>(minimumCapacity: sections.count)
    var itemSeen = Set<ItemIdentifier>()
    sectionIdentifiers.reserveCapacity(sections.count)
    itemIdentifiers.reserveCapacity(sections.count)
    for (s, section) in sections.enumerated() {
      let id = sectionIdentifier(section, s)
      guard sectionSeen.insert(id).inserted else {
        droppedSectionIdentifiers.append(id)
        continue
      }
      let ids = items(section)
      var kept: [ItemIdentifier] = []
      kept.reserveCapacity(ids.count)
      for (i, item) in ids.enumerated() {
        guard itemSeen.insert(item).inserted else {
          droppedItemIdentifiers.append(item)
          continue
        }
        kept.append(item)
        switch change(item, s, i) {
        case .unchanged: break
        case .reconfigure: reconfiguredItemIdentifiers.append(item)
        case .reload: reloadedItemIdentifiers.append(item)
        }
      }
      sectionIdentifiers.append(id)
      itemIdentifiers.append(kept)
    }
  }

  /// The content of new sections (their identifiers and item identifiers) relative to the shown
  /// ones: duplicates left out (as ``init(sections:sectionIdentifier:items:change:)``), and each
  /// kept item whose identifier is shown listed as `change` says, given where the first shown
  /// item with that identifier is and where the kept one is.
  ///
  /// What ``ListDataSource`` and BricksCompose's `ComposingContainer` build their snapshots with:
  /// one ``ItemIdentifierTable`` for the shown items and the new ones, no `Dictionary`. Where the
  /// new items follow the shown ones (an unchanged run, one deleted item), a new item is compared
  /// with the shown item a linear walk expects instead of being looked up: the table is probed only
  /// for inserted and moved items (and for every item when the shown items repeat an identifier).
  /// - Complexity: O(n + m + s) expected.
  package init(
    sectionIdentifiers: [AnyHashable], items: [[ItemIdentifier]], shownItems: [[ItemIdentifier]],
    change: (_ shownSection: Int, _ shownIndex: Int, _ section: Int, _ index: Int) -> ItemChange
  ) {
    var table = ItemIdentifierTable(capacity: 0)
    self.init(
      sectionIdentifiers: sectionIdentifiers, items: items, shownItems: shownItems, table: &table, change: change)
  }

  /// The content of new sections relative to the shown ones, as
  /// ``init(sectionIdentifiers:items:shownItems:change:)``, built in `table`: a table its owner
  /// keeps from one update to the next, so that each update reuses its memory.
  package init(
    sectionIdentifiers: [AnyHashable], items: [[ItemIdentifier]], shownItems: [[ItemIdentifier]],
    table: inout ItemIdentifierTable,
    change: (_ shownSection: Int, _ shownIndex: Int, _ section: Int, _ index: Int) -> ItemChange
  ) {
    self.init()
    let shownCount = shownItems.reduce(0) { $0 + $1.count }
    let newCount = items.reduce(0) { $0 + $1.count }
    // Values: the shown position (section << 32 | index) of an identifier's first shown item;
    // -1 for an identifier only new; a kept new item marks its entry with `taken`.
    table.reset(capacity: shownCount + newCount)
    defer { table.releaseEntries() }
    var shownUnique = true
    for (s, ids) in shownItems.enumerated() {
      table.insert(ids, value: { i in s << 32 | i }, duplicate: { shownUnique = false })
    }
    // With unique shown items, shown item k (flattened) is entry k: the walk reads `table.keys`.
    let walkLimit = shownUnique ? shownCount : 0
    var expected = 0  // the entry after the last shown item matched
    var taken = [Bool](repeating: false, count: shownCount + newCount)  // at most one entry per item
    var sectionSeen = Set<AnyHashable>(minimumCapacity: sectionIdentifiers.count)
    self.sectionIdentifiers.reserveCapacity(sectionIdentifiers.count)
    itemIdentifiers.reserveCapacity(items.count)
    for (s, id) in sectionIdentifiers.enumerated() {
      guard sectionSeen.insert(id).inserted else {
        droppedSectionIdentifiers.append(id)
        continue
      }
      let ids = items[s]
      var kept: [ItemIdentifier] = []
      kept.reserveCapacity(ids.count)
      for i in ids.indices {
        let item = ids[i]
        let entry: Int
        if expected < walkLimit && table.keys[expected] == item {
          entry = expected
          expected += 1
        } else if expected + 1 < walkLimit && table.keys[expected + 1] == item {
          entry = expected + 1  // the walk steps over one deleted (or moved) shown item
          expected += 2
        } else {
          entry = table.insert(item, value: -1).entry  // inserted or moved: probe the table
          if entry < walkLimit { expected = entry + 1 }
        }
        guard !taken[entry] else {
          droppedItemIdentifiers.append(item)
          continue
        }
        taken[entry] = true
        kept.append(item)
        let at = table.values[entry]
        guard at >= 0 else { continue }
        switch change(at >> 32, at & 0xFFFF_FFFF, s, i) {
        case .unchanged: break
        case .reconfigure: reconfiguredItemIdentifiers.append(item)
        case .reload: reloadedItemIdentifiers.append(item)
        }
      }
      self.sectionIdentifiers.append(id)
      itemIdentifiers.append(kept)
    }
  }
}
