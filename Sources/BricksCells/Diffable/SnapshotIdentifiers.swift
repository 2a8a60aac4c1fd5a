import Foundation

/// Gives every section and item identifier of a ``SnapshotContent`` a stable `Int`, so that a
/// diffable data source can be `UICollectionViewDiffableDataSource<Int, Int>`.
///
/// Apple's diffable data sources require `Sendable` identifiers under Swift 6, and `AnyHashable`
/// is not `Sendable`. An identifier keeps its number for as long as it is in the last two
/// contents interned (the shown snapshot and the one being applied), so an item that stays keeps
/// its identity and a cell provider can still resolve the previous snapshot's numbers while an
/// animated apply runs; an identifier that left and comes back gets a new number (an insert).
public struct SnapshotIdentifiers {
  /// The numbered form of one content.
  public struct Numbered: Hashable, Sendable {
    /// Section numbers, in order.
    public var sections: [Int] = []
    /// Item numbers per section.
    public var items: [[Int]] = []
    /// Items to reconfigure.
    public var reconfigured: [Int] = []
    /// Items to reload (a new cell).
    public var reloaded: [Int] = []
    /// Sections to reload.
    public var reloadedSections: [Int] = []
  }

  /// A number and the generation (content count) in which its identifier was last seen.
  struct Entry {
    var number: Int
    var seen: Int
  }

  var sectionNumbers: [AnyHashable: Entry] = [:]
  var itemNumbers: [ItemIdentifier: Entry] = [:]
  var sectionsByNumber: [Int: AnyHashable] = [:]
  var itemsByNumber: [Int: ItemIdentifier] = [:]
  var generation = 0
  var next = 0

  /// An empty table.
  public init() {}

  /// The item identifier numbered `number`, while it is in the last two contents.
  public func item(_ number: Int) -> ItemIdentifier? { itemsByNumber[number] }
  /// The section identifier numbered `number`, while it is in the last two contents.
  public func section(_ number: Int) -> AnyHashable? { sectionsByNumber[number] }
  /// How many identifiers are numbered now (sections and items).
  public var count: Int { sectionNumbers.count + itemNumbers.count }

  /// Numbers `content`, keeping the numbers of identifiers already known, and forgets the
  /// identifiers seen in neither `content` nor the content numbered before it.
  /// - Complexity: O(n) expected: one hash per identifier, plus a scan of the table and one hash
  ///   per identifier forgotten.
  public mutating func number(_ content: SnapshotContent) -> Numbered {
    generation += 1
    var numbered = Numbered()
    numbered.sections = content.sectionIdentifiers.map {
      Self.number($0, in: &sectionNumbers, &sectionsByNumber, generation, &next)
    }
    numbered.items.reserveCapacity(content.itemIdentifiers.count)
    for ids in content.itemIdentifiers {
      numbered.items.append(ids.map { Self.number($0, in: &itemNumbers, &itemsByNumber, generation, &next) })
    }
    numbered.reconfigured = content.reconfiguredItemIdentifiers.compactMap { itemNumbers[$0]?.number }
    numbered.reloaded = content.reloadedItemIdentifiers.compactMap { itemNumbers[$0]?.number }
    numbered.reloadedSections = content.reloadedSectionIdentifiers.compactMap { sectionNumbers[$0]?.number }
    Self.forget(olderThan: generation - 1, in: &sectionNumbers, &sectionsByNumber)
    Self.forget(olderThan: generation - 1, in: &itemNumbers, &itemsByNumber)
    return numbered
  }

  static func number<ID: Hashable>(
    _ id: ID, in numbers: inout [ID: Entry], _ byNumber: inout [Int: ID],
    _ generation: Int, _ next: inout Int
  ) -> Int {
    if let entry = numbers[id] {
      numbers[id] = Entry(number: entry.number, seen: generation)
      return entry.number
    }
    next += 1
    numbers[id] = Entry(number: next, seen: generation)
    byNumber[next] = id
    return next
  }

  static func forget<ID: Hashable>(
    olderThan oldest: Int, in numbers: inout [ID: Entry], _ byNumber: inout [Int: ID]
  ) {
    var stale: [ID] = []
    for (id, entry) in numbers where entry.seen < oldest { stale.append(id) }
    for id in stale {
      if let entry = numbers.removeValue(forKey: id) { byNumber[entry.number] = nil }
    }
  }
}
