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
open class CollectionViewDataSource: BricksCollectionAdapter {
  /// The list this object shows.
  public let list: ListDataSource

  /// Wraps `list`.
  public init(list: ListDataSource) {
    self.list = list
    super.init(engine: list)
  }

  func syncLayout(_ layout: UICollectionViewLayout) {
    guard let flow = layout as? UICollectionViewFlowLayout else { return }
    list.insets = Insets(flow.sectionInset)
    list.spacing = flow.minimumInteritemSpacing
  }

  // MARK: UICollectionViewDelegateFlowLayout

  /// The cell's size from the registry, or the flow layout's `itemSize`.
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    syncLayout(collectionViewLayout)
    let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    do {
      return try list.size(at: indexPath, containerSize: collectionView.bounds.size) ?? fallback
    } catch {
      list.reportError(error)
      return fallback
    }
  }

  /// The header view's size, `.zero` when the section has none.
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    supplementarySize(.header, section, collectionView, collectionViewLayout)
  }

  /// The footer view's size, `.zero` when the section has none.
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    supplementarySize(.footer, section, collectionView, collectionViewLayout)
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
      list.reportError(error)
      return .zero
    }
  }
}
#endif
