import Foundation

extension ListDataSource {
  /// The section identifier of the status section (loading, empty or error row).
  public static var statusSectionIdentifier: AnyHashable { AnyHashable(StatusIdentifier.section) }

  /// Identifies the status section and its row in a snapshot.
  enum StatusIdentifier: Hashable { case section, row }

  /// What identifies a model section: its ``ListSection/id``, else its `Hashable` header, else
  /// its position; and which occurrence of that identity it is.
  struct SectionIdentifier: Hashable {
    enum Base: Hashable {
      case id(AnyHashable)
      case header(AnyHashable)
      case position(Int)
    }
    var base: Base
    var occurrence: Int
  }

  /// The snapshot identifiers of `sections`: each section's ``ListSection/id``, else its header
  /// when the header is `Hashable`, else its position; a section whose identity an earlier one
  /// has is told apart by its order (the second "More" is the second "More"), so no section is
  /// ever dropped.
  /// - Complexity: O(s).
  public static func sectionIdentifiers(for sections: [ListSection]) -> [AnyHashable] {
    var seen: [SectionIdentifier.Base: Int] = [:]
    return sections.enumerated().map { s, section in
      let base: SectionIdentifier.Base
      if let id = section.id {
        base = .id(id)
      } else if let header = section.header as? any Hashable {
        base = .header(AnyHashable(header))
      } else {
        base = .position(s)
      }
      let occurrence = seen[base, default: 0]
      seen[base] = occurrence + 1
      return AnyHashable(SectionIdentifier(base: base, occurrence: occurrence))
    }
  }

  /// The snapshot content of `newSections` (with the status row ``status`` would show) relative
  /// to the shown ``sections``.
  ///
  /// - Model sections are identified as ``sectionIdentifiers(for:)`` says (their ``ListSection/id``,
  ///   else a `Hashable` header, else their position); the status section by
  ///   ``statusSectionIdentifier``.
  /// - Items are identified by ``itemIdentifier(of:)``: their type and ``identity`` (default
  ///   `Identifiable.id`), else the model itself when it is `Hashable`; `Post(id: 1)` and
  ///   `Ad(id: 1)` are two items. Later duplicates are left out
  ///   (``SnapshotContent/droppedItemIdentifiers``).
  /// - An item whose identity is shown now is reconfigured when the model differs (by `==` on
  ///   `Hashable` models; models that are not `Hashable` are always reconfigured: the cell is
  ///   kept and configured again, which is cheap). The status row is reloaded when its model's
  ///   type changes (loading to error is another cell).
  /// - Throws: ``CellError`` `.noIdentity` for a model with neither an identity nor `Hashable`,
  ///   naming its section and index.
  /// - Complexity: O(n + m) expected.
  public func snapshotContent(for newSections: [ListSection], status: ListStatus? = nil) throws -> SnapshotContent {
    try snapshotParts(for: newSections, status: status).content
  }

  /// The snapshot content of `newSections`, and the item identifiers of every model in them.
  func snapshotParts(for newSections: [ListSection], status: ListStatus?) throws -> (
    content: SnapshotContent, identifiers: [[ItemIdentifier]]
  ) {
    let shownIDs = shownItemIdentifiers()
    // The makers are used from a local copy, written back once: each use of the stored property
    // of this class was a dynamic exclusivity check (two per model).
    var makers = identifierMakers
    defer { identifierMakers = makers }
    var items: [[ItemIdentifier]] = []
    items.reserveCapacity(newSections.count + 1)
    for (s, section) in newSections.enumerated() {
      var ids: [ItemIdentifier] = []
      ids.reserveCapacity(section.items.count)
      for (i, item) in section.items.enumerated() {
        guard let id = hasCustomIdentity ? itemIdentifier(of: item) : makers.identifier(of: item) else {
          throw CellError(
            .noIdentity,
            message:
              "the model \(type(of: item)) at [\(s), \(i)] has no identity for the diffable snapshot; make it Identifiable or Hashable, or set dataSource.identity"
          )
        }
        ids.append(id)
      }
      items.append(ids)
    }
    let identifiers = items
    let newStatusItem = statusItem(for: status ?? self.status, sections: newSections)
    let oldStatusItem = statusItem
    var sectionIDs = Self.sectionIdentifiers(for: newSections)
    let modelSections = items.count
    if newStatusItem != nil {
      sectionIDs.append(Self.statusSectionIdentifier)
      items.append([Self.statusItemIdentifier])
    }
    let shown = sections
    let content = SnapshotContent(
      sectionIdentifiers: sectionIDs, items: items,
      shownItems: oldStatusItem == nil ? shownIDs : shownIDs + [[Self.statusItemIdentifier]], table: &snapshotTable,
      change: { os, oi, s, i in
        let before: Any, after: Any
        if s >= modelSections {  // the status row: loading to error is another cell, one error to another new text
          guard let oldStatusItem, let newStatusItem else { return .unchanged }
          (before, after) = (oldStatusItem, newStatusItem)
          if ObjectIdentifier(type(of: before)) != ObjectIdentifier(type(of: after)) { return .reload }
        } else {
          (before, after) = (shown[os].items[oi], newSections[s].items[i])
        }
        return makers.isEqual(before, after) == true ? .unchanged : .reconfigure
      })
    return (content, identifiers)
  }

