import BricksCells
import BricksTesting
import Foundation

/// A model that is `Identifiable`, so moves report its identity.
struct Memo: Identifiable, Hashable {
  var id: Int
  var title: String
  var pinned = false
}

/// A second model type with identifiers that may equal a note's.
struct Promo: Identifiable, Hashable {
  var id: Int
}

@MainActor
final class MemoCell: ConfigurableCell, HostInstantiable {
  var shown: Memo?
  init() {}
  func configure(with model: Memo) { shown = model }
}

@MainActor
final class PromoCell: ConfigurableCell, HostInstantiable {
  var shown: Promo?
  init() {}
  func configure(with model: Promo) { shown = model }
}

/// A refresh control that records what it was told, as `UIRefreshControl` behaves: beginning
/// while refreshing and ending while not are no-ops.
@MainActor
final class RecordingRefreshControl: RefreshControlling {
  private(set) var isRefreshing = false
  private(set) var begins = 0
  private(set) var ends = 0
  /// The user pulls: the control starts spinning by itself, then the app is told.
  func userPulls(_ controller: RefreshController) {
    isRefreshing = true
    controller.pulled()
  }
  func beginRefreshing() {
    begins += 1
    isRefreshing = true
  }
  func endRefreshing() {
    ends += 1
    isRefreshing = false
  }
}

@MainActor
func memoDataSource(_ sections: [[Any]], host: RecordingHost = RecordingTableHost()) throws -> ListDataSource {
  let registry = CellRegistry()
  try registry.register(MemoCell.self)
  try registry.register(PromoCell.self)
  let dataSource = ListDataSource(registry: registry, sections: sections.map { ListSection(items: $0) })
  dataSource.attach(to: host)
  return dataSource
}
