import SwiftUI
import UIKit

/// The app: the feed in a navigation controller.
@main
struct FeedApp: App {
  var body: some Scene {
    WindowGroup {
      FeedScreen()
    }
  }
}

/// The UIKit feed inside SwiftUI's window.
struct FeedScreen: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    // The bundled payload stands in for the network; the archive lives in Caches.
    let feed =
      Bundle.module.url(forResource: "feed", withExtension: "json")
      ?? Bundle.module.bundleURL.appendingPathComponent("feed.json")
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    let model = FeedViewModel(
      loader: BundledFeed(url: feed), archiveURL: caches.appendingPathComponent("feed.bricks"))
    return UINavigationController(rootViewController: FeedViewController(model: model))
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
