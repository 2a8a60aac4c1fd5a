import Bricks
import UIKit

/// The list: a diffable table of Pokémon, a page at a time, with loading, empty and error rows,
/// sprites prefetched ahead of the rows, search, and a detail screen per Pokémon.
final class PokedexViewController: UIViewController, UISearchResultsUpdating {
  private let model: PokedexViewModel
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let list = ListDataSource(registry: CellRegistry())
  private var adapter: ListDiffableTableAdapter?  // the table holds its data source weakly

  init(model: PokedexViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Pokédex"
    do {
      try list.registry.register(PokemonCell.self)
      try list.registry.register(LoadingCell.self)
      try list.registry.register(ErrorCell.self)
      try list.registry.register(EmptyCell.self)
    } catch {
      title = "\(error)"  // two cells for one model: a programmer error, shown rather than crashed on
      return
    }
    tableView.estimatedRowHeight = 72  // rows size themselves around the 56-point sprite
    // The adapter makes itself the table's prefetch data source: rows about to show prefetch
    // their sprites (PokemonRow is Prefetchable), and the next page loads before the end shows.
    adapter = ListDiffableTableAdapter(list: list, tableView: tableView)
    list.onRetry = { [weak self] in self?.perform { await $0.retry() } }
    list.onSelect = { [weak self] item, _ in
      guard let self, let row = item as? PokemonRow else { return }
      let detail = PokemonDetailViewModel(number: row.id, api: model.api)
      navigationController?.pushViewController(
        PokemonDetailViewController(model: detail, title: row.name, sprites: model.sprites), animated: true)
    }
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search loaded Pokémon"
    navigationItem.searchController = search
    model.onChange = { [weak self] content in self?.show(content) }
    show(model.content)
    perform { await $0.start() }
  }

  func updateSearchResults(for searchController: UISearchController) {
    model.search(searchController.searchBar.text ?? "")
  }

  private func show(_ content: PokedexContent) {
    guard let adapter else { return }
    list.emptyItem = EmptyItem(message: content.emptyMessage)
    list.loadMore =
      content.canLoadMore ? LoadMoreTrigger(threshold: 8) { [weak self] in self?.perform { await $0.loadMore() } } : nil
    do {
      // A row whose sprite arrived is reconfigured: the same cell shows the image, no flicker.
      try list.applySnapshot(content.sections, status: content.status, to: adapter)
    } catch {
      title = "\(error)"
    }
  }

  private func perform(_ action: @escaping @MainActor (PokedexViewModel) async -> Void) {
    Task { [model] in await action(model) }
  }
}
