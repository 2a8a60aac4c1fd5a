import BricksCells
import BricksTesting
import Foundation
import Testing

@Suite("Pull to refresh") @MainActor
struct RefreshControllerTests {
  enum Step: String, CaseIterable {
    case pullAppLoads, pullAppIgnores, startLoading, rowsArrive, fails, idle, pullWhileLoading
  }

  /// The app's side: whether a reload starts loading, and how many were asked for.
  final class App {
    var startsLoading = true
    var reloads = 0
  }

  @Test("the spinner follows the list's status over 3,000 random steps, and failures show the error row")
  func followsStatus() throws {
    var rng = ListRNG(state: 0x5EF_2E54)
    var kinds: [Step: Int] = [:]
    let host = RecordingTableHost()
    let dataSource = try memoDataSource([[]], host: host)
    let control = RecordingRefreshControl()
    let app = App()
    let refresh = RefreshController(control: control) {
      app.reloads += 1
      if app.startsLoading { try? dataSource.setStatus(.loading) }
    }
    refresh.follow(dataSource)
    var nextID = 0
    var expectedReloads = 0
    for _ in 0..<3_000 {
      let step = Step.allCases.randomElement(using: &rng)!
      kinds[step, default: 0] += 1
      switch step {
      case .pullAppLoads, .pullWhileLoading:
        if step == .pullWhileLoading { try dataSource.setStatus(.loading) }
        app.startsLoading = true
        control.userPulls(refresh)
        expectedReloads += 1
      case .pullAppIgnores:
        app.startsLoading = false
        control.userPulls(refresh)
        expectedReloads += 1
      case .startLoading: try dataSource.setStatus(.loading)
      case .rowsArrive:
        nextID += 1
        var sections = dataSource.sections
        sections[0].items.insert(Memo(id: nextID, title: "m"), at: 0)
        try dataSource.apply(BatchUpdate(insertedItems: [[0, 0]]), to: sections, status: .idle)
      case .fails: try dataSource.setStatus(.failed("Offline \(nextID)"))
      case .idle: try dataSource.setStatus(.idle)
      }
      // Oracle: spinning exactly while the list's status is loading.
      #expect(control.isRefreshing == (dataSource.status == .loading), "after \(step)")
      if case .failed(let message) = dataSource.status {
        let row = IndexPath(indexes: [dataSource.sections.count, 0])
        #expect((dataSource.item(at: row) as? ErrorItem)?.message == message)
      }
    }
    #expect(app.reloads == expectedReloads && refresh.refreshCount == expectedReloads)
    #expect(host.failures.isEmpty)
    for step in Step.allCases { #expect(kinds[step, default: 0] > 0, "the generator never produced \(step)") }
  }

  @Test("following a data source keeps its earlier status observer and takes its current status")
  func chainsObserver() throws {
    let dataSource = try memoDataSource([[]])
    var seen: [ListStatus] = []
    dataSource.onStatusChange = { seen.append($0) }
    try dataSource.setStatus(.loading)
    let control = RecordingRefreshControl()
    let refresh = RefreshController(control: control) {}
    refresh.follow(dataSource)
    #expect(control.isRefreshing && refresh.status == .loading)
    try dataSource.setStatus(.failed("x"))
    #expect(seen == [.loading, .failed("x")])
    #expect(!control.isRefreshing && control.ends == 1)
  }
}
