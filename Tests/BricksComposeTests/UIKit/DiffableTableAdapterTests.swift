#if canImport(UIKit) && !os(watchOS)
// Runs on Linux against the UIKit stand-in (scripts/check-uikit.sh); what reads the stand-in's
// records (`_standIn…`) is under UIKIT_STAND_IN.
import BricksCells
import BricksCompose
import Testing
import TestSupport
import UIKit

/// A row showing a unit's identifier and text.
final class DiffableRowCell: UITableViewCell, Reusable {
  var id = ""
  var text = ""
}

/// Another row class: a unit moving between the two under one identifier needs a new cell.
final class DiffableBadgeCell: UITableViewCell, Reusable {
  var id = ""
  var text = ""
}

struct DiffableRowUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  func configure(_ cell: DiffableRowCell) { (cell.id, cell.text) = (identifier, text) }
}

struct DiffableBadgeUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  func configure(_ cell: DiffableBadgeCell) { (cell.id, cell.text) = (identifier, text) }
}

/// A unit that asks for a new cell whenever its content changes.
struct DiffableFreshUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  var reloadsOnChange: Bool { true }
  func configure(_ cell: DiffableRowCell) { (cell.id, cell.text) = (identifier, text) }
}

final class DiffableTableHeader: UITableViewHeaderFooterView, Reusable {
  var title = ""
}

struct DiffableTableHeaderUnit: ComposingUnit, Equatable {
  var identifier: String { "header" }
  var title: String
  var height: LayoutDimension { .absolute(30) }
  func configure(_ view: DiffableTableHeader) { view.title = title }
}

/// A cell that claims another class's reuse identifier: the container cannot register it.
final class DiffableClashCell: UITableViewCell, Reusable {
  static var reuseIdentifier: String { DiffableRowCell.reuseIdentifier }
}

struct DiffableClashUnit: ComposingUnit, Equatable {
  var identifier: String
  func configure(_ cell: DiffableClashCell) {}
}

@Suite("Compose driving a UITableViewDiffableDataSource") @MainActor
struct DiffableTableAdapterTests {
  init() {
    #if UIKIT_STAND_IN
    _StandInViewFactory.register(DiffableRowCell.self) { DiffableRowCell(style: .default, reuseIdentifier: $0) }
    _StandInViewFactory.register(DiffableBadgeCell.self) { DiffableBadgeCell(style: .default, reuseIdentifier: $0) }
    _StandInViewFactory.register(DiffableTableHeader.self) { DiffableTableHeader(reuseIdentifier: $0) }
    #endif
  }

