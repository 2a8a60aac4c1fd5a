import BricksCompose
import Foundation
import TestSupport

// Compose: the changeset against the standard library's `difference(from:).inferringMoves()`,
// on DifferenceKit's published scenarios (5,000 elements with 1,000 deleted, 1,000 inserted and
// 200 shuffled; 100,000 with 10,000 / 10,000 / 2,000) and 1,000,000 with the same proportions.

/// The seeded generator, so every run diffs the same data.
extension SeededGenerator {
  fileprivate mutating func uuid() -> UUID {
    let a = next(), b = next()
    return withUnsafeBytes(of: (a, b)) { UUID(uuid: $0.load(as: uuid_t.self)) }
  }
}

/// Old and new lists of `count` UUIDs: `deleted` removed and `inserted` added at random
/// positions, then `shuffled` of the survivors permuted among their own positions.
private func scenario(count: Int, deleted: Int, inserted: Int, shuffled: Int, seed: UInt64) -> (
  old: [UUID], new: [UUID]
) {
  var rng = SeededGenerator(seed: seed)
  let old = (0..<count).map { _ in rng.uuid() }
  var keep = [Bool](repeating: true, count: count)
  var removed = 0
  while removed < deleted {
    let k = Int.random(in: 0..<count, using: &rng)
    if keep[k] { keep[k] = false; removed += 1 }
  }
  var new: [UUID] = []
  new.reserveCapacity(count - deleted + inserted)
  for k in 0..<count where keep[k] { new.append(old[k]) }
  var positions = Set<Int>()
  while positions.count < shuffled { positions.insert(Int.random(in: 0..<new.count, using: &rng)) }
  let chosen = positions.sorted()
  let permuted = chosen.map { new[$0] }.shuffled(using: &rng)
  for (slot, value) in zip(chosen, permuted) { new[slot] = value }
  // Insert in one pass: pick insertion slots, then merge.
  var slots = (0..<inserted).map { _ in Int.random(in: 0...new.count, using: &rng) }
  slots.sort()
  var merged: [UUID] = []
  merged.reserveCapacity(new.count + inserted)
  var s = 0
  for k in 0...new.count {
    while s < slots.count && slots[s] == k { merged.append(rng.uuid()); s += 1 }
    if k < new.count { merged.append(new[k]) }
  }
  return (old, merged)
}

/// Thread CPU time in nanoseconds: unlike wall time, it does not count time other processes on
/// this shared machine take from us (their cache pollution still shows).
func cpuNow() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// The best thread-CPU time of `rounds` runs, in nanoseconds.
func bestCPUTime(rounds: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<max(1, rounds) {
    let t0 = cpuNow()
    body()
    best = min(best, Double(cpuNow() - t0))
  }
  return best
}

