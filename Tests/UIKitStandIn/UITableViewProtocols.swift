import Foundation

/// `UIScrollViewDelegate` (no members used).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// `UITableViewDataSource`. Apple's optional requirements are requirements with defaults here.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// UIKit: required.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// UIKit: required.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// UIKit: optional.
  func numberOfSections(in tableView: UITableView) -> Int
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// Optional in UIKit: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Optional in UIKit: no title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// Optional in UIKit: no title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// `UITableViewDelegate`. Every requirement is optional in UIKit; defaults below.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// UIKit: optional.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Optional in UIKit: the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Optional in UIKit.
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
