/// A reusable cell that configures itself from one model type (the pod's `setup:`).
///
/// ```swift
/// final class TweetCell: UITableViewCell, ConfigurableCell {
///   func configure(with tweet: Tweet) { textLabel?.text = tweet.text }
/// }
/// try registry.register(TweetCell.self, for: Tweet.self)
/// ```
/// Headers, footers and collection supplementary views conform the same way.
@MainActor
public protocol ConfigurableCell: Reusable {
  /// The model this cell shows.
  associatedtype Model
  /// Shows `model`. Called on every dequeue, on a fresh or a reused cell.
  func configure(with model: Model)
}

/// A cell type that can be created with `init()`.
///
/// UIKit creates registered cells itself; the recording host used in tests (and any other
/// host without a nib loader) needs a way to make one. Conform final test cells, or pass a
/// factory to the host instead.
@MainActor
public protocol HostInstantiable: AnyObject {
  /// Creates a cell as a host would for a class registration.
  init()
}
