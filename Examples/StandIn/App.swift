import SwiftUI

/// `@MainActor @preconcurrency protocol App` (iOS 14.0+, macOS 11.0+, tvOS 14.0+, watchOS
/// 7.0+, visionOS 1.0+): the `@main` type of a SwiftUI app.
// /documentation/swiftui/app
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
public protocol App {
  /// `associatedtype Body : Scene`
  // /documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  // /documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// `@MainActor @preconcurrency init()`
  // /documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, tvOS 14.0, *)
extension App {
  /// `@MainActor @preconcurrency static func main()`: what `@main` calls. The stand-in builds
  /// the app and its scene, as SwiftUI does first.
  // /documentation/swiftui/app/main()
  @MainActor @preconcurrency
  public static func main() {
    _ = Self().body
  }
}
