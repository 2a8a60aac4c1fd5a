import SwiftUI
import UIKit

/// The app: the Pokédex list in a navigation controller.
@main
struct PokedexApp: App {
  var body: some Scene {
    WindowGroup {
      PokedexScreen()
    }
  }
}

/// The UIKit Pokédex inside SwiftUI's window.
struct PokedexScreen: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    // Bundled responses stand in for PokeAPI; the sprites come from the network when there is one.
    let api = PokeAPI(
      loader: SlowNetwork(wrapping: BundledPokeAPI(directory: Bundle.module.resourceURL ?? Bundle.module.bundleURL)))
    let model = PokedexViewModel(api: api, sprites: SpriteStore(loader: URLSessionLoader()))
    return UINavigationController(rootViewController: PokedexViewController(model: model))
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

/// The one failure ``SlowNetwork`` makes.
struct SimulatedOffline: Error, CustomStringConvertible {
  var description: String { "The connection dropped (this example drops it once, to show the error row)." }
}

/// Sprites from the network.
struct URLSessionLoader: DataLoading {
  func data(for url: URL) async throws -> Data {
    try await URLSession.shared.data(from: url).0
  }
}

/// The bundled API with a network's delay, so the loading rows show; its third page fails the
/// first time it is asked for, so the error row and its retry show too.
actor SlowNetwork: DataLoading {
  private let bundled: BundledPokeAPI
  private var failedOnce = false

  init(wrapping bundled: BundledPokeAPI) {
    self.bundled = bundled
  }

  func data(for url: URL) async throws -> Data {
    try await Task.sleep(nanoseconds: 600_000_000)
    if !failedOnce, url.query?.contains("offset=40") == true {
      failedOnce = true
      throw SimulatedOffline()
    }
    return try await bundled.data(for: url)
  }
}
