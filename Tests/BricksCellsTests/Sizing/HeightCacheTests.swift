import Foundation
import Testing

@testable import BricksCells

@Suite("HeightCache")
struct HeightCacheTests {
  @Test("a stored height is found at the same width only")
  func perWidth() {
    let cache = HeightCache<Int>()
    cache.store(80, for: 1, width: 375)
    #expect(cache.height(for: 1, width: 375) == 80)
    #expect(cache.height(for: 1, width: 414) == nil)
    #expect(cache.height(for: 2, width: 375) == nil)
    #expect(cache.hits == 1 && cache.misses == 2)
  }

  @Test("compute runs on a miss only")
  func compute() {
    let cache = HeightCache<String>()
    var calls = 0
    for _ in 0..<3 {
      _ = cache.height(for: "a", width: 320) {
        calls += 1; return 50
      }
    }
    #expect(calls == 1)
    #expect(cache.height(for: "a", width: 320) == 50)
  }

  @Test("invalidating an item forgets it at every width, and nothing else")
  func invalidateItem() {
    let cache = HeightCache<Int>()
    cache.store(10, for: 1, width: 320)
    cache.store(11, for: 1, width: 480)
    cache.store(20, for: 2, width: 320)
    cache.invalidate(1)
    #expect(cache.height(for: 1, width: 320) == nil)
    #expect(cache.height(for: 1, width: 480) == nil)
    #expect(cache.height(for: 2, width: 320) == 20)
    #expect(cache.count == 1)
    cache.invalidate([2, 3])
    #expect(cache.count == 0)
  }

  @Test("invalidating a width and everything")
  func invalidateWidth() {
    let cache = HeightCache<Int>()
    for id in 0..<4 {
      cache.store(1, for: id, width: 320)
      cache.store(2, for: id, width: 480)
    }
    cache.invalidate(width: 320)
    #expect(cache.count == 4)
    #expect(cache.height(for: 0, width: 480) == 2)
    cache.invalidateAll()
    #expect(cache.count == 0)
    #expect(cache.height(for: 0, width: 480) == nil)
    cache.store(3, for: 9, width: 1)
    #expect(cache.height(for: 9, width: 1) == 3)
  }

  @Test("a changed revision is a miss, so a content hash prevents stale heights")
  func revision() {
    let cache = HeightCache<Int>()
    cache.store(40, for: 7, width: 320, revision: "short".hashValue)
    #expect(cache.height(for: 7, width: 320, revision: "short".hashValue) == 40)
    #expect(cache.height(for: 7, width: 320, revision: "a much longer text".hashValue) == nil)
    #expect(cache.count == 0)
  }

  @Test("the least recently used entry is evicted at capacity")
  func lru() {
    let cache = HeightCache<Int>(capacity: 3)
    cache.store(1, for: 1, width: 1)
    cache.store(2, for: 2, width: 1)
    cache.store(3, for: 3, width: 1)
    _ = cache.height(for: 1, width: 1)  // 2 is now the oldest
    cache.store(4, for: 4, width: 1)
    #expect(cache.count == 3)
    #expect(cache.height(for: 2, width: 1) == nil)
    #expect(cache.height(for: 1, width: 1) == 1)
    #expect(cache.height(for: 3, width: 1) == 3)
    #expect(cache.height(for: 4, width: 1) == 4)
  }

  @Test("the bound holds under churn, with invalidations in between")
  func churn() {
    let cache = HeightCache<Int>(capacity: 50)
    var reference: [Int: CGFloat] = [:]
    var order: [Int] = []
    for step in 0..<5000 {
      let id = (step * 7919) % 173
      if step % 11 == 0 {
        cache.invalidate(id)
        reference[id] = nil
        order.removeAll { $0 == id }
      } else if let h = cache.height(for: id, width: 10) {
        #expect(h == reference[id])
        order.removeAll { $0 == id }
        order.append(id)
      } else {
        #expect(reference[id] == nil)
        cache.store(CGFloat(step), for: id, width: 10)
        reference[id] = CGFloat(step)
        order.append(id)
        if order.count > 50 { reference[order.removeFirst()] = nil }
      }
      #expect(cache.count <= 50)
    }
    #expect(cache.count == reference.count)
  }

  @Test("storing again updates in place")
  func update() {
    let cache = HeightCache<Int>(capacity: 2)
    cache.store(1, for: 1, width: 1)
    cache.store(5, for: 1, width: 1)
    #expect(cache.count == 1)
    #expect(cache.height(for: 1, width: 1) == 5)
  }

  @Test("hits neither copy nor grow the storage (no copy-on-write, no rehash)")
  func hitsKeepStorage() {
    let cache = HeightCache<Int>(capacity: 1000)
    for id in 0..<1000 { cache.store(CGFloat(id), for: id, width: 375) }
    func storage() -> (UnsafeRawPointer?, Int, Int) {
      (
        cache.state.slots.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        cache.state.slots.capacity, cache.state.index.capacity
      )
    }
    let before = storage()
    var sum: CGFloat = 0
    for round in 0..<100 {
      for id in 0..<1000 { sum += cache.height(for: (id * 7 + round) % 1000, width: 375) ?? 0 }
    }
    let after = storage()
    #expect(before.0 == after.0 && before.1 == after.1 && before.2 == after.2)
    #expect(cache.hits == 100_000)
    #expect(sum > 0)
  }
}
