import Bricks
import BricksTesting
import Foundation
import Testing

@testable import AppModule

/// Sprites prefetched through the list, as UIKit's prefetch data source asks for them.
@MainActor
@Suite struct SpritePrefetchTests {
  let images = GatedImages()
  let sprites: SpriteStore
  let model: PokedexViewModel
  let list = ListDataSource(registry: CellRegistry())
  let snapshots = RecordingSnapshots()
  let host = RecordingTableHost()  // the list holds its host weakly

  init() throws {
    sprites = SpriteStore(loader: images)
    model = PokedexViewModel(api: PokeAPI(loader: FlakyAPI()), sprites: sprites)
    try list.registry.register(FakePokemonCell.self)
    try list.registry.register(FakeStatusCell.self)
    list.attach(to: host)
    model.onChange = { [list, snapshots] content in
      _ = try? list.applySnapshot(content.sections, status: content.status, to: snapshots)
    }
  }

  func paths(_ items: Range<Int>) -> [IndexPath] { items.map { IndexPath(item: $0, section: 0) } }

  @Test func prefetchedRowsFetchTheirSpritesOnceAndAreReconfiguredWhenTheyArrive() async throws {
    await model.start()
    #expect(list.prefetchItems(at: paths(0..<5)) == 5)
    #expect(list.prefetchItems(at: paths(3..<6)) == 3)
    #expect(sprites.fetches == 6, "rows 3 and 4 were already on their way")
    await images.release()
    await sprites.settle()
    #expect((0..<6).allSatisfy { sprites.image(for: PokemonRow.spriteURL(number: $0 + 1)) != nil })
    #expect(model.content.rows.prefix(6).allSatisfy { $0.hasSprite })
    #expect(!model.content.rows[6].hasSprite)
    // Each arrival changed one row: a reconfigure, never a reload.
    let arrivals = snapshots.applied.suffix(6)
    #expect(arrivals.map(\.reconfiguredItemIdentifiers.count) == [1, 1, 1, 1, 1, 1])
    #expect(arrivals.allSatisfy { $0.reloadedItemIdentifiers.isEmpty })
    list.prefetchItems(at: paths(0..<6))
    #expect(sprites.fetches == 6, "arrived sprites are not fetched again")
  }

  @Test func aRowThatScrollsAwayFirstCancelsItsSprite() async throws {
    await model.start()
    list.prefetchItems(at: paths(0..<2))
    #expect(await eventually { await images.waitingCount == 2 })
    #expect(list.cancelPrefetchingItems(at: paths(1..<2)) == 1)
    await images.release()
    await sprites.settle()
    #expect(sprites.image(for: PokemonRow.spriteURL(number: 1)) != nil)
    #expect(sprites.image(for: PokemonRow.spriteURL(number: 2)) == nil, "cancelled: its bytes are dropped")
    #expect(!sprites.isLoading(PokemonRow.spriteURL(number: 2)))
    list.prefetchItems(at: paths(1..<2))
    #expect(sprites.fetches == 3, "prefetched again when it comes back")
    await sprites.settle()
    #expect(sprites.image(for: PokemonRow.spriteURL(number: 2)) != nil)
  }

  @Test func aFailedSpriteIsFetchedAgainNextTime() async throws {
    await model.start()
    let url = PokemonRow.spriteURL(number: 1)
    await images.fail(url)
    await images.release()
    list.prefetchItems(at: paths(0..<1))
    await sprites.settle()
    #expect(sprites.image(for: url) == nil)
    #expect(!model.content.rows[0].hasSprite)
    list.prefetchItems(at: paths(0..<1))
    #expect(sprites.fetches == 2)
  }

  @Test func prefetchingNearTheEndLoadsTheNextPageBeforeItShows() async throws {
    var loads = 0
    list.loadMore = LoadMoreTrigger(threshold: 8) {
      loads += 1
      Task { await model.loadMore() }
    }
    await model.start()
    list.prefetchItems(at: paths(5..<10))
    #expect(loads == 0, "rows 5 to 9 are not within 8 of the end")
    list.prefetchItems(at: paths(10..<14))
    #expect(loads == 1)
    #expect(list.status == .loading)
    list.prefetchItems(at: paths(14..<18))
    #expect(loads == 1, "once per page")
    #expect(await eventually { model.content.rows.count == 40 })
  }
}
