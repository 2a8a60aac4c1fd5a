import Bricks
import UIKit

struct StatusUnit: ComposingUnit, Equatable {
  typealias Cell = StatusCell
  let status: Status
  var identifier: Int { status.id }
  var height: LayoutDimension { .automatic(estimated: 96) }
  func configure(_ cell: StatusCell) { cell.configure(with: status) }
}

/// As tall as the picture at the feed's width, plus its caption.
struct PhotoUnit: ComposingUnit, Equatable {
  typealias Cell = PhotoCell
  let photo: Photo
  var identifier: Int { photo.id }
  var height: LayoutDimension {
    let ratio = CGFloat(photo.image.height) / CGFloat(max(1, photo.image.width))
    return .custom { context in context.columnWidth * ratio + 64 }
  }
  func configure(_ cell: PhotoCell) { cell.configure(with: photo) }
}

struct AdUnit: ComposingUnit, Equatable {
  typealias Cell = AdCell
  let ad: Ad
  var identifier: String { ad.id }
  var height: LayoutDimension { .automatic(estimated: 72) }
  func configure(_ cell: AdCell) { cell.configure(with: ad) }
}

struct CardUnit: ComposingUnit, Equatable {
  typealias Cell = CardCell
  let card: Carousel.Card
  var identifier: Int { card.id }
  var width: LayoutDimension { .fractionalWidth(0.42) }
  var height: LayoutDimension { .absolute(88) }
  func configure(_ cell: CardCell) { cell.configure(with: card) }
}

/// A message row; selecting it runs `action` (the error row's retry).
struct MessageUnit: ComposingUnit, SelectableUnit {
  typealias Cell = MessageCell
  let identifier: String
  let message: String
  var action: (@MainActor () -> Void)?
  var height: LayoutDimension { .automatic(estimated: 44) }
  var isSelectable: Bool { action != nil }
  func configure(_ cell: MessageCell) { cell.configure(with: message) }
  func didSelect() { action?() }
  func isContentEqual(to other: MessageUnit) -> Bool { message == other.message }
}
