// Type-checked on Linux by scripts/check-uikit.sh against the UIKit stand-in. Needs UIKit only
// (no SwiftUI): UIContentConfiguration and UICollectionViewListCell are iOS 14.0+/tvOS 14.0+,
// below the package's iOS 15/tvOS 15, and exist on Mac Catalyst and visionOS; watchOS has no
// collection views, macOS no UIKit.
#if canImport(UIKit) && !os(watchOS)
import BricksCells
import UIKit

/// The collection cell a ``ContentConfigurationUnit`` configures.
public final class ContentConfigurationCell: UICollectionViewListCell, Reusable {}

/// A unit shown by a `UIContentConfiguration` — `UIListContentConfiguration` for system list rows,
/// or your own — instead of a custom cell class.
///
/// ```swift
/// var row = UIListContentConfiguration.subtitleCell()
/// row.text = user.name
/// row.secondaryText = user.handle
/// ContentConfigurationUnit(id: user.id, version: user, configuration: row)
/// ```
public struct ContentConfigurationUnit<ID: Hashable, Version: Hashable>: ComposingUnit {
  public typealias Cell = ContentConfigurationCell
  /// The unit's identity.
  public var identifier: ID
  /// What the row shows; a change reconfigures the cell.
  public var version: Version
  /// The configuration applied to the cell.
  public var configuration: any UIContentConfiguration
  /// The row's height (default: self-sizing).
  public var height: LayoutDimension

  /// A unit applying `configuration`.
  public init(
    id: ID, version: Version, configuration: any UIContentConfiguration, height: LayoutDimension = .automatic()
  ) {
    self.identifier = id
    self.version = version
    self.configuration = configuration
    self.height = height
  }

  /// Same identity and version.
  public func isContentEqual(to other: Self) -> Bool { identifier == other.identifier && version == other.version }

  /// Sets the cell's `contentConfiguration`.
  public func configure(_ cell: ContentConfigurationCell) { cell.contentConfiguration = configuration }
}
#endif
