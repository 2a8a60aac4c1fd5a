#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// Drives a `UICollectionViewDiffableDataSource` from a ``ComposingContainer``: every update
/// becomes a snapshot (duplicates left out, content changes reconfigured with
/// `reconfigureItems`, changed headers/footers reloaded with `reloadSections`).
///
/// ```swift
/// let container = ComposingContainer(host: collectionView)
/// let adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collectionView)
/// container.update { FeedHeaderUnit(); for post in posts { PostUnit(post: post) } }
/// ```
/// The diffable data source is `UICollectionViewDiffableDataSource<Int, Int>`: Swift 6 requires
/// `Sendable` identifiers, so the units' identifiers are numbered by ``SnapshotIdentifiers``
/// (stable while a unit stays). Section headers and footers are served through the data
/// source's `supplementaryViewProvider`.
///
/// The collection view's delegate (and prefetch data source) is ``delegate``, a
/// ``ComposingCollectionAdapter`` over the same container that is not the view's data source:
/// selection, highlighting, display events, prefetching and (with a flow layout) sizes reach the
/// units as without a diffable data source.
///
/// Keep the adapter alive as long as the collection view: the container holds it weakly as its
/// ``ComposingContainer/snapshotTarget``, and reports ``CellError/Code/diffableDataSourceLost``
/// for updates after it is gone.
@MainActor
public final class ComposingDiffableCollectionAdapter: SnapshotApplying {
  /// The container whose units are shown.
  public let container: ComposingContainer
  /// The collection view's delegate and prefetch data source (not its data source).
  public let delegate: ComposingCollectionAdapter
  /// The diffable data source, connected to the collection view.
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  /// Called when a cell cannot be made (a blank cell is shown instead).
  public var onError: ((any Error) -> Void)?

  var units = SnapshotItems<AnyUnit>()
  var interactionDelegate: InteractionCollectionDelegate?

  /// Connects a diffable data source to `collectionView` and makes this adapter the
  /// container's ``ComposingContainer/snapshotTarget``.
  public init(container: ComposingContainer, collectionView: UICollectionView) {
    self.container = container
    delegate = ComposingCollectionAdapter(container: container)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      [weak self] collectionView, indexPath, number in
      MainActor.assumeIsolated { self?.cell(collectionView, indexPath, number) }
    }
    dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
      MainActor.assumeIsolated { self?.supplementaryView(collectionView, kind, indexPath) }
    }
    collectionView.delegate = delegate
    collectionView.prefetchDataSource = delegate
    container.snapshotTarget = self
  }

  func supplementaryView(_ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath)
    -> UICollectionReusableView
  {
    let (view, error) = container.displaySupplementaryView(ofKind: SupplementaryKind(rawValue: kind), at: indexPath)
    if let error { onError?(error) }
    if let view = view as? UICollectionReusableView { return view }
    // The section has no such view (or nothing could be dequeued): UIKit needs one anyway.
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Bricks.FallbackView")
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Bricks.FallbackView", for: indexPath)
  }

  func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ number: Int) -> UICollectionViewCell {
    let (view, error) = container.displayCell(forSnapshotItem: number, unit: units.value(for: number), at: indexPath)
    if let error { onError?(error) }
    // Configured, or (after an error) the one cell dequeued for this request, cleared.
    if let cell = view as? UICollectionViewCell { return error == nil ? cell : cell.clearedAfterError() }
    return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
  }

  /// The blank cell's reuse identifier, registered when the adapter is made (before any request).
  static let fallbackIdentifier = "Bricks.FallbackCell"

  /// Copies `content` into a snapshot (content changes reconfigured, units that need a new cell
  /// reloaded) and applies it at once: animated through `apply(_:animatingDifferences:completion:)`,
  /// else with `applySnapshotUsingReloadData(_:completion:)`.
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    // The container shows what the content holds, in order, so units are found by position.
    let shown = container.sections
    dataSource.apply(units.number(content) { s, i, _ in shown[s].units[i] }, animated: animated, completion: completion)
  }
}
#endif
