import Bricks
import Foundation
import TestSupport

// One update of a list of n units in 10 sections (5% deleted, 5% inserted, 10% changed, 1% moved),
// in both engines (`ComposingContainer`, `ListDataSource`) and both modes (batch update, diffable
// snapshot), on a host that does no UIKit work: what Bricks adds before UIKit's own work. The
// diffable figures include numbering the snapshot and recording each item's value, as the
// diffable adapters do. The bare `Changeset` over the same identifiers (plain `Int`s) is the
// floor. Each round is one update, alternately old→new and new→old.

private final class DiffableBenchCell: HostInstantiable {
  init() {}
}

private struct DiffableBenchUnit: ComposingUnit, Equatable {
  var identifier: Int
  var version: Int
  func configure(_ cell: DiffableBenchCell) {}
}

/// What a `ListDataSource` shows: an identifiable model with a content version.
private struct DiffableBenchModel: Identifiable, Hashable {
  var id: Int
  var version: Int
}

@MainActor
private final class NullHost: CellHost {
  let hostKind = CellHostKind.collection
  let containerSize = CGSize(width: 375, height: 667)
  func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {}
  func registerSupplementaryView(_ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String) {}
  func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject { DiffableBenchCell() }
  func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath) throws
    -> AnyObject
  { DiffableBenchCell() }
  func reloadData() {}
  func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) {
    updatingData()
  }
}

/// Numbers every content and records each item's unit, as the Compose diffable adapters do.
@MainActor
private final class UnitNumberingTarget: SnapshotApplying {
  weak var container: ComposingContainer?
  var units = SnapshotItems<AnyUnit>()
  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    guard let shown = container?.sections else { return }
    blackHole(units.number(content) { s, i, _ in shown[s].units[i] })
    completion?()
  }
}

/// Numbers every content and records each item's model, as the list diffable adapters do.
@MainActor
private final class ModelNumberingTarget: SnapshotApplying {
  weak var list: ListDataSource?
  var items = SnapshotItems<Any>()
  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    guard let list else { return }
    blackHole(items.number(content) { s, i, _ in list.snapshotItem(section: s, index: i) })
    completion?()
  }
}

/// Identifiers and versions, per section, of the old and new states.
private func states(count: Int) -> (old: [[(Int, Int)]], new: [[(Int, Int)]]) {
  var rng = SeededGenerator(seed: UInt64(count))
  let perSection = count / 10
  let old: [[(Int, Int)]] = (0..<10).map { s in (0..<perSection).map { (s * perSection + $0, 0) } }
  var new = old
  var next = count
  for s in 0..<10 {
    new[s].removeAll { $0.0 % 20 == 3 }
    for i in new[s].indices where new[s][i].0 % 10 == 7 { new[s][i].1 = 1 }
    for k in 0..<(perSection / 20) {
      new[s].insert((next, 0), at: (k * 19) % max(1, new[s].count))
      next += 1
    }
  }
  for _ in 0..<(count / 100) {
    let s = Int.random(in: 0..<10, using: &rng), t = Int.random(in: 0..<10, using: &rng)
    guard !new[s].isEmpty else { continue }
    let element = new[s].remove(at: Int.random(in: 0..<new[s].count, using: &rng))
    new[t].insert(element, at: Int.random(in: 0...new[t].count, using: &rng))
  }
  return (old, new)
}

func runDiffableBenchmarks() throws {
  try MainActor.assumeIsolated { try runDiffableBenchmarksOnMain() }
}

