import Bricks
import BricksTesting
import Testing

@MainActor
private func makeRegistry() throws -> CellRegistry {
  let registry = CellRegistry()
  try registry.register(PostCell.self, for: Post.self)
  try registry.register(AdCell.self, for: Ad.self)
  return registry
}

@Suite("assertRegistered") @MainActor
struct RegistrationAssertionTests {
  @Test("passes when every model type has a cell")
  func passes() throws {
    let registry = try makeRegistry()
    assertRegistered(registry, for: [Post.self, Ad.self])
    assertRegistered(registry, PostCell.self, for: Post.self)
    assertRegistered(registry, AdCell.self)
    #expect(verifyRegistered(registry, for: [Post.self, Ad.self]) == nil)
    #expect(verifyRegistered(registry, for: []) == nil)
  }

  @Test("lists each model type without a cell, with the fix")
  func missing() throws {
    let registry = try makeRegistry()
    #expect(
      verifyRegistered(registry, for: [Post.self, Photo.self, Banner.self]) == """
        no cell registered for model Photo; register one with registry.register(PhotoCell.self, for: Photo.self)
        no cell registered for model Banner; register one with registry.register(BannerCell.self, for: Banner.self)
        """)
    #expect(
      verifyRegistered(registry, PhotoCell.self)
        == "no cell registered for model Photo; register one with registry.register(PhotoCell.self, for: Photo.self)")
  }

  @Test("fails when the model is bound to another cell")
  func wrongCell() throws {
    let registry = try makeRegistry()
    #expect(
      verifyRegistered(registry, OtherPostCell.self, for: Post.self)
        == "model Post is bound to PostCell, expected OtherPostCell")
  }

  @Test("with a host, checks that the host has the cells registered")
  func onHost() throws {
    let registry = try makeRegistry()
    let host = RecordingTableHost()
    let identifier = PostCell.reuseIdentifier
    #expect(
      verifyRegistered(registry, for: [Post.self], on: host)
        == "PostCell (for model Post) is bound in the registry but not registered on the host under '\(identifier)'; "
        + "call registry.registerAll(on: host) or dequeue through the registry")
    registry.registerAll(on: host)
    assertRegistered(registry, for: [Post.self, Ad.self], on: host)
  }

  @Test("records the failure at the caller's line")
  func recordsAtTheCallersLine() throws {
    let registry = try makeRegistry()
    let line = #line + 1
    let failures = recordedFailures { assertRegistered(registry, for: [Photo.self]) }
    #expect(
      failures == [
        RecordedFailure(
          message:
            "no cell registered for model Photo; register one with registry.register(PhotoCell.self, for: Photo.self)",
          fileID: #fileID, line: line)
      ])
  }
}
