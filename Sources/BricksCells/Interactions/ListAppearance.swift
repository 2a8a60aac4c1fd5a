import Foundation

/// How a list looks: its style, where section headers and footers come from, and its default
/// separators (`UICollectionLayoutListConfiguration` on a collection, the table's style on a
/// table).
///
/// ```swift
/// var appearance = ListAppearance(style: .insetGrouped)
/// appearance.separator.leadingInset = 72   // separators start after the avatar
/// ```
public struct ListAppearance: Hashable, Sendable {
  /// The list's style (`UICollectionLayoutListConfiguration.Appearance`).
  public enum Style: Hashable, Sendable, CaseIterable {
    /// Rows edge to edge, sticky headers.
    case plain
    /// Sections as separate groups.
    case grouped
    /// Groups with rounded corners, inset from the edges.
    case insetGrouped
    /// A sidebar (collections only: a table has no sidebar style).
    case sidebar
    /// A sidebar without its grouped background (collections only).
    case sidebarPlain
  }

  /// The table style a ``ListAppearance/Style`` corresponds to (`UITableView.Style`).
  public enum TableStyle: Hashable, Sendable {
    /// `UITableView.Style.plain`.
    case plain
    /// `UITableView.Style.grouped`.
    case grouped
    /// `UITableView.Style.insetGrouped`.
    case insetGrouped
  }

  /// Where a section's header (or footer) comes from
  /// (`UICollectionLayoutListConfiguration.HeaderMode`/`FooterMode`).
  public enum SupplementaryMode: Hashable, Sendable {
    /// No header (footer).
    case none
    /// The section's header (footer) model, shown by its bound view or as a title.
    case supplementary
    /// The section's first item is its header, with a disclosure control when the section is
    /// an outline (headers only).
    case firstItemInSection
  }

  /// The style.
  public var style: Style
  /// Where headers come from; default `.supplementary`.
  public var headerMode: SupplementaryMode
  /// Where footers come from; default `.supplementary` (`.firstItemInSection` is not a
  /// footer mode and counts as `.none`).
  public var footerMode: SupplementaryMode
  /// Whether rows show separators at all (`showsSeparators`); default `true`.
  public var showsSeparators: Bool
  /// The separators of rows that declare none of their own.
  public var separator: SeparatorAppearance

  /// Creates an appearance.
  /// - Parameters:
  ///   - style: the style (default `.plain`).
  ///   - headerMode: where headers come from (default `.supplementary`).
  ///   - footerMode: where footers come from (default `.supplementary`).
  ///   - showsSeparators: whether rows show separators (default `true`).
  ///   - separator: the default separators.
  public init(
    style: Style = .plain, headerMode: SupplementaryMode = .supplementary,
    footerMode: SupplementaryMode = .supplementary, showsSeparators: Bool = true,
    separator: SeparatorAppearance = SeparatorAppearance()
  ) {
    self.style = style
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.showsSeparators = showsSeparators
    self.separator = separator
  }

  /// The table style with the same look.
  /// - Throws: ``InteractionError`` `unsupportedOnTables` for a sidebar style, naming the
  ///   styles a table has.
  public func tableStyle() throws -> TableStyle {
    switch style {
    case .plain: return .plain
    case .grouped: return .grouped
    case .insetGrouped: return .insetGrouped
    case .sidebar, .sidebarPlain:
      throw InteractionError(
        .unsupportedOnTables,
        "a table has no \(style) style (it has plain, grouped and insetGrouped); show the list in a collection view, or choose .insetGrouped"
      )
    }
  }
}

/// The separators of one row (`UIListSeparatorConfiguration`): whether the top and bottom
/// separators show, their insets and colour.
///
/// On a table, the row's cell gets them as its `separatorInset` when it is displayed: the
/// insets as its left and right insets, and `bottom == .hidden` pushes the separator out of the
/// row. A table has one separator per row, below it, and one colour for all rows, so ``top`` and
/// ``tint`` are collection-only and `.visible` is `.automatic` there.
public struct SeparatorAppearance: Hashable, Sendable {
  /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: Hashable, Sendable {
    /// As the list's style decides.
    case automatic
    /// Always.
    case visible
    /// Never.
    case hidden
  }

  /// The separator above the row (collections only).
  public var top: Visibility
  /// The separator below the row.
  public var bottom: Visibility
  /// The separator's leading inset in points; `nil` is the style's.
  public var leadingInset: CGFloat?
  /// The separator's trailing inset in points; `nil` is the style's.
  public var trailingInset: CGFloat?
  /// The separator's colour; `nil` is the style's (collections only).
  public var tint: ActionTint?

  /// Creates separators; every default is the list style's.
  public init(
    top: Visibility = .automatic, bottom: Visibility = .automatic, leadingInset: CGFloat? = nil,
    trailingInset: CGFloat? = nil, tint: ActionTint? = nil
  ) {
    self.top = top
    self.bottom = bottom
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.tint = tint
  }

  /// Hidden above and below.
  public static let hidden = SeparatorAppearance(top: .hidden, bottom: .hidden)
}
