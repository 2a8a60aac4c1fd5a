// Type-checked and tested on Linux by scripts/check-uikit.sh (see HostingCellContent.swift for
// the platforms).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The collection cell that shows a `Model` as a SwiftUI view, through `UIHostingConfiguration`:
/// what `registry.register(Post.self, on: .collection) { PostRow(post: $0) }` binds `Post` to.
///
/// One class per model type (its own reuse identifier and pool), its view from ``content``, set by
/// the registry before every ``configure(with:)``. The cell sizes itself: give the layout an
/// estimated item size (compositional layout `.estimated`, flow layout `automaticSize`).
/// (BricksCompose's `HostingUnit` shows SwiftUI content in Compose containers.)
@available(iOS 16.0, tvOS 16.0, *)
public final class SwiftUICollectionCell<Model>: UICollectionViewCell, ConfigurableCell {
  /// What the cell shows; set by the registry on every dequeue (set it yourself when you
  /// dequeue the cell another way). `nil` shows nothing.
  public var content: HostingCellContent<Model>?

  /// Sets `contentConfiguration` to ``content``'s `UIHostingConfiguration` of `model` (`nil`
  /// when there is no content).
  public func configure(with model: Model) {
    contentConfiguration = content?.configuration(for: model)
  }
}
#endif
