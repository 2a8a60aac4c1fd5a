// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn); see View.swift and README.md.
import UIKit

/// `protocol ShapeStyle : Sendable` (iOS 13.0+, tvOS 13.0+). Its `Resolved` associated type and
/// `resolve(in:)` requirement (both with defaults, iOS 17) are not declared: nothing in Bricks
/// conforms to it.
// /documentation/swiftui/shapestyle
@available(iOS 13.0, tvOS 13.0, *)
public protocol ShapeStyle: Sendable {}

/// `@frozen struct Color` (iOS 13.0+, tvOS 13.0+), `Hashable`, `Sendable`, a `ShapeStyle` and a
/// `View`. The stand-in's value is the color's name, so that tests can compare colors.
// /documentation/swiftui/color
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public struct Color: Hashable, Sendable {
  /// Not SwiftUI: the color's name.
  public let _standInName: String

  /// `static let red: Color`
  // /documentation/swiftui/color/red
  public static let red = Color(_standInName: "red")
  /// `static let blue: Color`
  // /documentation/swiftui/color/blue
  public static let blue = Color(_standInName: "blue")
}

@available(iOS 13.0, tvOS 13.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, tvOS 13.0, *)
extension Color: View {}

/// `protocol Shape : Sendable, Animatable, View` (iOS 13.0+, tvOS 13.0+), declared only as far
/// as `Rectangle` and `_ShapeView` need it (its `path(in:)` requirement is not declared: nothing
/// in Bricks draws a shape).
// /documentation/swiftui/shape
@available(iOS 13.0, tvOS 13.0, *)
public protocol Shape: Sendable, View {}

/// `@frozen struct Rectangle` (iOS 13.0+, tvOS 13.0+), a `Shape`.
// /documentation/swiftui/rectangle
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public struct Rectangle: Sendable {
  /// `@inlinable init()`
  // /documentation/swiftui/rectangle/init()
  @inlinable public init() {}
}

@available(iOS 13.0, tvOS 13.0, *)
extension Rectangle: Shape {
  /// A primitive view here: SwiftUI draws the shape.
  public var body: Never { fatalError("Rectangle is drawn by SwiftUI") }
}

/// `@frozen struct _ShapeView<Content, Style> where Content : Shape, Style : ShapeStyle`: what
/// `ShapeStyle.body` returns (a shape filled with the style); SwiftUI's interface declares it, its
/// page is the `body` below.
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public struct _ShapeView<Content, Style> where Content: Shape, Style: ShapeStyle {
  /// The shape.
  public var shape: Content
  /// The style filling it.
  public var style: Style
}

@available(iOS 13.0, tvOS 13.0, *)
extension _ShapeView: View {
  /// A primitive view: SwiftUI draws it.
  public var body: Never { fatalError("_ShapeView is drawn by SwiftUI") }
}

@available(iOS 13.0, tvOS 13.0, *)
extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
  /// `var body: _ShapeView<Rectangle, Self> { get }` (iOS 13.0+, tvOS 13.0+): "A rectangular view
  /// that's filled with the shape style", the body of a style that is also a view, like `Color`.
  // /documentation/swiftui/shapestyle/body
  public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}
