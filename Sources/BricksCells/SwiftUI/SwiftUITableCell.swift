// Type-checked and tested on Linux by scripts/check-uikit.sh (see HostingCellContent.swift for
// the platforms).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The table cell that shows a `Model` as a SwiftUI view, through `UIHostingConfiguration`: what
/// `registry.register(Post.self, on: .table) { PostRow(post: $0) }` binds `Post` to.
///
/// One class per model type, so each model type has its own reuse identifier
/// (`BricksCells.SwiftUITableCell<MyApp.Post>`) and reuse pool. The view comes from ``content``,
/// which the registry sets from its binding before every ``configure(with:)``. The cell sizes
/// itself: leave the table's row height automatic.
@available(iOS 16.0, tvOS 16.0, *)
public final class SwiftUITableCell<Model>: UITableViewCell, ConfigurableCell {
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
