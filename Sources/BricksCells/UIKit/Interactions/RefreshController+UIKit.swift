#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

extension UIRefreshControl: RefreshControlling {}

extension RefreshController {
  /// Puts a new `UIRefreshControl` on `scrollView` (a table or collection view) whose pull
  /// (`valueChanged`) calls ``pulled()``.
  ///
  /// ```swift
  /// let refresh = RefreshController(scrollView: tableView) { store.reload() }
  /// refresh.follow(dataSource)
  /// ```
  /// Keep the controller as long as the view (the control holds it weakly).
  /// - Parameters:
  ///   - scrollView: the view that gets the control as its `refreshControl`.
  ///   - onRefresh: asks the app to reload.
  public convenience init(scrollView: UIScrollView, onRefresh: @escaping @MainActor () -> Void) {
    let control = UIRefreshControl()
    self.init(control: control, onRefresh: onRefresh)
    control.addAction(UIAction { [weak self] _ in MainActor.assumeIsolated { self?.pulled() } }, for: .valueChanged)
    scrollView.refreshControl = control
  }
}
#endif
