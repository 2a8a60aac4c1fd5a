import UIKit

/// `@MainActor class UIImage` (iOS 2.0+; an `NSObject`), with the initializer the examples use.
/// The stand-in keeps the bytes; UIKit decodes them (and returns `nil` for bytes that are not
/// an image, which the stand-in cannot tell).
// /documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  let data: Data

  /// `init?(data: Data)`
  // /documentation/uikit/uiimage/init(data:)
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.data = data
    super.init()
  }
}
