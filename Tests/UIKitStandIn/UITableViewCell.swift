import Foundation

/// `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
  /// UIKit: `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  var _reuseIdentifier: String?
  /// UIKit: `open var reuseIdentifier: String? { get }`.
  open var reuseIdentifier: String? { _reuseIdentifier }
  /// UIKit: `open var contentView: UIView { get }`.
  open var contentView: UIView { _contentView }
  private let _contentView = UIView(frame: .zero)

  /// UIKit: `public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`
  /// (`required` here only, so the stand-in can create registered subclasses).
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    _reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// UIKit: `public required init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// UIKit: `open func prepareForReuse()`.
  open func prepareForReuse() {}
}

/// `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
  var _reuseIdentifier: String?
  /// UIKit: `open var reuseIdentifier: String? { get }`.
  open var reuseIdentifier: String? { _reuseIdentifier }
  /// UIKit: `open var contentView: UIView { get }`.
  open var contentView: UIView { _contentView }
  private let _contentView = UIView(frame: .zero)

  /// UIKit: `public init(reuseIdentifier: String?)` (`required` here only).
  public required init(reuseIdentifier: String?) {
    _reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// UIKit: `public required init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// UIKit: `open func prepareForReuse()`.
  open func prepareForReuse() {}
}

/// `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
  var _reuseIdentifier: String?
  /// UIKit: `open var reuseIdentifier: String? { get }`.
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// UIKit: `public override init(frame: CGRect)` (`required` here only).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit: `public required init?(coder: NSCoder)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// UIKit: `open func prepareForReuse()`.
  open func prepareForReuse() {}
}

/// `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// UIKit: `open var contentView: UIView { get }`.
  open var contentView: UIView { _contentView }
  private let _contentView = UIView(frame: .zero)
}
