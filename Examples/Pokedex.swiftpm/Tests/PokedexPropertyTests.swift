import Bricks
import Foundation
import TestSupport
import Testing

@testable import AppModule

/// Random sequences of loads, load-mores, retries, failures and searches, judged against the
/// bundled API's pages: the rows are always the first pages loaded, in order, each Pokémon
/// once, filtered by the search.
@MainActor
@Suite struct PokedexPropertyTests {
  enum Operation: CaseIterable { case start, loadMore, retry, search }

  /// What the generator must produce, each at least once.
  enum Kind: CaseIterable { case firstPage, nextPage, end, failure, recovery, match, noMatch, ignored }

  static let names: [String] = {
    (0..<3).flatMap { page -> [String] in
      let url = resources.appendingPathComponent("pokemon-offset-\(page * 20).json")
      guard let data = try? Data(contentsOf: url), let page = try? PokemonPage.parse(data) else { return [] }
      return page.results.map { PokemonRow.displayName($0.name) }
    }
  }()

  @Test func rowsAreTheLoadedPagesFilteredByTheSearch() async throws {
    try #require(Self.names.count == 60)
    let seed = UInt64(ProcessInfo.processInfo.environment["BRICKS_PROPERTY_SEED"] ?? "") ?? 0x9025
    var random = SeededGenerator(seed: seed)
    let queries = ["", "", "saur", "nido", "pika", "mew", "a", "  "]
    var seen = Set<Kind>()
    for round in 0..<150 {
      let api = FlakyAPI()
      let model = PokedexViewModel(api: PokeAPI(loader: api), sprites: SpriteStore(loader: GatedImages()))
      var pages = 0  // the oracle: pages loaded
      var failed = false
      var query = ""
      var trace: [String] = []
      for _ in 0..<Int.random(in: 1...15, using: &random) {
        let operation = Operation.allCases.randomElement(using: &random)!
        let fails = Int.random(in: 0..<4, using: &random) == 0
        if fails { await api.failNext() }
        let requestsBefore = await api.requests.count
        switch operation {
        case .start: await model.start()
        case .loadMore: await model.loadMore()
        case .retry: await model.retry()
        case .search:
          query = queries.randomElement(using: &random)!
          model.search(query)
        }
        let requested = await api.requests.count > requestsBefore
        await api.failNext(0)
        trace.append("\(operation)\(operation == .search ? " \"\(query)\"" : "")\(fails ? " (failing)" : "")")
        let context = "seed \(seed), round \(round): \(trace)"
        // Which page the rules ask for: the first until one loads, then the next until the last.
        let wanted: Bool
        switch operation {
        case .search: wanted = false
        case .start: wanted = pages == 0
        case .loadMore: wanted = pages > 0 && pages < 3
        case .retry: wanted = pages < 3
        }
        #expect(requested == wanted, "\(context)")
        if operation != .search && !wanted { seen.insert(.ignored) }
        if wanted {
          if fails {
            failed = true
            seen.insert(.failure)
          } else {
            if failed { seen.insert(.recovery) }
            failed = false
            pages += 1
            seen.insert(pages == 1 ? .firstPage : pages == 3 ? .end : .nextPage)
          }
        }
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        let expected = Self.names.prefix(pages * 20).filter { needle.isEmpty || $0.lowercased().contains(needle) }
        #expect(model.content.rows.map(\.name) == expected, "\(context)")
        #expect(model.content.rows.map(\.id) == model.content.rows.map { Self.names.firstIndex(of: $0.name)! + 1 })
        #expect(model.content.status == (failed ? .failed("The Internet connection appears to be offline.") : .idle))
        #expect(model.content.canLoadMore == (!failed && needle.isEmpty && pages > 0 && pages < 3), "\(context)")
        if !needle.isEmpty && pages > 0 { seen.insert(expected.isEmpty ? .noMatch : .match) }
      }
    }
    #expect(seen == Set(Kind.allCases), "never generated: \(Set(Kind.allCases).subtracting(seen))")
  }
}
