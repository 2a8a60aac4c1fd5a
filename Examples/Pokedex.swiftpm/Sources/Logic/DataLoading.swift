import Foundation

/// Bytes for a URL: the network in a real app; a folder of bundled responses for the API here.
protocol DataLoading: Sendable {
  func data(for url: URL) async throws -> Data
}

/// Why a request failed, for the error row.
enum PokedexError: Error, Equatable, CustomStringConvertible {
  /// No bundled response stands for `url`.
  case notBundled(URL)
  /// The response file exists but cannot be read.
  case unreadable(String, String)
  /// A list entry whose URL does not end in the Pokémon's number.
  case noNumber(name: String, url: URL)

  var description: String {
    switch self {
    case .notBundled(let url):
      "no bundled response for \(url.absoluteString); only pokemon list pages and pokemon/<number>/ are bundled"
    case .unreadable(let file, let reason):
      "cannot read \(file) (\(reason)); check that it is in the app's resources"
    case .noNumber(let name, let url):
      "the entry for \(name) has no number at the end of its URL (\(url.absoluteString)); expected …/pokemon/<number>/"
    }
  }
}

/// PokeAPI's responses from files named after the request: `pokemon?offset=20&limit=20` is
/// `pokemon-offset-20.json`, `pokemon/25/` is `pokemon-25.json`.
struct BundledPokeAPI: DataLoading {
  let directory: URL

  func data(for url: URL) async throws -> Data {
    let file = try Self.fileName(for: url)
    do {
      return try Data(contentsOf: directory.appendingPathComponent(file))
    } catch {
      throw PokedexError.unreadable(file, error.localizedDescription)
    }
  }

  /// The bundled file answering `url`.
  static func fileName(for url: URL) throws -> String {
    let parts = url.pathComponents.filter { $0 != "/" }
    guard url.host == "pokeapi.co", parts.count >= 3, parts[0...2] == ["api", "v2", "pokemon"] else {
      throw PokedexError.notBundled(url)
    }
    if parts.count == 4, let number = Int(parts[3]), number > 0 { return "pokemon-\(number).json" }
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    guard parts.count == 3, let offset = query.first(where: { $0.name == "offset" })?.value.flatMap({ Int($0) }),
      offset >= 0
    else { throw PokedexError.notBundled(url) }
    return "pokemon-offset-\(offset).json"
  }
}

/// The two PokeAPI requests the Pokédex makes.
struct PokeAPI: Sendable {
  static let firstPage = URL(string: "https://pokeapi.co/api/v2/pokemon?offset=0&limit=20")!
  let loader: any DataLoading

  func page(at url: URL) async throws -> PokemonPage {
    try PokemonPage.parse(await loader.data(for: url))
  }

  func pokemon(number: Int) async throws -> Pokemon {
    let url = URL(string: "https://pokeapi.co/api/v2/pokemon/\(number)/")!
    return try Pokemon.parse(await loader.data(for: url))
  }
}
