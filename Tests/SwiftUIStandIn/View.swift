// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn, compiled by scripts/check-uikit.sh only).
// Each declaration carries the path of the Apple documentation page it mirrors
// (https://developer.apple.com + the path) and a `///` line quoting the page's Declaration;
// README.md here says how each was checked. Members named `_standIn…` are not SwiftUI.
import UIKit

/// `@MainActor @preconcurrency protocol View` (iOS 13.0+, tvOS 13.0+, macOS 10.15+, watchOS
/// 6.0+, visionOS 1.0+). "A type conforming to this protocol inherits `@preconcurrency
/// @MainActor` isolation from the protocol if the conformance is declared in its original
/// declaration" (the page); the stand-in's own views declare it in extensions, as SwiftUI's
/// nonisolated views (`EmptyView`, `Color`) do.
// /documentation/swiftui/view
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
  /// `associatedtype Body : View`
  // /documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  // /documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `extension Never : View` with `typealias Body = Never` and `var body: Never` (the "Never
/// Implementations" of View's `body` page and SwiftUI's interface): the body type of primitive
/// views and of representables.
// /documentation/swiftui/view/body-8kl5o
@available(iOS 13.0, tvOS 13.0, *)
extension Never: View {
  /// `typealias Body = Never`
  public typealias Body = Never
  /// `var body: Never { get }`: never called (there is no value of `Never`).
  public var body: Never { self }
}

/// `@frozen struct EmptyView` (iOS 13.0+, tvOS 13.0+), a `View` and `Sendable`.
// /documentation/swiftui/emptyview
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public struct EmptyView: Sendable {
  /// `init()`
  // /documentation/swiftui/emptyview/init()
  @inlinable public init() {}
}

@available(iOS 13.0, tvOS 13.0, *)
extension EmptyView: View {
  /// A primitive view: `Body` is `Never`; SwiftUI never asks for it.
  public typealias Body = Never
  public var body: Never { fatalError("EmptyView has no body; SwiftUI never asks a primitive view for it") }
}
