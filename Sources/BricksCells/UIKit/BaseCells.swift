#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A table cell whose reuse identifier and nib name come from its type (the pod's
/// `BKBaseTableViewCell`). Subclass it and adopt ``ConfigurableCell``:
/// ```swift
/// final class TweetCell: BrickTableViewCell, ConfigurableCell {
///   func configure(with tweet: Tweet) { ... }
/// }
/// ```
open class BrickTableViewCell: UITableViewCell, Reusable {}

/// A collection cell whose reuse identifier comes from its type (the pod's
/// `BKBaseCollectionViewCell`).
open class BrickCollectionViewCell: UICollectionViewCell, Reusable {}

/// A table header or footer view whose reuse identifier comes from its type.
open class BrickTableHeaderFooterView: UITableViewHeaderFooterView, Reusable {}

/// A collection supplementary view whose reuse identifier comes from its type.
open class BrickCollectionReusableView: UICollectionReusableView, Reusable {}

extension Insets {
  /// The same insets as UIKit's.
  public init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
#endif
