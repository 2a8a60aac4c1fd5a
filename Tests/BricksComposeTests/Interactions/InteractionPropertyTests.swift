import BricksCells
import BricksCompose
import BricksTesting
import ChangesetOracle
import Foundation
import TestSupport
import Testing

/// The app's model: rows of messages and promos, in sections; the one truth.
@MainActor
final class Inbox {
  enum Row: Equatable {
    case message(id: Int, text: String)
    case promo(id: Int)
    var key: String {
      switch self {
      case .message(let id, let text): "m\(id):\(text)"
      case .promo(let id): "p\(id)"
      }
    }
  }
  var sections: [[Row]] = []
  func delete(messageID: Int) {
    for s in sections.indices {
      sections[s].removeAll {
        if case .message(messageID, _) = $0 { true } else { false }
      }
    }
  }
}

struct MessageUnit: ComposingUnit, SwipeableUnit, MenuUnit, MovableUnit, Equatable {
  var id: Int
  var text: String
  let inbox: Inbox
  var identifier: String { "m\(id)" }
  var height: LayoutDimension { .absolute(44) }
  func configure(_ cell: LabelCell) { cell.text = "m\(id):\(text)" }
  func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    switch edge {
    case .trailing:
      SwipeActions([.delete { [inbox, id] in inbox.delete(messageID: id) }, SwipeAction(title: "Flag") {}])
    case .leading: id % 2 == 0 ? SwipeActions([SwipeAction(title: "Read", tint: .blue) {}]) : nil
    }
  }
  var contextMenu: ContextMenu? { ContextMenu(title: "m\(id)", children: [.action(MenuAction(title: "Reply") {})]) }
  var reorderRule: ReorderRule { .acrossSections }
  static func == (a: MessageUnit, b: MessageUnit) -> Bool { a.id == b.id && a.text == b.text }
}

struct PromoUnit: ComposingUnit, MenuUnit, SeparatedUnit, Equatable {
  var id: Int
  var identifier: String { "p\(id)" }
  var height: LayoutDimension { .absolute(88) }
  func configure(_ cell: LabelCell) { cell.text = "p\(id)" }
  var contextMenu: ContextMenu? { ContextMenu(title: "p\(id)", children: [.action(MenuAction(title: "Hide ad") {})]) }
  var separator: SeparatorAppearance { .hidden }
}

@Suite("Interactions through a container") @MainActor
struct InteractionPropertyTests {
  enum Step: String, CaseIterable { case swipeDelete, swipeCancelled, reorder, forbiddenMove, appInsert, appEdit }

  func units(_ inbox: Inbox) -> [UnitSection] {
    inbox.sections.enumerated().map { s, rows in
      UnitSection(
        id: s,
        units: rows.map {
          switch $0 {
          case .message(let id, let text): AnyUnit(MessageUnit(id: id, text: text, inbox: inbox))
          case .promo(let id): AnyUnit(PromoUnit(id: id))
          }
        })
    }
  }

  func shown(_ sections: [UnitSection]) -> [ShownSection<AnyHashable, String>] {
    sections.map { ShownSection(id: $0.id, elements: $0.units.map { "\($0.identifier.value.base)" }) }
  }

