import Foundation

// `@unchecked Sendable`: a value type whose only reference is a `Bundle`, which Apple documents as
// thread-safe and its SDKs declare `Sendable`; swift-corelibs-foundation does not declare it yet.

/// A nib to load a view from: its name and bundle (`nil` is the main bundle, as in UIKit).
public struct NibReference: Hashable, @unchecked Sendable {
  /// The nib's file name without extension.
  public var name: String
  /// The bundle holding the nib; `nil` means the main bundle.
  public var bundle: Bundle?
  /// Creates a reference to `name` in `bundle`.
  public init(name: String, bundle: Bundle?) {
    self.name = name
    self.bundle = bundle
  }
}
