// Part of the SwiftUI stand-in (Tests/SwiftUIStandIn); see View.swift and README.md.
import UIKit

/// `@frozen enum Edge` (iOS 13.0+, tvOS 13.0+), `Int8` raw values in declaration order.
// /documentation/swiftui/edge
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public enum Edge: Int8, Hashable, Sendable {
  /// `case top`
  // /documentation/swiftui/edge/top
  case top
  /// `case leading`
  // /documentation/swiftui/edge/leading
  case leading
  /// `case bottom`
  // /documentation/swiftui/edge/bottom
  case bottom
  /// `case trailing`
  // /documentation/swiftui/edge/trailing
  case trailing

  /// `@frozen struct Set` (iOS 13.0+, tvOS 13.0+): an `OptionSet` of `Int8`, `Sendable`.
  // /documentation/swiftui/edge/set
  @frozen
  public struct Set: OptionSet, Sendable {
    /// `let rawValue: Int8`
    public let rawValue: Int8
    /// `init(rawValue: Int8)`
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// `init(_ e: Edge)`
    // /documentation/swiftui/edge/set/init(_:)
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

    /// `static let top: Edge.Set`
    // /documentation/swiftui/edge/set/top
    public static let top = Edge.Set(.top)
    /// `static let leading: Edge.Set`
    // /documentation/swiftui/edge/set/leading
    public static let leading = Edge.Set(.leading)
    /// `static let bottom: Edge.Set`
    // /documentation/swiftui/edge/set/bottom
    public static let bottom = Edge.Set(.bottom)
    /// `static let trailing: Edge.Set`
    // /documentation/swiftui/edge/set/trailing
    public static let trailing = Edge.Set(.trailing)
    /// `static let all: Edge.Set`
    // /documentation/swiftui/edge/set/all
    public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    /// `static let horizontal: Edge.Set`
    // /documentation/swiftui/edge/set/horizontal
    public static let horizontal: Edge.Set = [.leading, .trailing]
    /// `static let vertical: Edge.Set`
    // /documentation/swiftui/edge/set/vertical
    public static let vertical: Edge.Set = [.top, .bottom]
  }
}

/// `@frozen struct EdgeInsets` (iOS 13.0+, tvOS 13.0+), `Equatable`, `Sendable`.
// /documentation/swiftui/edgeinsets
@available(iOS 13.0, tvOS 13.0, *)
@frozen
public struct EdgeInsets: Equatable, Sendable {
  /// `var top: CGFloat`
  // /documentation/swiftui/edgeinsets/top
  public var top: CGFloat
  /// `var leading: CGFloat`
  // /documentation/swiftui/edgeinsets/leading
  public var leading: CGFloat
  /// `var bottom: CGFloat`
  // /documentation/swiftui/edgeinsets/bottom
  public var bottom: CGFloat
  /// `var trailing: CGFloat`
  // /documentation/swiftui/edgeinsets/trailing
  public var trailing: CGFloat

  /// `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
  // /documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// `init()`: all zero.
  // /documentation/swiftui/edgeinsets/init()
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
