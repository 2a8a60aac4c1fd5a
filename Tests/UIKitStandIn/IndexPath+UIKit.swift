import Foundation

/// UIKit's additions to `IndexPath` (documented under Foundation's `IndexPath`, from UIKit).
extension IndexPath {
  /// `init(row: Int, section: Int)`
  // /documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// `init(item: Int, section: Int)` (UIKit's overload; `-rib` is AppKit's)
  // /documentation/foundation/indexpath/init(item:section:)-359jo
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// `var section: Int { get set }` (iOS 7.0+; UIKit's, `-2059m` is AppKit's)
  // /documentation/foundation/indexpath/section-8h7wo
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// `var row: Int { get set }`
  // /documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// `var item: Int { get set }` (iOS 7.0+; UIKit's, `-6rh8l` is AppKit's)
  // /documentation/foundation/indexpath/item-8cp0y
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
