import BricksCells
import BricksTesting
import Foundation

struct Tweet: Hashable {
  var id: Int
  var text: String
}

struct Ad: Hashable {
  var id: Int
}

struct Photo: Hashable {
  var id: Int
}

struct Header: Hashable {
  var title: String
}

@MainActor
final class TweetCell: ConfigurableCell, HostInstantiable, PreparesForReuse {
  var shown: Tweet?
  var prepared = 0
  init() {}
  func configure(with model: Tweet) { shown = model }
  func prepareForReuse() {
    prepared += 1
    shown = nil
  }
}

extension TweetCell: ModelHeight {
  static func height(for model: Tweet, width: CGFloat) -> CGFloat {
    // One 20-point line per 10 characters per 100 points of width, plus 16 of padding.
    let perLine = max(1, Int(width / 100) * 10)
    return CGFloat((model.text.count + perLine - 1) / perLine) * 20 + 16
  }
}

@MainActor
final class AdCell: ConfigurableCell, HostInstantiable, StaticHeight {
  static var cellHeight: CGFloat { 90 }
  var shown: Ad?
  init() {}
  func configure(with model: Ad) { shown = model }
}

@MainActor
final class PhotoCell: ConfigurableCell, HostInstantiable, DimensionSized {
  static var widthUnit: LayoutDimension { .fractionalWidth(1) }
  static var heightUnit: LayoutDimension { .fractionalWidth(1) }
  var shown: Photo?
  init() {}
  func configure(with model: Photo) { shown = model }
}

@MainActor
final class NibTweetCell: ConfigurableCell, NibLoadable {
  var shown: Tweet?
  func configure(with model: Tweet) { shown = model }
}

@MainActor
final class HeaderView: ConfigurableCell, HostInstantiable, StaticHeight {
  static var cellHeight: CGFloat { 30 }
  var title: String?
  init() {}
  func configure(with model: Header) { title = model.title }
}

/// Two nested types with the same short name.
enum Feed {
  @MainActor final class Cell: ConfigurableCell, HostInstantiable {
    init() {}
    func configure(with model: Tweet) {}
  }
}

enum Profile {
  @MainActor final class Cell: ConfigurableCell, HostInstantiable {
    init() {}
    func configure(with model: Ad) {}
  }
}

@MainActor
final class GenericCell<T>: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: T) {}
}

/// A cell that claims another cell's identifier.
@MainActor
final class ImpostorCell: ConfigurableCell, HostInstantiable {
  static var reuseIdentifier: String { TweetCell.reuseIdentifier }
  init() {}
  func configure(with model: Photo) {}
}

@MainActor
final class PlainCell: ConfigurableCell {
  func configure(with model: Header) {}
}

@MainActor
func makeRegistry() throws -> CellRegistry {
  let registry = CellRegistry()
  try registry.register(TweetCell.self, for: Tweet.self)
  try registry.register(AdCell.self, for: Ad.self)
  try registry.register(PhotoCell.self, for: Photo.self)
  try registry.registerSupplementaryView(HeaderView.self, kind: .header, for: Header.self)
  return registry
}

/// The message of the `CellError` `body` throws, or nil.
@MainActor
func cellErrorMessage(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch let error as CellError {
    return error.message
  } catch {
    return "\(error)"
  }
}
