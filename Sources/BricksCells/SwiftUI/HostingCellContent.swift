// Type-checked and tested on Linux by scripts/check-uikit.sh against the UIKit and SwiftUI
// stand-ins. Platforms: iOS and tvOS 16+ (UIHostingConfiguration is iOS 16.0+/tvOS 16.0+, hence
// the @available below; the package supports iOS 15/tvOS 15), Mac Catalyst 16+, visionOS; not
// macOS (no UIKit: the guard is false) nor watchOS (no UIHostingConfiguration).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// What a SwiftUI cell shows for a model: a view made from the model, hosted by
/// `UIHostingConfiguration` with optional margins, background and minimum size.
///
/// The registry makes one for each `register(_:on:…content:)` call and hands it to the
/// ``SwiftUITableCell`` or ``SwiftUICollectionCell`` it dequeues; make one yourself for a cell
/// you dequeue another way.
@available(iOS 16.0, tvOS 16.0, *)
@MainActor
public struct HostingCellContent<Model> {
  /// Margins around the view; `nil` keeps the system's.
  public var margins: EdgeInsets?
  /// The cell's background; `nil` keeps the system's.
  public var background: Color?
  /// The view's minimum width; `nil` keeps the system's.
  public var minimumWidth: CGFloat?
  /// The view's minimum height; `nil` keeps the system's (which can make a short row taller than
  /// its view; `0` lets the cell shrink to the view).
  public var minimumHeight: CGFloat?
  let makeConfiguration: @MainActor (Model, HostingCellContent<Model>) -> any UIContentConfiguration

  /// Content showing the view `content` makes from each model.
  public init<Content: View>(
    margins: EdgeInsets? = nil, background: Color? = nil, minimumWidth: CGFloat? = nil, minimumHeight: CGFloat? = nil,
    @ViewBuilder content: @escaping @MainActor (Model) -> Content
  ) {
    self.margins = margins
    self.background = background
    self.minimumWidth = minimumWidth
    self.minimumHeight = minimumHeight
    makeConfiguration = { model, options in
      var configuration = UIHostingConfiguration { content(model) }
      if let margins = options.margins { configuration = configuration.margins(.all, margins) }
      if options.minimumWidth != nil || options.minimumHeight != nil {
        configuration = configuration.minSize(width: options.minimumWidth, height: options.minimumHeight)
      }
      guard let background = options.background else { return configuration }
      return configuration.background { background }
    }
  }

  /// The `UIHostingConfiguration` showing `model`: `UIHostingConfiguration<Content, EmptyView>`,
  /// or `UIHostingConfiguration<Content, Color>` with a background.
  public func configuration(for model: Model) -> any UIContentConfiguration { makeConfiguration(model, self) }
}
#endif
