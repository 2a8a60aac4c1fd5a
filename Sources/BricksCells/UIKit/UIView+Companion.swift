#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIView {
  /// Keeps `companion` alive as an associated object of this view, released when the view is
  /// freed (before its memory can be reused). Keyed by the companion's own address, unique for
  /// as long as the association keeps it alive, so that several registries can attach theirs.
  func keepAliveAsAssociatedObject(_ companion: AnyObject) {
    let key = UnsafeRawPointer(Unmanaged.passUnretained(companion).toOpaque())
    objc_setAssociatedObject(self, key, companion, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }
}
#endif
