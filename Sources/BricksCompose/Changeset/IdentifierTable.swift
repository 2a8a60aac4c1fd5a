/// Matches identifiers of an old list against a new list with one hash lookup per element.
///
/// Old occurrences of one identifier are chained in order (`next`), so duplicates are matched in
/// order of appearance: the k-th old occurrence with the k-th new one. This is Heckel's symbol
/// table, generalised to repeated symbols.
@usableFromInline
struct _IdentifierTable<ID: Hashable> {
  /// Open addressing, linear probing: per slot, `tag << 32 | (entry + 1)`, 0 when empty. The
  /// tag (high half of the hash) rejects most probes without touching `keys`.
  @usableFromInline var slots: [UInt64]
  @usableFromInline let mask: Int
  /// Per entry: its identifier. Entries are created in list order, so the equality check after
  /// a tag match usually reads memory that is already in cache.
  @usableFromInline var keys: [ID] = []
  /// Per entry: the next unmatched old index, or -1.
  @usableFromInline var heads: [Int] = []
  /// Per entry: the last old index seen (to append to the chain).
  @usableFromInline var tails: [Int] = []
  /// Per entry: how many new occurrences were seen.
  @usableFromInline var newCounts: [Int32] = []
  /// Per old index: the next old index with the same identifier, or -1.
  @usableFromInline var next: [Int]
  @usableFromInline var duplicatesInOld = 0
  @usableFromInline var duplicatesInNew = 0
  @usableFromInline var examples: [String] = []
  /// Sum of warmed slots; kept only so the compiler cannot drop the warming loads.
  @usableFromInline var warmth: UInt64 = 0

  @inlinable
  init(oldCount: Int, newCount: Int) {
    // At most old + new entries; at least 1.25 slots per entry (load factor <= 0.8, usually ~0.5).
    var capacity = 16
    while capacity < (oldCount + newCount) + (oldCount + newCount) / 4 + 1 { capacity <<= 1 }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
    next = Array(repeating: -1, count: oldCount)
    // Room for every entry, new identifiers included: growing past `oldCount` copied each array
    // into a fresh one mid-match. (Pages of the room left unused are never touched.)
    keys.reserveCapacity(oldCount + newCount)
    heads.reserveCapacity(oldCount + newCount)
    tails.reserveCapacity(oldCount + newCount)
    newCounts.reserveCapacity(oldCount + newCount)
  }

  /// The entry for `id`, created (with `heads`/`tails`/`newCounts` left to the caller) if absent.
  @inlinable
  mutating func _findOrInsert(_ id: ID, hash: Int) -> (entry: Int, isNew: Bool) {
    let tag = UInt64(UInt32(truncatingIfNeeded: hash >> 32))
    var i = hash & mask
    while true {
      let slot = slots[i]
      if slot == 0 {
        let entry = keys.count
        keys.append(id)
        slots[i] = tag << 32 | UInt64(entry + 1)
        return (entry, true)
      }
      if slot >> 32 == tag {
        let entry = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
        if keys[entry] == id { return (entry, false) }
      }
      i = (i + 1) & mask
    }
  }

  @inlinable
  mutating func _noteDuplicate(_ id: ID) {
    if examples.count < 3 {
      let text = String(describing: id)
      if !examples.contains(text) { examples.append(text) }
    }
  }

  /// How many identifiers are hashed ahead and their slots loaded together, so that the cache
  /// misses of one chunk overlap instead of being paid one after the other (the table is far
  /// larger than the caches from about 50,000 elements on, and a lookup is a miss).
  @inlinable static var _chunk: Int { 32 }

  /// Hashes `ids[range]` into `hashes` and loads their home slots in one tight loop.
  @inlinable
  mutating func _warm(_ ids: [ID], _ range: Range<Int>, _ hashes: inout [Int]) {
    // Hash first, then load: a hash is ~100 instructions, so interleaving them would leave only
    // one or two loads in flight; this way all of the chunk's misses overlap.
    for k in range { hashes[k - range.lowerBound] = ids[k].hashValue }
    var sum: UInt64 = 0
    for k in 0..<range.count { sum &+= slots[hashes[k] & mask] }
    warmth &+= sum
  }

  /// Records every old identifier, in order (old index = position in `ids`).
  @inlinable
  mutating func addOld(_ ids: [ID]) {
    var hashes = [Int](repeating: 0, count: Self._chunk)
    var start = 0
    while start < ids.count {
      let range = start..<min(start + Self._chunk, ids.count)
      _warm(ids, range, &hashes)
      for k in range { addOld(ids[k], hash: hashes[k - start], at: k) }
      start = range.upperBound
    }
  }

