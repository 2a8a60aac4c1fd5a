import Foundation

/// Gives every section and item identifier of a ``SnapshotContent`` a stable `Int`, so that a
/// diffable data source can be `UICollectionViewDiffableDataSource<Int, Int>`.
///
/// Apple's diffable data sources require `Sendable` identifiers under Swift 6, and
/// ``ItemIdentifier`` is not. An identifier keeps its number for as long as it is in the last two
/// contents numbered (the shown snapshot and the one being applied), so an item that stays keeps
/// its identity and a cell provider can still resolve the previous snapshot's numbers while an
/// animated apply runs. An identifier that left both is forgotten and its number reused later:
/// numbers stay below twice the largest list, so per-number storage is an array.
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
  var sectionsByNumber: [Int: AnyHashable] = [:]
  var nextSection = 0
  /// Item identifier → its number (the table's value).
  var itemTable = ItemIdentifierTable(capacity: 0)
  /// Per item number: its identifier (`nil` when free) and the generation it was last seen in.
  var itemsByNumber: [ItemIdentifier?] = []
  var itemSeen: [Int] = []
  /// Item numbers free for reuse.
  var freeItemNumbers: [Int] = []
  var generation = 0
  /// The item identifiers and numbers of the content numbered last, and per number where it
  /// stood there (`section << 32 | index`; meaningful only for the numbers that content held).
  var lastItems: [[ItemIdentifier]] = []
  var lastNumbers: [[Int]] = []
  var lastPosition: [Int] = []

  /// An empty table.
  public init() {}

  /// The item identifier numbered `number`, while it is in the last two contents.
  public func item(_ number: Int) -> ItemIdentifier? {
    itemsByNumber.indices.contains(number) ? itemsByNumber[number] : nil
  }
  /// The section identifier numbered `number`, while it is in the last two contents.
  public func section(_ number: Int) -> AnyHashable? { sectionsByNumber[number] }
  /// How many identifiers are numbered now (sections and items).
  public var count: Int { sectionNumbers.count + itemTable.count }
  /// One more than the largest item number given out: the size of per-number storage.
  var itemNumberLimit: Int { itemsByNumber.count }

  /// Numbers `content`, keeping the numbers of identifiers already known, and forgets the
  /// identifiers seen in neither `content` nor the content numbered before it.
  ///
  /// Items are walked against the content numbered before: an item equal to the one the walk
  /// expects there (or the one after it) takes that item's number without a table probe. Only the
  /// others (inserted, moved, or after a longer deleted run) probe the table, and one found in the
  /// content before puts the walk back in step after it.
  /// - Complexity: O(n) expected: at most one probe of a table keyed by each identifier's hash
  ///   per identifier, plus one pass over the table.
  public mutating func number(_ content: SnapshotContent) -> Numbered {
    generation += 1
    var numbered = Numbered()
    numbered.sections = content.sectionIdentifiers.map { numberSection($0) }
    numbered.items.reserveCapacity(content.itemIdentifiers.count)
    let itemCount = content.itemCount
    if (itemTable.keys.count + itemCount) * 2 > itemTable.slots.count {
      itemTable.reserve(itemTable.keys.count + itemCount)
    }
    let last = lastItems, lastNumbers = lastNumbers
    var ls = 0, li = 0  // the walk's place in the content before: the item it expects next
    /// Steps `(s, i)` forward past the ends of sections; `false` past the last one.
    func settle(_ s: inout Int, _ i: inout Int) -> Bool {
      while s < last.count && i >= last[s].count {
        s += 1
        i = 0
      }
      return s < last.count
    }
    for ids in content.itemIdentifiers {
      var numbers: [Int] = []
      numbers.reserveCapacity(ids.count)
      for id in ids {
        var number = -1
        if settle(&ls, &li) {
          if last[ls][li] == id {
            number = lastNumbers[ls][li]
            li += 1
          } else {
            var (ns, ni) = (ls, li + 1)
            if settle(&ns, &ni) && last[ns][ni] == id {  // one item deleted or moved away
              number = lastNumbers[ns][ni]
              (ls, li) = (ns, ni + 1)
            }
          }
        }
        if number >= 0 {
          itemSeen[number] = generation
        } else {
          let (found, seen) = numberItem(id)
          number = found
          if seen == generation - 1 && found < lastPosition.count {  // in the content before: walk on from there
            (ls, li) = (lastPosition[found] >> 32, (lastPosition[found] & 0xFFFF_FFFF) + 1)
          }
        }
        numbers.append(number)
      }
      numbered.items.append(numbers)
    }
    if lastPosition.count < itemsByNumber.count {
      lastPosition.append(contentsOf: repeatElement(0, count: itemsByNumber.count - lastPosition.count))
    }
    for (s, numbers) in numbered.items.enumerated() {
      for (i, number) in numbers.enumerated() { lastPosition[number] = s << 32 | i }
    }
    lastItems = content.itemIdentifiers
    self.lastNumbers = numbered.items
    numbered.reconfigured = content.reconfiguredItemIdentifiers.compactMap(itemNumber)
    numbered.reloaded = content.reloadedItemIdentifiers.compactMap(itemNumber)
    numbered.reloadedSections = content.reloadedSectionIdentifiers.compactMap { sectionNumbers[$0]?.number }
    forgetStale()
    return numbered
  }

  func itemNumber(_ id: ItemIdentifier) -> Int? {
    let entry = itemTable.find(id)
    return entry < 0 ? nil : itemTable.values[entry]
  }

  /// The number of `id`, given a new one if it has none, and the generation it was last seen in
  /// before this one (-1 for a new number); it is marked seen now.
  mutating func numberItem(_ id: ItemIdentifier) -> (number: Int, seen: Int) {
    let (entry, inserted) = itemTable.insert(id, value: -1)
    if !inserted {
      let number = itemTable.values[entry]
      let seen = itemSeen[number]
      itemSeen[number] = generation
      return (number, seen)
    }
    let number: Int
    if let free = freeItemNumbers.popLast() {
      number = free
      itemsByNumber[number] = id
      itemSeen[number] = generation
    } else {
      number = itemsByNumber.count
      itemsByNumber.append(id)
      itemSeen.append(generation)
    }
    itemTable.values[entry] = number
    return (number, -1)
  }

  mutating func numberSection(_ id: AnyHashable) -> Int {
    if let entry = sectionNumbers[id] {
      sectionNumbers[id] = Entry(number: entry.number, seen: generation)
      return entry.number
    }
    nextSection += 1
    sectionNumbers[id] = Entry(number: nextSection, seen: generation)
    sectionsByNumber[nextSection] = id
    return nextSection
  }

  /// Forgets what neither of the last two contents holds, and frees their numbers.
  mutating func forgetStale() {
    let oldest = generation - 1
    var stale: [AnyHashable] = []
    for (id, entry) in sectionNumbers where entry.seen < oldest { stale.append(id) }
    for id in stale {
      if let entry = sectionNumbers.removeValue(forKey: id) { sectionsByNumber[entry.number] = nil }
    }
    for (entry, number) in itemTable.values.enumerated()
    where number != ItemIdentifierTable.removedValue && itemSeen[number] < oldest {
      itemTable.remove(entry: entry)
      itemsByNumber[number] = nil
      freeItemNumbers.append(number)
    }
    // Tombstones and removed entries cost probes and memory: rebuild once they outnumber the rest.
    guard itemTable.removed > itemTable.count else { return }
    var kept = ItemIdentifierTable(capacity: itemTable.count)
    for (entry, number) in itemTable.values.enumerated() where number != ItemIdentifierTable.removedValue {
      kept.append(itemTable.keys[entry], hash: itemTable.hashes[entry], value: number)
    }
    itemTable = kept
  }
}
