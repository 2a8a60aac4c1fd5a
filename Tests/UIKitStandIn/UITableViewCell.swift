import Foundation

/// `@MainActor class UITableViewCell` (iOS 2.0+; a `UIView`)
// /documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  /// `enum CellStyle`, `Int` raw values as in UIKit (default 0, value1 1, value2 2, subtitle 3).
  // /documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    /// `case \`default\``
    // /documentation/uikit/uitableviewcell/cellstyle/default
    case `default` = 0
    /// `case value1`
    // /documentation/uikit/uitableviewcell/cellstyle/value1
    case value1 = 1
    /// `case value2`
    // /documentation/uikit/uitableviewcell/cellstyle/value2
    case value2 = 2
    /// `case subtitle`
    // /documentation/uikit/uitableviewcell/cellstyle/subtitle
    case subtitle = 3
  }

  var _reuseIdentifier: String?
  /// `var reuseIdentifier: String? { get }` (iOS 2.0+)
  // /documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? { _reuseIdentifier }
  /// `var contentView: UIView { get }` (iOS 2.0+)
  // /documentation/uikit/uitableviewcell/contentview
  open var contentView: UIView { _contentView }
  private let _contentView = UIView(frame: .zero)

  /// `var separatorInset: UIEdgeInsets { get set }` (iOS 7.0+, not tvOS): "The inset values for
  /// the separator line drawn beneath the cell." The table uses only the left and right values;
  /// the cell's value "takes precedence over any default separator insets set on the table
  /// view". The stand-in's default is `.zero` (Apple's page gives none).
  // /documentation/uikit/uitableviewcell/separatorinset
  @available(tvOS, unavailable)
  open var separatorInset = UIEdgeInsets.zero

  /// `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`: the designated
  /// initializer, not `required` (so a subclass may override it and add stored properties).
  /// The table view creates registered subclasses through ``_StandInViewFactory``.
  // /documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    _reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// `init?(coder: NSCoder)` (iOS 2.0+); `required` because UIView adopts NSCoding (see UIView).
  // /documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `func prepareForReuse()`
  // /documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}
}

/// `@MainActor class UITableViewHeaderFooterView` (iOS 6.0+; a `UIView`)
// /documentation/uikit/uitableviewheaderfooterview
@MainActor
open class UITableViewHeaderFooterView: UIView {
  var _reuseIdentifier: String?
  /// `var reuseIdentifier: String? { get }` (iOS 6.0+)
  // /documentation/uikit/uitableviewheaderfooterview/reuseidentifier
  open var reuseIdentifier: String? { _reuseIdentifier }
  /// `var contentView: UIView { get }`
  // /documentation/uikit/uitableviewheaderfooterview/contentview
  open var contentView: UIView { _contentView }
  private let _contentView = UIView(frame: .zero)

  /// `init(reuseIdentifier: String?)`: the designated initializer, not `required`.
  // /documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) {
    _reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// `init?(coder: NSCoder)` (iOS 6.0+): `required` (NSCoding).
  // /documentation/uikit/uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `func prepareForReuse()`
  // /documentation/uikit/uitableviewheaderfooterview/prepareforreuse()
  open func prepareForReuse() {}
}

/// `@MainActor class UICollectionReusableView` (iOS 6.0+; a `UIView`)
// /documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
  var _reuseIdentifier: String?
  /// `var reuseIdentifier: String? { get }`
  // /documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// `init(frame: CGRect)`, overriding UIView's: a designated initializer, not `required`.
  // /documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// `init?(coder: NSCoder)`, UIView's (inherited; iOS 6.0+ here); `required` (NSCoding, see UIView).
  // /documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `func prepareForReuse()`
  // /documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() {}
}

/// `@MainActor class UICollectionViewCell` (iOS 6.0+; a `UICollectionReusableView`)
// /documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// `var contentView: UIView { get }` (iOS 6.0+)
  // /documentation/uikit/uicollectionviewcell/contentview
  open var contentView: UIView { _contentView }
  private let _contentView = UIView(frame: .zero)
}
