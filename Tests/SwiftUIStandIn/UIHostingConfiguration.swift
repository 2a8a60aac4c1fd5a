// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn); see View.swift and README.md.
import UIKit

/// `struct UIHostingConfiguration<Content, Background> where Content : View, Background : View`
/// (iOS 16.0+, tvOS 16.0+, Mac Catalyst 16.0+, visionOS 1.0+; no macOS, no watchOS), a
/// `UIContentConfiguration`. The stand-in records what each modifier was given
/// (`_standIn…` members) so that tests can read it back.
// /documentation/swiftui/uihostingconfiguration
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UIHostingConfiguration<Content, Background> where Content: View, Background: View {
  /// Not SwiftUI: the content the builder produced.
  public let _standInContent: Content
  /// Not SwiftUI: the background, `nil` for `EmptyView` (no background set).
  public let _standInBackground: Background?
  /// Not SwiftUI: the margins set, edge by edge (`nil`: the system's).
  public var _standInMargins: [Edge: CGFloat] = [:]
  /// Not SwiftUI: the minimum size set (`nil`: the system's).
  public var _standInMinWidth: CGFloat?
  public var _standInMinHeight: CGFloat?

  init(_standInContent: Content, background: Background?) {
    self._standInContent = _standInContent
    self._standInBackground = background
  }

  /// `func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background>`
  /// (iOS 16.0+, tvOS 16.0+; one of the two `margins(_:_:)` overloads, the other below)
  // /documentation/swiftui/uihostingconfiguration/margins(_:_:)
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
    var copy = self
    if edges.contains(.top) { copy._standInMargins[.top] = insets.top }
    if edges.contains(.leading) { copy._standInMargins[.leading] = insets.leading }
    if edges.contains(.bottom) { copy._standInMargins[.bottom] = insets.bottom }
    if edges.contains(.trailing) { copy._standInMargins[.trailing] = insets.trailing }
    return copy
  }

  /// `func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background>`
  /// (iOS 16.0+, tvOS 16.0+): the same length on every edge of `edges`; the page's own example,
  /// `.margins(.horizontal, 20.0)`, calls this overload.
  // /documentation/swiftui/uihostingconfiguration/margins(_:_:)
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }

  /// `func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background>`
  // /documentation/swiftui/uihostingconfiguration/minsize(width:height:)
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
    var copy = self
    copy._standInMinWidth = width
    copy._standInMinHeight = height
    return copy
  }

  /// `func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> where B : View`
  /// (the iOS 16–26 SDKs' form; the current page prints `@ContentBuilder`, SwiftUI's newer
  /// alias of `ViewBuilder`)
  // /documentation/swiftui/uihostingconfiguration/background(content:)
  public func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> where B: View {
    var configuration = UIHostingConfiguration<Content, B>(_standInContent: _standInContent, background: content())
    configuration._standInMargins = _standInMargins
    configuration._standInMinWidth = _standInMinWidth
    configuration._standInMinHeight = _standInMinHeight
    return configuration
  }

  /// `func background<S>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> where S : ShapeStyle`
  // /documentation/swiftui/uihostingconfiguration/background(_:)
  public func background<S>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
  where S: ShapeStyle {
    background { _UIHostingConfigurationBackgroundView(style: style) }
  }
}

@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIHostingConfiguration where Background == EmptyView {
  /// `init(@ViewBuilder content: () -> Content)`, available when `Background` is `EmptyView`
  /// (the iOS 16–26 SDKs' form; the current page prints `@ContentBuilder`)
  // /documentation/swiftui/uihostingconfiguration/init(content:)
  public init(@ViewBuilder content: () -> Content) {
    self.init(_standInContent: content(), background: nil)
  }
}

@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIHostingConfiguration: UIContentConfiguration {
  /// The `UIContentConfiguration` requirement (the page lists the conformance, not the
  /// member): `@MainActor func makeContentView() -> any UIView & UIContentView`. SwiftUI returns
  /// a hosting view; the stand-in a plain view holding the configuration.
  // /documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor
  public func makeContentView() -> any UIView & UIContentView { _StandInContentView(configuration: self) }
  /// The `UIContentConfiguration` requirement `func updated(for state: any UIConfigurationState) -> Self`.
  // /documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }
}

/// `struct _UIHostingConfigurationBackgroundView<S> where S : ShapeStyle`, the background
/// `background(_:)` returns; public in SwiftUI but undocumented (no page; its name and generic
/// signature are those of `background(_:)`'s Declaration). A `View`.
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct _UIHostingConfigurationBackgroundView<S> where S: ShapeStyle {
  /// Not SwiftUI: the style.
  public let _standInStyle: S
  init(style: S) { self._standInStyle = style }
}

@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension _UIHostingConfigurationBackgroundView: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}
