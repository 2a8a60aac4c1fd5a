import SwiftUI
import UIKit

/// The app: one window showing the timeline in a navigation controller.
@main
struct TimelineApp: App {
  var body: some Scene {
    WindowGroup {
      TimelineScreen()
    }
  }
}

/// The UIKit timeline inside SwiftUI's window.
struct TimelineScreen: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    // The bundled search payload stands in for the network.
    let url =
      Bundle.module.url(forResource: "timeline", withExtension: "json")
      ?? Bundle.module.bundleURL.appendingPathComponent("timeline.json")
    let model = TimelineViewModel(loader: BundledTimelineLoader(url: url))
    return UINavigationController(rootViewController: TimelineViewController(model: model))
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
