import Foundation

// The Objective-C runtime's associated objects, which `import UIKit` brings in (UIKit re-exports
// Foundation, which re-exports ObjectiveC). Declared as Apple's Swift overlay has them.

/// ObjectiveC: `enum objc_AssociationPolicy: UInt`, with the runtime's raw values.
// /documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// ObjectiveC: `func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy)`.
// /documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
///
/// The stand-in associates values with stand-in views only (all Bricks needs), keeps them
/// strongly (the retain policies; `ASSIGN` and the copy policies stop with a precondition failure) and
/// releases them when the view is freed, as the runtime does.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
  guard let view = object as? UIView else { preconditionFailure("the UIKit stand-in associates objects with views only") }
  switch policy {
  case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
    view._standInAssociatedObjects[key] = value
  case .OBJC_ASSOCIATION_ASSIGN, .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
    preconditionFailure("the UIKit stand-in supports the retain policies only, not \(policy)")
  }
}
