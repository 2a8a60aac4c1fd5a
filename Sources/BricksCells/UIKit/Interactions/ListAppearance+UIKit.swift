#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ListAppearance.Style {
  /// The list configuration's appearance.
  public var listAppearance: UICollectionLayoutListConfiguration.Appearance {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }
}

extension ListAppearance.TableStyle {
  /// The table's style (create the table with it: a table's style cannot change).
  public var tableViewStyle: UITableView.Style {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }
}

extension SeparatorAppearance.Visibility {
  /// `UIListSeparatorConfiguration.Visibility`.
  public var listVisibility: UIListSeparatorConfiguration.Visibility {
    switch self {
    case .automatic: .automatic
    case .visible: .visible
    case .hidden: .hidden
    }
  }
}

extension SeparatorAppearance {
  /// `base` (the section's separators for the row) with these visibilities, the insets given
  /// (the others stay automatic) and the colour.
  public func applied(to base: UIListSeparatorConfiguration) -> UIListSeparatorConfiguration {
    var configuration = base
    configuration.topSeparatorVisibility = top.listVisibility
    configuration.bottomSeparatorVisibility = bottom.listVisibility
    if let leadingInset {
      configuration.topSeparatorInsets.leading = leadingInset
      configuration.bottomSeparatorInsets.leading = leadingInset
    }
    if let trailingInset {
      configuration.topSeparatorInsets.trailing = trailingInset
      configuration.bottomSeparatorInsets.trailing = trailingInset
    }
    if let tint { configuration.color = tint.uiColor }
    return configuration
  }
}
#endif

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
extension SeparatorAppearance {
  /// The `separatorInset` of a table cell with these separators: ``leadingInset`` as the left
  /// inset and ``trailingInset`` as the right one (each `nil` keeps `base`'s, the table's
  /// `separatorInset`); a hidden ``bottom`` pushes the separator out of a cell up to
  /// `hidingWidth` points wide with a right inset that wide.
  ///
  /// A table has one separator per row, below it, and one colour and style for all rows, so
  /// ``top`` and ``tint`` are not used here, and `.visible` is `.automatic`.
  public func tableSeparatorInset(base: UIEdgeInsets, hidingWidth: CGFloat) -> UIEdgeInsets {
    var inset = base
    if let leadingInset { inset.left = leadingInset }
    if let trailingInset { inset.right = trailingInset }
    if bottom == .hidden { inset.right = max(inset.right, hidingWidth) }
    return inset
  }
}

extension InteractionSource {
  /// Gives `cell`, about to show the row at `indexPath` of `tableView`, the row's separator
  /// (``separator(at:)``, hidden for every row when ``ListAppearance/showsSeparators`` is
  /// `false`) through its `separatorInset`, reset to the table's for a row that declares none.
  /// The table adapters call it from `tableView(_:willDisplay:forRowAt:)`.
  public func applySeparator(to cell: UITableViewCell, in tableView: UITableView, at indexPath: IndexPath) {
    var separator = separator(at: indexPath)
    if !appearance.showsSeparators { separator.bottom = .hidden }
    // Wide enough for the table turned sideways too.
    let hidingWidth = max(tableView.bounds.width, tableView.bounds.height)
    cell.separatorInset = separator.tableSeparatorInset(base: tableView.separatorInset, hidingWidth: hidingWidth)
  }
}
#endif
