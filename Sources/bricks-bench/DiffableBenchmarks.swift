import Bricks
import Foundation

// Diffable snapshots beside the batch-update path, on a host that does no UIKit work: what
// Bricks adds before UIKit's own diff (building SnapshotContent, numbering identifiers) against
// what the batch path adds (the changeset). UIKit's apply is not measured here (no UIKit).

private final class DiffableBenchCell: HostInstantiable {
  init() {}
}

private struct DiffableBenchUnit: ComposingUnit, Equatable {
  var identifier: Int
  var version: Int
  func configure(_ cell: DiffableBenchCell) {}
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

/// Numbers every content as the UIKit glue does, and keeps the result.
@MainActor
private final class NumberingTarget: SnapshotApplying {
  var identifiers = SnapshotIdentifiers()
  var last: SnapshotIdentifiers.Numbered?
  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    last = identifiers.number(content)
    completion?()
  }
}

/// 10 sections; the new state deletes 5%, inserts 5%, changes the content of 10%, moves 1%.
private func states(count: Int) -> (old: [UnitSection], new: [UnitSection]) {
  var rng = SystemRandomNumberGenerator()
  let perSection = count / 10
  var old: [[DiffableBenchUnit]] = (0..<10).map { s in
    (0..<perSection).map { DiffableBenchUnit(identifier: s * perSection + $0, version: 0) }
  }
  var new = old
  var next = count
  for s in 0..<10 {
    new[s].removeAll { $0.identifier % 20 == 3 }
    for i in new[s].indices where new[s][i].identifier % 10 == 7 { new[s][i].version = 1 }
    for k in 0..<(perSection / 20) {
      new[s].insert(DiffableBenchUnit(identifier: next, version: 0), at: (k * 19) % max(1, new[s].count)); next += 1
    }
  }
  for _ in 0..<(count / 100) {
    let s = Int.random(in: 0..<10, using: &rng), t = Int.random(in: 0..<10, using: &rng)
    guard !new[s].isEmpty else { continue }
    let unit = new[s].remove(at: Int.random(in: 0..<new[s].count, using: &rng))
    new[t].insert(unit, at: Int.random(in: 0...new[t].count, using: &rng))
  }
  old = old.map { $0 }
  func sections(_ units: [[DiffableBenchUnit]]) -> [UnitSection] {
    units.enumerated().map { UnitSection(id: $0.offset, units: $0.element.map { AnyUnit($0) }) }
  }
  return (sections(old), sections(new))
}

func runDiffableBenchmarks() throws {
  try MainActor.assumeIsolated { try runDiffableBenchmarksOnMain() }
}

@MainActor
private func runDiffableBenchmarksOnMain() throws {
  for count in [10_000, 100_000] {
    let (old, new) = states(count: count)
    let rounds = count >= 100_000 ? min(Bench.rounds, 7) : Bench.rounds
    let batch = ComposingContainer(host: NullHost())
    batch.reloadThreshold = .max
    let diffable = ComposingContainer(host: NullHost())
    let target = NumberingTarget()
    diffable.snapshotTarget = target
    let content = ComposingContainer(host: NullHost())
    content.setSections(old, animated: false)
    var flip = false
    let timings = try Bench.measure(
      [
        Contender(name: "batch update (changeset), old→new") {
          batch.setSections(old, animated: false)
          blackHole(batch.setSections(new))
        },
        Contender(name: "diffable (content + numbering), old→new") {
          diffable.setSections(old, animated: false)
          blackHole(diffable.setSections(new))
        },
        Contender(name: "snapshot content only") {
          flip.toggle()
          blackHole(content.snapshotContent(for: flip ? new : old))
        },
      ], rounds: rounds)
    Bench.report(
      "diffable vs batch, \(count) units in 10 sections (5% deleted, 5% inserted, 10% changed, 1% moved); each round also shows the old state first",
      bytes: nil, timings)
    for t in timings { print("    \(t.name): \(Bench.format(t.median * 1e9 / Double(count), 1)) ns/unit (median)") }

    // The reconfigure decision: one content comparison per unit whose identifier stays.
    let oldUnits = old.flatMap(\.units), newUnits = new.flatMap(\.units)
    var byID: [AnyHashable: AnyUnit] = [:]
    for unit in oldUnits { byID[unit.identifier] = unit }
    let decision = try Bench.measure(
      [
        Contender(name: "reconfigure decision (lookup + isContentEqual)") {
          var changed = 0
          for unit in newUnits {
            if let before = byID[unit.identifier], !before.isContentEqual(to: unit) { changed += 1 }
          }
          blackHole(changed)
        }
      ], rounds: rounds)
    print(
      "    reconfigure-vs-keep decision: \(Bench.format(decision[0].median * 1e9 / Double(newUnits.count), 1)) ns/element (median); reload is never chosen for a content change in the diffable path (the changeset's own reconfigure/reload split is the changeset engineer's and is not measured here)"
    )
  }
}
