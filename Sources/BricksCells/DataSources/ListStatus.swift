/// What a list shows besides its model sections: nothing, a loading row, or an error row.
///
/// The status row lives in an extra section after the model sections, so changing the status
/// never touches the models (the tutorials' `resultCount + 1` trick, done once).
public enum ListStatus: Hashable, Sendable {
  /// Only the models (and the empty row, when there are none and ``ListDataSource/emptyItem``
  /// is set).
  case idle
  /// A ``LoadingItem`` row after the models: first load or loading more.
  case loading
  /// An ``ErrorItem`` row with `message` after the models.
  case failed(String)
}

/// The model of the loading row; bind a spinner cell to it.
public struct LoadingItem: Hashable, Sendable {
  /// Creates the loading item.
  public init() {}
}

/// The model of the row shown when every model section is empty; bind a cell to it.
public struct EmptyItem: Hashable, Sendable {
  /// What to tell the user ("No tweets yet").
  public var message: String
  /// Creates an empty-state item.
  public init(message: String) { self.message = message }
}

/// The model of the row shown for ``ListStatus/failed(_:)``; bind a cell to it.
public struct ErrorItem: Hashable, Sendable {
  /// What went wrong, for the user.
  public var message: String
  /// Creates an error item.
  public init(message: String) { self.message = message }
}

/// Calls `action` when one of the last `threshold` model rows comes into view, once per page.
///
/// ```swift
/// dataSource.loadMore = LoadMoreTrigger(threshold: 5) { [weak self] in self?.fetchNextPage() }
/// // when the page arrives:
/// dataSource.appendItems(page, toSection: 0)   // sets the status back to .idle
/// // or, at the end of the feed:
/// dataSource.loadMore = nil
/// ```
/// While a page loads the status is ``ListStatus/loading`` (a loading row shows) and the
/// trigger does not fire again; it fires again after the status returns to ``ListStatus/idle``.
@MainActor
public struct LoadMoreTrigger {
  /// How many rows from the end trigger loading (at least 1: the last row).
  public var threshold: Int
  /// Starts loading the next page.
  public var action: @MainActor () -> Void

  /// Creates a trigger.
  public init(threshold: Int = 1, action: @escaping @MainActor () -> Void) {
    self.threshold = max(1, threshold)
    self.action = action
  }
}
