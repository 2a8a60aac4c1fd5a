/// Matches identifiers of an old list against a new list with one hash lookup per element.
///
/// Old occurrences of one identifier are chained in order (`next`), so duplicates are matched in
/// order of appearance: the k-th old occurrence with the k-th new one. This is Heckel's symbol
/// table, generalised to repeated symbols.
@usableFromInline
struct _IdentifierTable<ID: Hashable> {
  @usableFromInline var entries: [ID: Int]
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

  @inlinable
  init(oldCount: Int, newCount: Int) {
    entries = Dictionary(minimumCapacity: oldCount + newCount)
    next = Array(repeating: -1, count: oldCount)
    heads.reserveCapacity(oldCount)
    tails.reserveCapacity(oldCount)
    newCounts.reserveCapacity(oldCount)
  }

  @inlinable
  static func _findOrInsert(_ slot: inout Int, _ fresh: Int) -> Int {
    if slot < 0 { slot = fresh }
    return slot
  }

  @inlinable
  mutating func _noteDuplicate(_ id: ID) {
    if examples.count < 3 {
      let text = String(describing: id)
      if !examples.contains(text) { examples.append(text) }
    }
  }

  /// Records the old element at `index` (indexes must be added in increasing order).
  @inlinable
  mutating func addOld(_ id: ID, at index: Int) {
    let fresh = heads.count
    let entry = Self._findOrInsert(&entries[id, default: -1], fresh)
    if entry == fresh {
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
  mutating func matchNew(_ id: ID) -> Int {
    let fresh = heads.count
    let entry = Self._findOrInsert(&entries[id, default: -1], fresh)
    if entry == fresh {
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
