// Not type-checked on Linux: SwiftUI exists only on Apple platforms and the UIKit stand-in has
// no SwiftUI. Compiled by Xcode builds only.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import BricksCells
import SwiftUI
import UIKit

/// The collection cell a ``HostingUnit`` shows its SwiftUI content in.
public final class HostingCollectionCell: UICollectionViewCell, Reusable {}

/// A unit whose content is a SwiftUI view, shown through `UIHostingConfiguration` (iOS 16+):
/// the cell sizes itself to the view (leave ``height`` automatic).
///
/// ```swift
/// container.update {
///   if #available(iOS 16, *) {
///     HostingUnit(id: post.id, version: post.likes) { PostRow(post: post) }
///       .margins(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
///       .background(Color(.secondarySystemBackground))
///   } else {
///     PostUnit(post: post)        // the UIKit cell on iOS 15
///   }
/// }
/// ```
/// `version` is the unit's content: a unit with the same `id` and `version` is not reconfigured.
@available(iOS 16.0, tvOS 16.0, *)
public struct HostingUnit<ID: Hashable, Version: Hashable, Content: View>: ComposingUnit {
  public typealias Cell = HostingCollectionCell

  /// The unit's identity.
  public var identifier: ID
  /// What the content shows; a change reconfigures the cell.
  public var version: Version
  /// Margins around the content; `nil` keeps the system's.
  public var contentMargins: EdgeInsets?
  /// The cell's background; `nil` keeps the system's.
  public var backgroundColor: Color?
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

  /// Same identity and version.
  public func isContentEqual(to other: Self) -> Bool { identifier == other.identifier && version == other.version }

  /// Sets the cell's `contentConfiguration` to a `UIHostingConfiguration` of the content.
  public func configure(_ cell: HostingCollectionCell) {
    var configuration = UIHostingConfiguration { content() }
    if let contentMargins { configuration = configuration.margins(.all, contentMargins) }
    if let backgroundColor {
      cell.contentConfiguration = configuration.background { backgroundColor }
    } else {
      cell.contentConfiguration = configuration
    }
  }
}
#endif
