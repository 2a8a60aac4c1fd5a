import Foundation

/// `@MainActor protocol UITableViewDataSourcePrefetching : NSObjectProtocol`. The cancel method
/// is optional in UIKit: a requirement with a default here (Linux has no `@objc optional`).
// /documentation/uikit/uitableviewdatasourceprefetching
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// `func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])` (iOS 8.0+, tvOS 9.0+)
  // /documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Optional. `optional func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])`
  // /documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:) (not opened; shape from the Objective-C selector tableView:cancelPrefetchingForRowsAtIndexPaths:)
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Optional in UIKit: nothing to cancel.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// `@MainActor protocol UICollectionViewDataSourcePrefetching : NSObjectProtocol`.
// /documentation/uikit/uicollectionviewdatasourceprefetching
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// `func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:) (not opened; shape from the selector collectionView:prefetchItemsAtIndexPaths:)
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Optional. `optional func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])`
  // /documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:) (not opened)
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Optional in UIKit: nothing to cancel.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Weak storage for the `prefetchDataSource` properties, which UIKit declares on the classes
/// (`weak var`); the stand-in adds them in extensions so as not to touch the class files.
@MainActor
enum _StandInPrefetchSources {
  final class Weak { weak var value: AnyObject? }
  static var boxes: [ObjectIdentifier: Weak] = [:]
  static func get(_ owner: AnyObject) -> AnyObject? { boxes[ObjectIdentifier(owner)]?.value }
  static func set(_ owner: AnyObject, _ value: AnyObject?) {
    let box = Weak()
    box.value = value
    boxes[ObjectIdentifier(owner)] = box
  }
}

extension UITableView {
  /// `weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? { get set }` (iOS 10.0+)
  // /documentation/uikit/uitableview/prefetchdatasource (not opened; as the collection view's)
  public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    get { _StandInPrefetchSources.get(self) as? any UITableViewDataSourcePrefetching }
    set { _StandInPrefetchSources.set(self, newValue) }
  }
}

extension UICollectionView {
  /// `weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { get set }` (iOS 10.0+, tvOS 10.0+)
  // /documentation/uikit/uicollectionview/prefetchdatasource
  public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    get { _StandInPrefetchSources.get(self) as? any UICollectionViewDataSourcePrefetching }
    set { _StandInPrefetchSources.set(self, newValue) }
  }
}
