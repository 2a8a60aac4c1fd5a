import BricksCells
import BricksTesting
import Foundation
import Testing

/// Stands in for `UICollectionView.CellRegistration<Cell, Item>`: a value with an identity.
struct FakeRegistration<Cell> {
  let serial: Int
}

@Suite("Registrations and cell providers") @MainActor
struct RegistrationCacheTests {
  @Test("a registration is created once per cell type, however many cells are dequeued")
  func createdOncePerType() {
    let cache = RegistrationCache()
    var made = 0
    func registration<C>(_ type: C.Type) -> FakeRegistration<C> {
      cache.registration(for: type) {
        made += 1; return FakeRegistration<C>(serial: made)
      }
    }
    for _ in 0..<1000 {
      #expect(registration(TweetCell.self).serial == 1)
      #expect(registration(AdCell.self).serial == 2)
    }
    #expect(cache.creations == 2)
    #expect(made == 2)
    #expect(cache.contains(TweetCell.self) && !cache.contains(PhotoCell.self))
  }

  @Test("one key asked with two registration types never returns the wrong type")
  func twoTypesOneKey() {
    let cache = RegistrationCache()
    let a: FakeRegistration<Int> = cache.registration(for: TweetCell.self) { FakeRegistration(serial: 1) }
    let b: FakeRegistration<String> = cache.registration(for: TweetCell.self) { FakeRegistration(serial: 2) }
    let again: FakeRegistration<String> = cache.registration(for: TweetCell.self) { FakeRegistration(serial: 3) }
    #expect(a.serial == 1 && b.serial == 2 && again.serial == 2)
    #expect(cache.creations == 2)
  }

  @Test("the registry as a cell provider configures the bound cell for an item")
  func cellProviderConfigures() throws {
    let registry = CellRegistry()
    try registry.register(TweetCell.self)
    let host = RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480))
    let tweets = [7: Tweet(id: 7, text: "seven")]
    let (view, error) = registry.provideCell(for: 7, at: [0, 0], on: host) { tweets[$0] }
    #expect(error == nil)
    #expect((view as? TweetCell)?.shown == tweets[7])
    let (missing, missingError) = registry.provideCell(for: 8, at: [0, 1], on: host) { tweets[$0] }
    #expect(missing == nil)
    #expect("\(missingError!)".contains("no model for item 8"))
  }
}
