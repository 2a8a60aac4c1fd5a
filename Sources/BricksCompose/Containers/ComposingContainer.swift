import BricksCells
import Foundation

/// Shows a list of units (in sections) on a table or collection host, and applies every new state
/// as one animated batch update — or a full reload when that is the safe choice.
///
/// ```swift
/// let container = ComposingContainer(host: collectionView, layout: .grid(columns: 2))
/// container.update {
///   TitleUnit(title: listing.title)
///   if let price = listing.price { PriceUnit(price: price) }
///   for photo in listing.photos { PhotoUnit(photo: photo) }
/// }
/// ```
/// On UIKit, attach a `ComposingTableAdapter` or `ComposingCollectionAdapter` as the view's
/// data source and delegate; on any platform the container's data-source methods
/// (``numberOfItems(inSection:)``, ``cell(at:)``, ``size(at:)``, ...) can be driven directly.
///
/// Each update computes a ``Changeset`` (O(n)) from the current sections to the new ones and
/// calls the host's `performBatchUpdate` with the sections swapped *inside* the update, as UIKit
/// requires. It reloads instead, with a ``ComposeDiagnostic``, when identifiers are duplicated
/// (unless ``duplicatePolicy`` is `.keepFirst`: then later duplicates are dropped and reported),
/// when the host is not in a window (``WindowReporting``), or when the changeset has more than
/// ``reloadThreshold`` operations.
@MainActor
public final class ComposingContainer {
  /// The view the units are shown in.
  public let host: any CellHost
  /// How units are laid out; a table host is always `.vertical`.
  public let layout: ContainerLayout
  /// Insets of every section without its own (``UnitSection/insets``).
  public var insets: Insets = .zero
  /// Space between grid columns.
  public var spacing: CGFloat = 0
  /// Pixels per point for rounding resolved sizes (set it to the screen's scale).
  public var scale: CGFloat = 1
  /// Above this many operations an update reloads instead of animating (default 300).
  public var reloadThreshold = 300
  /// What to do when a new state repeats a unit or section identifier: reload and report
  /// (`.reload`, the default) or drop the later duplicates, animate, and report what was dropped
  /// (`.keepFirst`). Never a crash either way.
  public var duplicatePolicy: DuplicatePolicy = .reload
  /// Called with every diagnostic, as it happens.
  public var onDiagnostic: ((ComposeDiagnostic) -> Void)?
  /// Called when a cell cannot be made (it is shown blank by the UIKit adapters); the error is a
  /// ``CellError`` or what the host threw.
  public var onError: ((Error) -> Void)?
  /// The most recent diagnostics, oldest first (at most 50).
  public private(set) var diagnostics: [ComposeDiagnostic] = []
  /// What is shown now.
  public internal(set) var sections: [UnitSection] = []
  /// When set, updates go to this diffable data source (as a ``SnapshotContent``) instead of
  /// the host's batch updates; the host still registers and dequeues cells. Held weakly. Once
  /// set, the host is never sent batch updates or a reload (UIKit raises on those for a view
  /// with a diffable data source): an update after the target is gone goes to ``onError`` as
  /// ``CellError/Code/diffableDataSourceLost`` and changes nothing.
  public weak var snapshotTarget: (any SnapshotApplying)? {
    didSet { if snapshotTarget != nil { drivesSnapshots = true } }
  }
  /// Whether a ``snapshotTarget`` was ever set.
  var drivesSnapshots = false

  /// The bundle for nibs whose cell names none (`NibLoadable.nibBundle == nil`), as
  /// ``CellRegistry/nibBundle``: `nil` falls back to `Bundle(for:)` the cell class. Swift
  /// packages pass `.module`.
  public let nibBundle: Bundle?
  /// What this container registered on ``host``.
  var registrations = HostRegistrations()
  var displayed: [ObjectIdentifier: AnyUnit] = [:]
  /// Prefetches started and not cancelled, by the index path UIKit asked for.
  var prefetches = PrefetchLedger<any PrefetchingUnit>()
  /// The table each snapshot content is built in, kept so that its memory is reused.
  var snapshotTable = ItemIdentifierTable(capacity: 0)

