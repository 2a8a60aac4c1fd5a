import Bricks
import UIKit

/// The timeline: a table of self-sizing tweets driven by a diffable data source, with pull to
/// refresh, load-more, and the heights of rows already shown kept in the list's height cache.
final class TimelineViewController: UIViewController {
  private let model: TimelineViewModel
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let refreshControl = UIRefreshControl()
  private var refresh: RefreshController?
  private let list = ListDataSource(registry: CellRegistry())
  private var adapter: ListDiffableTableAdapter?  // the table holds its data source weakly

  init(model: TimelineViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Timeline"
    do {
      try list.registry.register(TweetCell.self)
      try list.registry.register(LoadingCell.self)
      try list.registry.register(ErrorCell.self)
      try list.registry.register(EmptyCell.self)
    } catch {
      title = "\(error)"  // two cells for one model: a programmer error, shown rather than crashed on
      return
    }
    list.emptyItem = EmptyItem(message: "No tweets yet. Pull to refresh.")
    // Self-sizing rows: the table measures each row once; the height cache keeps what it
    // measured (by tweet and width), so a row scrolled back into view is not measured again.
    tableView.estimatedRowHeight = 88
    list.onWillDisplay = { [weak self] cell, item, _ in self?.remember(cell, showing: item) }
    list.onRetry = { [weak self] in self?.perform { await $0.retry() } }
    adapter = ListDiffableTableAdapter(list: list, tableView: tableView)
    adapter?.defaultRowAnimation = .fade
    // Pulling asks the model for newer tweets; the spinner follows the model's refresh.
    let refresh = RefreshController(control: refreshControl) { [weak self] in
      self?.refresh?.status = .loading
      self?.perform { await $0.refresh() }
    }
    self.refresh = refresh
    tableView.refreshControl = refreshControl
    refreshControl.addAction(UIAction { _ in refresh.pulled() }, for: .valueChanged)
    model.onChange = { [weak self] content in self?.show(content) }
    show(model.content)
    perform { await $0.start() }
  }

  private func show(_ content: TimelineContent) {
    guard let adapter else { return }
    list.loadMore =
      content.canLoadMore ? LoadMoreTrigger(threshold: 5) { [weak self] in self?.perform { await $0.loadMore() } } : nil
    do {
      // Tweets are identified by id: a tweet whose counts changed is reconfigured in place.
      try list.applySnapshot(content.sections, status: content.status, to: adapter)
    } catch {
      title = "\(error)"
    }
    refresh?.status = content.isRefreshing ? .loading : .idle
  }

  private func remember(_ cell: AnyObject, showing item: Any) {
    guard let cell = cell as? UITableViewCell, let row = item as? TweetRow, let id = list.itemIdentifier(of: row) else {
      return
    }
    list.heightCache.store(cell.bounds.height, for: id, width: tableView.bounds.width, revision: row.hashValue)
  }

  /// Runs `action`, then shows the model's content again: a request the model ignores (a pull
  /// while a page loads) changes nothing, and the refresh control must still stop.
  private func perform(_ action: @escaping @MainActor (TimelineViewModel) async -> Void) {
    Task { [weak self, model] in
      await action(model)
      self?.show(model.content)
    }
  }
}
