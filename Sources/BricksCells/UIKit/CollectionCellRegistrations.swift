#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UICollectionView.CellRegistration`s and `SupplementaryRegistration`s for Bricks cells, each
/// made once per cell type and kept.
///
/// Ask for every registration before the data source's first cell request (in `viewDidLoad`),
/// and let the cell provider capture them: iOS 15 raises "Attempted to dequeue a cell using a
/// registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a
/// UICollectionViewDiffableDataSource cell provider" when a registration is first made inside
/// one, even if it is made only once.
/// ```swift
/// let registrations = CollectionCellRegistrations()
/// let tweets = registrations.cell(TweetCell.self)          // made here, before any cell request
/// let dataSource = UICollectionViewDiffableDataSource<Int, Tweet.ID>(collectionView: collectionView) {
///   [store] collectionView, indexPath, id in
///   collectionView.dequeueConfiguredReusableCell(using: tweets, for: indexPath, item: store[id])
/// }
/// ```
/// A ``NibLoadable`` cell is loaded from its nib (`nibName`, `nibBundle` or the class's bundle);
/// the handler calls the cell's `configure(with:)`.
@MainActor
public final class CollectionCellRegistrations {
  /// The registrations made so far, by cell type.
  public let cache = RegistrationCache()

  /// An empty set of registrations.
  public init() {}

  /// The registration of `cell`, made the first time it is asked for: ask before the data
  /// source's first cell request, never first inside the cell provider.
  public func cell<C: UICollectionViewCell & ConfigurableCell>(_ cell: C.Type)
    -> UICollectionView.CellRegistration<C, C.Model>
  {
    cache.registration(for: cell) {
      let handler: UICollectionView.CellRegistration<C, C.Model>.Handler = { cell, _, model in
        cell.configure(with: model)
      }
      if let nib = C.self as? any NibLoadable.Type {
        return UICollectionView.CellRegistration<C, C.Model>(
          cellNib: UINib(nibName: nib.nibName, bundle: nib.nibBundle ?? Bundle(for: C.self)), handler: handler)
      }
      return UICollectionView.CellRegistration<C, C.Model>(handler: handler)
    }
  }

  /// The registration of the supplementary view `view` for `kind`, made the first time it is
  /// asked for (before the first request, as ``cell(_:)``); its handler configures it with
  /// `model(kind, indexPath)` when that is not `nil`.
  public func supplementary<V: UICollectionReusableView & ConfigurableCell>(
    _ view: V.Type, kind: SupplementaryKind, model: @escaping @MainActor (SupplementaryKind, IndexPath) -> V.Model?
  ) -> UICollectionView.SupplementaryRegistration<V> {
    cache.registration(for: view) {
      UICollectionView.SupplementaryRegistration<V>(elementKind: kind.rawValue) { view, kind, indexPath in
        MainActor.assumeIsolated {
          if let model = model(SupplementaryKind(rawValue: kind), indexPath) { view.configure(with: model) }
        }
      }
    }
  }
}
#endif