func runComposeBenchmarks() throws {
  let stdlibLimit = Int(ProcessInfo.processInfo.environment["BRICKS_BENCH_STDLIB_MAX"] ?? "") ?? 100_000
  let cases: [(count: Int, deleted: Int, inserted: Int, shuffled: Int)] = [
    (5_000, 1_000, 1_000, 200),
    (100_000, 10_000, 10_000, 2_000),
    (1_000_000, 100_000, 100_000, 20_000),
  ]
  var perElement: [(Int, Double)] = []
  for (n, c) in cases.enumerated() {
    let (old, new) = scenario(
      count: c.count, deleted: c.deleted, inserted: c.inserted, shuffled: c.shuffled, seed: UInt64(n + 1))
    let title = "changeset, \(c.count) elements: \(c.deleted) deleted, \(c.inserted) inserted, \(c.shuffled) shuffled"
    let bricksRounds = c.count >= 1_000_000 ? min(Bench.rounds, 7) : Bench.rounds
    var timings = try Bench.measure(
      [
        Contender(name: "Bricks Changeset") { blackHole(Changeset(from: old, to: new, identifiedBy: { $0 })) }
      ], rounds: bricksRounds)
    let check = Changeset(from: old, to: new, identifiedBy: { $0 })
    if c.count <= stdlibLimit {
      // The standard library's Myers diff is O((n + m) * d): a few rounds are all it can afford.
      let stdlibRounds = c.count >= 100_000 ? 1 : min(Bench.rounds, 5)
      timings += try Bench.measure(
        [
          Contender(name: "stdlib difference+inferringMoves") { blackHole(new.difference(from: old).inferringMoves()) }
        ], rounds: stdlibRounds)
    }
    Bench.report(title, bytes: nil, timings)
    let ns = timings[0].median * 1e9 / Double(c.count)
    let cpu =
      bestCPUTime(rounds: bricksRounds) { blackHole(Changeset(from: old, to: new, identifiedBy: { $0 })) }
      / Double(c.count)
    perElement.append((c.count, cpu))
    var line =
      "    Bricks: \(Bench.format(ns, 1)) ns/element wall (median), \(Bench.format(cpu, 1)) ns/element CPU (best); \(check.batchUpdate.deletedItems.count) deletes, \(check.batchUpdate.insertedItems.count) inserts, \(check.batchUpdate.movedItems.count) moves"
    if timings.count > 1 {
      line += "; stdlib: \(Bench.format(timings[1].median * 1e9 / Double(c.count), 0)) ns/element"
    }
    if c.count > stdlibLimit {
      line +=
        "; stdlib skipped above \(stdlibLimit) elements (O(n·d): hours at this size; BRICKS_BENCH_STDLIB_MAX raises the limit)"
    }
    print(line)
  }
  let growth = perElement.map { "\($0.0): \(Bench.format($0.1, 1)) ns" }.joined(separator: ", ")
  print("  growth (CPU ns/element, best; flat means linear): \(growth)")
  try runUnchangedBenchmarks()
}

/// Nothing changed: the whole list, and one section among changed ones. Bricks compares
/// identifiers and contents in one pass (plus one set of identifiers for the duplicate check);
/// the standard library's Myers diff follows one diagonal. Both in the same interleaved run.
private func runUnchangedBenchmarks() throws {
  var rng = SeededGenerator(seed: 42)
  let list = (0..<10_000).map { _ in rng.uuid() }
  let copy = list.map { $0 }
  var timings = try Bench.measure([
    Contender(name: "Bricks Changeset") { blackHole(Changeset(from: list, to: copy, identifiedBy: { $0 })) },
    Contender(name: "stdlib difference(from:)") { blackHole(copy.difference(from: list)) },
  ])
  Bench.report("changeset, 10000 elements unchanged", bytes: nil, timings)
  precondition(Changeset(from: list, to: copy, identifiedBy: { $0 }).isEmpty)

  // Ten sections of 1,000; the first nine change (a delete and an insert each), the last does not.
  let (old, new) = scenario(count: 9_000, deleted: 90, inserted: 90, shuffled: 0, seed: 7)
  func sections(_ changed: [UUID]) -> [ChangesetSection<Int, UUID>] {
    var result = stride(from: 0, to: changed.count, by: 1_000).map {
      ChangesetSection(id: $0 / 1_000, elements: Array(changed[$0..<min($0 + 1_000, changed.count)]))
    }
    result.append(ChangesetSection(id: 99, elements: list.prefix(1_000).map { $0 }))
    return result
  }
  let oldSections = sections(old), newSections = sections(new)
  timings = try Bench.measure([
    Contender(name: "Bricks Changeset (sections)") {
      blackHole(Changeset(fromSections: oldSections, toSections: newSections, identifiedBy: { $0 }, isContentEqual: ==))
    },
    Contender(name: "stdlib difference(from:) (flat)") {
      blackHole(newSections.flatMap(\.elements).difference(from: oldSections.flatMap(\.elements)))
    },
  ])
  Bench.report("changeset, 9 changed sections of ~1000 + 1 unchanged section of 1000", bytes: nil, timings)
}
