import BricksCells
import Foundation
import Testing

/// A ``CellHost`` for tests on any platform: it records every registration, dequeue, reload
/// and batch update, keeps a reuse queue with UIKit's rules, and turns what would crash UIKit
/// into a recorded failure with UIKit's message and the Bricks fix.
///
/// Use ``RecordingTableHost`` or ``RecordingCollectionHost``:
/// ```swift
/// let host = RecordingTableHost(width: 375)
/// let cell = try registry.dequeueCell(for: tweet, at: [0, 0], on: host)
/// #expect(host.events == [.registerCell(...), .dequeueCell(...)])
/// ```
/// Reuse rules enforced, as UIKit's:
/// - dequeuing an identifier nothing is registered under fails ("unable to dequeue a cell with
///   identifier …"); the host throws ``CellError`` `unregisteredIdentifier` and records it;
/// - a dequeue takes a queued cell of the same identifier (calling `prepareForReuse()` on a
///   ``PreparesForReuse`` cell) or creates one from the registration; registering again under
///   an identifier empties its queue;
/// - cells leave the screen into their identifier's queue on ``reloadData()``, on a batch
///   update, on ``endDisplayingCell(at:)``, or when another cell is dequeued for their index path;
/// - a batch update is checked with ``BatchUpdate/validate(before:after:)`` against the counts
///   attached by the data source before and after its data swap, reconfigures (new index paths,
///   as UIKit hosts apply them right after the batch) included; ``reloadedItems`` and
///   ``reconfiguredItems`` list what the batches replaced and what they configured again.
@MainActor
open class RecordingHost: CellHost {
  /// Something the host was asked to do.
  public enum Event: Hashable, Sendable, CustomStringConvertible {
    /// A cell class (nib `nil`) or nib was registered under an identifier.
    case registerCell(identifier: String, className: String, nib: String?)
    /// A supplementary view was registered under an identifier for a kind.
    case registerSupplementaryView(kind: SupplementaryKind, identifier: String, className: String, nib: String?)
    /// A cell was dequeued; `reused` is false when it was created.
    case dequeueCell(identifier: String, indexPath: IndexPath, reused: Bool)
    /// A supplementary view was dequeued.
    case dequeueSupplementaryView(kind: SupplementaryKind, identifier: String, indexPath: IndexPath, reused: Bool)
    /// `reloadData()` was called.
    case reloadData
    /// A batch update was performed.
    case batchUpdate(BatchUpdate)
    /// Something UIKit would have crashed on; the message says what and how to fix it.
    case failure(String)

    /// A one-line summary.
    public var description: String {
      switch self {
      case let .registerCell(id, cls, nib): "register \(nib.map { "nib \($0)" } ?? "class \(cls)") as '\(id)'"
      case let .registerSupplementaryView(kind, id, cls, nib):
        "register \(kind) \(nib.map { "nib \($0)" } ?? "class \(cls)") as '\(id)'"
      case let .dequeueCell(id, path, reused): "dequeue '\(id)' at \(Array(path))\(reused ? " (reused)" : "")"
      case let .dequeueSupplementaryView(kind, id, path, reused):
        "dequeue \(kind) '\(id)' at \(Array(path))\(reused ? " (reused)" : "")"
      case .reloadData: "reloadData"
      case let .batchUpdate(update): "\(update)"
      case let .failure(message): "failure: \(message)"
      }
    }
  }

  struct Pool {
    var registration: ViewRegistration
    var queue: [AnyObject] = []
  }

  /// Whether this host behaves as a table or a collection.
  public let hostKind: CellHostKind
  /// The size units resolve against; set it to simulate rotation.
  public var containerSize: CGSize
  /// Everything the host was asked to do, in order (when ``recordsEvents`` is on).
  public private(set) var events: [Event] = []
  /// Whether to append to ``events``; benchmarks turn it off.
  public var recordsEvents = true
  /// Whether failures are also recorded as Swift Testing issues (default on).
  public var reportsIssues = true
  /// Every failure, in order.
  public private(set) var failures: [CellError] = []
  /// Cells created (not reused) so far.
  public private(set) var createdCellCount = 0
  /// Cells handed out again from the reuse queue so far.
  public private(set) var reusedCellCount = 0
  /// The cells on screen, by index path.
  public private(set) var visibleCells: [IndexPath: AnyObject] = [:]
  /// The supplementary views on screen, by kind and index path.
  public private(set) var visibleSupplementaryViews: [SupplementaryKind: [IndexPath: AnyObject]] = [:]

