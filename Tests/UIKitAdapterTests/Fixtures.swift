import BricksCells
import UIKit

struct Tweet: Hashable, Identifiable {
  var id: Int
  var text: String
}

struct Photo: Hashable {
  var id: Int
}

struct Section: Hashable {
  var title: String
}

final class TweetCell: BrickTableViewCell, ConfigurableCell, ModelHeight {
  var tweet: Tweet?
  var reuses = 0
  func configure(with model: Tweet) { tweet = model }
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    tweet = nil
  }
  static func height(for model: Tweet, width: CGFloat) -> CGFloat { model.text.count > 20 ? 88 : 44 }
}

final class SpinnerCell: BrickTableViewCell, ConfigurableCell, StaticHeight {
  static var cellHeight: CGFloat { 60 }
  func configure(with model: LoadingItem) {}
}

final class SectionHeaderView: BrickTableHeaderFooterView, ConfigurableCell, StaticHeight {
  static var cellHeight: CGFloat { 32 }
  var title: String?
  func configure(with model: Section) { title = model.title }
}

final class PhotoCell: BrickCollectionViewCell, ConfigurableCell, DimensionSized {
  static var heightUnit: LayoutDimension { .fractionalWidth(1) }
  var photo: Photo?
  func configure(with model: Photo) { photo = model }
}

final class PhotoHeader: BrickCollectionReusableView, ConfigurableCell, DimensionSized {
  static var heightUnit: LayoutDimension { .absolute(40) }
  var title: String?
  func configure(with model: Section) { title = model.title }
}

/// A nib-loaded cell: UIKit creates it with init(coder:).
final class NibTweetCell: BrickTableViewCell, ConfigurableCell, NibLoadable {
  var tweet: Tweet?
  func configure(with model: Tweet) { tweet = model }
}

/// Not a UITableViewCell at all.
@MainActor
final class NotACell: ConfigurableCell {
  func configure(with model: Photo) {}
}

enum Outer {
  final class Cell: BrickTableViewCell {}
}

/// The usual UIKit cell: it overrides the designated initializer and adds a stored property
/// with no default, which compiles only because `init(style:reuseIdentifier:)` is not
/// `required` (in UIKit, and in the stand-in).
final class LabelCell: BrickTableViewCell, ConfigurableCell {
  let label: UIView
  var text: String?
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    label = UIView(frame: .zero)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  func configure(with model: Label) { text = model.text }
}

struct Label: Hashable {
  var text: String
}

/// A header bound to a class that is not a collection reusable view.
@MainActor
final class NotAHeader: ConfigurableCell {
  func configure(with model: Section) {}
}

/// Another collection cell, registered by hand under a registry's identifier.
final class IntruderCell: UICollectionViewCell {}

/// UIKit creates registered classes through the Objective-C runtime; the stand-in, through
/// factories that tests register (not UIKit API: see Tests/UIKitStandIn/StandInViewFactory.swift).
@MainActor
func installStandInFactories() {
  _StandInViewFactory.register(TweetCell.self) { TweetCell(style: .default, reuseIdentifier: $0) }
  _StandInViewFactory.register(SpinnerCell.self) { SpinnerCell(style: .default, reuseIdentifier: $0) }
  _StandInViewFactory.register(LabelCell.self) { LabelCell(style: .default, reuseIdentifier: $0) }
  _StandInViewFactory.register(SectionHeaderView.self) { SectionHeaderView(reuseIdentifier: $0) }
  _StandInViewFactory.register(PhotoCell.self) { _ in PhotoCell(frame: .zero) }
  _StandInViewFactory.register(PhotoHeader.self) { _ in PhotoHeader(frame: .zero) }
  _StandInViewFactory.register(IntruderCell.self) { _ in IntruderCell(frame: .zero) }
}

/// Data sources under test: UIKit holds its data source weakly, as a view controller would
/// hold it strongly, so do the tests.
@MainActor var keptAlive: [AnyObject] = []

/// A table with its view-controller-style wiring.
@MainActor
func makeTable(_ sections: [ListSection], registry: CellRegistry) -> (UITableView, TableViewDataSource) {
  installStandInFactories()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  let source = TableViewDataSource(list: ListDataSource(registry: registry, sections: sections))
  source.attach(to: table)
  keptAlive.append(source)
  return (table, source)
}
