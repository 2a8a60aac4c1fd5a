import Bricks
import UIKit

/// A text status: author, text, counts.
final class StatusCell: BrickCollectionViewCell, ConfigurableCell {
  func configure(with status: Status) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = status.text
    content.secondaryText =
      "\(status.user.screenName) · \(status.repostsCount) reposts · \(status.commentsCount) comments · \(status.attitudesCount) likes"
    contentConfiguration = content
  }
}

/// A photo post: the picture's caption and size (the picture itself comes from the network).
final class PhotoCell: BrickCollectionViewCell, ConfigurableCell {
  func configure(with photo: Photo) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = photo.caption
    content.secondaryText =
      "\(photo.user.screenName) · \(photo.image.width)×\(photo.image.height) · \(photo.attitudesCount) likes"
    contentConfiguration = content
  }
}

/// A sponsored post.
final class AdCell: BrickCollectionViewCell, ConfigurableCell {
  func configure(with ad: Ad) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = ad.headline
    content.secondaryText = "Sponsored · \(ad.advertiser) · \(ad.callToAction)"
    contentConfiguration = content
  }
}

/// A card of a carousel.
final class CardCell: BrickCollectionViewCell, ConfigurableCell {
  func configure(with card: Carousel.Card) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = card.title
    content.secondaryText = card.subtitle
    contentConfiguration = content
  }
}

/// A line of text: the notice, the loading row, the error row.
final class MessageCell: BrickCollectionViewCell, ConfigurableCell {
  func configure(with message: String) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = message
    contentConfiguration = content
  }
}
