// Type-checked on Linux by scripts/check-uikit.sh against the UIKit and SwiftUI stand-ins
// (Tests/UIKitStandIn, Tests/SwiftUIStandIn). Platforms: iOS and tvOS (UIHostingConfiguration is
// iOS 16.0+/tvOS 16.0+, hence the @available below; the package supports iOS 15/tvOS 15),
// Mac Catalyst 16+ (follows the iOS availability) and visionOS 1.0+ (where it always exists);
// not macOS (no UIKit: the guard is false) nor watchOS (no UIHostingConfiguration).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import BricksCells
import SwiftUI
import UIKit

/// The collection cell a ``HostingUnit`` shows its SwiftUI content in.
public final class HostingCollectionCell: UICollectionViewCell, Reusable {}

/// A unit whose content is a SwiftUI view, shown through `UIHostingConfiguration` (iOS 16+), in
/// a collection view (a ``HostingCollectionCell``) or a table (a `UITableViewCell`): the cell
/// sizes itself to the view (leave ``height`` automatic: a self-sizing row in a table, an
/// estimated size in a compositional layout, `automaticSize` in a flow layout).
///
/// ```swift
/// container.update {
///   if #available(iOS 16, *) {
///     HostingUnit(id: post.id, version: post.likes) { PostRow(post: post) }
///       .margins(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
///       .background(.blue)
///   } else {
///     PostUnit(post: post)        // the UIKit cell on iOS 15
///   }
/// }
/// ```
/// `version` is the unit's content: a unit with the same `id` and `version` is not reconfigured.
/// The unit exists on iOS 16 and tvOS 16 and later only: on iOS 15 choose a UIKit unit inside
/// `if #available(iOS 16, *)`, as above (the builders accept it).
@available(iOS 16.0, tvOS 16.0, *)
public struct HostingUnit<ID: Hashable, Version: Hashable, Content: View>: ComposingUnit {
  /// Any cell: a table registers a plain `UITableViewCell` for ``HostingCollectionCell`` (not a
  /// table cell), a collection view the ``HostingCollectionCell`` itself; both show the content
  /// through `contentConfiguration`.
  public typealias Cell = UIView

  /// The unit's identity.
  public var identifier: ID
  /// What the content shows; a change reconfigures the cell.
  public var version: Version
  /// Margins around the content; `nil` keeps the system's.
  public var contentMargins: EdgeInsets?
  /// The cell's background; `nil` keeps the system's.
  public var backgroundColor: Color?
  /// The content's minimum width (`nil` keeps the system's).
  public var minimumWidth: CGFloat?
  /// The content's minimum height (`nil` keeps the system's, which in a list layout can make a
  /// short row taller than its content; `0` lets the cell shrink to the content).
  public var minimumHeight: CGFloat?
  /// The cell's height (default: self-sizing).
  public var height: LayoutDimension
  let content: @MainActor () -> Content

  /// A unit showing `content`.
  public init(
    id: ID, version: Version, height: LayoutDimension = .automatic(),
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.identifier = id
    self.version = version
    self.height = height
    self.content = content
  }

  /// This unit with `margins` around its content.
  public func margins(_ margins: EdgeInsets) -> Self {
    var copy = self
    copy.contentMargins = margins
    return copy
  }

  /// This unit on a `color` background.
  public func background(_ color: Color) -> Self {
    var copy = self
    copy.backgroundColor = color
    return copy
  }

  /// This unit with a minimum size for its content (`UIHostingConfiguration.minSize`); `nil`
  /// keeps the system's minimum for that dimension.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minimumWidth = width
    copy.minimumHeight = height
    return copy
  }

  /// Same identity and version.
  public func isContentEqual(to other: Self) -> Bool { identifier == other.identifier && version == other.version }

  /// ``HostingCollectionCell``'s reuse identifier, on both hosts.
  @MainActor public static var reuseIdentifier: String { HostingCollectionCell.reuseIdentifier }

  /// ``HostingCollectionCell`` by class; a table host registers a `UITableViewCell` for it.
  @MainActor public static func registration(nibBundle: Bundle?) -> ViewRegistration {
    ViewRegistration(class: HostingCollectionCell.self)
  }

  /// Sets the cell's `contentConfiguration` (a table or collection cell) to a
  /// `UIHostingConfiguration` of the content.
  public func configure(_ cell: UIView) {
    var configuration = UIHostingConfiguration { content() }
    if let contentMargins { configuration = configuration.margins(.all, contentMargins) }
    if minimumWidth != nil || minimumHeight != nil {
      configuration = configuration.minSize(width: minimumWidth, height: minimumHeight)
    }
    let shown: any UIContentConfiguration =
      if let backgroundColor { configuration.background { backgroundColor } } else { configuration }
    switch cell {
    case let cell as UICollectionViewCell: cell.contentConfiguration = shown
    case let cell as UITableViewCell: cell.contentConfiguration = shown
    default: break
    }
  }
}
#endif
