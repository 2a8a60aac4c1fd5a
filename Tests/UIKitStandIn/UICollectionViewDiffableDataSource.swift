import Foundation

/// `@MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`
/// (iOS 13.0+, tvOS 13.0+). It "conforms to the UICollectionViewDataSource protocol and provides
/// implementations for all of the protocol's methods" (the page's overview); the stand-in
/// answers them from the last snapshot applied, at once (no animation).
// /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  /// `typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  /// `typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?`
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  /// `@MainActor @preconcurrency var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider? { get set }`
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
  @MainActor @preconcurrency
  public var supplementaryViewProvider:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?

  let cellProvider: CellProvider
  weak var collectionView: UICollectionView?
  var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Not UIKit: every snapshot applied, in order, and whether it animated.
  public private(set) var _standInApplied:
    [(snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool)] = []

  /// `@MainActor @preconcurrency init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)`
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  @MainActor @preconcurrency
  public init(
    collectionView: UICollectionView,
    cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider
  ) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    super.init()
    collectionView.dataSource = self
  }

  /// `@MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
  /// (iOS 13.0+, tvOS 13.0+). The stand-in shows the snapshot at once (the view and the snapshot switch together, as in UIKit) and
  /// calls `completion` when the animations end (``UICollectionView/_standInFinishAnimations(interrupted:)``), never inside `apply`.
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  @MainActor @preconcurrency
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    _standInApply(snapshot, animated: animatingDifferences, completion: completion)
  }

  /// `@MainActor @preconcurrency func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async`
  /// (iOS 15.0+, tvOS 15.0+)
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)
  @available(iOS 15.0, tvOS 15.0, *)
  @MainActor @preconcurrency
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    _standInApply(snapshot, animated: animatingDifferences, completion: nil)
  }

  /// `@MainActor @preconcurrency func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil)`
  /// (iOS 15.0+, tvOS 15.0+)
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:completion:)
  @available(iOS 15.0, tvOS 15.0, *)
  @MainActor @preconcurrency
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    _standInApply(snapshot, animated: false, completion: completion)
  }

  /// `@MainActor @preconcurrency func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
  /// (iOS 13.0+, tvOS 13.0+): the snapshot shown.
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  @MainActor @preconcurrency
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    shown.appendSections(current._sections)
    for section in current._sections { shown.appendItems(current._standInItems(in: section), toSection: section) }
    return shown  // UIKit's carries no pending reconfigure/reload marks
  }

  /// `@MainActor @preconcurrency func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
  /// (iOS 13.0+, tvOS 13.0+)
  // /documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  @MainActor @preconcurrency
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, current._sections.indices.contains(indexPath[0]) else { return nil }
    let items = current._standInItems(in: current._sections[indexPath[0]])
    return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
  }

  /// What UIKit does on every apply, and the exceptions it raises: the snapshot's own (duplicate
  /// identifiers, items with no section, reconfigure/reload of missing identifiers) and a call
  /// off the main queue. The completion runs when the animations end, as UIKit's does.
  func _standInApply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
    completion: (() -> Void)?
  ) {
    current = snapshot
    _standInApplied.append((snapshot, animated))
    guard let view = collectionView else { return }  // no view left to show it
    if !_StandInRequests.isOnMainQueue { view._standInRaise(_StandInMessages.applyOffMain) }
    for failure in snapshot._failures { view._standInRaise(failure) }
    view._standInDiffableReload()
    if let completion { view._standInEnqueueCompletion(completion) }
  }

  // MARK: UICollectionViewDataSource (implemented by UIKit's class)

  /// Answered from the current snapshot.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current._sections.count }

  /// Answered from the current snapshot.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current._sections.indices.contains(section) ? current._standInItems(in: current._sections[section]).count : 0
  }

  /// Asks the cell provider with the item identifier at `indexPath`.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let items = current._standInItems(in: current._sections[indexPath[0]])
    guard let cell = cellProvider(collectionView, indexPath, items[indexPath[1]]) else {
      fatalError("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath) (UIKit raises)")
    }
    return cell
  }

  /// Asks the supplementary view provider; UIKit raises when it is missing or returns `nil`.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      fatalError("UICollectionViewDiffableDataSource: no supplementary view for \(kind) at \(indexPath) (UIKit raises)")
    }
    return view
  }
}

extension UICollectionViewDiffableDataSource: _StandInDiffableDataSource {}
