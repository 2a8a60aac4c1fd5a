/// What a pull-to-refresh control does for Bricks: `UIRefreshControl`'s `isRefreshing`,
/// `beginRefreshing()` and `endRefreshing()`; a recording control conforms in tests.
@MainActor
public protocol RefreshControlling: AnyObject {
  /// Whether the control shows its spinner.
  var isRefreshing: Bool { get }
  /// Shows the spinner (without the user pulling).
  func beginRefreshing()
  /// Hides the spinner.
  func endRefreshing()
}
