import Bricks
import Foundation
import Testing

@testable import AppModule

@MainActor
@Suite struct PokedexViewModelTests {
  let api = FlakyAPI()
  let images = GatedImages()

  func makeModel() -> PokedexViewModel {
    PokedexViewModel(api: PokeAPI(loader: api), sprites: SpriteStore(loader: images))
  }

  @Test(arguments: [
    ("https://pokeapi.co/api/v2/pokemon?offset=0&limit=20", "pokemon-offset-0.json"),
    ("https://pokeapi.co/api/v2/pokemon?offset=40&limit=20", "pokemon-offset-40.json"),
    ("https://pokeapi.co/api/v2/pokemon/25/", "pokemon-25.json"),
    ("https://pokeapi.co/api/v2/pokemon/25", "pokemon-25.json"),
  ])
  func requestsMapToBundledFiles(url: String, file: String) throws {
    #expect(try BundledPokeAPI.fileName(for: URL(string: url)!) == file)
  }

  @Test(arguments: [
    "https://example.com/api/v2/pokemon/25/", "https://pokeapi.co/api/v2/berry/1/",
    "https://pokeapi.co/api/v2/pokemon?limit=20", "https://pokeapi.co/api/v2/pokemon/0/",
  ])
  func otherRequestsSayWhatIsBundled(url: String) {
    #expect(throws: PokedexError.notBundled(URL(string: url)!)) { try BundledPokeAPI.fileName(for: URL(string: url)!) }
    #expect(
      "\(PokedexError.notBundled(URL(string: url)!))".hasSuffix(
        "only pokemon list pages and pokemon/<number>/ are bundled"))
  }

  @Test func pagesFollowNextUntilTheEnd() async {
    let model = makeModel()
    var statuses: [ListStatus] = []
    model.onChange = { statuses.append($0.status) }
    await model.start()
    #expect(model.content.rows.map(\.id) == Array(1...20))
    #expect(model.content.rows[0].name == "Bulbasaur")
    #expect(model.content.canLoadMore)
    await model.loadMore()
    await model.loadMore()
    #expect(model.content.rows.map(\.id) == Array(1...60))
    #expect(model.content.rows[28].name == "Nidoran ♀")
    #expect(model.next == nil)
    #expect(!model.content.canLoadMore)
    await model.loadMore()  // nothing after the last page
    #expect(await api.requests.count == 3)
    #expect(statuses == [.loading, .idle, .loading, .idle, .loading, .idle])
  }

  @Test func aFailedPageShowsTheErrorRowAndRetryLoadsIt() async {
    let model = makeModel()
    await api.failNext()
    await model.start()
    #expect(model.content.status == .failed("The Internet connection appears to be offline."))
    #expect(model.content.rows.isEmpty)
    await model.retry()
    #expect(model.content.rows.count == 20)
    await api.failNext()
    await model.loadMore()
    #expect(model.content.status == .failed("The Internet connection appears to be offline."))
    #expect(model.content.rows.count == 20)
    #expect(!model.content.canLoadMore)
    await model.retry()
    #expect(model.content.status == .idle)
    #expect(model.content.rows.count == 40)
  }

  @Test func searchFiltersLoadedRowsAndSaysWhenNoneMatch() async {
    let model = makeModel()
    await model.start()
    model.search("saur")
    #expect(model.content.rows.map(\.name) == ["Bulbasaur", "Ivysaur", "Venusaur"])
    #expect(!model.content.canLoadMore, "no load-more while a search filters the rows")
    model.search("mew")
    #expect(model.content.rows.isEmpty)
    #expect(model.content.emptyMessage == "No Pokémon named “mew” among the 20 loaded.")
    model.search("  ")
    #expect(model.content.rows.count == 20)
    #expect(model.content.canLoadMore)
  }

  @Test func anEntryWithoutANumberIsAnErrorThatNamesIt() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page =
      #"{"count": 1, "next": null, "previous": null, "results": [{"name": "missingno", "url": "https://pokeapi.co/api/v2/pokemon/"}]}"#
    try Data(page.utf8).write(to: directory.appendingPathComponent("pokemon-offset-0.json"))
    let model = PokedexViewModel(
      api: PokeAPI(loader: BundledPokeAPI(directory: directory)), sprites: SpriteStore(loader: images))
    await model.start()
    #expect(
      model.content.status
        == .failed(
          "the entry for missingno has no number at the end of its URL (https://pokeapi.co/api/v2/pokemon/); expected …/pokemon/<number>/"
        ))
  }

  @Test func aMissingFileSaysWhichAndWhatToDo() async {
    let model = PokedexViewModel(
      api: PokeAPI(loader: BundledPokeAPI(directory: URL(fileURLWithPath: "/nonexistent"))),
      sprites: SpriteStore(loader: images))
    await model.start()
    guard case .failed(let message) = model.content.status else {
      Issue.record("expected the error row, got \(model.content.status)")
      return
    }
    #expect(message.hasPrefix("cannot read pokemon-offset-0.json ("))
    #expect(message.hasSuffix("); check that it is in the app's resources"))
  }

  @Test func theDetailOfPikachu() async throws {
    let detail = PokemonDetailViewModel(number: 25, api: PokeAPI(loader: api))
    var states: [PokemonDetailViewModel.State] = []
    detail.onChange = { states.append($0) }
    await detail.load()
    guard case .loaded(let pikachu) = try #require(states.last) else {
      Issue.record("expected the detail, got \(states)")
      return
    }
    #expect(states.first == .loading)
    #expect(pikachu.name == "Pikachu")
    #expect(pikachu.types == "Electric")
    #expect(pikachu.size == "0.4 m · 6.0 kg")
    #expect(pikachu.stats.map(\.name) == ["HP", "Attack", "Defense", "Sp. Attack", "Sp. Defense", "Speed"])
    #expect(pikachu.stats.map(\.value) == [35, 55, 40, 50, 50, 90])
    #expect(pikachu.sprite == PokemonRow.spriteURL(number: 25))
    let charizard = PokemonDetailViewModel(number: 6, api: PokeAPI(loader: api))
    await charizard.load()
    #expect(charizard.state != .loading)
    if case .loaded(let detail) = charizard.state { #expect(detail.types == "Fire · Flying") }
    await api.failNext()
    await charizard.load()
    #expect(charizard.state == .failed("The Internet connection appears to be offline."))
  }
}
