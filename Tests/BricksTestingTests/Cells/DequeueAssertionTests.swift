import Bricks
import BricksTesting
import Foundation
import Testing

/// A cell the recording host cannot create: not HostInstantiable, and registered without `make:`.
@MainActor
private final class OpaqueCell: ConfigurableCell {
  func configure(with model: Photo) {}
}

@Suite("assertDequeues") @MainActor
struct DequeueAssertionTests {
  @Test("dequeues and configures the bound cell, and returns it")
  func passes() throws {
    let registry = CellRegistry()
    try registry.register(PostCell.self, for: Post.self)
    let post = Post(id: 1, text: "hi")
    let cell = assertDequeues(PostCell.self, for: post, from: registry)
    #expect(cell?.shown == post)
    let host = RecordingCollectionHost()
    assertDequeues(PostCell.self, for: post, from: registry, on: host)
    #expect(host.dequeues.count == 1)
    #expect(verifyDequeues(PostCell.self, for: post, from: registry) == nil)
  }

  @Test("fails with the registry's message and fix when nothing is bound")
  func unbound() {
    #expect(
      verifyDequeues(PostCell.self, for: Post(id: 1, text: ""), from: CellRegistry())
        == "no cell registered for model Post; register one with registry.register(PostCell.self, for: Post.self)")
  }

  @Test("fails when the model is bound to another cell")
  func otherCell() throws {
    let registry = CellRegistry()
    try registry.register(OtherPostCell.self, for: Post.self)
    #expect(
      verifyDequeues(PostCell.self, for: Post(id: 1, text: ""), from: registry)
        == "model Post dequeued a OtherPostCell, expected PostCell")
  }

  @Test("fails with the host's fix when it cannot create the cell, and reports it once")
  func cannotCreate() throws {
    let registry = CellRegistry()
    try registry.register(OpaqueCell.self, for: Photo.self)
    let host = RecordingTableHost()
    let line = #line + 1
    let failures = recordedFailures { assertDequeues(OpaqueCell.self, for: Photo(id: 1), from: registry, on: host) }
    #expect(failures.count == 1)
    #expect(failures.first?.line == line)
    #expect(failures.first?.message.hasPrefix("RecordingTableHost cannot create OpaqueCell for identifier ") == true)
    #expect(failures.first?.message.contains("make it HostInstantiable") == true)
    #expect(host.reportsIssues)
    #expect(host.failures.count == 1)
  }
}