  @Test(
    "per-row configuration, swipe-deletes and reorders over 1,500 random steps: the view always equals the app's state")
  func randomSteps() throws {
    var rng = SeededGenerator(seed: 0x1_4B0C_5EED)
    var kinds: [Step: Int] = [:]
    let host = RecordingTableHost()
    host.reportsIssues = false
    let container = ComposingContainer(host: host)
    container.reloadThreshold = .max
    let interactions = UnitInteractions(container: container)
    let inbox = Inbox()
    var nextID = 0
    func row() -> Inbox.Row {
      nextID += 1
      return Int.random(in: 0..<4, using: &rng) == 0 ? .promo(id: nextID) : .message(id: nextID, text: "v0")
    }
    inbox.sections = (0..<3).map { _ in (0..<Int.random(in: 1...5, using: &rng)).map { _ in row() } }
    interactions.onMove = { move in try? move.apply(to: &inbox.sections) }
    var errors: [InteractionError] = []
    interactions.onError = { errors.append($0) }
    container.setSections(units(inbox), animated: false)
    var view = shown(container.sections)

    /// The app applies its state; the view is replayed from the batch the host got.
    func appApplies() throws {
      let old = container.sections
      host.clearEvents()
      container.setSections(units(inbox))
      let new = shown(units(inbox))
      let batches = host.batchUpdates
      #expect(batches.count <= 1)
      if let batch = batches.first {
        let failure = UIKitBatchReplay.verify(UIKitBatch(Changeset(batchUpdate: batch)), from: shown(old), to: new)
        #expect(failure == nil)
        view = new
      } else if host.events.contains(.reloadData) {
        view = new
      }
    }

    for _ in 0..<1_500 {
      let step = Step.allCases.randomElement(using: &rng)!
      let paths = container.sections.indices.flatMap { s in
        container.sections[s].units.indices.map { IndexPath(indexes: [s, $0]) }
      }
      switch step {
      case .swipeDelete, .swipeCancelled:
        guard
          let path = paths.filter({ interactions.swipeActions(.trailing, at: $0) != nil }).randomElement(using: &rng)
        else { continue }
        let actions = try #require(interactions.swipeActions(.trailing, at: path))
        if step == .swipeDelete {
          actions.fullSwipeAction?.perform()  // the app's store changes; the view does not yet
          #expect(view == shown(container.sections))
          try appApplies()
        }
      case .reorder:
        guard let path = paths.filter(interactions.canMoveItem(at:)).randomElement(using: &rng) else { continue }
        let proposed = IndexPath(indexes: [Int.random(in: 0...3, using: &rng), Int.random(in: 0...6, using: &rng)])
        let target = interactions.targetIndexPath(forMoveFrom: path, proposed: proposed)
        // The view moves the row (what UIKit does during the drag), then tells the list.
        var moved = view
        let element = moved[path[0]].elements.remove(at: path[1])
        moved[target[0]].elements.insert(element, at: target[1])
        view = moved
        host.clearEvents()
        interactions.moveItem(from: path, to: target)
        #expect(host.events.isEmpty)
        #expect(shown(units(inbox)) == view)
        // The app's next state holds the move: no update at all.
        #expect(container.setSections(units(inbox)) == .unchanged)
        #expect(host.events.isEmpty)
      case .forbiddenMove:
        guard let path = paths.first(where: { !interactions.canMoveItem(at: $0) }) else { continue }
        let before = errors.count
        interactions.moveItem(from: path, to: [0, 0])
        #expect(errors.count == before + 1)
        view = shown(container.sections)
      case .appInsert:
        inbox.sections[Int.random(in: 0..<3, using: &rng)].insert(row(), at: 0)
        try appApplies()
      case .appEdit:
        guard let path = paths.randomElement(using: &rng),
          case .message(let id, let text) = inbox.sections[path[0]][path[1]]
        else { continue }
        inbox.sections[path[0]][path[1]] = .message(id: id, text: text + "'")
        try appApplies()
      }
      kinds[step, default: 0] += 1
      #expect(view == shown(units(inbox)), "after \(step)")
      // Oracle for every row's configuration, from the app's rows alone.
      for (s, rows) in inbox.sections.enumerated() {
        for (i, row) in rows.enumerated() {
          let path = IndexPath(indexes: [s, i])
          switch row {
          case .message(let id, _):
            #expect(interactions.swipeActions(.trailing, at: path)?.actions.map(\.title) == ["Delete", "Flag"])
            #expect(
              interactions.swipeActions(.leading, at: path)?.actions.first?.resolvedTint == (id % 2 == 0 ? .blue : nil))
            #expect(interactions.contextMenu(at: path)?.title == "m\(id)")
            #expect(interactions.canMoveItem(at: path) && interactions.separator(at: path) == SeparatorAppearance())
          case .promo(let id):
            #expect(interactions.swipeActions(.trailing, at: path) == nil)
            #expect(
              interactions.contextMenu(at: path)?.actions.map(\.title) == ["Hide ad"]
                && interactions.contextMenu(at: path)?.title == "p\(id)")
            #expect(!interactions.canMoveItem(at: path) && interactions.separator(at: path) == .hidden)
          }
        }
      }
    }
    #expect(errors.allSatisfy { $0.kind == .invalidMove })
    #expect(host.failures.isEmpty)
    for step in Step.allCases { #expect(kinds[step, default: 0] > 0, "the generator never produced \(step)") }
  }
}
