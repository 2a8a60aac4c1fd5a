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
extension Color: View {
  /// A primitive view: `Body` is `Never`; SwiftUI never asks for it.
  public typealias Body = Never
  public var body: Never { fatalError("Color has no body; SwiftUI never asks a primitive view for it") }
}
