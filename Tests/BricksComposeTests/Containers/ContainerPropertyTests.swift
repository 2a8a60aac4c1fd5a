import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

@Suite @MainActor struct ContainerPropertyTests {
  @Test("a thousand random state changes through a container are all valid batch updates")
  func aThousandRandomStateChangesThroughAContainerAreAllValidBatchUpdates() throws {
    var generator = SectionedPairGenerator(seed: 2024)
    let host = RecordingCollectionHost()
    host.reportsIssues = false
    let container = ComposingContainer(host: host)
    container.reloadThreshold = .max
    func units(_ sections: SectionedPairGenerator.Sections) -> [UnitSection] {
      sections.map { section in
        UnitSection(id: section.id, units: section.elements.map { AnyUnit(TextUnit("\($0.id)", "\($0.version)")) })
      }
    }
    var state = generator.randomState()
    container.setSections(units(state))
    var animated = 0
    for _ in 0..<1_000 {
      let next = generator.mutate(state)
      let old = container.sections
      let result = container.setSections(units(next))
      if case .animated = result {
        animated += 1
        expectValidAnimation(result, host: host, from: old, to: container.sections)
      }
      #expect(container.sections.map { ids($0.units) } == next.map { $0.elements.map { "\($0.id)" } })
      // Every visible position can be dequeued and shows the new content.
      for s in 0..<container.numberOfSections {
        for i in 0..<container.numberOfItems(inSection: s) {
          let cell = try #require(try container.cell(at: IndexPath(indexes: [s, i])) as? LabelCell)
          #expect(cell.text == "\(next[s].elements[i].version)")
        }
      }
      state = next
      if host.events.count > 10_000 { host.clearEvents() }
    }
    #expect(animated > 900)
    #expect(host.failures.isEmpty)
  }
}
