import SwiftUI
import UIKit

/// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`
/// (iOS 13.0+, tvOS 13.0+, Mac Catalyst 13.0+, visionOS 1.0+), with the requirements the
/// examples implement or rely on (`dismantleUIViewController(_:coordinator:)` and
/// `sizeThatFits(_:uiViewController:context:)` have defaults and are not declared).
// /documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  /// `associatedtype UIViewControllerType : UIViewController`
  // /documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  associatedtype UIViewControllerType: UIViewController
  /// `associatedtype Coordinator = Void`
  // /documentation/swiftui/uiviewcontrollerrepresentable/coordinator
  associatedtype Coordinator = Void
  /// `typealias Context = UIViewControllerRepresentableContext<Self>`
  // /documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`
  // /documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  /// `@MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`
  // /documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator` (default, when
  /// `Coordinator` is `Void`: returns `()`)
  // /documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable {
  /// A representable's `body`, never called (`Body` is `Never`).
  // /documentation/swiftui/view/body-8kl5o ("UIViewControllerRepresentable Implementations")
  @MainActor @preconcurrency
  public var body: Never { fatalError("a UIViewControllerRepresentable's body is never called") }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
  /// The default `makeCoordinator()` when there is no coordinator.
  // /documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
  @MainActor @preconcurrency
  public func makeCoordinator() -> Self.Coordinator { () }
}
