import Foundation

/// Something that shows a ``SnapshotContent``: the UIKit glue over
/// `UICollectionViewDiffableDataSource` / `UITableViewDiffableDataSource`, or a recording target
/// in tests.
///
/// Set one as a container's ``ComposingContainer/snapshotTarget`` and every update goes to it as
/// a snapshot instead of a batch update on the host.
@MainActor
public protocol SnapshotApplying: AnyObject {
  /// Shows `content`, animating the difference from what is shown when `animated` is `true`,
  /// and calls `completion` when done.
  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?)
}
