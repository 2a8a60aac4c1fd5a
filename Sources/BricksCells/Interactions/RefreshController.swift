/// Ties a pull-to-refresh control to a list's loading status: pulling asks the app to reload,
/// the spinner shows while the status is ``ListStatus/loading``, and it ends when the status
/// leaves loading — to `.idle` with the new rows, or to ``ListStatus/failed(_:)``, which the list
/// shows as its usual error row.
///
/// ```swift
/// let refresh = RefreshController(control: refreshControl) { store.reload() }
/// refresh.follow(dataSource)           // the spinner now follows dataSource.status
/// // store.reload() sets dataSource's status to .loading, then applies the new rows with
/// // status .idle (or sets .failed("No connection")): the spinner ends either way.
/// ```
/// A Compose container has no status of its own: set ``status`` as loading starts and ends.
@MainActor
public final class RefreshController {
  /// The control, held weakly (the view owns it).
  public private(set) weak var control: (any RefreshControlling)?
  /// Asks the app to reload; called when the user pulls.
  public var onRefresh: @MainActor () -> Void
  /// The list's status; the control's spinner follows it.
  public var status: ListStatus = .idle {
    didSet { sync() }
  }
  /// How many pulls asked the app to reload.
  public private(set) var refreshCount = 0

  /// Creates a controller for `control`.
  /// - Parameters:
  ///   - control: the refresh control (`UIRefreshControl` on UIKit).
  ///   - onRefresh: asks the app to reload; the app sets the list's status to `.loading` while
  ///     it does.
  public init(control: any RefreshControlling, onRefresh: @escaping @MainActor () -> Void) {
    self.control = control
    self.onRefresh = onRefresh
  }

  /// The user pulled (the control's `valueChanged`): asks the app to reload. When the app does
  /// not start loading (the status is still not `.loading` after `onRefresh` returns), the
  /// spinner ends at once rather than spinning for ever.
  public func pulled() {
    refreshCount += 1
    onRefresh()
    sync()
  }

  /// Follows `dataSource`'s status from now on (and takes its current one). Any earlier
  /// ``ListDataSource/onStatusChange`` is still called.
  public func follow(_ dataSource: ListDataSource) {
    let earlier = dataSource.onStatusChange
    dataSource.onStatusChange = { [weak self] status in
      earlier?(status)
      self?.status = status
    }
    status = dataSource.status
  }

  /// Brings the spinner in line with ``status``.
  func sync() {
    guard let control else { return }
    let loading = status == .loading
    if loading && !control.isRefreshing { control.beginRefreshing() }
    if !loading && control.isRefreshing { control.endRefreshing() }
  }
}
