import Foundation

/// `@MainActor class UILabel` (iOS 2.0+; a `UIView`): "A view that displays one or more lines of
/// informational text." With the members Bricks' documentation examples use.
// /documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// `var text: String? { get set }`: "This property is `nil` by default."
  // /documentation/uikit/uilabel/text
  open var text: String?

  /// `var numberOfLines: Int { get set }`: "The default value for this property is `1`."
  // /documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1

  /// `init(frame: CGRect)`, inherited from `UIView`.
  // /documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// `init()`: the `NSObject` initializer, which UIKit views answer with a zero frame.
  // /documentation/objectivec/nsobject-swift.class/init()
  public convenience init() { self.init(frame: .zero) }

  /// `init?(coder: NSCoder)`, required by `NSCoding` (see `UIView.init(coder:)`).
  // /documentation/uikit/uilabel/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