  /// Matches every new identifier, in order; returns the old index of each, or -1.
  @inlinable
  mutating func matchNew(_ ids: [ID]) -> [Int] {
    var result = [Int](repeating: -1, count: ids.count)
    var hashes = [Int](repeating: 0, count: Self._chunk)
    var start = 0
    while start < ids.count {
      let range = start..<min(start + Self._chunk, ids.count)
      _warm(ids, range, &hashes)
      for k in range { result[k] = matchNew(ids[k], hash: hashes[k - start]) }
      start = range.upperBound
    }
    return result
  }

  /// Records every old identifier, in order, like ``addOld(_:)``, and returns each one's hash
  /// for ``matchNew(_:reusingHashesOf:_:)``.
  @inlinable
  mutating func addOldKeepingHashes(_ ids: [ID]) -> [Int] {
    var hashes = [Int](repeating: 0, count: ids.count)
    var chunk = [Int](repeating: 0, count: Self._chunk)
    var start = 0
    while start < ids.count {
      let range = start..<min(start + Self._chunk, ids.count)
      _warm(ids, range, &chunk)
      for k in range {
        hashes[k] = chunk[k - start]
        addOld(ids[k], hash: hashes[k], at: k)
      }
      start = range.upperBound
    }
    return hashes
  }

  /// Matches every new identifier, in order, exactly as ``matchNew(_:)`` does, but hashes only
  /// the identifiers that differ from the old one a linear walk expects at that place: where the
  /// lists agree (an unchanged section, the runs between changes) an identifier costs one
  /// comparison with an old identifier whose hash is known. Equal identifiers have equal hashes,
  /// so the table sees the same hashes, and gives the same matches, duplicate counts and
  /// examples, as with ``matchNew(_:)``.
  ///
  /// The walk expects the old element after the last match; it steps over one deleted element,
  /// and resynchronises on the table's matches every chunk (a longer deleted run, a move).
  ///
  /// - Parameters:
  ///   - ids: The new identifiers, in order.
  ///   - oldIDs: The old identifiers given to ``addOldKeepingHashes(_:)``.
  ///   - oldHashes: What ``addOldKeepingHashes(_:)`` returned.
  /// - Complexity: O(n) comparisons; one hash per new identifier the walk does not expect.
  @inlinable
  mutating func matchNew(_ ids: [ID], reusingHashesOf oldIDs: [ID], _ oldHashes: [Int]) -> [Int] {
    var result = [Int](repeating: -1, count: ids.count)
    var hashes = [Int](repeating: 0, count: Self._chunk)
    let oldCount = oldIDs.count
    var expected = 0  // the old index after the last match
    var start = 0
    while start < ids.count {
      let range = start..<min(start + Self._chunk, ids.count)
      var c = expected
      for k in range {
        let id = ids[k]
        if c < oldCount && oldIDs[c] == id {
          hashes[k - start] = oldHashes[c]
          c += 1
        } else if c + 1 < oldCount && oldIDs[c + 1] == id {
          hashes[k - start] = oldHashes[c + 1]
          c += 2
        } else {
          hashes[k - start] = id.hashValue  // inserted or moved: the walk stays put
        }
      }
      // Load the chunk's home slots together, so that their cache misses overlap.
      var sum: UInt64 = 0
      for k in 0..<range.count { sum &+= slots[hashes[k] & mask] }
      warmth &+= sum
      for k in range {
        let match = matchNew(ids[k], hash: hashes[k - start])
        result[k] = match
        if match >= 0 { expected = match + 1 }
      }
      start = range.upperBound
    }
    return result
  }

  /// Records the old element at `index` (indexes must be added in increasing order).
  @inlinable
  mutating func addOld(_ id: ID, hash: Int, at index: Int) {
    let (entry, isNew) = _findOrInsert(id, hash: hash)
    if isNew {
      heads.append(index)
      tails.append(index)
      newCounts.append(0)
    } else {
      next[tails[entry]] = index
      tails[entry] = index
      duplicatesInOld += 1
      _noteDuplicate(id)
    }
  }

  /// Matches the next new element; returns its old index, or -1 if it is new.
  @inlinable
  mutating func matchNew(_ id: ID, hash: Int) -> Int {
    let (entry, isNew) = _findOrInsert(id, hash: hash)
    if isNew {
      heads.append(-1)
      tails.append(-1)
      newCounts.append(1)
      return -1
    }
    newCounts[entry] += 1
    if newCounts[entry] > 1 {
      duplicatesInNew += 1
      _noteDuplicate(id)
    }
    let head = heads[entry]
    if head >= 0 { heads[entry] = next[head] }
    return head
  }

  @inlinable
  func diagnostic(_ kind: ChangesetDiagnostic.Kind) -> ChangesetDiagnostic? {
    guard duplicatesInOld + duplicatesInNew > 0 else { return nil }
    return ChangesetDiagnostic(
      kind: kind, duplicatesInOld: duplicatesInOld, duplicatesInNew: duplicatesInNew,
      examples: examples)
  }
}
