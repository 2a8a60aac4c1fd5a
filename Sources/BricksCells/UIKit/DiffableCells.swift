#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The cells of a diffable adapter, on either host: the items of the snapshots it applied (by
/// number, from the list's ``EngineSnapshotItems``) and the cell provider that shows them, with
/// one dequeue per request and a cleared cell after an error (reported to the list).
@MainActor
final class DiffableCells<View: AdaptedListView> {
  unowned let engine: any ListEngine
  let items: any EngineSnapshotItems

  /// Shows `engine`'s list on `view`: its registrations and the blank cell's are made here,
  /// before any cell request.
  init(engine: any ListEngine, view: View) {
    self.engine = engine
    items = engine.makeSnapshotItems()
    engine.engineAttach(to: view)
    view.registerFallbackCell()
  }

  /// The diffable data source's cell provider.
  var provider: (View, IndexPath, Int) -> View.Cell? {
    { [weak self] view, indexPath, number in
      MainActor.assumeIsolated {
        self.map {
          view.cell(answering: $0.items.cell(forItem: number, at: indexPath, on: view), of: $0.engine, at: indexPath)
        }
      }
    }
  }
}
#endif
