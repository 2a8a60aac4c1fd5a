import SwiftUI

/// `@resultBuilder struct SceneBuilder` (iOS 14.0+), with the one-scene `buildBlock` the
/// examples use.
// /documentation/swiftui/scenebuilder
@available(iOS 14.0, tvOS 14.0, *)
@resultBuilder
public struct SceneBuilder {
  /// `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`
  // /documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}
