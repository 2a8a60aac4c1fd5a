import Foundation

// Not UIKit: the state UIKit keeps to raise its exceptions, shared by the stand-in's views, data
// sources and registrations.

/// Whether a collection view is answering a cell or supplementary-view request now (a
/// `collectionView(_:cellForItemAt:)` call, a diffable cell provider). Registrations read it when
/// created: UIKit (iOS 15+) raises when a registration made inside a request is dequeued.
final class _StandInRequests: @unchecked Sendable {
  static let shared = _StandInRequests()
  private let lock = NSLock()
  private var depth = 0

  var isAnswering: Bool {
    lock.lock()
    defer { lock.unlock() }
    return depth > 0
  }
  func enter() {
    lock.lock()
    depth += 1
    lock.unlock()
  }
  func leave() {
    lock.lock()
    depth -= 1
    lock.unlock()
  }

  /// Whether the caller runs on the main queue (not "the main thread": on Linux, `dispatch_main`
  /// ends the main thread and a worker drains the main queue, where main-actor code runs).
  static var isOnMainQueue: Bool {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
  }
  private static let mainQueueKey = DispatchSpecificKey<Bool>()
}

/// The diffable data sources (table and collection): a view whose data source is one must be
/// updated through it, never with its own mutation APIs.
@MainActor
protocol _StandInDiffableDataSource: AnyObject {}

enum _StandInMessages {
  /// UIKit's message when a view whose data source is a diffable data source is sent
  /// `performBatchUpdates`, `reloadData`, or an insert/delete/move/reload/reconfigure (the
  /// `NSInternalInconsistencyException` UIKit raises since iOS 13: "UITableView must be updated
  /// via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource:
  /// please do not call mutation APIs directly on UITableView."; the collection view's names
  /// its own classes). Apple's class pages: "Don't change the dataSource on the collection view
  /// after you configure it with a diffable data source"
  /// (/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa).
  static func diffableMutation(_ view: String, _ operation: String) -> String {
    "\(view) must be updated via the \(view)DiffableDataSource APIs when acting as the \(view)'s dataSource: please do not call mutation APIs directly on \(view). (\(operation))"
  }

  /// UIKit's message (iOS 15+, tvOS 15+) when a cell registration made inside a cell request is
  /// dequeued, as quoted in Apple's developer forums (thread 690611, answered by the UIKit team,
  /// who point at thread 681739 for why).
  static func registrationInsideRequest(_ registration: String) -> String {
    "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <\(registration)>"
  }

  /// The supplementary twin of ``registrationInsideRequest(_:)`` (worded as the cell message;
  /// UIKit applies the same rule to supplementary registrations).
  static func supplementaryRegistrationInsideRequest(_ registration: String) -> String {
    "Attempted to dequeue a supplementary view using a registration that was created inside -collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a UICollectionViewDiffableDataSource supplementary view provider. Registrations should be created up front and reused. Registration: <\(registration)>"
  }

  /// Apple's pages of `apply(_:animatingDifferences:completion:)` and
  /// `applySnapshotUsingReloadData(_:completion:)`: "You can safely call this method from a
  /// background queue, but you must do so consistently in your app. Always call this method
  /// exclusively from the main queue or from a background queue." The Swift methods are
  /// `@MainActor`, so the one queue is the main queue; the stand-in records a call from any other
  /// (code that escaped the main actor unsafely).
  static let applyOffMain =
    "apply called off the main queue: the Swift API is @MainActor, and Apple asks to \"Always call this method exclusively from the main queue or from a background queue\" (/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:))"
}