  var cellPools: [String: Pool] = [:]
  var supplementaryPools: [String: Pool] = [:]
  var visibleIdentifiers: [IndexPath: String] = [:]
  var visibleSupplementaryIdentifiers: [SupplementaryKind: [IndexPath: String]] = [:]
  var factories: [ObjectIdentifier: @MainActor () -> AnyObject] = [:]
  var itemCounts: (@MainActor () -> [Int])?

  /// Creates a host of `kind` and size.
  public init(kind: CellHostKind, size: CGSize) {
    hostKind = kind
    containerSize = size
  }

  /// The identifiers cells are registered under.
  public var registeredCellIdentifiers: Set<String> { Set(cellPools.keys) }
  /// The identifiers supplementary views are registered under.
  public var registeredSupplementaryIdentifiers: Set<String> { Set(supplementaryPools.keys) }
  /// The registration made under the cell identifier `identifier` (its class, nib and bundle).
  public func cellRegistration(forIdentifier identifier: String) -> ViewRegistration? {
    cellPools[identifier]?.registration
  }
  /// How many cells wait in the reuse queue of `identifier`.
  public func queuedCellCount(for identifier: String) -> Int { cellPools[identifier]?.queue.count ?? 0 }
  /// The batch updates performed, in order.
  public var batchUpdates: [BatchUpdate] {
    events.compactMap { if case .batchUpdate(let u) = $0 { u } else { nil } }
  }
  /// The items the batch updates reloaded (a new cell), old index paths, in order.
  public var reloadedItems: [IndexPath] { batchUpdates.flatMap(\.reloadedItems) }
  /// The items the batch updates reconfigured (the same cell configured again), new index
  /// paths, in order.
  public var reconfiguredItems: [IndexPath] { batchUpdates.flatMap(\.reconfiguredItems) }
  /// The dequeue events, in order.
  public var dequeues: [Event] {
    events.compactMap { if case .dequeueCell = $0 { $0 } else { nil } }
  }

  /// Teaches the host to create `type` for class registrations (cells that are not
  /// ``HostInstantiable`` and were registered without a `make` closure).
  public func registerFactory<V: AnyObject>(for type: V.Type, make: @escaping @MainActor () -> V) {
    factories[ObjectIdentifier(type)] = { make() }
  }

  /// Forgets the recorded events and failures (not the registrations or the queues).
  public func clearEvents() {
    events.removeAll()
    failures.removeAll()
  }

  func record(_ event: Event) {
    if recordsEvents { events.append(event) }
  }

  /// Records `error` as a failure (and an issue when ``reportsIssues``) and returns it.
  @discardableResult
  func fail(_ error: CellError, sourceLocation: SourceLocation = #_sourceLocation) -> CellError {
    failures.append(error)
    record(.failure(error.message))
    if reportsIssues, Test.current != nil {
      Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
    }
    return error
  }

  // MARK: CellHost

  /// Records the registration and replaces the identifier's pool (UIKit drops queued cells).
  public func registerCell(_ registration: ViewRegistration, reuseIdentifier: String) {
    record(
      .registerCell(
        identifier: reuseIdentifier, className: String(describing: registration.viewClass), nib: registration.nib?.name)
    )
    cellPools[reuseIdentifier] = Pool(registration: registration)
  }

  /// Records the registration; a table host shares one pool for headers and footers.
  public func registerSupplementaryView(
    _ registration: ViewRegistration, kind: SupplementaryKind, reuseIdentifier: String
  ) {
    record(
      .registerSupplementaryView(
        kind: kind, identifier: reuseIdentifier, className: String(describing: registration.viewClass),
        nib: registration.nib?.name))
    supplementaryPools[poolKey(kind, reuseIdentifier)] = Pool(registration: registration)
  }

  /// A queued or new cell for `reuseIdentifier`, now visible at `indexPath`.
  /// - Throws: ``CellError`` `unregisteredIdentifier` (recorded) when nothing is registered.
  public func dequeueCell(reuseIdentifier: String, for indexPath: IndexPath) throws -> AnyObject {
    guard var pool = cellPools[reuseIdentifier] else {
      throw fail(
        CellError(
          .unregisteredIdentifier,
          message:
            "unable to dequeue a cell with identifier \(reuseIdentifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard (UIKit crashes here). Fix: bind the cell to its model with registry.register(Cell.self, for: Model.self) and dequeue through the registry (registry.dequeueCell(for:at:on:)), which registers it on the host first"
        ))
    }
    let (cell, reused) = try take(from: &pool, identifier: reuseIdentifier)
    cellPools[reuseIdentifier] = pool
    if let old = visibleCells[indexPath], let oldID = visibleIdentifiers[indexPath] {
      cellPools[oldID]?.queue.append(old)
    }
    visibleCells[indexPath] = cell
    visibleIdentifiers[indexPath] = reuseIdentifier
    record(.dequeueCell(identifier: reuseIdentifier, indexPath: indexPath, reused: reused))
    return cell
  }

