import SwiftUI

/// `@MainActor @preconcurrency protocol Scene` (iOS 14.0+, macOS 11.0+, tvOS 14.0+, watchOS
/// 7.0+, visionOS 1.0+).
// /documentation/swiftui/scene
@available(iOS 14.0, tvOS 14.0, *)
@MainActor @preconcurrency
public protocol Scene {
  /// `associatedtype Body : Scene`
  // /documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene
  /// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  // /documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `extension Never : Scene`: the body type of primitive scenes such as ``WindowGroup``.
// /documentation/swiftui/never
@available(iOS 14.0, tvOS 14.0, *)
extension Never: Scene {
  public typealias Body = Never
  public var body: Never { fatalError() }
}
