#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What every Bricks list adapter holds, on either host: the list shown (a ``ListDataSource`` or
/// a Compose container, through the package protocol `ListEngine`) and the items' interactions.
/// ``BricksTableAdapter`` and ``BricksCollectionAdapter`` are its subclasses.
@MainActor
open class BricksListAdapter: NSObject {
  /// The items' swipe actions, context menus and reordering, answered item by item (`nil`: none).
  public var interactions: (any InteractionSource)?
  /// The list shown.
  package let engine: any ListEngine

  package init(engine: any ListEngine) {
    self.engine = engine
    super.init()
  }

  /// Makes `adapter` (this adapter, as `view` takes it) `view`'s data source, delegate and
  /// prefetch data source, shows the list there and reloads; unless a diffable data source drives
  /// `view` (UIKit raises when such a view gets `reloadData` or batch updates): then `view` is
  /// left as it is and ``CellError/Code/diffableDataSourceLost`` goes to the list's error handler.
  func show<View: AdaptedListView>(on view: View, as adapter: View.Adapter) {
    guard !view.isDrivenByDiffableDataSource else {
      engine.reportError(CellError.diffableDataSourceInUse(View.viewName, by: "\(type(of: self))"))
      return
    }
    view.connect(adapter, asDataSource: true)
    engine.engineAttach(to: view)
    view.reloadData()
  }
}
#endif
