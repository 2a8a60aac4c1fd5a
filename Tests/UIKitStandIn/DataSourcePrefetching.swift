import Foundation

/// `@MainActor protocol UITableViewDataSourcePrefetching : NSObjectProtocol` (copy of Apple's
/// page, apple-docs-for-rag `UIKit/md/uikit-uitableviewdatasourceprefetching.md`). The cancel method
/// is optional in UIKit: a requirement with a default here (Linux has no `@objc optional`).
// /documentation/uikit/uitableviewdatasourceprefetching
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// `func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])` (iOS 8.0+, tvOS 9.0+)
  // /documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Optional. `optional func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])`
  // /documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:) (on the protocol page's Topics, copy `uikit-uitableviewdatasourceprefetching.md`: not marked Required; Microsoft's UIKit binding marks `tableView:cancelPrefetchingForRowsAtIndexPaths:` OptionalMember)
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Optional in UIKit: nothing to cancel.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// `@MainActor protocol UICollectionViewDataSourcePrefetching : NSObjectProtocol` (copy of
/// Apple's page, `uikit-uicollectionviewdatasourceprefetching.md`). The cancel method is optional.
// /documentation/uikit/uicollectionviewdatasourceprefetching
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// `func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:) (on the protocol page's Topics, copy `uikit-uicollectionviewdatasourceprefetching.md`: Required)
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Optional. `optional func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:) (on the protocol page's Topics, copy: not marked Required)
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Optional in UIKit: nothing to cancel.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
