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
  static var heightUnit: DimensionUnit { .fractionalWidth(1) }
  var photo: Photo?
  func configure(with model: Photo) { photo = model }
}

final class PhotoHeader: BrickCollectionReusableView, ConfigurableCell, DimensionSized {
  static var heightUnit: DimensionUnit { .absolute(40) }
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

/// Data sources under test: UIKit holds its data source weakly, as a view controller would
/// hold it strongly, so do the tests.
@MainActor var keptAlive: [AnyObject] = []

/// A table with its view-controller-style wiring.
@MainActor
func makeTable(_ sections: [ListSection], registry: CellRegistry) -> (UITableView, TableViewDataSource) {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  let source = TableViewDataSource(list: ListDataSource(registry: registry, sections: sections))
  source.attach(to: table)
  keptAlive.append(source)
  return (table, source)
}
