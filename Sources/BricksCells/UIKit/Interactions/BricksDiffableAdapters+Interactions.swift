#if canImport(UIKit) && !os(watchOS)
import UIKit

extension BricksDiffableTableAdapter {
  /// The rows' swipe actions, menus and separators (through ``delegate``) and reordering
  /// (through the data source's ``TitledTableDiffableDataSource/canMoveRow`` and `didMoveRow`).
  ///
  /// After a drop, the list's model takes the move and reports it, and the data source's
  /// snapshot is made the model's again without animation (the table already shows the move).
  public var interactions: (any InteractionSource)? {
    get { delegate.interactions }
    set {
      dataSource.install(newValue, on: delegate) { [weak delegate] in delegate?.engine.engineReapplySnapshot() }
    }
  }
}

extension TitledTableDiffableDataSource {
  /// What a diffable table adapter's `interactions` setter does: `delegate` (the table's
  /// delegate) answers swipe actions, menus and separators, and rows move through
  /// ``installReordering(_:showModel:)``.
  package func install(
    _ source: (any InteractionSource)?, on delegate: BricksTableAdapter,
    showModel: @escaping @MainActor () -> Void
  ) {
    delegate.interactions = source
    installReordering(source, showModel: showModel)
  }

  /// Reordering through ``canMoveRow`` and ``didMoveRow``: a row can be dragged when `source`
  /// says so; a drop is reported to `source` as a move, then `showModel` applies the model's
  /// snapshot again without animation (the table already shows the move; UIKit's snapshot
  /// must match it). `nil` moves no row.
  package func installReordering(_ source: (any InteractionSource)?, showModel: @escaping @MainActor () -> Void) {
    canMoveRow = { [weak source] indexPath in source?.canMoveItem(at: indexPath) ?? false }
    didMoveRow = { [weak source] from, to in
      guard let source else { return }
      source.moveItem(from: from, to: to)
      showModel()
    }
  }
}

extension UICollectionViewDiffableDataSource where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// Reordering through `reorderingHandlers`: an item can be dragged when `source` says so;
  /// a drop is reported to `source` as the move of the dragged item (the data source already
  /// shows it). The collection's delegate retargets a drop the rules forbid; one that still
  /// arrives (another delegate) is put back by `source` through the normal update path.
  @MainActor
  package func installReordering(_ source: any InteractionSource) {
    var dragged: Int?
    reorderingHandlers.canReorderItem = { [weak self, weak source] number in
      MainActor.assumeIsolated {
        guard let self, let source, let indexPath = self.indexPath(for: number) else { return false }
        dragged = number
        return source.canMoveItem(at: indexPath)
      }
    }
    reorderingHandlers.didReorder = { [weak source] transaction in
      MainActor.assumeIsolated {
        guard let source, let move = transaction.move(of: dragged) else { return }
        dragged = nil
        source.moveItem(from: move.from, to: move.to)
      }
    }
  }
}
#endif
