// The iOS 14 content-configuration API: the cells `bricks scaffold` generates use it
// (scripts/scaffold-e2e.sh) and so do BricksCompose's ContentConfigurationUnit and HostingUnit
// (scripts/check-uikit.sh). Each declaration carries the path of the Apple documentation page it
// mirrors (https://developer.apple.com + the path) and a `///` line with the page's Declaration;
// Tests/UIKitStandIn/README.md says how each was checked. Members named `_standIn…` are not UIKit.
import Foundation

/// `protocol UIContentConfiguration` (iOS 14.0+, tvOS 14.0+; a Swift protocol, not
/// `@MainActor`: only its `makeContentView()` requirement is).
// /documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
  /// `@MainActor func makeContentView() -> any UIView & UIContentView`
  // /documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// `func updated(for state: any UIConfigurationState) -> Self`
  // /documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// `@MainActor protocol UIContentView : NSObjectProtocol` (iOS 14.0+, tvOS 14.0+). Its optional
/// `supports(_:)` requirement (iOS 16) is not declared: Bricks never calls it.
// /documentation/uikit/uicontentview-5fh3z
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// `@MainActor var configuration: any UIContentConfiguration { get set }`
  // /documentation/uikit/uicontentview-5fh3z/configuration
  @MainActor var configuration: any UIContentConfiguration { get set }
}

/// `protocol UIConfigurationState` (iOS 14.0+, tvOS 14.0+; a Swift protocol, not `@MainActor`).
/// Its requirements (`init(traitCollection:)`, `traitCollection`, `subscript(key:)`) are not
/// declared: nothing in Bricks conforms to it, creates one or reads them.
// /documentation/uikit/uiconfigurationstate-8d7pd
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}

/// `struct UIListContentConfiguration` (iOS 14.0+, tvOS 14.0+; not `@MainActor`), a
/// `UIContentConfiguration` and `Hashable`; its other members are not declared.
// /documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// `var text: String? { get set }`
  // /documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// `var secondaryText: String? { get set }`
  // /documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?

  /// `static func subtitleCell() -> UIListContentConfiguration` (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The `UIContentConfiguration` requirement (the page lists the conformance, not the
  /// member): `@MainActor func makeContentView() -> any UIView & UIContentView`. UIKit returns a
  /// `UIListContentView`; the stand-in a plain view holding the configuration.
  // /documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor
  public func makeContentView() -> any UIView & UIContentView { _StandInContentView(configuration: self) }
  /// The `UIContentConfiguration` requirement `func updated(for state: any UIConfigurationState) -> Self`
  /// (the stand-in has no per-state defaults: returns `self`).
  // /documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Not UIKit: the content view the stand-in's configurations make (UIKit's are private classes
/// or `UIListContentView`); it holds the configuration it was made with.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public final class _StandInContentView: UIView, UIContentView {
  public var configuration: any UIContentConfiguration
  public init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { nil }
}

/// Not UIKit: where the stand-in keeps each cell's `contentConfiguration` (UIKit stores it in
/// the cell; the stand-in's cell classes are declared elsewhere, so a side table keyed by the
/// cell's identity, checked against a weak reference so that a reused address never inherits a
/// dead cell's value).
@MainActor
enum _StandInContentConfigurations {
  struct Entry {
    weak var cell: UIView?
    var configuration: any UIContentConfiguration
  }
  static var entries: [ObjectIdentifier: Entry] = [:]

  static func get(_ cell: UIView) -> (any UIContentConfiguration)? {
    guard let entry = entries[ObjectIdentifier(cell)], entry.cell === cell else { return nil }
    return entry.configuration
  }

  static func set(_ cell: UIView, _ configuration: (any UIContentConfiguration)?) {
    entries = entries.filter { $0.value.cell != nil }
    if let configuration {
      entries[ObjectIdentifier(cell)] = Entry(cell: cell, configuration: configuration)
    } else {
      entries[ObjectIdentifier(cell)] = nil
    }
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
  /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  @MainActor @preconcurrency
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uitableviewcell/contentconfiguration-9ktox
  @MainActor @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { _StandInContentConfigurations.get(self) }
    set { _StandInContentConfigurations.set(self, newValue) }
  }
}

/// `@MainActor class UICollectionViewListCell` (iOS 14.0+, tvOS 14.0+), a `UICollectionViewCell`
// /documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
  /// `@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  @MainActor @preconcurrency
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
  /// `@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }`
  /// (iOS 14.0+, tvOS 14.0+)
  // /documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  @MainActor @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { _StandInContentConfigurations.get(self) }
    set { _StandInContentConfigurations.set(self, newValue) }
  }
}
