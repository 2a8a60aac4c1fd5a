#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// The UIKit face of a ``ComposingContainer`` on a `UICollectionView` with a flow layout: data
/// source and delegate, forwarding every call to the container. It holds the container strongly.
///
/// ```swift
/// let container = ComposingContainer(host: collectionView, layout: .grid(columns: 2))
/// let adapter = ComposingCollectionAdapter(container: container)
/// adapter.attach(to: collectionView)
/// ```
/// Sizes come from the units' ``LayoutDimension``s; automatic sizes report their estimate, for a
/// flow layout with `estimatedItemSize` set. A cell that cannot be made goes to
/// ``ComposingContainer/onError`` and shows as a blank cell.
@MainActor
open class ComposingCollectionAdapter: BricksCollectionAdapter {
  /// The container shown.
  public let container: ComposingContainer

  /// Wraps `container`.
  public init(container: ComposingContainer) {
    self.container = container
    super.init(engine: container)
  }

  /// The header unit's size (`.zero` without one; automatic sides at their estimate).
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    supplementarySize(.header, section)
  }

  /// The footer unit's size (`.zero` without one; automatic sides at their estimate).
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    supplementarySize(.footer, section)
  }

  func supplementarySize(_ kind: SupplementaryKind, _ section: Int) -> CGSize {
    if let size = container.supplementarySize(ofKind: kind, inSection: section) { return size }
    guard let unit = container.supplementaryUnit(ofKind: kind, inSection: section) else { return .zero }
    var context = container.dimensionContext(forSection: section)
    context.columns = 1
    return DimensionSize(width: unit.width, height: unit.height).estimate(in: context)
  }

  /// The unit's size, or its estimate when a side is automatic.
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    container.size(at: indexPath) ?? container.estimatedSize(at: indexPath)
  }

  /// The section's insets (its own, else the container's).
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    let insets = container.dimensionContext(forSection: section).insets
    return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// The container's spacing between columns.
  override open func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    container.spacing
  }

  /// Whether the unit may be selected.
  override open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  {
    container.shouldSelect(at: indexPath)
  }

  /// Forwards to the unit.
  override open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    container.didDeselect(at: indexPath)
  }

  /// Whether the unit highlights.
  override open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    container.shouldHighlight(at: indexPath)
  }

  /// Forwards to the unit with its cell.
  override open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    if let cell = collectionView.cellForItem(at: indexPath) { container.didHighlight(cell, at: indexPath) }
  }

  /// Forwards to the unit with its cell.
  override open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    if let cell = collectionView.cellForItem(at: indexPath) { container.didUnhighlight(cell, at: indexPath) }
  }
}
#endif
