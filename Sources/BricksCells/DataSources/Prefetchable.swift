/// A model told when its row will probably be shown soon, and when that is no longer so (start
/// and cancel an image download). ``ListDataSource/prefetchItems(at:)`` calls it.
///
/// ```swift
/// extension Photo: Prefetchable {
///   func prefetch() { ImageLoader.shared.load(url) }
///   func cancelPrefetching() { ImageLoader.shared.cancel(url) }
/// }
/// ```
public protocol Prefetchable {
  /// Start loading what the cell will show.
  @MainActor func prefetch()
  /// Stop loading it; default does nothing.
  @MainActor func cancelPrefetching()
}

extension Prefetchable {
  /// Does nothing.
  @MainActor public func cancelPrefetching() {}
}
