import BricksCells
import Foundation

/// A recording host that behaves as a `UITableView`: rows, one header-footer pool.
@MainActor
public final class RecordingTableHost: RecordingHost {
  /// Creates a table host of the given size (height defaults to an iPhone's).
  public init(width: CGFloat = 375, height: CGFloat = 667) {
    super.init(kind: .table, size: CGSize(width: width, height: height))
  }
}

/// A recording host that behaves as a `UICollectionView`: items, supplementary views by kind.
@MainActor
public final class RecordingCollectionHost: RecordingHost {
  /// Creates a collection host of the given size.
  public init(width: CGFloat = 375, height: CGFloat = 667) {
    super.init(kind: .collection, size: CGSize(width: width, height: height))
  }
}
