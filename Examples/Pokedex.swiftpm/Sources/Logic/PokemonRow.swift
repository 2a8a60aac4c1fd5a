import Bricks
import Foundation

/// One Pokédex row: number, name and sprite. Prefetching a row fetches its sprite; a row whose
/// sprite arrived differs from the one before (``hasSprite``), so it is reconfigured.
struct PokemonRow: Identifiable, Hashable {
  let id: Int
  let name: String
  let spriteURL: URL
  let hasSprite: Bool
  let sprites: SpriteStore

  /// "#025".
  var number: String {
    let digits = String(id)
    return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }

  static func == (a: PokemonRow, b: PokemonRow) -> Bool {
    a.id == b.id && a.name == b.name && a.spriteURL == b.spriteURL && a.hasSprite == b.hasSprite
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(hasSprite)
  }

  /// "nidoran-f" → "Nidoran ♀", "mr-mime" → "Mr Mime".
  static func displayName(_ apiName: String) -> String {
    switch apiName {
    case "nidoran-f": return "Nidoran ♀"
    case "nidoran-m": return "Nidoran ♂"
    default:
      return apiName.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
  }

  /// The number PokeAPI puts at the end of an entry's URL (`…/pokemon/25/`).
  static func number(in url: URL) -> Int? {
    url.pathComponents.last.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }

  /// The sprite of Pokémon `number`, as PokeAPI's `sprites.front_default` names it.
  static func spriteURL(number: Int) -> URL {
    URL(string: "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/\(number).png")!
  }
}

extension PokemonRow: Prefetchable {
  func prefetch() { sprites.prefetch(spriteURL) }
  func cancelPrefetching() { sprites.cancel(spriteURL) }
}
