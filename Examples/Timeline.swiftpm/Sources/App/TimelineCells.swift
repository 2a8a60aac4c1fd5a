import Bricks
import UIKit

/// A tweet: its text, then who wrote it and how it did. Self-sizing: the list configuration's
/// labels wrap, and the table measures the row.
final class TweetCell: BrickTableViewCell, ConfigurableCell {
  func configure(with row: TweetRow) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = row.text
    let byline = "\(row.author) \(row.details(now: Date()))"
    content.secondaryText = row.retweetedBy.map { "\($0)\n\(byline)" } ?? byline
    contentConfiguration = content
  }
}

/// The row under the tweets while a page loads.
final class LoadingCell: BrickTableViewCell, ConfigurableCell {
  func configure(with item: LoadingItem) {
    var content = defaultContentConfiguration()
    content.text = "Loading…"
    contentConfiguration = content
  }
}

/// The row shown when a load failed; selecting it retries.
final class ErrorCell: BrickTableViewCell, ConfigurableCell {
  func configure(with item: ErrorItem) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = item.message
    content.secondaryText = "Tap to try again"
    contentConfiguration = content
  }
}

/// The row shown when there are no tweets.
final class EmptyCell: BrickTableViewCell, ConfigurableCell {
  func configure(with item: EmptyItem) {
    var content = defaultContentConfiguration()
    content.text = item.message
    contentConfiguration = content
  }
}
