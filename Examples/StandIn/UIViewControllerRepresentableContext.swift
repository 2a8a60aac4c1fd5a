import SwiftUI
import UIKit

/// `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where
/// Representable : UIViewControllerRepresentable` (iOS 13.0+, tvOS 13.0+). "Don't create this
/// structure yourself": SwiftUI makes it.
// /documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  /// `@MainActor @preconcurrency let coordinator: Representable.Coordinator`
  // /documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
}
