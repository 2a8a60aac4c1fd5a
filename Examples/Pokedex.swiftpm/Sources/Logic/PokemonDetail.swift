import Foundation

/// What the detail screen shows of a Pokémon.
struct PokemonDetail: Equatable {
  struct StatRow: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let value: Int
    /// The value as a fraction of the highest base stat (255), for a bar.
    var fraction: Double { min(1, Double(value) / 255) }
  }

  let number: Int
  let name: String
  let types: String
  let size: String
  let sprite: URL
  let stats: [StatRow]

  init(_ pokemon: Pokemon) {
    number = pokemon.id
    name = PokemonRow.displayName(pokemon.name)
    types = pokemon.types.sorted { $0.slot < $1.slot }.map { PokemonRow.displayName($0.type.name) }
      .joined(separator: " · ")
    // PokeAPI gives height in decimetres and weight in hectograms.
    size = String(format: "%.1f m · %.1f kg", Double(pokemon.height) / 10, Double(pokemon.weight) / 10)
    sprite = pokemon.sprites.frontDefault
    stats = pokemon.stats.map { StatRow(name: Self.statName($0.stat.name), value: $0.baseStat) }
  }

  static func statName(_ apiName: String) -> String {
    switch apiName {
    case "hp": "HP"
    case "special-attack": "Sp. Attack"
    case "special-defense": "Sp. Defense"
    default: PokemonRow.displayName(apiName)
    }
  }
}

/// The detail screen's state: loading, the Pokémon, or why it could not load.
@MainActor
final class PokemonDetailViewModel {
  enum State: Equatable {
    case loading
    case loaded(PokemonDetail)
    case failed(String)
  }

  let number: Int
  private let api: PokeAPI
  private(set) var state = State.loading
  var onChange: ((State) -> Void)?

  init(number: Int, api: PokeAPI) {
    self.number = number
    self.api = api
  }

  func load() async {
    state = .loading
    onChange?(state)
    do {
      state = .loaded(PokemonDetail(try await api.pokemon(number: number)))
    } catch {
      state = .failed("\(error)")
    }
    onChange?(state)
  }
}
