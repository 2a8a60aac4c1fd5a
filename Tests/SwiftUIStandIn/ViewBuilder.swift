// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn); see View.swift and README.md.
import UIKit

/// `@resultBuilder struct ViewBuilder` (iOS 13.0+, tvOS 13.0+), with the building methods the
/// closures Bricks passes use (a single expression, or none). SwiftUI's others
/// (`buildEither`, `buildIf`, `buildLimitedAvailability`, the variadic `buildBlock`) are not
/// declared: a multi-statement view closure in Bricks' sources therefore fails to type-check
/// here, which is stricter than SwiftUI, never looser.
// /documentation/swiftui/viewbuilder
@available(iOS 13.0, tvOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
  /// `static func buildBlock() -> EmptyView`
  // /documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : View`
  // /documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
  // /documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
}
