import BricksTesting
import Testing

@testable import AppModule

/// The scaffolded `SearchResult` maps the bundled payload and writes it back unchanged (the
/// checks `bricks scaffold` writes, pointed at the app's resource rather than a copy of it).
@Suite struct SearchResultMappingTests {
  @Test func mapsThePayload() {
    let result = assertMaps(SearchResult.self, fixture: "../Sources/Resources/timeline.json")
    #expect(result?.statuses.count == 60)
  }

  @Test func roundTripsThePayload() {
    assertRoundTrips(SearchResult.self, fixture: "../Sources/Resources/timeline.json", treatingNullAsAbsent: true)
  }
}
