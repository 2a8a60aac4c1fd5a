import Bricks
import UIKit

/// "#025 Pikachu" with its sprite once it has arrived.
final class PokemonCell: BrickTableViewCell, ConfigurableCell {
  private let sprite = UIImageView(image: nil)

  func configure(with row: PokemonRow) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = row.name
    content.secondaryText = row.number
    contentConfiguration = content
    sprite.frame = CGRect(x: 0, y: 0, width: 56, height: 56)
    sprite.image = row.sprites.image(for: row.spriteURL).flatMap(UIImage.init(data:))
    accessoryView = sprite
    if sprite.image == nil { row.prefetch() }  // shown before it was prefetched
  }
}

/// A name and a value: a row of the detail screen.
final class StatCell: BrickTableViewCell, ConfigurableCell {
  func configure(with stat: PokemonDetail.StatRow) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "\(stat.name): \(stat.value)"
    content.secondaryText = String(repeating: "▮", count: Int((stat.fraction * 20).rounded()))
    contentConfiguration = content
  }
}

/// The detail screen's first row: sprite, types and size.
final class PokemonHeaderCell: BrickTableViewCell, ConfigurableCell {
  private let sprite = UIImageView(image: nil)
  var sprites: SpriteStore?

  func configure(with detail: PokemonDetail) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = detail.types
    content.secondaryText = detail.size
    contentConfiguration = content
    sprite.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
    sprite.image = sprites?.image(for: detail.sprite).flatMap(UIImage.init(data:))
    accessoryView = sprite
  }
}

final class LoadingCell: BrickTableViewCell, ConfigurableCell {
  func configure(with item: LoadingItem) {
    var content = defaultContentConfiguration()
    content.text = "Loading…"
    contentConfiguration = content
  }
}

/// Selecting it retries.
final class ErrorCell: BrickTableViewCell, ConfigurableCell {
  func configure(with item: ErrorItem) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = item.message
    content.secondaryText = "Tap to try again"
    contentConfiguration = content
  }
}

final class EmptyCell: BrickTableViewCell, ConfigurableCell {
  func configure(with item: EmptyItem) {
    var content = defaultContentConfiguration()
    content.text = item.message
    contentConfiguration = content
  }
}
