import BricksCells
import Foundation

/// How a section of a container is laid out in a compositional layout.
///
/// ```swift
/// UnitSection(id: "stories") { for story in stories { StoryUnit(story: story) } }
///   .layout(.carousel(scrolling: .groupPaging))
/// ```
/// The units' ``LayoutDimension``s give the sizes (see ``SectionLayoutDescription``); the first unit
/// of a section stands for all of them (a compositional section repeats one item size: give a
/// section of mixed sizes a ``custom(_:)`` layout). A section without a layout is a ``list(spacing:)``.
public enum SectionLayout: Sendable {
  /// One column; `spacing` between rows (`nil`: the container's ``ComposingContainer/spacing``).
  case list(spacing: CGFloat? = nil)
  /// `columns` columns; `spacing` between columns and between rows (`nil`: the container's).
  case grid(columns: Int, spacing: CGFloat? = nil)
  /// One row scrolling sideways inside the vertical list, each unit one group; `spacing`
  /// between units (`nil`: the container's).
  case carousel(spacing: CGFloat? = nil, scrolling: OrthogonalScrolling = .continuous)
  /// Whatever `make` describes for the section in its context.
  case custom(@Sendable @MainActor (UnitSection, DimensionContext) -> SectionLayoutDescription)
}

/// How a carousel section scrolls across the main axis
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrolling: Hashable, Sendable {
  /// Does not scroll sideways.
  case none
  /// Scrolls freely.
  case continuous
  /// Scrolls freely and stops at the leading edge of a group.
  case continuousGroupLeadingBoundary
  /// Pages by the section's width.
  case paging
  /// Pages group by group, leading edges aligned.
  case groupPaging
  /// Pages group by group, each centred.
  case groupPagingCentered
}

/// A compositional layout dimension (`NSCollectionLayoutDimension`).
public enum CompositionalDimension: Hashable, Sendable, CustomStringConvertible {
  /// Points.
  case absolute(CGFloat)
  /// A fraction of the container's width.
  case fractionalWidth(CGFloat)
  /// A fraction of the container's height.
  case fractionalHeight(CGFloat)
  /// Self-sizing, starting from this estimate.
  case estimated(CGFloat)

  /// E.g. `estimated(80)`.
  public var description: String {
    switch self {
    case .absolute(let v): "absolute(\(v))"
    case .fractionalWidth(let v): "fractionalWidth(\(v))"
    case .fractionalHeight(let v): "fractionalHeight(\(v))"
    case .estimated(let v): "estimated(\(v))"
    }
  }
}

extension UnitSection {
  /// This section with `layout` (used by compositional layouts; flow layouts ignore it).
  public func layout(_ layout: SectionLayout) -> UnitSection {
    var copy = self
    copy.layout = layout
    return copy
  }
}
