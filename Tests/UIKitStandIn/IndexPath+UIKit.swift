import Foundation

/// UIKit's additions to `IndexPath`.
extension IndexPath {
  /// UIKit: `public init(row: Int, section: Int)`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// UIKit: `public init(item: Int, section: Int)`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// UIKit: `public var section: Int`.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// UIKit: `public var row: Int`.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// UIKit: `public var item: Int`.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
