#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

extension ComposingContainer {
  /// A compositional layout whose sections follow the container's sections' ``SectionLayout``s
  /// (a list when a section has none), computed by ``SectionLayoutDescription`` on every layout
  /// pass from the host's size, the insets and spacing.
  ///
  /// - Parameter lastHeight: The last measured height of a unit (by identifier, at a width), used
  ///   as the estimate of automatic heights (e.g. a ``HeightCache`` lookup).
  public func compositionalLayout(lastHeight: @escaping @MainActor (AnyHashable, CGFloat) -> CGFloat? = { _, _ in nil })
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { [weak self] index, _ in
      MainActor.assumeIsolated {
        guard let self, self.sections.indices.contains(index) else { return nil }
        let description = SectionLayoutDescription.make(
          for: self.sections[index], containerSize: self.host.containerSize, insets: self.insets,
          spacing: self.spacing, scale: self.scale, lastHeight: lastHeight)
        return description.layoutSection()
      }
    }
  }
}

extension SectionLayoutDescription {
  /// The `NSCollectionLayoutSection` this description stands for.
  @MainActor
  public func layoutSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth.uiKit, heightDimension: itemHeight.uiKit))
    let groupSize = NSCollectionLayoutSize(widthDimension: groupWidth.uiKit, heightDimension: groupHeight.uiKit)
    let group: NSCollectionLayoutGroup
    if #available(iOS 16.0, tvOS 16.0, *) {
      group = .horizontal(layoutSize: groupSize, repeatingSubitem: item, count: itemsPerGroup)
    } else {
      group = .horizontal(layoutSize: groupSize, subitem: item, count: itemsPerGroup)
    }
    if itemsPerGroup > 1 { group.interItemSpacing = .fixed(interItemSpacing) }
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = interGroupSpacing
    section.contentInsets = NSDirectionalEdgeInsets(
      top: contentInsets.top, leading: contentInsets.left,
      bottom: contentInsets.bottom, trailing: contentInsets.right)
    section.orthogonalScrollingBehavior = scrolling.uiKit
    section.boundarySupplementaryItems = boundaries.map { boundary in
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: boundary.width.uiKit, heightDimension: boundary.height.uiKit),
        elementKind: boundary.kind.rawValue, alignment: boundary.kind == .footer ? .bottom : .top)
    }
    return section
  }
}

extension CompositionalDimension {
  @MainActor var uiKit: NSCollectionLayoutDimension {
    switch self {
    case .absolute(let v): .absolute(v)
    case .fractionalWidth(let v): .fractionalWidth(v)
    case .fractionalHeight(let v): .fractionalHeight(v)
    case .estimated(let v): .estimated(v)
    }
  }
}

extension OrthogonalScrolling {
  var uiKit: UICollectionLayoutSectionOrthogonalScrollingBehavior {
    switch self {
    case .none: .none
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
  }
}
#endif
