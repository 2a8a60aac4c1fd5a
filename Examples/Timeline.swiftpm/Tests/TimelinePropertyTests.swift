import Bricks
import Foundation
import TestSupport
import Testing

@testable import AppModule

/// Random sequences of first loads, pulls, load-mores, retries and failures, judged against an
/// independent model of the paged search: what is shown is always one unbroken run of the
/// released statuses, newest first, each once.
@MainActor
@Suite struct TimelinePropertyTests {
  enum Operation: CaseIterable { case start, refresh, loadMore, retry }

  /// What the generator must produce, each at least once.
  enum Kind: CaseIterable {
    case firstLoad, refreshWithNew, refreshWithNothingNew, page, end, failure, recovery, ignored
  }

  @Test func theShownTweetsAreAlwaysOneRunOfTheReleasedOnes() async throws {
    let all = TimelineViewModelTests.all.map(\.id)
    try #require(all.count == 60)
    let seed = UInt64(ProcessInfo.processInfo.environment["BRICKS_PROPERTY_SEED"] ?? "") ?? 0x7157
    var random = SeededGenerator(seed: seed)
    var seen = Set<Kind>()
    for round in 0..<150 {
      let loader = ScriptedLoader()
      let model = TimelineViewModel(loader: loader)
      // The oracle: how many of the newest statuses are still held back, and which indices of
      // `all` are shown (nil before the first load).
      var hidden = 10
      var shown: Range<Int>?
      var atEnd = false
      var failed = false
      var failedRequest: Operation?
      var trace: [String] = []
      for _ in 0..<Int.random(in: 1...20, using: &random) {
        let operation = Operation.allCases.randomElement(using: &random)!
        let fails = Int.random(in: 0..<5, using: &random) == 0
        await loader.setFailNext(fails)
        let callsBefore = await loader.calls
        switch operation {
        case .start: await model.start()
        case .refresh: await model.refresh()
        case .loadMore: await model.loadMore()
        case .retry: await model.retry()
        }
        let called = await loader.calls > callsBefore
        await loader.setFailNext(false)
        trace.append("\(operation)\(fails ? " (failing)" : "")")
        // What the request was, by the documented rules.
        let wanted: Operation?
        switch (operation, shown) {
        case (.start, nil), (.refresh, nil), (.retry, nil): wanted = .start
        case (.start, _): wanted = nil
        case (.refresh, _): wanted = .refresh
        case (.loadMore, nil): wanted = nil
        case (.retry, _) where failedRequest != nil: wanted = failedRequest
        case (.loadMore, _), (.retry, _): wanted = atEnd ? nil : .loadMore
        }
        #expect(called == (wanted != nil), "seed \(seed), round \(round): \(trace)")
        if wanted == nil { seen.insert(.ignored) }
        if let wanted {
          if fails {
            failed = true
            failedRequest = wanted
            seen.insert(.failure)
          } else {
            if failed { seen.insert(.recovery) }
            failed = false
            failedRequest = nil
            switch wanted {
            case .start:
              shown = hidden..<min(all.count, hidden + 20)
              seen.insert(.firstLoad)
            case .refresh:
              let before = hidden
              hidden = max(0, hidden - 5)
              shown = hidden..<shown!.upperBound
              seen.insert(before == hidden ? .refreshWithNothingNew : .refreshWithNew)
            default:
              let bottom = shown!.upperBound
              if bottom == all.count {
                atEnd = true
                seen.insert(.end)
              } else {
                shown = shown!.lowerBound..<min(all.count, bottom + 20)
                seen.insert(.page)
              }
            }
          }
        }
        let context = "seed \(seed), round \(round): \(trace)"
        #expect(model.rows.map(\.id) == shown.map { Array(all[$0]) } ?? [], "\(context)")
        #expect(model.reachedEnd == atEnd, "\(context)")
        if failed {
          #expect(model.content.status == .failed("the network is down; try again"), "\(context)")
        } else {
          #expect(model.content.status == .idle, "\(context)")
        }
        #expect(model.content.canLoadMore == (!failed && shown != nil && !atEnd), "\(context)")
      }
    }
    #expect(seen == Set(Kind.allCases), "never generated: \(Set(Kind.allCases).subtracting(seen))")
  }
}
