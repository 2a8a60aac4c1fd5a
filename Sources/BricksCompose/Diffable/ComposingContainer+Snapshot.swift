import BricksCells
import Foundation

extension ComposingContainer {
  /// The snapshot content of `newSections` relative to what the container shows: duplicates of
  /// section and unit identifiers left out (the first of each is kept, as
  /// ``DuplicatePolicy/keepFirst`` does, whatever ``duplicatePolicy`` says: a diffable data
  /// source cannot show duplicates), units whose identifier is shown now with other content listed
  /// to reconfigure (or to reload, when ``AnyUnit/needsReload(becoming:)``: `reloadsOnChange` or
  /// another cell class), and sections whose header or footer changed listed to reload.
  ///
  /// - Complexity: O(n + m) expected, n units shown and m units in `newSections`.
  public func snapshotContent(for newSections: [UnitSection]) -> SnapshotContent {
    let shown = sections
    var content = SnapshotContent(
      sectionIdentifiers: newSections.map(\.id), items: newSections.map { $0.units.map(\.identifier) },
      shownItems: shown.map { $0.units.map(\.identifier) }, table: &snapshotTable,
      change: { os, oi, s, i in
        let before = shown[os].units[oi], after = newSections[s].units[i]
        if before.isContentEqual(to: after) { return .unchanged }
        return before.needsReload(becoming: after) ? .reload : .reconfigure
      })
    var oldSections: [AnyHashable: Int] = [:]
    for (s, section) in shown.enumerated() where oldSections[section.id] == nil { oldSections[section.id] = s }
    var seen = Set<AnyHashable>()
    for section in newSections where seen.insert(section.id).inserted {
      if let before = oldSections[section.id], !shown[before].hasSameSupplementaries(as: section) {
        content.reloadedSectionIdentifiers.append(section.id)
      }
    }
    return content
  }

  /// Shows `newSections` through ``snapshotTarget``: the container's sections become the new
  /// state without duplicates (reported as ``ComposeDiagnostic/Reason/duplicatesDropped``), and
  /// the target receives the matching ``SnapshotContent``.
  func applySnapshot(
    _ newSections: [UnitSection], to target: any SnapshotApplying, animated: Bool,
    completion: ((Bool) -> Void)?
  ) -> UpdateResult {
    let content = snapshotContent(for: newSections)
    var kept = newSections
    if content.hasDroppedIdentifiers {
      let (withoutDuplicates, dropped) = DuplicatePolicy.keepingFirst(newSections)
      kept = withoutDuplicates
      diagnoseDropped(
        dropped, "before building the diffable snapshot", "a diffable data source raises on duplicate identifiers")
    }
    sections = kept
    target.apply(content, animated: animated) { completion?(true) }
    return .snapshot(items: content.itemCount, reconfigured: content.reconfiguredItemIdentifiers.count)
  }
}

extension ComposingContainer {
  /// The first unit with `identifier` (its type and identifier) in the shown sections, or `nil`.
  /// - Complexity: O(n); diffable glue keeps its own index by snapshot number.
  public func unit(withIdentifier identifier: ItemIdentifier) -> AnyUnit? {
    for section in sections {
      if let unit = section.units.first(where: { $0.identifier == identifier }) { return unit }
    }
    return nil
  }
}

extension ComposingContainer {
  /// The cell of snapshot item `number` for one display request of a diffable data source's
  /// cell provider (see ``displayCell(at:)``): `unit` is what the adapter's ``SnapshotItems``
  /// holds for the number, `nil` when it has none (an item of a snapshot older than the last two).
  func displayCell(forSnapshotItem number: Int, unit: AnyUnit?, at indexPath: IndexPath) -> (
    view: AnyObject?, error: (any Error)?
  ) {
    guard let unit else {
      return (
        nil,
        CellError(
          .indexOutOfRange,
          message:
            "no unit for snapshot item \(number) at \(Array(indexPath)); it was applied more than two snapshots ago. Apply snapshots on the main actor, one at a time"
        )
      )
    }
    return displayCell(for: unit, at: indexPath)
  }
}
