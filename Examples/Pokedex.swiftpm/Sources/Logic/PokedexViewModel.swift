import Bricks
import Foundation

/// The Pokédex list: pages of PokeAPI's `pokemon` list, followed through their `next` links,
/// searchable by name.
///
/// ```
/// idle ──start──▶ loading ──▶ idle | failed
/// idle ──loadMore──▶ loadingMore ──▶ idle (next == nil: the end) | failed
/// failed ──retry──▶ the load that failed
/// ```
/// One load at a time; a search filters what is loaded and pauses load-more.
@MainActor
final class PokedexViewModel {
  enum Phase: Equatable {
    case idle, loading, loadingMore
    case failed(String)
  }

  struct Entry: Equatable {
    let number: Int
    let name: String
  }

  private(set) var entries: [Entry] = []
  private(set) var phase: Phase = .idle
  /// The next page, `nil` at the end (and before the first load).
  private(set) var next: URL?
  private(set) var query = ""
  /// Called after every change of ``content``.
  var onChange: ((PokedexContent) -> Void)?

  let api: PokeAPI
  let sprites: SpriteStore
  private var started = false

  init(api: PokeAPI, sprites: SpriteStore) {
    self.api = api
    self.sprites = sprites
    sprites.observe(self) { [weak self] _ in self?.changed() }
  }

  var content: PokedexContent {
    let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
    let rows = entries.filter { needle.isEmpty || $0.name.lowercased().contains(needle) }.map { entry in
      let sprite = PokemonRow.spriteURL(number: entry.number)
      return PokemonRow(
        id: entry.number, name: entry.name, spriteURL: sprite, hasSprite: sprites.image(for: sprite) != nil,
        sprites: sprites)
    }
    let status: ListStatus
    switch phase {
    case .loading, .loadingMore: status = .loading
    case .failed(let message): status = .failed(message)
    case .idle: status = .idle
    }
    let empty = needle.isEmpty ? "No Pokémon yet." : "No Pokémon named “\(query)” among the \(entries.count) loaded."
    return PokedexContent(
      rows: rows, status: status, emptyMessage: empty,
      canLoadMore: phase == .idle && needle.isEmpty && next != nil)
  }

  func start() async {
    guard !started, phase == .idle || isFailed else { return }
    await load(PokeAPI.firstPage, as: .loading)
  }

  func loadMore() async {
    guard started, let next, phase == .idle || isFailed else { return }
    await load(next, as: .loadingMore)
  }

  func retry() async {
    if started { await loadMore() } else { await start() }
  }

  func search(_ text: String) {
    query = text
    changed()
  }

  private var isFailed: Bool {
    if case .failed = phase { return true }
    return false
  }

  private func load(_ url: URL, as phase: Phase) async {
    self.phase = phase
    changed()
    do {
      let page = try await api.page(at: url)
      let loaded = try page.results.map { result in
        guard let number = PokemonRow.number(in: result.url) else {
          throw PokedexError.noNumber(name: result.name, url: result.url)
        }
        return Entry(number: number, name: PokemonRow.displayName(result.name))
      }
      let known = Set(entries.map(\.number))
      entries += loaded.filter { !known.contains($0.number) }
      next = page.next
      started = true
      self.phase = .idle
    } catch {
      self.phase = .failed("\(error)")
    }
    changed()
  }

  private func changed() { onChange?(content) }
}

/// What the list shows: one section of rows and the status row.
struct PokedexContent: Equatable {
  var rows: [PokemonRow]
  var status: ListStatus
  /// The empty row's message, when there are no rows.
  var emptyMessage: String
  var canLoadMore: Bool

  var sections: [ListSection] { [ListSection(items: rows)] }
}
