import Bricks
import UIKit

/// One Pokémon: sprite, types, size and base stats, composed from units.
final class PokemonDetailViewController: UIViewController {
  private let model: PokemonDetailViewModel
  private let sprites: SpriteStore
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private var container: ComposingContainer?
  private var adapter: ComposingDiffableTableAdapter?  // the table holds its data source weakly

  init(model: PokemonDetailViewModel, title: String, sprites: SpriteStore) {
    self.model = model
    self.sprites = sprites
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let container = ComposingContainer(host: tableView)
    self.container = container
    adapter = ComposingDiffableTableAdapter(container: container, tableView: tableView)
    model.onChange = { [weak self] state in self?.show(state) }
    sprites.observe(self) { [weak self] _ in self.map { $0.show($0.model.state) } }
    show(model.state)
    Task { [model] in await model.load() }
  }

  private func show(_ state: PokemonDetailViewModel.State) {
    container?.updateSections {
      switch state {
      case .loading:
        UnitSection(id: "status") { CellUnit(LoadingCell.self, id: "loading", model: LoadingItem()) }
      case .failed(let message):
        UnitSection(id: "status") { CellUnit(ErrorCell.self, id: "error", model: ErrorItem(message: message)) }
      case .loaded(let detail):
        UnitSection(id: "about") {
          HeaderUnit(detail: detail, sprites: sprites, hasSprite: sprites.image(for: detail.sprite) != nil)
        }
        UnitSection(id: "stats") {
          for stat in detail.stats { CellUnit(StatCell.self, model: stat) }
        }
      }
    }
  }
}

/// The header row: a unit that hands the cell the sprite store as well as the detail.
struct HeaderUnit: ComposingUnit {
  typealias Cell = PokemonHeaderCell
  let detail: PokemonDetail
  let sprites: SpriteStore
  /// Whether the sprite had arrived: when it arrives, the row is configured again.
  let hasSprite: Bool
  var identifier: Int { detail.number }
  var height: LayoutDimension { .absolute(112) }

  func configure(_ cell: PokemonHeaderCell) {
    cell.sprites = sprites
    cell.configure(with: detail)
    sprites.prefetch(detail.sprite)
  }

  func isContentEqual(to other: HeaderUnit) -> Bool {
    detail == other.detail && hasSprite == other.hasSprite
  }
}
