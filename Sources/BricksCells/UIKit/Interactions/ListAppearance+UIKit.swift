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
