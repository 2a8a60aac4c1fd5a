// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn); see View.swift and README.md.
import UIKit

/// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
/// (iOS 13.0+, tvOS 13.0+, Mac Catalyst 13.0+, visionOS 1.0+; no macOS, no watchOS). Its
/// `sizeThatFits(_:uiView:context:)` requirement (iOS 16, with a default) is not declared:
/// Bricks does not implement it.
// /documentation/swiftui/uiviewrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  /// `associatedtype UIViewType : UIView`
  // /documentation/swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  /// `associatedtype Coordinator = Void`
  // /documentation/swiftui/uiviewrepresentable/coordinator
  associatedtype Coordinator = Void
  /// `typealias Context = UIViewRepresentableContext<Self>`
  // /documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>

  /// `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`
  // /documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// `@MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`
  // /documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// `@MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`
  /// (default: does nothing)
  // /documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator` (default, when
  /// `Coordinator` is `Void`: returns `()`)
  // /documentation/swiftui/uiviewrepresentable/makecoordinator()
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  /// The default `dismantleUIView(_:coordinator:)`: nothing to clean up.
  // /documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
  @MainActor @preconcurrency
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  /// A representable's `body`, never called (`Body` is `Never`).
  // /documentation/swiftui/view/body-8kl5o ("UIViewRepresentable Implementations": `var body: Never`)
  @MainActor @preconcurrency
  public var body: Never { fatalError("a UIViewRepresentable's body is never called") }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == Void {
  /// The default `makeCoordinator()` when there is no coordinator.
  // /documentation/swiftui/uiviewrepresentable/makecoordinator()
  @MainActor @preconcurrency
  public func makeCoordinator() -> Self.Coordinator { () }
}

/// `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where
/// Representable : UIViewRepresentable` (iOS 13.0+, tvOS 13.0+). "Don't create this structure
/// yourself" (the page): SwiftUI makes it; the stand-in's `_standIn` initializer lets tests do
/// what SwiftUI does.
// /documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
  /// `@MainActor @preconcurrency let coordinator: Representable.Coordinator`
  // /documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator

  /// Not SwiftUI: a context around `coordinator`, as SwiftUI builds it.
  public init(_standInCoordinator coordinator: Representable.Coordinator) { self.coordinator = coordinator }
}
