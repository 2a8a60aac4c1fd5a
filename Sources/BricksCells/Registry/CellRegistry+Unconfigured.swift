import Foundation

/// The view a failed dequeue already got from its host.
///
/// iOS 18 raises `NSInternalInconsistencyException` ("Expected dequeued view to be returned to
/// the collection view in preparation for display") when a data source dequeues twice for one
/// request, or returns a view it did not dequeue for that request. So when the registry
/// dequeues a view and then cannot configure it (a wrong-type binding, an identifier another
/// class took on the host), the data source must return that very view, blank, rather than
/// dequeue a fallback: the registry keeps it for ``takeUnconfiguredView()``.
extension CellRegistry {
  /// Records `view` as the failed dequeue's view and returns the error to throw.
  @usableFromInline
  func unconfigured(_ view: AnyObject, _ binding: CellBinding) -> CellError {
    unconfiguredView = view
    return CellError.wrongCellType(identifier: binding.identifier, expected: binding.viewType, got: view)
  }

  /// Forgets a view an earlier failed dequeue left (one not made for the current request).
  func discardUnconfiguredView() { unconfiguredView = nil }

  /// The view the last failed dequeue got from its host and could not configure, once.
  func takeUnconfiguredView() -> AnyObject? {
    defer { unconfiguredView = nil }
    return unconfiguredView
  }
}
