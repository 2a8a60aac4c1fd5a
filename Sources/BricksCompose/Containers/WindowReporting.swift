/// A host that can tell whether it is on screen.
///
/// `UITableView` and `UICollectionView` conform (`window != nil`) in the UIKit glue; a host that
/// does not conform is assumed to be in a window. Containers reload instead of animating when
/// their host is not in a window.
@MainActor
public protocol WindowReporting: AnyObject {
  /// Whether the view is in a window.
  var isInWindow: Bool { get }
}
