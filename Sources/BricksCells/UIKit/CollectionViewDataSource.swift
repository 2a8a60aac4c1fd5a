#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The UIKit face of a ``ListDataSource`` for a `UICollectionView` with a flow layout: it
/// answers UIKit's data-source and flow-layout delegate calls from the list and holds it
/// strongly.
///
/// ```swift
/// let source = CollectionViewDataSource(list: ListDataSource(registry: registry, sections: sections))
/// source.list.columns = 2
/// source.attach(to: collectionView)
/// ```
/// Item sizes come from the cells' sizing protocols, resolved against the collection's bounds,
/// the flow layout's `sectionInset` and `minimumInteritemSpacing`, and ``ListDataSource/columns``;
/// `nil` (automatic) falls back to the layout's `itemSize`. Errors go to
/// ``ListDataSource/onError`` and show a blank cell, never a crash.
@MainActor
open class CollectionViewDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  /// The list this object shows.
  public let list: ListDataSource
  /// The items' context menus and reordering, answered item by item (`nil`: none).
  public var interactions: (any InteractionSource)?
  static let fallbackIdentifier = "Bricks.FallbackCell"

  /// Wraps `list`.
  public init(list: ListDataSource) {
    self.list = list
    super.init()
  }

  /// Becomes `collectionView`'s data source and delegate, attaches the list, and reloads.
  ///
  /// A collection view driven by a diffable data source is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) goes to ``ListDataSource/onError``: UIKit
  /// raises when such a view gets `reloadData` or batch updates.
  open func attach(to collectionView: UICollectionView) {
    if collectionView.dataSource is any DiffableDataSourceMarker {
      report(CellError.diffableDataSourceInUse("collection view", by: "CollectionViewDataSource"))
      return
    }
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    list.attach(to: collectionView)
    collectionView.reloadData()
  }

  func report(_ error: Error) {
    list.onError?(error as? CellError ?? CellError(.noCellForModel, message: "\(error)"))
  }

  func syncLayout(_ layout: UICollectionViewLayout) {
    guard let flow = layout as? UICollectionViewFlowLayout else { return }
    list.insets = Insets(flow.sectionInset)
    list.spacing = flow.minimumInteritemSpacing
  }

  // MARK: UICollectionViewDataSource

  /// The list's sections, status section included.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { list.numberOfSections }

  /// The list's items in `section`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    list.numberOfItems(inSection: section)
  }

  /// The configured cell from the registry, or a blank cell after reporting the error.
  ///
  /// Dequeues exactly one cell per call, as iOS 18 requires: after an error, the cell the
  /// registry already dequeued is returned cleared (`prepareForReuse()`, no content
  /// configuration), never showing another item; a fallback cell is dequeued only when nothing
  /// was (no cell bound to the model, index out of range).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let (view, error) = list.displayCell(at: indexPath, on: collectionView)
    if let error { report(error) }
    if let cell = view as? UICollectionViewCell { return error == nil ? cell : cell.clearedAfterError() }
    if let view {  // not from UIKit's dequeue, which only returns UICollectionViewCells
      report(
        CellError(
          .wrongCellType,
          message: "\(type(of: view)) is not a UICollectionViewCell; bind a UICollectionViewCell subclass to this model"
        ))
    }
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
    return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
  }

  /// The header or footer view bound to the section's model, or a blank view after reporting.
  ///
  /// Dequeues exactly one view per call, as ``collectionView(_:cellForItemAt:)``.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let (view, error) = list.displaySupplementaryView(
      kind: SupplementaryKind(rawValue: kind), inSection: indexPath[0], on: collectionView)
    if let error { report(error) }
    if let view = view as? UICollectionReusableView { return view }
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.fallbackIdentifier)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
  }

  // MARK: UICollectionViewDelegateFlowLayout

  /// The cell's size from the registry, or the flow layout's `itemSize`.
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    syncLayout(collectionViewLayout)
    let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    do {
      return try list.size(at: indexPath, containerSize: collectionView.bounds.size) ?? fallback
    } catch {
      report(error)
      return fallback
    }
  }

  /// The header view's size, `.zero` when the section has none.
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    supplementarySize(.header, section, collectionView, collectionViewLayout)
  }

  /// The footer view's size, `.zero` when the section has none.
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    supplementarySize(.footer, section, collectionView, collectionViewLayout)
  }

  /// Forwards to ``ListDataSource/didSelectItem(at:)``.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    list.didSelectItem(at: indexPath)
  }

  /// Forwards to ``ListDataSource/willDisplay(_:at:)`` (load more).
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    list.willDisplay(cell, at: indexPath)
  }

  /// Forwards to ``ListDataSource/didEndDisplaying(_:at:)``.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    list.didEndDisplaying(cell, at: indexPath)
  }

  func supplementarySize(
    _ kind: SupplementaryKind, _ section: Int, _ collectionView: UICollectionView, _ layout: UICollectionViewLayout
  ) -> CGSize {
    syncLayout(layout)
    let flow = layout as? UICollectionViewFlowLayout
    let fallback = (kind == .header ? flow?.headerReferenceSize : flow?.footerReferenceSize) ?? .zero
    do {
      return try list.supplementarySize(kind: kind, inSection: section, containerSize: collectionView.bounds.size)
        ?? fallback
    } catch {
      report(error)
      return .zero
    }
  }
}
#endif
