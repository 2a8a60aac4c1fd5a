import Bricks
import UIKit

/// The feed: statuses, photos, ads and a carousel of trending topics, composed from units in a
/// compositional layout driven by a diffable data source. What was shown last time is restored
/// from its archive before the latest loads.
final class FeedViewController: UIViewController {
  private let model: FeedViewModel
  private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private var container: ComposingContainer?
  private var adapter: ComposingDiffableCollectionAdapter?  // the view holds its data source weakly

  init(model: FeedViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    let container = ComposingContainer(host: collectionView)
    self.container = container
    collectionView.collectionViewLayout = container.compositionalLayout()  // each section declares its layout
    // The adapter is the view's data source and delegate: selection reaches the units.
    adapter = ComposingDiffableCollectionAdapter(container: container, collectionView: collectionView)
    model.onChange = { [weak self] content in self?.show(content) }
    model.restore()
    Task { [model] in await model.reload() }
  }

  private func show(_ content: FeedContent) {
    container?.updateSections {
      if let notice = content.notice {
        UnitSection(id: "notice") { MessageUnit(identifier: "notice", message: notice) }
          .layout(.list())
      }
      for section in content.sections {
        switch section {
        case .carousel(_, let carousel):
          UnitSection(id: section.id) { for card in carousel.cards { CardUnit(card: card) } }
            .layout(.carousel(spacing: 8, scrolling: .groupPaging))
        case .posts(let id, let entries):
          UnitSection(id: id) {
            for entry in entries {
              switch entry {
              case .status(let status): StatusUnit(status: status)
              case .photo(let photo): PhotoUnit(photo: photo)
              case .ad(let ad): AdUnit(ad: ad)
              case .carousel: []  // in a section of its own
              }
            }
          }
          .layout(.list(spacing: 1))
        }
      }
      switch content.status {
      case .idle:
        []
      case .loading:
        UnitSection(id: "status") { MessageUnit(identifier: "loading", message: "Loading…") }.layout(.list())
      case .failed(let message):
        UnitSection(id: "status") {
          MessageUnit(identifier: "error", message: "\(message)\nTap to try again") { [weak self] in
            guard let self else { return }
            Task { [model] in await model.reload() }
          }
        }
        .layout(.list())
      }
    }
  }
}
