import Bricks
import BricksTesting
import Foundation

struct Post: Hashable, Identifiable {
  var id: Int
  var text: String
}

struct Ad: Hashable {
  var id: Int
}

struct Photo: Hashable {
  var id: Int
}

struct Banner: Hashable {}

/// 20 points per started 40 characters, plus 16 of padding.
@MainActor
final class PostCell: ConfigurableCell, HostInstantiable, ModelHeight {
  var shown: Post?
  init() {}
  func configure(with model: Post) { shown = model }
  static func height(for model: Post, width: CGFloat) -> CGFloat {
    CGFloat((model.text.count + 39) / 40) * 20 + 16
  }
}

@MainActor
final class AdCell: ConfigurableCell, HostInstantiable, StaticHeight {
  static var cellHeight: CGFloat { 90 }
  init() {}
  func configure(with model: Ad) {}
}

/// Square, a column wide.
@MainActor
final class PhotoCell: ConfigurableCell, HostInstantiable, DimensionSized {
  static var heightUnit: LayoutDimension { .fractionalWidth(1) }
  init() {}
  func configure(with model: Photo) {}
}

/// Sizes itself (automatic dimension).
@MainActor
final class BannerCell: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: Banner) {}
}

/// A second cell for `Post`, to bind the model to the wrong cell.
@MainActor
final class OtherPostCell: ConfigurableCell, HostInstantiable {
  init() {}
  func configure(with model: Post) {}
}
