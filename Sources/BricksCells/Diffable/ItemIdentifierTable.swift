/// A hash table from ``ItemIdentifier`` to an `Int`, for the snapshot code's per-update lookups.
///
/// Open addressing with linear probing on each identifier's ``ItemIdentifier/hashCode`` (stored
/// in a box, or a few instructions for an `Int`: a `Dictionary` would run `Hasher` per lookup);
/// probes compare the stored hashes before any identifier. A removed entry leaves a tombstone in its slot and keeps
/// its index (its value becomes ``removedValue``); rebuild the table when most entries are gone.
package struct ItemIdentifierTable {
  /// The value of a removed entry.
  static var removedValue: Int { Int.min }
  /// Per slot: entry + 1; 0 when empty, -1 for a removed entry (probing goes on past it).
  var slots: [Int32]
  /// How many entries were removed.
  var removed = 0
  var mask: Int
  /// Per entry: its identifier's hash, the identifier and the value stored with it.
  var hashes: [Int] = []
  var keys: [ItemIdentifier] = []
  var values: [Int] = []
  /// Sum of warmed slots (see ``warm(_:_:)``).
  var warmth: Int32 = 0

  /// A table for about `capacity` identifiers (it grows past that).
  package init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
    hashes.reserveCapacity(capacity)
    keys.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// Empties the table for about `capacity` identifiers, keeping its storage when that is large
  /// enough and at most four times too large: a table kept between updates and reset clears
  /// memory already in place, where a new one faults fresh pages in (at 100,000 items, most of
  /// the 10 MB it takes).
  mutating func reset(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    guard slots.count >= size && slots.count <= size * 4 else {
      self = ItemIdentifierTable(capacity: capacity)
      return
    }
    for i in slots.indices { slots[i] = 0 }
    releaseEntries()
    removed = 0
    hashes.reserveCapacity(capacity)
    keys.reserveCapacity(capacity)
    values.reserveCapacity(capacity)
  }

  /// Forgets every entry (releasing the identifiers) but keeps the storage; ``reset(capacity:)``
  /// before the next use.
  mutating func releaseEntries() {
    hashes.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }

  /// How many entries are in the table (not removed).
  var count: Int { keys.count - removed }

  /// The entry of `id`, or -1.
  func find(_ id: ItemIdentifier) -> Int {
    var i = id.hashCode & mask
    while true {
      let slot = Int(slots[i])
      if slot == 0 { return -1 }
      let entry = slot - 1
      if slot > 0 && hashes[entry] == id.hashCode && keys[entry] == id { return entry }
      i = (i + 1) & mask
    }
  }

  /// The entry of `id`, added with `value` when absent; `inserted` says which.
  mutating func insert(_ id: ItemIdentifier, value: Int) -> (entry: Int, inserted: Bool) {
    if (keys.count + 1) * 2 > slots.count { grow() }
    var i = id.hashCode & mask
    while true {
      let slot = Int(slots[i])
      if slot == 0 {
        let entry = keys.count
        hashes.append(id.hashCode)
        keys.append(id)
        values.append(value)
        slots[i] = Int32(truncatingIfNeeded: entry + 1)
        return (entry, true)
      }
      let entry = slot - 1
      if slot > 0 && hashes[entry] == id.hashCode && keys[entry] == id { return (entry, false) }
      i = (i + 1) & mask
    }
  }

  /// Adds every identifier of `ids` absent from the table, in order, with `value(index in ids)`;
  /// calls `duplicate` for each one already present (its value is kept).
  ///
  /// The home slots of each chunk of identifiers are loaded together before the chunk is added,
  /// so that their cache misses overlap instead of being paid one after the other (with tens of
  /// thousands of identifiers the slots outgrow the caches, and a probe is a miss).
  mutating func insert(_ ids: [ItemIdentifier], value: (Int) -> Int, duplicate: () -> Void) {
    if (keys.count + ids.count) * 2 > slots.count { reserve(keys.count + ids.count) }
    var start = 0
    while start < ids.count {
      let end = min(start + Self.chunk, ids.count)
      warm(ids, start..<end)
      for k in start..<end where !insert(ids[k], value: value(k)).inserted { duplicate() }
      start = end
    }
  }

  /// How many identifiers ``warm(_:_:)`` loads the slots of at once.
  static var chunk: Int { 32 }

  /// Loads the home slots of `ids[range]` (a hint to the memory system: it changes nothing).
  mutating func warm(_ ids: [ItemIdentifier], _ range: Range<Int>) {
    var sum: Int32 = 0
    for k in range { sum &+= slots[ids[k].hashCode & mask] }
    warmth &+= sum  // kept, so that the compiler cannot drop the loads
  }

  /// Grows the slots so that `capacity` entries fit at half load.
  mutating func reserve(_ capacity: Int) {
    while capacity * 2 > slots.count { grow() }
  }

  /// Removes `entry`: its slot becomes a tombstone, its value ``removedValue``.
  mutating func remove(entry: Int) {
    var i = hashes[entry] & mask
    while Int(slots[i]) != entry + 1 { i = (i + 1) & mask }
    slots[i] = -1
    values[entry] = Self.removedValue
    removed += 1
  }

  /// Adds `id`, known to be absent, with its hash and value (rebuilding a table).
  mutating func append(_ id: ItemIdentifier, hash: Int, value: Int) {
    if (keys.count + 1) * 2 > slots.count { grow() }
    var i = hash & mask
    while slots[i] != 0 { i = (i + 1) & mask }
    slots[i] = Int32(truncatingIfNeeded: keys.count + 1)
    hashes.append(hash)
    keys.append(id)
    values.append(value)
  }

  mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    mask = slots.count - 1
    for (entry, hash) in hashes.enumerated() where values[entry] != Self.removedValue {
      var i = hash & mask
      while slots[i] != 0 { i = (i + 1) & mask }
      slots[i] = Int32(truncatingIfNeeded: entry + 1)
    }
  }
}
