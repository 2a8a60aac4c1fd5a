import BricksCells
import Foundation

/// Checks that `registry` dequeues and configures a `cell` for `model` on a recording host;
/// returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyDequeues(TweetCell.self, for: tweet, from: registry) == nil)
/// ```
/// It fails, with the ``CellError`` message and its fix, when no cell is bound to the model's
/// type, when the bound cell is not `cell`, or when the host cannot create it
/// (`make it HostInstantiable (final class with init()), pass make: to registry.register, …`).
/// - Parameters:
///   - cell: The cell type expected for `model`.
///   - model: The model to show.
///   - registry: The registry under test.
///   - host: The host to dequeue on; a fresh ``RecordingTableHost`` by default. Its failures
///     are returned here, not recorded as issues.
@MainActor
public func verifyDequeues<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, from registry: CellRegistry, on host: RecordingHost? = nil
) -> String? {
  checkDequeue(cell, for: model, from: registry, on: host ?? RecordingTableHost()).message
}

/// Asserts that `registry` dequeues and configures a `cell` for `model`, and returns the cell.
///
/// ```swift
/// @Test @MainActor func showsATweet() throws {
///   let registry = try FeedScreen.makeRegistry()
///   let cell = assertDequeues(TweetCell.self, for: tweet, from: registry)
///   #expect(cell?.shown == tweet)
/// }
/// ```
/// The dequeue goes through a ``RecordingTableHost`` (or `host`) with UIKit's reuse rules. On
/// failure it records the ``CellError`` message, with its fix, at the caller's location.
/// - Returns: The configured cell, or nil when it could not be dequeued.
@MainActor
@discardableResult
public func assertDequeues<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, from registry: CellRegistry, on host: RecordingHost? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> C? {
  let result = checkDequeue(cell, for: model, from: registry, on: host ?? RecordingTableHost())
  report(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  return result.cell
}

/// Dequeues on `host` with its issue reporting off, so that the failure is reported once.
@MainActor
private func checkDequeue<C: ConfigurableCell>(
  _ cell: C.Type, for model: C.Model, from registry: CellRegistry, on host: RecordingHost
) -> (cell: C?, message: String?) {
  let reported = host.reportsIssues
  host.reportsIssues = false
  defer { host.reportsIssues = reported }
  do {
    let dequeued = try registry.dequeueCell(for: model, at: IndexPath(indexes: [0, 0]), on: host)
    guard let typed = dequeued as? C else {
      return (
        nil,
        "model \(TypeName.short(C.Model.self)) dequeued a \(TypeName.short(type(of: dequeued))), expected \(TypeName.short(C.self))"
      )
    }
    return (typed, nil)
  } catch {
    return (nil, "\(error)")
  }
}
