import Foundation

/// `struct UICollectionLayoutListConfiguration` (iOS 14.0+, tvOS 14.0+): "A configuration for
/// creating a list layout."
// /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  /// `enum Appearance` (plain, grouped, insetGrouped, sidebar, sidebarPlain; raw values as
  /// `UICollectionLayoutListAppearance`, 0…4)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Int, Sendable {
    /// `case plain`
    case plain = 0
    /// `case grouped`
    case grouped = 1
    /// `case insetGrouped`
    case insetGrouped = 2
    /// `case sidebar` (iOS 14.0+, not tvOS)
    case sidebar = 3
    /// `case sidebarPlain` (iOS 14.0+, not tvOS)
    case sidebarPlain = 4
  }

  /// `enum HeaderMode` (none 0, supplementary 1, firstItemInSection 2, as
  /// `UICollectionLayoutListHeaderMode`)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  public enum HeaderMode: Int, Sendable {
    /// `case none`
    case none = 0
    /// `case supplementary`
    case supplementary = 1
    /// `case firstItemInSection`
    case firstItemInSection = 2
  }

  /// `enum FooterMode` (none 0, supplementary 1)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  public enum FooterMode: Int, Sendable {
    /// `case none`
    case none = 0
    /// `case supplementary`
    case supplementary = 1
  }

  /// `typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?`
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// `typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration`
  /// (iOS 14.5+)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.typealias
  public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// `var appearance: UICollectionLayoutListConfiguration.Appearance { get }`
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance
  /// `var showsSeparators: Bool { get set }` (default `true`)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators
  public var showsSeparators = true
  /// `var separatorConfiguration: UIListSeparatorConfiguration { get set }` (iOS 14.5+): "This
  /// configuration only takes effect if showsSeparators is true."
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// `var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? { get set }` (iOS 14.5+)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.property
  public var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler?
  /// `var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? { get set }`
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
  public var leadingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  /// `var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? { get set }`
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  /// `var headerMode: UICollectionLayoutListConfiguration.HeaderMode { get set }` (default `.none`)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  /// `var footerMode: UICollectionLayoutListConfiguration.FooterMode { get set }` (default `.none`)
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none

  /// `init(appearance: UICollectionLayoutListConfiguration.Appearance)`
  // /documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}

/// `struct UIListSeparatorConfiguration` (iOS 14.5+): "A configuration that controls the list
/// separator appearance in a list section."
// /documentation/uikit/uilistseparatorconfiguration-swift.struct
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Equatable {
  /// `enum Visibility` (automatic 0, visible 1, hidden 2, as `UIListSeparatorVisibility`)
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum
  public enum Visibility: Int, Sendable {
    /// `case automatic`
    case automatic = 0
    /// `case visible`
    case visible = 1
    /// `case hidden`
    case hidden = 2
  }

  /// `static let automaticInsets: NSDirectionalEdgeInsets`: the edges' values mean "as the list
  /// decides" (UIKit's `UIListSeparatorAutomaticInsets`; the stand-in uses `.greatestFiniteMagnitude`).
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/automaticinsets
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
    trailing: .greatestFiniteMagnitude)

  /// `var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility { get set }`
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility
  public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility = .automatic
  /// `var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility { get set }`
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility
  public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility = .automatic
  /// `var topSeparatorInsets: NSDirectionalEdgeInsets { get set }` (default `automaticInsets`)
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorinsets
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// `var bottomSeparatorInsets: NSDirectionalEdgeInsets { get set }` (default `automaticInsets`)
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorinsets
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// `var color: UIColor { get set }`
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/color
  public var color: UIColor = UIColor("separator")

  /// `init(listAppearance: UICollectionLayoutListConfiguration.Appearance)`
  // /documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  public static func == (a: Self, b: Self) -> Bool {
    a.topSeparatorVisibility == b.topSeparatorVisibility && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
      && a.topSeparatorInsets == b.topSeparatorInsets && a.bottomSeparatorInsets == b.bottomSeparatorInsets
      && a.color._standInDescription == b.color._standInDescription
  }
}

/// Not UIKit: the section `NSCollectionLayoutSection.list(using:layoutEnvironment:)` makes, with
/// its configuration for tests.
@MainActor
public final class _StandInListLayoutSection: NSCollectionLayoutSection {
  /// The list configuration.
  public let _standInConfiguration: UICollectionLayoutListConfiguration
  init(_ configuration: UICollectionLayoutListConfiguration) {
    _standInConfiguration = configuration
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    super.init(
      .horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        subitem: item, count: 1))
  }
}

extension NSCollectionLayoutSection {
  /// `@MainActor @preconcurrency static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    _StandInListLayoutSection(configuration)
  }
}

extension UICollectionViewCompositionalLayout {
  /// `@MainActor @preconcurrency static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout`
  /// (iOS 14.0+, tvOS 14.0+): "a compositional layout that contains only list sections of the
  /// specified configuration".
  // /documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor @preconcurrency
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      MainActor.assumeIsolated { NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }
  }
}
