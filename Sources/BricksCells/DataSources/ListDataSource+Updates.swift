import Foundation

extension ListDataSource {
  /// Replaces every section and reloads the host (with a snapshot applied without animation
  /// when ``snapshotTarget`` is set; a model with no identity then goes to ``onError`` and
  /// nothing changes).
  public func setSections(_ newSections: [ListSection]) {
    if let target = snapshotTarget {
      do {
        try applySnapshot(newSections, to: target, animated: false)
      } catch {
        onError?(error as? CellError ?? CellError(.noIdentity, message: "\(error)"))
      }
      return
    }
    if drivesSnapshots {
      onError?(.snapshotTargetLost)
      return
    }
    sections = newSections
    host?.reloadData()
  }

  /// Applies `update` to the host in one batch, swapping in `newSections` (and `newStatus`)
  /// inside it, as UIKit requires.
  ///
  /// `update` describes the model sections only; the status section's insert, delete or reload
  /// is added here. The batch is checked first: an inconsistent one throws and changes nothing,
  /// where UIKit would crash. Heights of reloaded and reconfigured items are forgotten.
  ///
  /// With a ``snapshotTarget``, `update` is not needed: the snapshot of `newSections` (and
  /// `newStatus`) goes to the target, which computes the difference itself.
  /// - Parameters:
  ///   - update: the changes, old indexes for deletes/reloads, new ones for inserts and reconfigures.
  ///   - newSections: the model sections after the update.
  ///   - newStatus: the status after the update (default: unchanged).
  ///   - completion: called when the host's animations end.
  /// - Throws: ``CellError`` `invalidBatchUpdate`; `noIdentity` with a ``snapshotTarget``;
  ///   `diffableDataSourceLost` when the ``snapshotTarget`` is gone.
  public func apply(
    _ update: BatchUpdate, to newSections: [ListSection], status newStatus: ListStatus? = nil,
    completion: ((Bool) -> Void)? = nil
  ) throws {
    if let target = snapshotTarget {
      try applySnapshot(newSections, status: newStatus, to: target, animated: true) { completion?(true) }
      return
    }
    if drivesSnapshots { throw CellError.snapshotTargetLost }
    let nextStatus = newStatus ?? status
    var batch = update
    let oldStatusItem = statusItem(for: status, sections: sections)
    let newStatusItem = statusItem(for: nextStatus, sections: newSections)
    switch (oldStatusItem != nil, newStatusItem != nil) {
    case (true, false): batch.deletedSections.insert(sections.count)
    case (false, true): batch.insertedSections.insert(newSections.count)
    case (true, true) where nextStatus != status || type(of: oldStatusItem!) != type(of: newStatusItem!):
      batch.reloadedSections.insert(sections.count)
    default: break
    }
    try batch.validate(before: itemCounts, after: counts(newSections, status: nextStatus))
    for path in batch.reloadedItems where path[0] < sections.count {
      if let id = heightKey(of: sections[path[0]].items[path[1]]) { heightCache.invalidate(id) }
    }
    for path in batch.reconfiguredItems where path[0] < newSections.count {
      if let id = heightKey(of: newSections[path[0]].items[path[1]]) { heightCache.invalidate(id) }
    }
    for s in batch.reloadedSections where s < sections.count {
      heightCache.invalidate(sections[s].items.compactMap(heightKey))
    }
    guard let host, !batch.isEmpty else {
      sections = newSections
      status = nextStatus
      completion?(true)
      return
    }
    host.performBatchUpdate(
      batch,
      updatingData: {
        self.sections = newSections
        self.status = nextStatus
      }, completion: completion)
  }

  /// Changes the status row (loading, error, idle) in one batch, models untouched.
  /// - Throws: ``CellError`` `invalidBatchUpdate` (only if the host's counts were stale).
  public func setStatus(_ newStatus: ListStatus) throws {
    try apply(BatchUpdate(), to: sections, status: newStatus)
  }

  /// Appends `items` to `section` in one batch and returns the status to idle: what a
  /// load-more page does.
  /// - Throws: ``CellError`` `indexOutOfRange` for a missing section, `invalidBatchUpdate`.
  public func appendItems(_ items: [Any], toSection section: Int) throws {
    guard section < sections.count else {
      throw CellError(
        .indexOutOfRange,
        message:
          "cannot append to section \(section): the data source has \(sections.count) model sections; add the section with apply(_:to:) first"
      )
    }
    var next = sections
    let start = next[section].items.count
    next[section].items += items
    let inserted = (start..<start + items.count).map { IndexPath(indexes: [section, $0]) }
    try apply(BatchUpdate(insertedItems: inserted), to: next, status: .idle)
  }
}

extension CellError {
  /// A list or container whose diffable adapter is gone.
  package static let snapshotTargetLost = CellError(
    .diffableDataSourceLost,
    message:
      "the diffable adapter (snapshotTarget) is gone, so the update was not shown: the view still has no other data source, and UIKit raises on batch updates or reloadData for a view driven by a diffable data source. Keep the adapter alive as long as the view"
  )
}
