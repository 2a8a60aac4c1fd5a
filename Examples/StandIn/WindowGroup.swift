import SwiftUI

/// `struct WindowGroup<Content> where Content : View` (iOS 14.0+), a `Scene`, with the
/// initializer the examples use. Like SwiftUI's own scenes and views, it is not isolated: its
/// `Scene` conformance is declared in an extension.
// /documentation/swiftui/windowgroup
@available(iOS 14.0, tvOS 14.0, *)
public struct WindowGroup<Content> where Content: View {
  let content: Content

  /// `nonisolated init(@ViewBuilder content: () -> Content)` (the SDKs of 2026 spell the
  /// attribute `@ContentBuilder`)
  // /documentation/swiftui/windowgroup/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension WindowGroup: Scene {
  public typealias Body = Never
  /// A primitive scene's `body`, never called.
  public var body: Never { fatalError("a WindowGroup's body is never called") }
}
