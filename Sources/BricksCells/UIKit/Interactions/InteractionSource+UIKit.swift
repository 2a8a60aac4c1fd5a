#if canImport(UIKit) && !os(watchOS)
import UIKit

/// An interaction source that reports what it cannot show (``ListInteractions``, and
/// `UnitInteractions` in BricksCompose).
@MainActor
package protocol InteractionErrorReporting: AnyObject {
  var onError: ((InteractionError) -> Void)? { get }
}

extension ListInteractions: InteractionErrorReporting {}

extension InteractionSource {
  var errorSink: (InteractionError) -> Void {
    { [weak self] error in (self as? any InteractionErrorReporting)?.onError?(error) }
  }

  /// The swipe actions of the row at `indexPath` as UIKit takes them, `nil` for none.
  public func swipeConfiguration(_ edge: SwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    swipeActions(edge, at: indexPath)?.configuration(onError: errorSink)
  }

  /// The long-press menu of the row at `indexPath` as UIKit takes it, `nil` for none.
  public func contextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    contextMenu(at: indexPath)?.configuration()
  }

  /// The list configuration of a collection list in ``appearance``'s style, headers, footers and
  /// separators, with each row's separators and swipe actions asked of this source.
  public func listConfiguration() -> UICollectionLayoutListConfiguration {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance.style.listAppearance)
    configuration.showsSeparators = appearance.showsSeparators
    configuration.headerMode =
      switch appearance.headerMode {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    configuration.footerMode = appearance.footerMode == .supplementary ? .supplementary : .none
    configuration.separatorConfiguration = appearance.separator.applied(to: configuration.separatorConfiguration)
    configuration.itemSeparatorHandler = { [weak self] indexPath, base in
      let separator = MainActor.assumeIsolated { self?.separator(at: indexPath) }
      return separator?.applied(to: base) ?? base
    }
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      MainActor.assumeIsolated { self?.swipeConfiguration(.leading, at: indexPath) }
    }
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      MainActor.assumeIsolated { self?.swipeConfiguration(.trailing, at: indexPath) }
    }
    return configuration
  }

  /// A compositional layout of list sections with ``listConfiguration()``: set it as the
  /// collection view's layout for swipe actions and per-row separators on a collection.
  public func listLayout() -> UICollectionViewCompositionalLayout {
    .list(using: listConfiguration())
  }
}

extension NSDiffableDataSourceTransaction {
  /// The one move a reorder made: where `item` was and where it is (both in the model
  /// sections), or, when `item` did not move, the first item whose position changed.
  func move(of item: ItemIdentifierType?) -> (from: IndexPath, to: IndexPath)? {
    func position(
      _ id: ItemIdentifierType, in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    )
      -> IndexPath?
    {
      for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        if let i = snapshot.itemIdentifiers(inSection: section).firstIndex(of: id) {
          return IndexPath(indexes: [s, i])
        }
      }
      return nil
    }
    var candidates: [ItemIdentifierType] = []
    if let item { candidates.append(item) }
    candidates += difference.insertions.map {
      switch $0 {
      case .insert(_, let element, _), .remove(_, let element, _): element
      }
    }
    for id in candidates {
      if let from = position(id, in: initialSnapshot), let to = position(id, in: finalSnapshot), from != to {
        return (from, to)
      }
    }
    return nil
  }
}
#endif
