/// A view that resets itself before the recording host hands it out again (UIKit cells
/// already have `prepareForReuse()`; declare the conformance to use it in recording tests).
@MainActor
public protocol PreparesForReuse: AnyObject {
  /// Resets state before reuse.
  func prepareForReuse()
}
