import BricksCells
import Foundation

/// What UIKit's data source and delegate ask, answered from the container's sections. The UIKit
/// adapters forward to these; tests call them directly.
extension ComposingContainer {
  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of units in `section` (0 for a section that does not exist).
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].units.count : 0
  }

  /// The unit at `indexPath` (`[section, item]`), or `nil` when out of range.
  public func unit(at indexPath: IndexPath) -> AnyUnit? {
    guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
    let units = sections[indexPath[0]].units
    return units.indices.contains(indexPath[1]) ? units[indexPath[1]] : nil
  }

  /// Dequeues the cell of the unit at `indexPath` and configures it, registering the unit's cell
  /// on the host first if needed.
  ///
  /// - Throws: ``CellError``: `indexOutOfRange` when there is no unit at `indexPath`,
  ///   `duplicateIdentifier` when another unit's cell class took the unit's reuse identifier,
  ///   `wrongCellType` when the host hands back a cell of another class; whatever the host throws.
  public func cell(at indexPath: IndexPath) throws -> AnyObject {
    let (cell, error) = displayCell(at: indexPath)
    if let error { throw error }
    return cell!
  }

  /// The cell of the unit at `indexPath` for one display request, dequeued at most once.
  ///
  /// iOS 18 raises when `collectionView(_:cellForItemAt:)` dequeues twice or returns a view it
  /// did not dequeue for the request, so a failure after the dequeue hands that view back.
  /// - Returns: the configured cell and no error; or the error and the cell the host dequeued,
  ///   unconfigured (return it as it is); or the error and `nil` when nothing was dequeued
  ///   (no unit at `indexPath`, the host threw): then dequeue a blank cell.
  public func displayCell(at indexPath: IndexPath) -> (view: AnyObject?, error: (any Error)?) {
    guard let unit = unit(at: indexPath) else {
      return (
        nil,
        CellError(
          .indexOutOfRange,
          message:
            "no unit at \(Array(indexPath)); the container has \(sections.map(\.units.count)) units per section. Ask only for index paths within numberOfItems(inSection:)"
        )
      )
    }
    return displayCell(for: unit, at: indexPath)
  }

  /// The cell of `unit` for one display request at `indexPath`, dequeued at most once (see
  /// ``displayCell(at:)``); what a diffable data source's cell provider calls.
  public func displayCell(for unit: AnyUnit, at indexPath: IndexPath) -> (view: AnyObject?, error: (any Error)?) {
    let identifier = unit.reuseIdentifier
    let registration = { unit.registration(nibBundle: self.nibBundle) }
    if let other = registrations.register(
      unit.cellType, reuseIdentifier: identifier, on: host, registration: registration)
    {
      return (nil, CellError.duplicateIdentifier(identifier, existing: other, new: unit.cellType))
    }
    let cell: AnyObject
    do { cell = try host.dequeueCell(reuseIdentifier: identifier, for: indexPath) } catch { return (nil, error) }
    guard unit.configure(cell) else {
      return (cell, CellError.wrongCellType(identifier: identifier, expected: unit.cellType, got: cell))
    }
    return (cell, nil)
  }

  /// The context units at `section` resolve their dimensions in.
  public func dimensionContext(forSection section: Int) -> DimensionContext {
    let sectionInsets = sections.indices.contains(section) ? sections[section].insets : nil
    return DimensionContext(
      containerSize: host.containerSize, insets: sectionInsets ?? insets,
      columns: layout.columns, spacing: spacing, scale: scale)
  }

  /// The size of the unit at `indexPath`, or `nil` when a side is automatic (self-sizing) or
  /// there is no unit.
  public func size(at indexPath: IndexPath) -> CGSize? {
    guard let unit = unit(at: indexPath) else { return nil }
    return DimensionSize(width: unit.width, height: unit.height).resolve(in: dimensionContext(forSection: indexPath[0]))
  }

  /// The size to assume before the cell measures itself: resolved sides as they are, automatic
  /// ones at their estimate.
  public func estimatedSize(at indexPath: IndexPath) -> CGSize {
    guard let unit = unit(at: indexPath) else { return .zero }
    return DimensionSize(width: unit.width, height: unit.height).estimate(
      in: dimensionContext(forSection: indexPath[0]))
  }

  /// The height of the unit at `indexPath` (what a table asks), or `nil` for automatic.
  public func height(at indexPath: IndexPath) -> CGFloat? {
    guard let unit = unit(at: indexPath) else { return nil }
    return unit.height.resolve(in: dimensionContext(forSection: indexPath[0]))
  }

  // MARK: Headers and footers

  /// The header (`.header`) or footer (`.footer`) unit of `section`, or `nil`.
  public func supplementaryUnit(ofKind kind: SupplementaryKind, inSection section: Int) -> AnyUnit? {
    sections.indices.contains(section) ? sections[section].supplementary(kind) : nil
  }

  /// Dequeues and configures the header or footer view of the section of `indexPath`, registering
  /// it first if needed; `nil` when the section has none.
  ///
  /// - Throws: ``CellError``: `duplicateIdentifier` when another unit's view class took the
  ///   unit's reuse identifier for `kind`, `wrongCellType` when the host hands back a view of
  ///   another class; whatever the host throws.
  public func supplementaryView(ofKind kind: SupplementaryKind, at indexPath: IndexPath) throws -> AnyObject? {
    let (view, error) = displaySupplementaryView(ofKind: kind, at: indexPath)
    if let error { throw error }
    return view
  }

  /// The header or footer view of the section of `indexPath` for one display request, dequeued
  /// at most once, as ``displayCell(at:)``; `(nil, nil)` when the section has none.
  public func displaySupplementaryView(ofKind kind: SupplementaryKind, at indexPath: IndexPath) -> (
    view: AnyObject?, error: (any Error)?
  ) {
    guard indexPath.count >= 1, let unit = supplementaryUnit(ofKind: kind, inSection: indexPath[0]) else {
      return (nil, nil)
    }
    let identifier = unit.reuseIdentifier
    let registration = { unit.registration(nibBundle: self.nibBundle) }
    if let other = registrations.register(
      unit.cellType, kind: kind, reuseIdentifier: identifier, on: host, registration: registration
    ) {
      return (nil, CellError.duplicateIdentifier(identifier, existing: other, new: unit.cellType))
    }
    let view: AnyObject
    do { view = try host.dequeueSupplementaryView(kind: kind, reuseIdentifier: identifier, for: indexPath) } catch {
      return (nil, error)
    }
    guard unit.configure(view) else {
      return (view, CellError.wrongCellType(identifier: identifier, kind: kind, expected: unit.cellType, got: view))
    }
    return (view, nil)
  }

  /// The size of the header or footer of `section`: `.zero` when there is none, `nil` when a side
  /// is automatic.
  public func supplementarySize(ofKind kind: SupplementaryKind, inSection section: Int) -> CGSize? {
    guard let unit = supplementaryUnit(ofKind: kind, inSection: section) else { return .zero }
    var context = dimensionContext(forSection: section)
    context.columns = 1  // a header spans the section, not a grid column
    return DimensionSize(width: unit.width, height: unit.height).resolve(in: context)
  }

  // MARK: Events

  /// Whether the unit at `indexPath` may be selected.
  public func shouldSelect(at indexPath: IndexPath) -> Bool { unit(at: indexPath)?.isSelectable ?? false }
  /// Forwards a selection to the unit.
  public func didSelect(at indexPath: IndexPath) { unit(at: indexPath)?.didSelect() }
  /// Forwards a deselection to the unit.
  public func didDeselect(at indexPath: IndexPath) { unit(at: indexPath)?.didDeselect() }
  /// Whether the unit at `indexPath` highlights on touch.
  public func shouldHighlight(at indexPath: IndexPath) -> Bool { unit(at: indexPath)?.isHighlightable ?? false }
  /// Forwards a highlight to the unit.
  public func didHighlight(_ cell: AnyObject, at indexPath: IndexPath) { unit(at: indexPath)?.didHighlight(cell) }
  /// Forwards the end of a highlight to the unit.
  public func didUnhighlight(_ cell: AnyObject, at indexPath: IndexPath) { unit(at: indexPath)?.didUnhighlight(cell) }

  /// Forwards `willDisplay` to the unit at `indexPath`, and remembers which unit the cell shows.
  public func willDisplay(_ cell: AnyObject, at indexPath: IndexPath) {
    _ = prefetches.finish(at: indexPath)  // shown: UIKit will not cancel it
    guard let unit = unit(at: indexPath) else { return }
    displayed[ObjectIdentifier(cell)] = unit
    unit.willDisplay(cell)
  }

  /// Forwards `didEndDisplaying` to the unit the cell was showing.
  ///
  /// UIKit reports the end of display with the index path the cell had *before* an update, which
  /// may now hold another unit (or none); the container remembers each displayed cell's unit
  /// instead of looking it up by index path.
  public func didEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
    guard let unit = displayed.removeValue(forKey: ObjectIdentifier(cell)) else { return }
    unit.didEndDisplaying(cell)
  }
}
