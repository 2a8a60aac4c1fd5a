#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The part of a `UICollectionView` adapter that does not depend on what the list is made of:
/// cells (one dequeue per request, cleared after an error), supplementary views, selection,
/// display, prefetching and the items' interactions. ``CollectionViewDataSource`` (a
/// ``ListDataSource``) and the Compose collection adapter are its subclasses.
@MainActor
open class BricksCollectionAdapter: BricksListAdapter, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
  UICollectionViewDataSourcePrefetching
{
  /// Becomes `collectionView`'s data source, delegate and prefetch data source, shows the list
  /// there (registering its cells; a Compose container also sets a flow layout's direction,
  /// spacing and, for self-sizing units, `estimatedItemSize`) and reloads.
  ///
  /// A collection view driven by a diffable data source is left as it is and the error
  /// (``CellError/Code/diffableDataSourceLost``) goes to the list's error handler: UIKit raises
  /// when such a view gets `reloadData` or batch updates.
  open func attach(to collectionView: UICollectionView) { show(on: collectionView, as: self) }

  // MARK: UICollectionViewDataSource

  /// The list's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { engine.numberOfSections }

  /// The list's items in `section`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// The configured cell, or a blank cell after reporting the error.
  ///
  /// Dequeues exactly one cell per call, as iOS 18 requires: after an error, the cell already
  /// dequeued is returned cleared (`prepareForReuse()`, no content configuration), never showing
  /// another item; a fallback cell is dequeued only when nothing was.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.cell(answering: engine.engineCell(at: indexPath, on: collectionView), of: engine, at: indexPath)
  }

  /// The section's header or footer view, or a blank view after reporting an error.
  ///
  /// Dequeues exactly one view per call, as ``collectionView(_:cellForItemAt:)``.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let (view, error) = engine.engineSupplementaryView(
      SupplementaryKind(rawValue: kind), at: indexPath, on: collectionView)
    if let error { engine.reportError(error) }
    return view as? UICollectionReusableView
      ?? collectionView.dequeueFallbackSupplementaryView(ofKind: kind, for: indexPath)
  }

  // MARK: UICollectionViewDelegate

  /// Forwards the selection to the list.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    engine.didSelectItem(at: indexPath)
  }

  /// Forwards to the list (load more).
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    engine.willDisplay(cell, at: indexPath)
  }

  /// Forwards to the list: the item the cell was showing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    engine.didEndDisplaying(cell, at: indexPath)
  }

  // MARK: What UIKit does without them (the subclasses answer from their list)

  /// The flow layout's `itemSize` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  /// The flow layout's `sectionInset` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }
  /// The flow layout's `minimumInteritemSpacing` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The flow layout's `headerReferenceSize` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The flow layout's `footerReferenceSize` (UIKit's default).
  open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
  /// `true` (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Nothing (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// `true` (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Nothing (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Nothing (UIKit's default).
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

  // MARK: UICollectionViewDataSourcePrefetching

  /// Forwards to the list: its prefetching models or units prefetch, and load-more may fire.
  public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    engine.prefetchItems(at: indexPaths)
  }

  /// Forwards to the list: what was prefetched for these items is cancelled.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    engine.cancelPrefetchingItems(at: indexPaths)
  }
}
#endif
