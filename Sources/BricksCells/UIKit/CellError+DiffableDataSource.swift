#if canImport(UIKit) && !os(watchOS)
import UIKit

extension CellError {
  /// What ``CellError/Code/diffableDataSourceLost`` says when `attach(to:)` finds a diffable
  /// data source on the view.
  package static func diffableDataSourceInUse(_ view: String, by adapter: String) -> CellError {
    CellError(
      .diffableDataSourceLost,
      message:
        "the \(view) is driven by a diffable data source; \(adapter).attach(to:) did not replace it (UIKit raises when such a view gets batch updates or reloadData). Use a diffable adapter, or attach to a view without one"
    )
  }
}
#endif
