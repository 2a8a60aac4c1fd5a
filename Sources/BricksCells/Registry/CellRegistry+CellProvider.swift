import Foundation

extension CellRegistry {
  /// The configured cell for `item` at `indexPath`, for a diffable data source's cell provider:
  /// the registry registers the bound cell on `host` (by reuse identifier, which is allowed
  /// inside a cell provider), dequeues it once, and configures it with `model(item)`.
  ///
  /// - Parameters:
  ///   - item: The item identifier the diffable data source passes.
  ///   - model: The model `item` stands for (default: the item itself), or `nil` when unknown.
  /// - Returns: The cell and no error; or the cell already dequeued, unconfigured, and the
  ///   error (a wrong-type binding): return it as it is; or `nil` and the error (no model for
  ///   the item, no cell bound to its type, a host failure): then dequeue a blank cell.
  public func provideCell<Item>(
    for item: Item, at indexPath: IndexPath, on host: some CellHost,
    model: (Item) -> Any? = { $0 }
  ) -> (view: AnyObject?, error: (any Error)?) {
    guard let model = model(item) else {
      return (
        nil,
        CellError(
          .indexOutOfRange,
          message:
            "no model for item \(item) at \(Array(indexPath)); the cell provider's model lookup returned nil. Keep the models of every identifier in the applied snapshot"
        )
      )
    }
    discardUnconfiguredView()
    do {
      return (try dequeueCell(for: model, at: indexPath, on: host), nil)
    } catch {
      return (takeUnconfiguredView(), error)  // one dequeue per request: hand back what was dequeued
    }
  }
}
