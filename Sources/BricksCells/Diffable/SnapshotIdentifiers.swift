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
    /// Sections to reload.
    public var reloadedSections: [Int] = []
  }

  var sectionNumbers: [AnyHashable: Int] = [:]
  var itemNumbers: [AnyHashable: Int] = [:]
  var sectionsByNumber: [Int: AnyHashable] = [:]
  var itemsByNumber: [Int: AnyHashable] = [:]
  var previousSections: Set<AnyHashable> = []
  var previousItems: Set<AnyHashable> = []
  var olderSections: Set<AnyHashable> = []
  var olderItems: Set<AnyHashable> = []
  var next = 0

  /// An empty table.
  public init() {}

  /// The item identifier numbered `number`, while it is in the last two contents.
  public func item(_ number: Int) -> AnyHashable? { itemsByNumber[number] }
  /// The section identifier numbered `number`, while it is in the last two contents.
  public func section(_ number: Int) -> AnyHashable? { sectionsByNumber[number] }
  /// How many identifiers are numbered now (sections and items).
  public var count: Int { sectionNumbers.count + itemNumbers.count }

  /// Numbers `content`, keeping the numbers of identifiers already known, and forgets the
  /// identifiers of older contents that are in neither `content` nor the content numbered
  /// before it.
  /// - Complexity: O(n) expected, n identifiers in the two contents.
  public mutating func number(_ content: SnapshotContent) -> Numbered {
    var numbered = Numbered()
    let currentSections = Set(content.sectionIdentifiers)
    let currentItems = Set(content.itemIdentifiers.joined())
    numbered.sections = content.sectionIdentifiers.map { number(section: $0) }
    numbered.items = content.itemIdentifiers.map { $0.map { number(item: $0) } }
    numbered.reconfigured = content.reconfiguredItemIdentifiers.compactMap { itemNumbers[$0] }
    numbered.reloadedSections = content.reloadedSectionIdentifiers.compactMap { sectionNumbers[$0] }
    for id in olderSections where !currentSections.contains(id) && !previousSections.contains(id) {
      if let n = sectionNumbers.removeValue(forKey: id) { sectionsByNumber[n] = nil }
    }
    for id in olderItems where !currentItems.contains(id) && !previousItems.contains(id) {
      if let n = itemNumbers.removeValue(forKey: id) { itemsByNumber[n] = nil }
    }
    // Every identifier numbered is in one of the last three contents; the loops above forget
    // those only the third-last had, so at most the last two stay numbered.
    (olderSections, previousSections) = (previousSections, currentSections)
    (olderItems, previousItems) = (previousItems, currentItems)
    return numbered
  }

  mutating func number(section id: AnyHashable) -> Int {
    if let n = sectionNumbers[id] { return n }
    next += 1
    sectionNumbers[id] = next
    sectionsByNumber[next] = id
    return next
  }

  mutating func number(item id: AnyHashable) -> Int {
    if let n = itemNumbers[id] { return n }
    next += 1
    itemNumbers[id] = next
    itemsByNumber[next] = id
    return next
  }
}