  /// The item identifiers of the shown sections, computed once per state. A model without one
  /// (shown before the list went diffable) stands as an identifier no model has.
  func shownItemIdentifiers() -> [[ItemIdentifier]] {
    if let shownIdentifiers { return shownIdentifiers }
    let ids = sections.enumerated().map { s, section in
      section.items.enumerated().map { i, item in
        itemIdentifier(of: item) ?? ItemIdentifier(Unidentified.self, [s, i])
      }
    }
    shownIdentifiers = ids
    return ids
  }

  /// The type of the placeholder identifiers of shown models without an identity.
  enum Unidentified {}

  /// The model (or status item) a snapshot identifier stands for in the shown sections, or `nil`.
  ///
  /// What a diffable data source's cell provider calls with the item identifier it is given.
  /// - Complexity: O(n): it scans the sections (cache a dictionary for large lists).
  public func item(forSnapshotIdentifier id: ItemIdentifier) -> Any? {
    if id == Self.statusItemIdentifier { return statusItem }
    for section in sections {
      for item in section.items where itemIdentifier(of: item) == id { return item }
    }
    return nil
  }

  /// The model (or status item) at `index` of section `section` of the content last applied,
  /// which the list shows in the same order: what a diffable adapter records for each item.
  package func snapshotItem(section: Int, index: Int) -> Any? {
    if section < sections.count {
      let items = sections[section].items
      return index < items.count ? items[index] : nil
    }
    return section == sections.count && index == 0 ? statusItem : nil
  }

  /// The item identifier of the status row.
  static var statusItemIdentifier: ItemIdentifier { ItemIdentifier(StatusIdentifier.self, StatusIdentifier.row) }

  /// The identity of `item` in this list: its type and ``identity``, else its type and the model
  /// itself when it is `Hashable`; `nil` when it has neither.
  ///
  /// Qualified by type, so `Post(id: 1)` and `Ad(id: 1)` are two items (in snapshots, heights
  /// and prefetching).
  public func itemIdentifier(of item: Any) -> ItemIdentifier? {
    if !hasCustomIdentity { return identifierMakers.identifier(of: item) }
    if let id = identity(item) { return ItemIdentifier(type(of: item), id) }
    if let hashable = item as? any Hashable { return ItemIdentifier(type(of: item), hashable) }
    return nil
  }
}

extension ListDataSource {
  /// Shows `newSections` (and `status`) through a diffable data source: builds the snapshot
  /// content relative to what is shown, swaps the sections in (later duplicates of an identity
  /// left out, as in the snapshot), and hands the content to `target`.
  ///
  /// Nothing changes when a model has no identity (it throws first).
  /// - Returns: The content applied.
  /// - Throws: ``CellError`` `.noIdentity`.
  @discardableResult
  public func applySnapshot(
    _ newSections: [ListSection], status newStatus: ListStatus? = nil, to target: any SnapshotApplying,
    animated: Bool = true, completion: (() -> Void)? = nil
  ) throws -> SnapshotContent {
    let (content, identifiers) = try snapshotParts(for: newSections, status: newStatus)
    var kept = newSections
    var keptIdentifiers: [[ItemIdentifier]]? = identifiers
    if !content.droppedItemIdentifiers.isEmpty {
      keptIdentifiers = nil
      // The shown sections hold what the snapshot holds: the first model of each identity.
      var seen = Set<ItemIdentifier>()
      for s in kept.indices {
        kept[s].items = kept[s].items.filter { item in
          itemIdentifier(of: item).map { seen.insert($0).inserted } ?? true
        }
      }
    }
    sections = kept
    shownIdentifiers = keptIdentifiers
    if let newStatus { status = newStatus }
    for id in content.reconfiguredItemIdentifiers + content.reloadedItemIdentifiers { heightCache.invalidate(id) }
    target.apply(content, animated: animated, completion: completion)
    return content
  }
}
