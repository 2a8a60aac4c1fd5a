/// A unit told when its cell will probably be needed soon, and when that is no longer so: the
/// hook image loading needs. The UIKit adapters forward
/// `UITableViewDataSourcePrefetching` / `UICollectionViewDataSourcePrefetching` to it.
///
/// ```swift
/// extension PhotoUnit: PrefetchingUnit {
///   func prefetch() { ImageLoader.shared.load(photo.url) }
///   func cancelPrefetching() { ImageLoader.shared.cancel(photo.url) }
/// }
/// ```
public protocol PrefetchingUnit: ComposingUnit {
  /// Start loading what the cell will show.
  @MainActor func prefetch()
  /// Stop loading it; default does nothing.
  @MainActor func cancelPrefetching()
}

extension PrefetchingUnit {
  /// Does nothing.
  @MainActor public func cancelPrefetching() {}
}
