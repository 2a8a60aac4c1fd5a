import BricksCells
import Foundation

/// Everything `UICollectionViewCompositionalLayout` needs for one section, computed without
/// UIKit: item, group and header/footer sizes, spacing, insets and sideways scrolling.
///
/// Dimensions map from the units' ``LayoutDimension``s:
/// - `.absolute(x)` → `.absolute(x)`;
/// - `.fractionalWidth(f)` → `.fractionalWidth` of the section's content width (a grid unit's
///   fraction of a *column* becomes the equivalent fraction of the section, spacing included);
/// - `.automatic(estimated:)` → `.estimated(h)`, `h` the height cache's last measured value for
///   the unit when known, else the unit's estimate;
/// - any other unit (fractions of the height, container-relative, custom) → `.absolute` of its
///   value in the section's ``DimensionContext``.
public struct SectionLayoutDescription: Hashable, Sendable {
  /// Which way a group lays its items out.
  public enum Direction: Hashable, Sendable {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical
  }

  /// A header or footer's size (`NSCollectionLayoutBoundarySupplementaryItem`).
  public struct Boundary: Hashable, Sendable {
    /// The kind (`.header` or `.footer`).
    public var kind: SupplementaryKind
    /// Its width.
    public var width: CompositionalDimension
    /// Its height.
    public var height: CompositionalDimension
    /// Creates a boundary size.
    public init(kind: SupplementaryKind, width: CompositionalDimension, height: CompositionalDimension) {
      self.kind = kind
      self.width = width
      self.height = height
    }
  }

  /// An item's width, relative to its group.
  public var itemWidth: CompositionalDimension
  /// An item's height, relative to its group.
  public var itemHeight: CompositionalDimension
  /// A group's width, relative to the section.
  public var groupWidth: CompositionalDimension
  /// A group's height.
  public var groupHeight: CompositionalDimension
  /// How a group lays out its items.
  public var direction: Direction
  /// Items per group (a grid's columns; 1 for a list row or a carousel page).
  public var itemsPerGroup: Int
  /// Space between the items of a group.
  public var interItemSpacing: CGFloat
  /// Space between groups.
  public var interGroupSpacing: CGFloat
  /// The section's content insets.
  public var contentInsets: Insets
  /// How the section scrolls sideways (`.none` except for carousels).
  public var scrolling: OrthogonalScrolling
  /// The header and footer, in that order, when the section has them.
  public var boundaries: [Boundary]

  /// Creates a description from its parts.
  public init(
    itemWidth: CompositionalDimension, itemHeight: CompositionalDimension, groupWidth: CompositionalDimension,
    groupHeight: CompositionalDimension, direction: Direction = .horizontal, itemsPerGroup: Int = 1,
    interItemSpacing: CGFloat = 0, interGroupSpacing: CGFloat = 0, contentInsets: Insets = .zero,
    scrolling: OrthogonalScrolling = .none, boundaries: [Boundary] = []
  ) {
    self.itemWidth = itemWidth
    self.itemHeight = itemHeight
    self.groupWidth = groupWidth
    self.groupHeight = groupHeight
    self.direction = direction
    self.itemsPerGroup = max(1, itemsPerGroup)
    self.interItemSpacing = interItemSpacing
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.scrolling = scrolling
    self.boundaries = boundaries
  }
}