  /// Creates a container showing nothing yet.
  ///
  /// - Parameters:
  ///   - host: A `UITableView`, a `UICollectionView`, or a recording host in tests.
  ///   - layout: `.vertical` (default), `.horizontal` or `.grid(columns:)`; a table accepts only
  ///     `.vertical` (another layout is reported as a diagnostic and ignored).
  ///   - nibBundle: Where to find nibs by default (see ``nibBundle``).
  public init(host: some CellHost, layout: ContainerLayout = .vertical, nibBundle: Bundle? = nil) {
    self.host = host
    self.nibBundle = nibBundle
    if host.hostKind == .table && layout != .vertical {
      self.layout = .vertical
      diagnose(
        .unsupportedLayout,
        "a table shows one vertical column; \(layout) was ignored. Use a collection host for horizontal and grid layouts"
      )
    } else {
      self.layout = layout
    }
    host.attachItemCounts { [weak self] in self?.sections.map(\.units.count) ?? [] }
  }

  // MARK: Updating

  /// How an update was applied.
  public enum UpdateResult: Sendable, Equatable {
    /// Nothing changed.
    case unchanged
    /// One batch update with this changeset.
    case animated(Changeset)
    /// A full reload, for this reason (`nil`: the caller asked for no animation).
    case reloaded(ComposeDiagnostic.Reason?)
    /// A snapshot handed to ``snapshotTarget`` (duplicates already left out), with this many
    /// items in all, of which `reconfigured` had new content.
    case snapshot(items: Int, reconfigured: Int)
  }

  /// Shows the units `content` builds, as one section.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate; `false` reloads.
  ///   - completion: Called when the update's animations end (at once for a reload).
  @discardableResult
  public func update(
    animated: Bool = true, completion: ((Bool) -> Void)? = nil,
    @UnitsBuilder _ content: () -> [AnyUnit]
  ) -> UpdateResult {
    setSections([UnitSection(id: 0, units: content())], animated: animated, completion: completion)
  }

  /// Shows `units` (built with the `add` methods of ``Units``), as one section.
  @discardableResult
  public func update(_ units: Units, animated: Bool = true, completion: ((Bool) -> Void)? = nil) -> UpdateResult {
    setSections([UnitSection(id: 0, units: units.all)], animated: animated, completion: completion)
  }

  /// Shows the sections `content` builds.
  @discardableResult
  public func updateSections(
    animated: Bool = true, completion: ((Bool) -> Void)? = nil,
    @SectionsBuilder _ content: () -> [UnitSection]
  ) -> UpdateResult {
    setSections(content(), animated: animated, completion: completion)
  }

  /// Shows `newSections`: one batch update with the data swapped inside it, or a full reload.
  ///
  /// - Parameters:
  ///   - newSections: The new state.
  ///   - animated: Whether to animate; `false` reloads.
  ///   - completion: Called when the update's animations end (at once for a reload).
  /// - Returns: How the update was applied.
  /// - Complexity: O(n + m) for the changeset, plus the host's work.
  @discardableResult
  public func setSections(
    _ newSections: [UnitSection], animated: Bool = true,
    completion: ((Bool) -> Void)? = nil
  ) -> UpdateResult {
    if let target = snapshotTarget {
      return applySnapshot(newSections, to: target, animated: animated, completion: completion)
    }
    if drivesSnapshots {
      onError?(CellError.snapshotTargetLost)
      completion?(false)
      return .unchanged
    }
    var newSections = newSections
    var changes = changeset(to: newSections)
    if duplicatePolicy == .keepFirst && changes.hasDuplicateIdentifiers {
      // Only when the changeset found duplicates, so unique states pay nothing for the policy.
      let (kept, dropped) = DuplicatePolicy.keepingFirst(newSections)
      if !dropped.isEmpty {
        newSections = kept
        changes = changeset(to: newSections)
        diagnoseDropped(dropped, "(duplicatePolicy .keepFirst)", "the first of each identifier is shown")
      }
    }

    var reason: ComposeDiagnostic.Reason?
    if changes.isEmpty && !changes.hasDuplicateIdentifiers {
      sections = newSections  // same identities and contents; keep the newest values
      completion?(true)
      return .unchanged
    } else if changes.hasDuplicateIdentifiers {
      reason = .duplicateIdentifiers
      diagnose(
        .duplicateIdentifiers,
        changes.diagnostics.map(\.description).joined(separator: "; ")
          + "; the update was a full reload instead of an animation")
    } else if let window = host as? WindowReporting, !window.isInWindow {
      reason = .notInWindow
      diagnose(.notInWindow, "the view is not in a window; the update was a full reload instead of an animation")
    } else if changes.changeCount > reloadThreshold {
      reason = .tooManyChanges
      diagnose(
        .tooManyChanges,
        "the update has \(changes.changeCount) changes, more than reloadThreshold (\(reloadThreshold)); it was a full reload. Raise reloadThreshold to animate more"
      )
    }
    if reason != nil || !animated {
      sections = newSections
      host.reloadData()
      completion?(true)
      return .reloaded(reason)
    }
    host.performBatchUpdate(changes.batchUpdate, updatingData: { self.sections = newSections }, completion: completion)
    return .animated(changes)
  }