  func make() -> (UITableView, ComposingContainer, ComposingDiffableTableAdapter) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
    let container = ComposingContainer(host: table)
    let adapter = ComposingDiffableTableAdapter(container: container, tableView: table)
    return (table, container, adapter)
  }

  func sections(_ state: PlainState) -> [UnitSection] {
    state.map { section in
      UnitSection(
        id: section.section,
        units: section.units.map {
          $0.cell == 0
            ? AnyUnit(DiffableRowUnit(identifier: $0.id, text: $0.text))
            : AnyUnit(DiffableBadgeUnit(identifier: $0.id, text: $0.text))
        })
    }
  }

  @Test("the adapter is the container's snapshot target; its delegate serves the table")
  func wiring() {
    let (table, container, adapter) = make()
    #expect(container.snapshotTarget === adapter)
    #expect(table.dataSource === adapter.dataSource)
    #expect(table.delegate === adapter.delegate)
    #expect(table.prefetchDataSource === adapter.delegate)
  }

  #if UIKIT_STAND_IN
  /// The row at `path` as UIKit shows it: (identifier, text, cell class 0 or 1).
  func row(_ table: UITableView, _ path: IndexPath) -> StateUnit? {
    switch table.cellForRow(at: path) {
    case let cell as DiffableRowCell: StateUnit(id: cell.id, text: cell.text, cell: 0)
    case let cell as DiffableBadgeCell: StateUnit(id: cell.id, text: cell.text, cell: 1)
    default: nil
    }
  }

  @Test("the table shows the container's state after random sequences of states (600 runs of 3 updates)")
  func tableEqualsState() throws {
    var rng = SeededGenerator(seed: 0x7AB1_ED1F)
    var kinds: [SnapshotEdit: Int] = [:]
    var nextID = 0
    var tally = SnapshotTally()
    var (stayed, animatedApplies) = (0, 0)
    for _ in 0..<600 {
      let (table, container, adapter) = make()
      var state = SnapshotStates.deduplicated(SnapshotStates.random(&rng, nextID: &nextID))
      container.setSections(sections(state), animated: false)
      for _ in 0..<3 {
        let (next, edits) = SnapshotStates.edit(state, &rng, nextID: &nextID)
        for kind in edits { kinds[kind, default: 0] += 1 }
        // Each staying identifier's snapshot number before the update, to check it keeps it.
        var numbers: [StateKey: Int] = [:]
        table._standInLayout()
        for s in 0..<table.numberOfSections {
          for r in 0..<table.numberOfRows(inSection: s) {
            let path = IndexPath(row: r, section: s)
            if let key = row(table, path)?.key { numbers[key] = adapter.dataSource.itemIdentifier(for: path) }
          }
        }
        let animated = Bool.random(using: &rng)
        var completed = 0
        container.setSections(sections(next), animated: animated) { _ in completed += 1 }
        #expect(completed == 0)  // UIKit calls the completion when the animations end, not inside apply
        table._standInFinishAnimations()
        #expect(completed == 1)
        let oracle = SnapshotStates.expected(old: state, new: next)
        let shown = SnapshotStates.deduplicated(next)
        let applied = try #require(adapter.dataSource._standInApplied.last)
        #expect(applied.animated == animated)
        if animated { animatedApplies += 1 }

        // The rows UIKit shows are the deduplicated state, in order, with the newest content.
        table._standInLayout()
        #expect(table.numberOfSections == shown.count)
        for (s, section) in shown.enumerated() {
          #expect(table.numberOfRows(inSection: s) == section.units.count)
          for (r, unit) in section.units.enumerated() {
            #expect(row(table, IndexPath(row: r, section: s)) == unit)
          }
        }
        // Duplicates never reach the snapshot; staying items keep their identifiers.
        let snapshot = adapter.dataSource.snapshot()
        let items = snapshot._standInSections.flatMap { snapshot._standInItems(in: $0) }
        #expect(Set(items).count == items.count)
        #expect(Set(snapshot._standInSections).count == snapshot._standInSections.count)
        for (s, section) in shown.enumerated() {
          for (r, unit) in section.units.enumerated() {
            guard let before = numbers[unit.key] else { continue }
            #expect(adapter.dataSource.itemIdentifier(for: IndexPath(row: r, section: s)) == before)
            stayed += 1
          }
        }
        // Content changes are reconfigured, cell-class changes reloaded, as the oracle says.
        let ids = { SnapshotStates.identifiers($0, in: shown, indexPath: adapter.dataSource.indexPath(for:)) }
        #expect(ids(applied.snapshot._standInReconfigured) == oracle.reconfigured)
        #expect(ids(applied.snapshot._standInReloaded) == oracle.reloaded)
        tally.count(oracle)
        state = shown
      }
      #expect(table._standInDequeuesPerRequest.allSatisfy { $0 == 1 })
      #expect(table._standInFailures.isEmpty)
      #expect(!table._standInOperations.contains { $0.hasPrefix("reloadRows") || $0.hasPrefix("insertRows") })
    }
    for kind in SnapshotEdit.allCases {
      #expect(kinds[kind, default: 0] > 0, "the generator never produced \(kind)")
    }
    #expect(tally.sawEveryKind && stayed > 0 && animatedApplies > 0)
  }

  @Test("a content-only change reconfigures the row, never reloads it; the cell is configured again")
  func contentOnlyChangeReconfigures() throws {
    let (table, container, adapter) = make()
    container.update(animated: false) {
      DiffableRowUnit(identifier: "a", text: "1"); DiffableRowUnit(identifier: "b", text: "1")
    }
    let result = container.update {
      DiffableRowUnit(identifier: "a", text: "2"); DiffableRowUnit(identifier: "b", text: "1")
    }
    #expect(result == .snapshot(items: 2, reconfigured: 1))
    let applied = try #require(adapter.dataSource._standInApplied.last)
    #expect(
      applied.snapshot._standInReconfigured == [adapter.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))])
    #expect(applied.snapshot._standInReloaded.isEmpty)
    #expect(applied.animated)
    table._standInLayout()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DiffableRowCell)?.text == "2")
    #expect(!table._standInOperations.contains { $0.hasPrefix("reloadRows") })
  }

  @Test("a unit that asks for reloadsOnChange is reloaded; one of another type (cell class) is another item")
  func reloadWhenTheCellMustChange() throws {
    let (_, container, adapter) = make()
    container.update(animated: false) {
      DiffableRowUnit(identifier: "a", text: "1"); DiffableFreshUnit(identifier: "b", text: "1")
    }
    let a = adapter.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
    let b = adapter.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0))
    container.update {
      DiffableBadgeUnit(identifier: "a", text: "1"); DiffableFreshUnit(identifier: "b", text: "2")
    }
    let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(applied._standInReloaded == [b!])
    #expect(applied._standInReconfigured.isEmpty)
    #expect(adapter.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) != a)
  }

  @Test("duplicates never reach the snapshot: the container's duplicate policy drops them first and reports it")
  func duplicatesDropped() throws {
    let (table, container, adapter) = make()
    container.duplicatePolicy = .reload  // whatever the policy, a diffable data source keeps the first
    container.updateSections(animated: false) {
      UnitSection(id: "s") {
        DiffableRowUnit(identifier: "a", text: "1"); DiffableRowUnit(identifier: "a", text: "dup")
      }
      UnitSection(id: "s") { DiffableRowUnit(identifier: "b", text: "1") }
    }
    let snapshot = adapter.dataSource.snapshot()
    #expect(snapshot._standInSections.count == 1)
    #expect(snapshot._standInItems(in: snapshot._standInSections[0]).count == 1)
    #expect(container.diagnostics.last?.reason == .duplicatesDropped)
    table._standInLayout()
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DiffableRowCell)?.text == "1")
  }

  @Test("a header unit is the delegate's header view; a changed header reloads its section")
  func headerThroughDelegate() throws {
    let (table, container, adapter) = make()
    container.updateSections(animated: false) {
      UnitSection(id: "news", header: DiffableTableHeaderUnit(title: "News")) {
        DiffableRowUnit(identifier: "a", text: "1")
      }
    }
    table._standInLayout()
    #expect((table._standInHeaderViews[0] as? DiffableTableHeader)?.title == "News")
    #expect(table.delegate?.tableView(table, heightForHeaderInSection: 0) == 30)
    container.updateSections {
      UnitSection(id: "news", header: DiffableTableHeaderUnit(title: "Sport")) {
        DiffableRowUnit(identifier: "a", text: "1")
      }
    }
    let applied = try #require(adapter.dataSource._standInApplied.last?.snapshot)
    #expect(applied._standInReloadedSections == applied._standInSections)
    table._standInLayout()
    #expect((table._standInHeaderViews[0] as? DiffableTableHeader)?.title == "Sport")
    #expect(table._standInHeaderTitles.isEmpty)
  }

  @Test("rows are inserted and deleted with the adapter's defaultRowAnimation")
  func rowAnimation() throws {
    let (_, container, adapter) = make()
    #expect(adapter.defaultRowAnimation == .automatic)
    adapter.defaultRowAnimation = .fade
    container.update { DiffableRowUnit(identifier: "a", text: "1") }
    #expect(adapter.dataSource._standInApplied.last?.rowAnimation == .fade)
    #expect(adapter.dataSource.defaultRowAnimation == .fade)
  }

  @Test("a unit whose cell cannot be made shows one blank cell, dequeued once, and is reported")
  func cellThatCannotBeMade() {
    let (table, container, adapter) = make()
    defer { withExtendedLifetime(adapter) {} }  // the table holds its data source weakly
    var errors: [String] = []
    container.onError = { errors.append("\($0)") }
    container.update(animated: false) {
      DiffableRowUnit(identifier: "a", text: "1"); DiffableClashUnit(identifier: "b")
    }
    table._standInLayout()
    #expect(errors.count == 1)
    #expect(errors.first?.contains(DiffableRowCell.reuseIdentifier) == true)
    #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DiffableRowCell)?.id == "a")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)).map { !($0 is DiffableClashCell) } == true)
    #expect(table._standInDequeuesPerRequest == [1, 1])
    #expect(table._standInFailures.isEmpty)
  }
  #endif
}
#endif
