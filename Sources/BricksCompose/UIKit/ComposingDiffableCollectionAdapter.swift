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
/// (stable while a unit stays). Keep the adapter alive as long as the collection view (the
/// container holds it weakly as its ``ComposingContainer/snapshotTarget``). Headers and footers
/// are not served by this adapter yet: use ``ComposingCollectionAdapter`` for sections with them.
@MainActor
public final class ComposingDiffableCollectionAdapter: SnapshotApplying {
  /// The container whose units are shown.
  public let container: ComposingContainer
  /// The diffable data source, connected to the collection view.
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  /// Called when a cell cannot be made (a blank cell is shown instead).
  public var onError: ((any Error) -> Void)?

  var identifiers = SnapshotIdentifiers()
  var units: [Int: AnyUnit] = [:]
  var previousUnits: [Int: AnyUnit] = [:]

  /// Connects a diffable data source to `collectionView` and makes this adapter the
  /// container's ``ComposingContainer/snapshotTarget``.
  public init(container: ComposingContainer, collectionView: UICollectionView) {
    self.container = container
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { [weak self] collectionView, indexPath, number in
      MainActor.assumeIsolated { self?.cell(collectionView, indexPath, number) }
    }
    container.snapshotTarget = self
  }

  func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ number: Int) -> UICollectionViewCell {
    if let unit = units[number] ?? previousUnits[number] {
      let (view, error) = container.displayCell(for: unit, at: indexPath)
      if let error { onError?(error) }
      if let cell = view as? UICollectionViewCell { return cell }  // configured, or dequeued and left blank
    } else {
      onError?(ComposeError("no unit for snapshot item \(number) at \(Array(indexPath)); it was applied more than two snapshots ago"))
    }
    return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallback(collectionView), for: indexPath)
  }

  static func fallback(_ collectionView: UICollectionView) -> String {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Bricks.FallbackCell")
    return "Bricks.FallbackCell"
  }

  /// Copies `content` into a snapshot and applies it: animated through `apply(_:animatingDifferences:)`,
  /// else with `applySnapshotUsingReloadData(_:completion:)`.
  public func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    let numbered = identifiers.number(content)
    previousUnits = units
    units = [:]
    for (section, numbers) in zip(container.sections, numbered.items) {
      for (unit, number) in zip(section.units, numbers) { units[number] = unit }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections(numbered.sections)
    for (section, items) in zip(numbered.sections, numbered.items) { snapshot.appendItems(items, toSection: section) }
    snapshot.reconfigureItems(numbered.reconfigured)
    snapshot.reloadSections(numbered.reloadedSections)
    guard animated else {
      dataSource.applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    let dataSource = dataSource!
    Task { @MainActor in
      await dataSource.apply(snapshot, animatingDifferences: true)
      completion?()
    }
  }
}
#endif