extension SectionLayoutDescription {
  /// The description of `section` laid out as `layout` in a container of `containerSize`.
  ///
  /// - Parameters:
  ///   - section: The section; its first unit's width and height stand for all its units.
  ///   - layout: The section's layout (default: its own ``UnitSection/layout``, else a list).
  ///   - containerSize: The collection view's size.
  ///   - insets: The section's insets when it has none of its own.
  ///   - spacing: The spacing when the layout states none.
  ///   - scale: Pixels per point for rounding resolved values.
  ///   - lastHeight: The last measured height of a unit (by its ``AnyUnit/identifier``, an
  ///     `ItemIdentifier` given as `AnyHashable`, at a width), e.g. from a ``HeightCache``; used
  ///     as the estimate of automatic heights.
  @MainActor
  public static func make(
    for section: UnitSection, layout: SectionLayout? = nil, containerSize: CGSize,
    insets: Insets = .zero, spacing: CGFloat = 0, scale: CGFloat = 1,
    lastHeight: (AnyHashable, CGFloat) -> CGFloat? = { _, _ in nil }
  ) -> SectionLayoutDescription {
    let layout = layout ?? section.layout ?? .list()
    let sectionInsets = section.insets ?? insets
    var columns = 1
    var gap = spacing
    switch layout {
    case .list(let s): gap = s ?? spacing
    case .grid(let n, let s): columns = max(1, n); gap = s ?? spacing
    case .carousel(let s, _): gap = s ?? spacing
    case .custom(let make):
      return make(
        section, DimensionContext(containerSize: containerSize, insets: sectionInsets, spacing: spacing, scale: scale))
    }
    let context = DimensionContext(
      containerSize: containerSize, insets: sectionInsets, columns: columns, spacing: gap, scale: scale)
    let unit = section.units.first
    let height = dimension(unit?.height ?? .automatic(), of: unit, in: context, lastHeight: lastHeight)
    var boundaries: [Boundary] = []
    var boundaryContext = context
    boundaryContext.columns = 1
    for (kind, boundary) in [(SupplementaryKind.header, section.header), (.footer, section.footer)] {
      guard let boundary else { continue }
      boundaries.append(
        Boundary(
          kind: kind, width: .fractionalWidth(1),
          height: dimension(boundary.height, of: boundary, in: boundaryContext, lastHeight: lastHeight)))
    }
    switch layout {
    case .grid:
      return SectionLayoutDescription(
        itemWidth: .fractionalWidth(1 / CGFloat(columns)), itemHeight: itemHeight(for: height),
        groupWidth: .fractionalWidth(1),
        groupHeight: height, direction: .horizontal, itemsPerGroup: columns, interItemSpacing: gap,
        interGroupSpacing: gap,
        contentInsets: sectionInsets, boundaries: boundaries)
    case .carousel(_, let scrolling):
      let width = dimension(unit?.width ?? .fractionalWidth(1), of: unit, in: context, lastHeight: { _, _ in nil })
      return SectionLayoutDescription(
        itemWidth: .fractionalWidth(1), itemHeight: itemHeight(for: height), groupWidth: width, groupHeight: height,
        interGroupSpacing: gap, contentInsets: sectionInsets, scrolling: scrolling, boundaries: boundaries)
    default:
      return SectionLayoutDescription(
        itemWidth: .fractionalWidth(1), itemHeight: itemHeight(for: height), groupWidth: .fractionalWidth(1),
        groupHeight: height,
        interGroupSpacing: gap, contentInsets: sectionInsets, boundaries: boundaries)
    }
  }

  /// An item fills its group's height, unless the group self-sizes (then the item must too).
  static func itemHeight(for groupHeight: CompositionalDimension) -> CompositionalDimension {
    if case .estimated = groupHeight { return groupHeight }
    return .fractionalHeight(1)
  }

  /// `unit` in compositional terms, relative to the section's content width.
  static func dimension(
    _ unit: LayoutDimension, of owner: AnyUnit?, in context: DimensionContext,
    lastHeight: (AnyHashable, CGFloat) -> CGFloat?
  ) -> CompositionalDimension {
    switch unit.form {
    case .absolute(let points): return .absolute(context.rounded(points))
    case .fractionalWidth(let f):
      // A fraction of a column is this fraction of the section's content width.
      if context.columns == 1 { return .fractionalWidth(f) }  // a column is the whole width
      let available = context.availableWidth
      guard available > 0 else { return .absolute(0) }
      return .fractionalWidth(f * context.columnWidth / available)
    case .automatic(let estimated):
      if let owner, let measured = lastHeight(AnyHashable(owner.identifier), context.columnWidth) {
        return .estimated(measured)
      }
      return .estimated(context.rounded(estimated))
    case .resolved:
      return .absolute(unit.resolve(in: context) ?? 0)
    }
  }
}
