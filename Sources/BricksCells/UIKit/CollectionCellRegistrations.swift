#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UICollectionView.CellRegistration`s and `SupplementaryRegistration`s for Bricks cells, each
/// made once per cell type and kept.
///
/// Create it once (in `viewDidLoad`, outside any cell provider: iOS 15 raises when a registration
/// is created inside one), then dequeue with `dequeueConfiguredReusableCell(using:for:item:)`:
/// ```swift
/// let registrations = CollectionCellRegistrations()
/// let dataSource = UICollectionViewDiffableDataSource<Int, Tweet.ID>(collectionView: collectionView) {
///   [registrations, store] collectionView, indexPath, id in
///   collectionView.dequeueConfiguredReusableCell(using: registrations.cell(TweetCell.self), for: indexPath, item: store[id])
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

  /// The registration of `cell`, made the first time it is asked for.
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
  /// asked for; its handler configures it with `model(kind, indexPath)` when that is not `nil`.
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
