// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn); see View.swift and README.md.
import UIKit

/// `@resultBuilder struct ViewBuilder` (iOS 13.0+, tvOS 13.0+), with the building methods the
/// closures Bricks passes use (none, one or several views). SwiftUI's others (`buildEither`,
/// `buildIf`, `buildLimitedAvailability`) are not declared: a view closure with `if` or `switch`
/// in Bricks' sources therefore fails to type-check here, which is stricter than SwiftUI, never
/// looser.
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
  /// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
  /// (iOS 17.0+, tvOS 17.0+; it replaced the fixed-arity `buildBlock(_:_:)` … overloads, which
  /// earlier SDKs declared and which back-deploy)
  // /documentation/swiftui/viewbuilder/buildblock(_:)-9ttt2
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View {
    TupleView((repeat each content))
  }
  /// `static func buildExpression<Content>(_ content: Content) -> Content where Content : View`
  // /documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
}

/// `@frozen struct TupleView<T>` (iOS 13.0+, tvOS 13.0+): the views of a multi-statement view
/// builder, a `View` whose body is `Never`.
// /documentation/swiftui/tupleview
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public struct TupleView<T> {
  /// `var value: T`
  // /documentation/swiftui/tupleview/value
  public var value: T
  /// `init(_ value: T)`
  // /documentation/swiftui/tupleview/init(_:)
  @inlinable public init(_ value: T) { self.value = value }
}

@available(iOS 13.0, tvOS 13.0, *)
extension TupleView: View {
  /// A primitive view: `Body` is `Never`; SwiftUI never asks for it.
  public typealias Body = Never
  public var body: Never { fatalError("TupleView has no body; SwiftUI never asks a primitive view for it") }
}
