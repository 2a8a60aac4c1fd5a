import UIKit

/// `@MainActor class UIImageView` (iOS 2.0+; a `UIView`), with the members the examples use.
// /documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  /// `var image: UIImage? { get set }`
  // /documentation/uikit/uiimageview/image
  open var image: UIImage?

  /// `init(image: UIImage?)`
  // /documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// `init?(coder: NSCoder)`
  // /documentation/uikit/uiimageview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

extension UITableViewCell {
  /// `var accessoryView: UIView? { get set }`: a view on the trailing side of the cell.
  // /documentation/uikit/uitableviewcell/accessoryview
  @MainActor
  public var accessoryView: UIView? {
    get { subviews.last { $0 is UIImageView } }
    set {
      accessoryView?.removeFromSuperview()
      if let newValue { addSubview(newValue) }
    }
  }
}