@MainActor
private func runDiffableBenchmarksOnMain() throws {
  var growth: [String: [(Int, Double)]] = [:]
  var names: [String] = []
  // BRICKS_BENCH_UNITS=10000 measures one size only (for profiles).
  let only = Int(ProcessInfo.processInfo.environment["BRICKS_BENCH_UNITS"] ?? "")
  for count in only.map({ [$0] }) ?? [1_000, 10_000, 100_000] {
    let (old, new) = states(count: count)
    let rounds = count >= 100_000 ? min(Bench.rounds, 7) : Bench.rounds
    func unitSections(_ state: [[(Int, Int)]]) -> [UnitSection] {
      state.enumerated().map { s, units in
        UnitSection(id: s, units: units.map { AnyUnit(DiffableBenchUnit(identifier: $0.0, version: $0.1)) })
      }
    }
    func listSections(_ state: [[(Int, Int)]]) -> [ListSection] {
      state.enumerated().map { s, models in
        ListSection(id: s, items: models.map { DiffableBenchModel(id: $0.0, version: $0.1) })
      }
    }
    func changesetSections(_ state: [[(Int, Int)]]) -> [ChangesetSection<Int, DiffableBenchModel>] {
      state.enumerated().map { s, models in
        ChangesetSection(id: s, elements: models.map { DiffableBenchModel(id: $0.0, version: $0.1) })
      }
    }
    let (oldUnits, newUnits) = (unitSections(old), unitSections(new))
    let (oldModels, newModels) = (listSections(old), listSections(new))
    let (oldPlain, newPlain) = (changesetSections(old), changesetSections(new))
    let forward = Changeset(fromSections: oldPlain, toSections: newPlain).batchUpdate
    let backward = Changeset(fromSections: newPlain, toSections: oldPlain).batchUpdate

    let batch = ComposingContainer(host: NullHost())
    batch.reloadThreshold = .max
    batch.setSections(oldUnits, animated: false)
    let diffable = ComposingContainer(host: NullHost())
    let unitTarget = UnitNumberingTarget()
    unitTarget.container = diffable
    diffable.snapshotTarget = unitTarget
    diffable.setSections(oldUnits, animated: false)
    let listBatch = ListDataSource(registry: CellRegistry(), sections: oldModels)
    listBatch.attach(to: NullHost())
    let listDiffable = ListDataSource(registry: CellRegistry())
    let modelTarget = ModelNumberingTarget()
    modelTarget.list = listDiffable
    listDiffable.snapshotTarget = modelTarget
    listDiffable.setSections(oldModels)

    var flips = [false, false, false, false, false]
    func flip(_ k: Int) -> Bool {
      flips[k].toggle()
      return flips[k]
    }
    var contenders = [
      Contender(name: "Changeset (bare, Int identifiers)") {
        blackHole(
          flip(0)
            ? Changeset(fromSections: oldPlain, toSections: newPlain)
            : Changeset(fromSections: newPlain, toSections: oldPlain))
      },
      Contender(name: "Compose container, batch") { blackHole(batch.setSections(flip(1) ? newUnits : oldUnits)) },
      Contender(name: "Compose container, diffable") {
        blackHole(diffable.setSections(flip(2) ? newUnits : oldUnits))
      },
      Contender(name: "ListDataSource, batch") {
        let f = flip(3)
        try listBatch.apply(f ? forward : backward, to: f ? newModels : oldModels)
      },
      Contender(name: "ListDataSource, diffable") { listDiffable.setSections(flip(4) ? newModels : oldModels) },
    ]
    // BRICKS_BENCH_ONLY=diffable measures only the contenders whose name contains it (for profiles).
    if let only = ProcessInfo.processInfo.environment["BRICKS_BENCH_ONLY"] {
      contenders.removeAll { !$0.name.contains(only) }
    }
    let timings = try Bench.measure(contenders, rounds: rounds)
    Bench.report(
      "one update of \(count) units in 10 sections (5% deleted, 5% inserted, 10% changed, 1% moved)", bytes: nil,
      timings)
    for (t, contender) in zip(timings, contenders) {
      // Thread CPU time, best of an even number of rounds (both directions): what other processes
      // on this shared machine take does not count.
      let cpu = bestCPUTime(rounds: 2 * max(1, rounds / 2)) { try? contender.run() } / Double(count)
      if growth[t.name] == nil { names.append(t.name) }
      growth[t.name, default: []].append((count, cpu))
      print(
        "    \(t.name): \(Bench.format(t.median * 1e9 / Double(count), 1)) ns/unit wall (median), \(Bench.format(cpu, 1)) ns/unit CPU (best)"
      )
    }
  }
  print("  per-unit CPU cost at 1k / 10k / 100k units (best ns; flat means linear):")
  for name in names {
    let figures = growth[name, default: []].map { Bench.format($0.1, 1) }.joined(separator: " / ")
    print("    \(name): \(figures)")
  }
}
