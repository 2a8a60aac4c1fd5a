import SwiftUI

/// `struct WindowGroup<Content> where Content : View` (iOS 14.0+), a `Scene`, with the
/// initializer the examples use.
// /documentation/swiftui/windowgroup
@available(iOS 14.0, tvOS 14.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
  public typealias Body = Never
  let content: Content

  /// `init(@ViewBuilder content: () -> Content)`
  // /documentation/swiftui/windowgroup/init(content:)
  @MainActor @preconcurrency
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive scene's `body`, never called.
  public var body: Never { fatalError("a WindowGroup's body is never called") }
}