  /// The changeset from the shown sections to `newSections`.
  ///
  /// A section whose header or footer changed is diffed under a new identity, so that it is
  /// replaced (deleted and inserted) rather than left showing a stale supplementary view.
  func changeset(to newSections: [UnitSection]) -> Changeset { Self.changeset(from: sections, to: newSections) }

  /// The changeset from `old` to `new` (see ``changeset(to:)``).
  ///
  /// `nonisolated`, so that its closures are too: a closure formed in a main-actor method checks
  /// the executor each time it is called (once per unit here).
  nonisolated static func changeset(from old: [UnitSection], to new: [UnitSection]) -> Changeset {
    var oldByID: [AnyHashable: Int] = [:]
    for (index, section) in old.enumerated() { oldByID[section.id] = index }
    let newIDs: [AnyHashable] = new.map { section in
      guard let index = oldByID[section.id], !old[index].hasSameSupplementaries(as: section) else {
        return section.id
      }
      return AnyHashable(ReplacedSection(id: section.id))
    }
    // The changeset's elements are positions, `side << 62 | section << 32 | index` (side 0: old,
    // 1: new), and the closures read the units in place: the changeset copies plain `Int`s where
    // copying `AnyUnit`s cost a retain and a release per unit and pass.
    func positions(_ side: Int, _ sections: [UnitSection]) -> [[Int]] {
      sections.indices.map { s in sections[s].units.indices.map { side << 62 | s << 32 | $0 } }
    }
    let (oldPositions, newPositions) = (positions(0, old), positions(1, new))
    return Changeset(
      fromSections: old.indices.map { ChangesetSection(id: old[$0].id, elements: oldPositions[$0]) },
      toSections: new.indices.map { ChangesetSection(id: newIDs[$0], elements: newPositions[$0]) },
      identifiedBy: { (p: Int) in
        p >> 62 == 0
          ? old[p >> 32].units[p & 0xFFFF_FFFF].identifier
          : new[p >> 32 & 0x3FFF_FFFF].units[p & 0xFFFF_FFFF].identifier
      },
      isContentEqual: { (a: Int, b: Int) in  // old, new
        old[a >> 32].units[a & 0xFFFF_FFFF].isContentEqual(to: new[b >> 32 & 0x3FFF_FFFF].units[b & 0xFFFF_FFFF])
      },
      reloadsOnChange: { (a: Int, b: Int) in
        old[a >> 32].units[a & 0xFFFF_FFFF].needsReload(becoming: new[b >> 32 & 0x3FFF_FFFF].units[b & 0xFFFF_FFFF])
      })
  }

  /// The diffing identity of a section whose header or footer changed.
  struct ReplacedSection: Hashable { let id: AnyHashable }

  /// Reports `dropped` as ``ComposeDiagnostic/Reason/duplicatesDropped``: "dropped 2 later
  /// duplicates `when`: unit …, …; `consequence`. Give every unit and section a unique identifier".
  func diagnoseDropped(_ dropped: [DroppedDuplicate], _ when: String, _ consequence: String) {
    let count = dropped.count == 1 ? "1 later duplicate" : "\(dropped.count) later duplicates"
    diagnose(
      .duplicatesDropped,
      "dropped \(count) \(when): "
        + dropped.prefix(5).map(\.description).joined(separator: ", ") + (dropped.count > 5 ? ", ..." : "")
        + "; \(consequence). Give every unit and section a unique identifier",
      droppedDuplicates: dropped)
  }

  func diagnose(_ reason: ComposeDiagnostic.Reason, _ message: String, droppedDuplicates: [DroppedDuplicate] = []) {
    let diagnostic = ComposeDiagnostic(reason, message, droppedDuplicates: droppedDuplicates)
    diagnostics.append(diagnostic)
    if diagnostics.count > 50 { diagnostics.removeFirst(diagnostics.count - 50) }
    onDiagnostic?(diagnostic)
  }
}
