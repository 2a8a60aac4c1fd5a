import BricksCells
import BricksCompose
import BricksTesting
import Foundation
import Testing

private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }

@Suite @MainActor struct ContainerDataSourceTests {
  @Test("cells are registered once, dequeued, configured and reused")
  func cellsAreRegisteredOnceDequeuedConfiguredAndReused() throws {
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.update {
      TextUnit("a", "first"); TextUnit("b", "second")
    }
    let first = try #require(try container.cell(at: path(0)) as? LabelCell)
    let second = try #require(try container.cell(at: path(1)) as? LabelCell)
    #expect(first.text == "first" && second.text == "second")
    #expect(host.registeredCellIdentifiers == [LabelCell.reuseIdentifier])
    #expect(host.events.filter { if case .registerCell = $0 { true } else { false } }.count == 1)
    host.endDisplayingCell(at: path(0))
    let again = try #require(try container.cell(at: path(0)) as? LabelCell)
    #expect(again === first)
    #expect(again.text == "first")
  }

  @Test("units of different cell types get their own cells") func unitsOfDifferentCellTypesGetTheirOwnCells() throws {
    let host = RecordingCollectionHost()
    let container = ComposingContainer(host: host)
    container.update {
      TextUnit("text")
      ViewUnit(id: "image", content: "cat.png") { (cell: ImageCell, name: String) in cell.name = name }
      CellUnit(TweetCell.self, model: Tweet(id: 1, text: "hello"))
    }
    #expect(try container.cell(at: path(0)) is LabelCell)
    #expect((try container.cell(at: path(1)) as? ImageCell)?.name == "cat.png")
    #expect((try container.cell(at: path(2)) as? TweetCell)?.shown?.text == "hello")
  }

  @Test("asking for a unit that is not there is an error, not a crash")
  func askingForAUnitThatIsNotThereIsAnErrorNotACrash() {
    let container = ComposingContainer(host: RecordingTableHost())
    let error = #expect(throws: CellError.self) { try container.cell(at: path(3)) }
    #expect(error?.code == .indexOutOfRange)
    #expect(container.size(at: path(3)) == nil)
  }

  @Test("sizes resolve against the host, insets, and grid columns")
  func sizesResolveAgainstTheHostInsetsAndGridColumns() {
    let host = RecordingCollectionHost(width: 375, height: 600)
    let container = ComposingContainer(host: host, layout: .grid(columns: 2))
    container.insets = Insets(left: 16, right: 16)
    container.spacing = 7
    container.updateSections {
      UnitSection(id: "grid") {
        ViewUnit(id: "square", width: .fractionalWidth(1), height: .fractionalWidth(1)) { (_: LabelCell) in }
        TextUnit("fixed")
      }
      UnitSection(id: "full", insets: .zero) {
        ViewUnit(id: "banner", width: .fractionalWidth(1), height: .fractionalHeight(0.25)) { (_: LabelCell) in }
      }
    }
    // (375 - 32 - 7) / 2 = 168
    #expect(container.size(at: path(0)) == CGSize(width: 168, height: 168))
    #expect(container.size(at: path(1)) == CGSize(width: 168, height: 44))  // full column, 44 high
    #expect(container.height(at: path(1)) == 44)
    // A section with its own (zero) insets: (375 - 7) / 2 = 184
    #expect(container.size(at: path(0, 1)) == CGSize(width: 184, height: 150))
  }

  @Test("a horizontal container sizes pages against the container width")
  func aHorizontalContainerSizesPagesAgainstTheContainerWidth() {
    let host = RecordingCollectionHost(width: 400, height: 300)
    let container = ComposingContainer(host: host, layout: .horizontal)
    container.update {
      ViewUnit(id: "page", width: .fractionalWidth(0.8), height: .containerHeight(minus: 20)) { (_: LabelCell) in }
    }
    #expect(container.size(at: path(0)) == CGSize(width: 320, height: 280))
  }

  @Test("automatic heights are estimated") func automaticHeightsAreEstimated() {
    let container = ComposingContainer(host: RecordingTableHost(width: 300))
    container.update { ViewUnit(id: "auto", height: .automatic(estimated: 80)) { (_: LabelCell) in } }
    #expect(container.height(at: path(0)) == nil)
    #expect(container.estimatedSize(at: path(0)) == CGSize(width: 300, height: 80))
  }

  @Test("selection, highlight and display events reach the unit") func selectionHighlightAndDisplayEventsReachTheUnit()
    throws
  {
    let log = EventLog()
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.update {
      TappableUnit(identifier: "tap", log: log); TextUnit("plain")
    }
    let cell = try #require(try container.cell(at: path(0)) as? LabelCell)
    #expect(container.shouldSelect(at: path(0)))
    #expect(!container.shouldSelect(at: path(1)))
    #expect(container.shouldHighlight(at: path(0)))
    container.didHighlight(cell, at: path(0))
    #expect(cell.highlighted)
    container.didUnhighlight(cell, at: path(0))
    #expect(!cell.highlighted)
    container.willDisplay(cell, at: path(0))
    container.didSelect(at: path(0))
    container.didDeselect(at: path(0))
    container.didSelect(at: path(1))
    #expect(log.entries == ["display tap", "select tap", "deselect tap"])
  }

  @Test("end of display reaches the unit the cell showed, even after an update moved it")
  func endOfDisplayReachesTheUnitTheCellShowedEvenAfterAnUpdateMovedIt() throws {
    let log = EventLog()
    let host = RecordingTableHost()
    let container = ComposingContainer(host: host)
    container.update {
      TappableUnit(identifier: "x", log: log); TappableUnit(identifier: "y", log: log)
    }
    let cell = try container.cell(at: path(0))
    container.willDisplay(cell, at: path(0))
    container.update { TappableUnit(identifier: "y", log: log) }
    // UIKit reports the old index path, which now holds "y".
    container.didEndDisplaying(cell, at: path(0))
    #expect(log.entries == ["display x", "end x"])
  }
}
