import Foundation

/// Remembers measured heights by item identity and width, least recently used first out.
///
/// ```swift
/// let cache = HeightCache<Tweet.ID>(capacity: 500)
/// let h = cache.height(for: tweet.id, width: 375, revision: tweet.hashValue) { measure(tweet) }
/// cache.invalidate(tweet.id)   // the tweet changed
/// ```
/// - A lookup with another `width` misses (rotation, split view): heights are per width.
/// - A lookup with another `revision` misses and drops the old entry, so a caller that passes
///   a content hash never reads a stale height after an update, even without invalidating.
/// - At most `capacity` entries are kept; the least recently used one is evicted.
/// - A hit does not allocate: the index is a dictionary of slots and the LRU list is kept in
///   preallocated arrays.
///
/// Not thread-safe; use it from one actor (the main actor for UI code).
public final class HeightCache<ID: Hashable> {
  /// Every field in one struct, so that an operation is one access to the class's storage
  /// (one exclusivity check) however many fields it touches.
  @usableFromInline var state: HeightCacheState<ID>

  /// Creates an empty cache holding at most `capacity` heights (at least 1).
  public init(capacity: Int = 1000) {
    state = HeightCacheState(capacity: max(1, capacity))
  }

  /// The most entries kept.
  public var capacity: Int { state.capacity }
  /// The number of heights held.
  public var count: Int { state.index.count }
  /// Lookups answered from the cache.
  public var hits: Int { state.hits }
  /// Lookups not answered (unknown, other width, other revision).
  public var misses: Int { state.misses }

  /// The cached height of `id` at `width` with `revision`, marking it recently used; `nil` on
  /// a miss. A revision mismatch removes the stale entry.
  /// - Complexity: O(1), no allocation on a hit.
  @inlinable
  public func height(for id: ID, width: CGFloat, revision: Int = 0) -> CGFloat? {
    state.lookup(id, width: width, revision: revision)
  }

  /// The cached height, or `compute()` stored and returned on a miss.
  @inlinable
  public func height(for id: ID, width: CGFloat, revision: Int = 0, compute: () throws -> CGFloat) rethrows -> CGFloat {
    if let h = state.lookup(id, width: width, revision: revision) { return h }
    let h = try compute()
    state.store(h, for: id, width: width, revision: revision)
    return h
  }

  /// Stores `height` for `id` at `width`, evicting the least recently used entry when full.
  public func store(_ height: CGFloat, for id: ID, width: CGFloat, revision: Int = 0) {
    state.store(height, for: id, width: width, revision: revision)
  }

  /// Forgets every height of `id`, at every width.
  /// - Complexity: O(w) for w distinct widths seen.
  public func invalidate(_ id: ID) { state.invalidate(id) }

  /// Forgets every height of each of `ids`.
  public func invalidate<S: Sequence>(_ ids: S) where S.Element == ID {
    for id in ids { state.invalidate(id) }
  }

  /// Forgets every height at `width` (e.g. after a size class change).
  public func invalidate(width: CGFloat) { state.invalidate(width: width) }

  /// Forgets everything; keeps the hit and miss counts.
  public func invalidateAll() { state.removeAll() }
}

/// The storage of a ``HeightCache``: a dictionary from (id, width) to a slot, and the slots in
/// preallocated arrays linked as an LRU list (head = most recently used).
@usableFromInline
struct HeightCacheState<ID: Hashable> {
  @usableFromInline
  struct Key: Hashable {
    @usableFromInline var id: ID
    @usableFromInline var width: UInt64
    @inlinable init(id: ID, width: UInt64) {
      self.id = id
      self.width = width
    }
  }

  @usableFromInline
  struct Slot {
    @usableFromInline var key: Key?
    @usableFromInline var height: CGFloat = 0
    @usableFromInline var revision: Int = 0
    @usableFromInline var prev: Int = -1
    @usableFromInline var next: Int = -1
    @inlinable init() {}
  }

  @usableFromInline let capacity: Int
  @usableFromInline var index: [Key: Int]
  @usableFromInline var slots: [Slot] = []
  @usableFromInline var head = -1
  @usableFromInline var tail = -1
  @usableFromInline var free: [Int] = []
  @usableFromInline var widths: [UInt64] = []
  @usableFromInline var hits = 0
  @usableFromInline var misses = 0

  init(capacity: Int) {
    self.capacity = capacity
    index = Dictionary(minimumCapacity: capacity)
    slots.reserveCapacity(capacity)
    free.reserveCapacity(capacity)
  }

  @inlinable static func widthKey(_ width: CGFloat) -> UInt64 {
    (width == 0 ? 0 : Double(width)).bitPattern
  }

  @inlinable
  mutating func lookup(_ id: ID, width: CGFloat, revision: Int) -> CGFloat? {
    let key = Key(id: id, width: Self.widthKey(width))
    guard let i = index[key] else {
      misses += 1
      return nil
    }
    guard slots[i].revision == revision else {
      remove(slot: i, key: key)
      misses += 1
      return nil
    }
    hits += 1
    moveToFront(i)
    return slots[i].height
  }

  @usableFromInline
  mutating func store(_ height: CGFloat, for id: ID, width: CGFloat, revision: Int) {
    let w = Self.widthKey(width)
    let key = Key(id: id, width: w)
    if let i = index[key] {
      slots[i].height = height
      slots[i].revision = revision
      moveToFront(i)
      return
    }
    if !widths.contains(w) { widths.append(w) }
    let i: Int
    if let f = free.popLast() {
      i = f
    } else if slots.count < capacity {
      slots.append(Slot())
      i = slots.count - 1
    } else {
      i = tail
      unlink(i)
      if let old = slots[i].key { index[old] = nil }
    }
    slots[i].key = key
    slots[i].height = height
    slots[i].revision = revision
    index[key] = i
    pushFront(i)
  }

  mutating func invalidate(_ id: ID) {
    for w in widths {
      let key = Key(id: id, width: w)
      if let i = index[key] { remove(slot: i, key: key) }
    }
  }

  mutating func invalidate(width: CGFloat) {
    let w = Self.widthKey(width)
    for (key, i) in index where key.width == w { remove(slot: i, key: key) }
    widths.removeAll { $0 == w }
  }

  mutating func removeAll() {
    index.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    free.removeAll(keepingCapacity: true)
    widths.removeAll()
    head = -1
    tail = -1
  }

  @usableFromInline
  mutating func remove(slot i: Int, key: Key) {
    index[key] = nil
    unlink(i)
    slots[i].key = nil
    free.append(i)
  }

  @inlinable
  mutating func unlink(_ i: Int) {
    let p = slots[i].prev, n = slots[i].next
    if p >= 0 { slots[p].next = n } else { head = n }
    if n >= 0 { slots[n].prev = p } else { tail = p }
    slots[i].prev = -1
    slots[i].next = -1
  }

  @inlinable
  mutating func pushFront(_ i: Int) {
    slots[i].prev = -1
    slots[i].next = head
    if head >= 0 { slots[head].prev = i }
    head = i
    if tail < 0 { tail = i }
  }

  @inlinable
  mutating func moveToFront(_ i: Int) {
    guard head != i else { return }
    unlink(i)
    pushFront(i)
  }
}