  /// A queued or new supplementary view for `reuseIdentifier` and `kind`.
  /// - Throws: ``CellError`` `unregisteredIdentifier` (recorded) when nothing is registered.
  public func dequeueSupplementaryView(kind: SupplementaryKind, reuseIdentifier: String, for indexPath: IndexPath)
    throws -> AnyObject
  {
    let key = poolKey(kind, reuseIdentifier)
    guard var pool = supplementaryPools[key] else {
      throw fail(
        CellError(
          .unregisteredIdentifier,
          message:
            "could not dequeue a view of kind: \(kind.rawValue) with identifier \(reuseIdentifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard (UIKit crashes here). Fix: bind the view with registry.registerSupplementaryView(View.self, kind: .\(kind), for: Model.self) and dequeue through the registry"
        ))
    }
    let (view, reused) = try take(from: &pool, identifier: reuseIdentifier)
    supplementaryPools[key] = pool
    if let old = visibleSupplementaryViews[kind]?[indexPath],
      let oldID = visibleSupplementaryIdentifiers[kind]?[indexPath]
    {
      supplementaryPools[poolKey(kind, oldID)]?.queue.append(old)
    }
    visibleSupplementaryViews[kind, default: [:]][indexPath] = view
    visibleSupplementaryIdentifiers[kind, default: [:]][indexPath] = reuseIdentifier
    record(.dequeueSupplementaryView(kind: kind, identifier: reuseIdentifier, indexPath: indexPath, reused: reused))
    return view
  }

  /// Records the reload and sends every visible view to its reuse queue.
  public func reloadData() {
    record(.reloadData)
    endDisplayingAll()
  }

  /// Records the batch, swaps the data inside it, checks it against the attached counts and
  /// sends the visible views to their queues; `completion(true)` runs synchronously.
  public func performBatchUpdate(_ update: BatchUpdate, updatingData: () -> Void, completion: ((Bool) -> Void)?) {
    let before = itemCounts?()
    updatingData()
    record(.batchUpdate(update))
    if let before, let after = itemCounts?() {
      do { try update.validate(before: before, after: after) } catch let error as CellError { fail(error) } catch {}
    }
    endDisplayingAll()
    completion?(true)
  }

  /// Keeps `counts` to check batch updates with.
  public func attachItemCounts(_ counts: @escaping @MainActor () -> [Int]) {
    itemCounts = counts
  }

  // MARK: Scrolling

  /// Sends the cell at `indexPath` to its reuse queue, as scrolling it off screen does.
  public func endDisplayingCell(at indexPath: IndexPath) {
    guard let cell = visibleCells.removeValue(forKey: indexPath),
      let id = visibleIdentifiers.removeValue(forKey: indexPath)
    else { return }
    cellPools[id]?.queue.append(cell)
  }

  /// Sends every visible cell and supplementary view to its reuse queue.
  public func endDisplayingAll() {
    for (path, cell) in visibleCells {
      if let id = visibleIdentifiers[path] { cellPools[id]?.queue.append(cell) }
    }
    visibleCells.removeAll(keepingCapacity: true)
    visibleIdentifiers.removeAll(keepingCapacity: true)
    for (kind, views) in visibleSupplementaryViews {
      for (path, view) in views {
        if let id = visibleSupplementaryIdentifiers[kind]?[path] {
          supplementaryPools[poolKey(kind, id)]?.queue.append(view)
        }
      }
    }
    visibleSupplementaryViews.removeAll()
    visibleSupplementaryIdentifiers.removeAll()
  }

  // MARK: Internals

  func poolKey(_ kind: SupplementaryKind, _ identifier: String) -> String {
    hostKind == .table ? identifier : kind.rawValue + "/" + identifier
  }

  func take(from pool: inout Pool, identifier: String) throws -> (AnyObject, Bool) {
    if let cell = pool.queue.popLast() {
      (cell as? PreparesForReuse)?.prepareForReuse()
      reusedCellCount += 1
      return (cell, true)
    }
    let registration = pool.registration
    guard let make = registration.make ?? factories[ObjectIdentifier(registration.viewClass)] else {
      let name = String(describing: registration.viewClass)
      throw fail(
        CellError(
          .cannotInstantiate,
          message:
            "\(type(of: self)) cannot create \(name) for identifier \(identifier): make it HostInstantiable (final class with init()), pass make: to registry.register, or call host.registerFactory(for: \(name).self) { \(name)() }"
        ))
    }
    createdCellCount += 1
    return (make(), false)
  }
}
