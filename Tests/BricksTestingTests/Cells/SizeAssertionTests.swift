import Bricks
import BricksTesting
import Foundation
import Testing

private let short = Post(id: 1, text: "hello")
private let long = Post(id: 2, text: String(repeating: "x", count: 100))

@Suite("assertHeight") @MainActor
struct SizeAssertionTests {
  @Test("passes on the height the sizing protocols give")
  func passes() throws {
    assertHeight(PostCell.self, for: short, width: 375, equals: 36)
    assertHeight(PostCell.self, for: long, width: 375, equals: 76)
    assertHeight(AdCell.self, for: Ad(id: 1), width: 320, equals: 90)
    assertHeight(PhotoCell.self, for: Photo(id: 1), width: 375, equals: 375)
    assertHeight(BannerCell.self, for: Banner(), width: 375, equals: nil)
    assertHeight(PostCell.self, for: long, width: 375, equals: 75.5, accuracy: 0.5)
    let grid = DimensionContext(containerSize: CGSize(width: 375, height: 667), columns: 2, spacing: 8)
    assertHeight(PhotoCell.self, for: Photo(id: 1), in: grid, equals: 183)
    #expect(verifyHeight(PostCell.self, for: short, width: 375, equals: 36) == nil)
  }

  @Test("fails with the expected and actual heights")
  func wrongHeight() {
    #expect(
      verifyHeight(PostCell.self, for: long, width: 375, equals: 88)
        == "height of PostCell for Post at width 375: expected 88, got 76")
    let grid = DimensionContext(containerSize: CGSize(width: 375, height: 667), columns: 2, spacing: 8)
    #expect(
      verifyHeight(PhotoCell.self, for: Photo(id: 1), in: grid, equals: 187.5)
        == "height of PhotoCell for Photo at width 375 (2 columns of 183.5): expected 187.5, got 183")
  }

  @Test("tells an automatic (self-sizing) cell from a fixed height")
  func automatic() {
    #expect(
      verifyHeight(BannerCell.self, for: Banner(), width: 375, equals: 88)
        == "height of BannerCell for Banner at width 375: expected 88, got automatic (the cell sizes itself; adopt StaticHeight, ModelHeight or DimensionSized to give it a size)"
    )
    #expect(
      verifyHeight(AdCell.self, for: Ad(id: 1), width: 375, equals: nil)
        == "height of AdCell for Ad at width 375: expected automatic, got 90")
  }

  @Test("checks the height of the cell a registry binds")
  func throughARegistry() throws {
    let registry = CellRegistry()
    try registry.register(AdCell.self, for: Ad.self)
    assertHeight(registry, for: Ad(id: 1), width: 375, equals: 90)
    #expect(
      verifyHeight(registry, for: Ad(id: 1), width: 375, equals: 91)
        == "height of AdCell for Ad at width 375: expected 91, got 90")
    #expect(
      verifyHeight(registry, for: short, width: 375, equals: 36)
        == "no cell registered for model Post; register one with registry.register(PostCell.self, for: Post.self)")
  }

  @Test("checks sizes")
  func sizes() {
    let grid = DimensionContext(containerSize: CGSize(width: 375, height: 667), columns: 3)
    assertSize(PhotoCell.self, for: Photo(id: 1), in: grid, equals: CGSize(width: 125, height: 125))
    assertSize(BannerCell.self, for: Banner(), in: grid, equals: nil)
    #expect(
      verifySize(PhotoCell.self, for: Photo(id: 1), in: grid, equals: CGSize(width: 100, height: 100))
        == "size of PhotoCell for Photo at width 375 (3 columns of 125): expected 100×100, got 125×125")
  }

  @Test("records the failure at the caller's line")
  func recordsAtTheCallersLine() {
    let line = #line + 1
    let failures = recordedFailures { assertHeight(PostCell.self, for: short, width: 375, equals: 88) }
    #expect(
      failures == [
        RecordedFailure(
          message: "height of PostCell for Post at width 375: expected 88, got 36", fileID: #fileID, line: line)
      ])
  }
}
