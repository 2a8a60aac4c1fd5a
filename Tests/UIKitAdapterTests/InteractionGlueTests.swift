import BricksCells
import BricksCompose
import TestSupport
import Testing
import UIKit

/// What a row of each kind must show, written out independently of the declarations.
@MainActor
enum Expected {
  /// (title, style, colour, image) of each action, and whether a full swipe performs the first.
  static func swipe(_ row: Row, leading: Bool) -> (actions: [String], fullSwipe: Bool)? {
    switch (row, leading) {
    case (.chore, false):
      (["Delete|destructive|systemRed|trash", "Later|normal|systemIndigo|clock"], true)
    case (.snippet(let s), true): (["\(s.done ? "Undo" : "Done")|normal|systemGreen|-"], false)
    default: nil
    }
  }

  static func menu(_ row: Row) -> [String]? {
    guard case .chore(let c) = row else { return nil }
    return ["menu Chore \(c.id)", "Copy", "inline[Delete!]"]
  }

  static func separator(_ row: Row) -> String {
    if case .snippet = row { return "automatic|hidden|60.0" }
    return "automatic|automatic|auto"
  }

  /// A table row's separator: left and right inset, or "hidden" (pushed out of the row).
  static func tableSeparator(_ row: Row) -> String {
    if case .snippet = row { return "60.0|hidden" }
    return "16.0|4.0"
  }
}

/// A table cell's separator in the same words: hidden when the insets leave no line across the
/// table's width.
@MainActor
func describe(separatorOf cell: UITableViewCell, in table: UITableView) -> String {
  let inset = cell.separatorInset
  let hidden = inset.left + inset.right >= table.bounds.width
  return "\(inset.left)|" + (hidden ? "hidden" : "\(inset.right)")
}

/// The stand-in's configuration in the same words.
@MainActor
func describe(_ configuration: UISwipeActionsConfiguration?) -> (actions: [String], fullSwipe: Bool)? {
  guard let configuration else { return nil }
  let actions = configuration.actions.map { action in
    "\(action.title ?? "-")|\(action.style == .destructive ? "destructive" : "normal")|"
      + "\(action.backgroundColor?._standInDescription ?? "-")|\(action.image?._standInSystemName ?? "-")"
  }
  return (actions, configuration.performsFirstActionWithFullSwipe)
}

@MainActor
func describe(_ configuration: UIContextMenuConfiguration?) -> [String]? {
  guard let menu = configuration?._standInMenu() else { return nil }
  func element(_ e: UIMenuElement) -> String {
    if let action = e as? UIAction { return action.title + (action.attributes.contains(.destructive) ? "!" : "") }
    let sub = e as! UIMenu
    return (sub.options.contains(.displayInline) ? "inline" : "menu \(sub.title)")
      + "[\(sub.children.map(element).joined(separator: ","))]"
  }
  return ["menu \(menu.title)"] + menu.children.map(element)
}

@MainActor
func describe(_ separators: UIListSeparatorConfiguration) -> String {
  let inset = separators.bottomSeparatorInsets.leading
  return
    "\(separators.topSeparatorVisibility)|\(separators.bottomSeparatorVisibility)|"
    + (inset == .greatestFiniteMagnitude ? "auto" : "\(inset)")
}

/// Counts of what a generator produced, by kind; a test fails when a kind never occurred.
struct KindCounter {
  var counts: [String: Int] = [:]
  mutating func note(_ kind: String) { counts[kind, default: 0] += 1 }
  func missing(_ kinds: [String]) -> [String] { kinds.filter { (counts[$0] ?? 0) == 0 } }
}

/// A random store of Chores, Snippets and Banners in 1–3 sections (some empty).
func randomStore(_ rng: inout SeededGenerator, nextID: inout Int, counter: inout KindCounter) -> [[Row]] {
  (0..<Int.random(in: 1...3, using: &rng)).map { _ in
    let count = Int.random(in: 0...6, using: &rng)
    if count == 0 { counter.note("empty section") }
    return (0..<count).map { _ in
      nextID += 1
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        counter.note("chore")
        return .chore(Chore(id: nextID))
      case 1:
        let done = Bool.random(using: &rng)
        counter.note(done ? "done snippet" : "snippet")
        return .snippet(Snippet(id: nextID, done: done))
      default:
        counter.note("banner")
        return .banner(Banner(id: nextID))
      }
    }
  }
}

@MainActor
func interactionRegistries() throws -> (table: CellRegistry, collection: CellRegistry) {
  installInteractionFactories()
  let table = CellRegistry()
  try table.register(ChoreRowCell.self)
  try table.register(SnippetRowCell.self)
  try table.register(BannerRowCell.self)
  let collection = CellRegistry()
  try collection.register(ChoreItemCell.self)
  try collection.register(SnippetItemCell.self)
  try collection.register(BannerItemCell.self)
  return (table, collection)
}

@MainActor
func allRigs(_ sections: [[Row]]) throws -> [any InteractionRig] {
  let (table, collection) = try interactionRegistries()
  return [false, true].flatMap { diffable -> [any InteractionRig] in
    [
      Rig(list: RowStore(sections), registry: table, diffable: diffable, on: makeWindowedTable()),
      Rig(list: RowStore(sections), registry: collection, diffable: diffable, on: makeListCollection()),
      Rig(compose: RowStore(sections), diffable: diffable, on: makeWindowedTable()),
      Rig(compose: RowStore(sections), diffable: diffable, on: makeListCollection()),
    ]
  }
}

@Suite("Interactions through the UIKit adapters")
@MainActor
struct InteractionGlueTests {
  @Test(
    "every row gets the swipe actions, menu and separators its model declares, on eight kinds of list (40 random lists)"
  )
  func rowConfigurations() throws {
    var rng = SeededGenerator(seed: 0x5EED_1A7E)
    var counter = KindCounter()
    var nextID = 0
    var rows = 0
    for _ in 0..<40 {
      let sections = randomStore(&rng, nextID: &nextID, counter: &counter)
      for rig in try allRigs(sections) {
        #expect(rig.shown() == sections, "\(rig.name)")
        let isCollection = rig.name.contains("collection")
        for (s, section) in sections.enumerated() {
          for (i, row) in section.enumerated() {
            let path = IndexPath(indexes: [s, i])
            rows += 1
            for leading in [true, false] {
              let got = describe(rig.swipe(leading: leading, at: path))
              let want = Expected.swipe(row, leading: leading)
              #expect(got?.actions == want?.actions, "\(rig.name) \(row) leading \(leading)")
              #expect(got?.fullSwipe == want?.fullSwipe, "\(rig.name) \(row) leading \(leading)")
            }
            #expect(describe(rig.menu(at: path)) == Expected.menu(row), "\(rig.name) \(row)")
            if isCollection {
              let collection = try #require(rig.hostView as? UICollectionView)
              let separators = try #require(collection._standInSeparators(at: path))
              #expect(describe(separators) == Expected.separator(row), "\(rig.name) \(row)")
              counter.note("separator checked")
            } else {
              let table = try #require(rig.hostView as? UITableView)
              let cell = try #require(table.cellForRow(at: path))
              #expect(describe(separatorOf: cell, in: table) == Expected.tableSeparator(row), "\(rig.name) \(row)")
              counter.note("table separator checked")
            }
          }
        }
        #expect(rig.failures.isEmpty, "\(rig.name): \(rig.failures)")
        #expect(rig.errors.isEmpty, "\(rig.name): \(rig.errors)")
      }
    }
    let missing = counter.missing([
      "chore", "snippet", "done snippet", "banner", "empty section", "separator checked", "table separator checked",
    ])
    #expect(missing.isEmpty, "kinds never generated: \(missing)")
    #expect(rows > 500)
  }

  @Test(
    "swipe deletes, menu deletes and reorders go through the app's store; the view ends equal to its state (8 lists × 150 random steps)"
  )
  func actionsDriveTheUpdatePath() throws {
    var rng = SeededGenerator(seed: 0xD1A6)
    var counter = KindCounter()
    var nextID = 1000
    var initialCounter = KindCounter()
    let initial = randomStore(&rng, nextID: &nextID, counter: &initialCounter)
    for rig in try allRigs(initial) {
      let store = rig.store
      let isTable = !rig.name.contains("collection")
      for step in 0..<150 {
        let rows = store.sections.enumerated().flatMap { s, rows in rows.indices.map { IndexPath(indexes: [s, $0]) } }
        let before = store.sections
        let beforeErrors = rig.errors.count
        var expectNoUpdate = false
        let choice = rows.isEmpty ? 0 : Int.random(in: 0..<6, using: &rng)
        let path = rows.isEmpty ? nil : rows.randomElement(using: &rng)
        let row = path.map { store.sections[$0[0]][$0[1]] }
        switch (choice, row) {
        case (1, .chore?):  // tap "Delete"
          let configuration = try #require(rig.swipe(leading: false, at: path!))
          #expect(configuration.actions[0]._standInPerform() == true)
          #expect(rig.shown() == before, "\(rig.name): a swipe action must not edit the view")
          counter.note("swipe delete")
        case (2, .chore?):  // full swipe performs the first action
          let configuration = try #require(rig.swipe(leading: false, at: path!))
          #expect(configuration._standInFullSwipe() == true)
          counter.note("full swipe delete")
        case (3, .snippet?):  // leading "Done"; no full swipe
          let configuration = try #require(rig.swipe(leading: true, at: path!))
          #expect(configuration._standInFullSwipe() == nil)
          #expect(configuration.actions[0]._standInPerform() == true)
          counter.note("mark done")
        case (4, .chore?):  // menu "Delete"
          let menu = try #require(rig.menu(at: path!)?._standInMenu())
          let group = try #require(menu.children.last as? UIMenu)
          (group.children[0] as! UIAction)._standInPerform()
          counter.note("menu delete")
        case (5, let row?):  // drag
          let source = path!
          let section = Int.random(in: 0..<store.sections.count, using: &rng)
          let last = store.sections[section].count - (section == source[0] ? 1 : 0)
          let proposed = IndexPath(indexes: [section, Int.random(in: 0...last, using: &rng)])
          let landed = rig.drag(from: source, to: proposed)
          switch row {
          case .banner:
            #expect(landed == nil, "\(rig.name): a banner does not move")
            counter.note("drag refused to start")
          case .snippet where proposed[0] != source[0]:
            #expect(landed?[0] == source[0], "\(rig.name): retargeted into its section")
            #expect(rig.errors.count == beforeErrors, "\(rig.name): a retargeted drop is no error")
            counter.note(isTable ? "row drag retargeted" : "item drag retargeted")
            expectNoUpdate = true
          default:
            #expect(landed != nil)
            counter.note(landed == source ? "dropped in place" : "drag moved")
            expectNoUpdate = true
          }
        default:  // the app adds a row elsewhere
          nextID += 1
          let s = Int.random(in: 0..<store.sections.count, using: &rng)
          store.sections[s].insert(
            .chore(Chore(id: nextID)), at: Int.random(in: 0...store.sections[s].count, using: &rng))
          counter.note("app inserts")
        }
        let updated = rig.applyStore()
        if expectNoUpdate {
          #expect(!updated, "\(rig.name) step \(step): the app's next state after a reorder must not update the view")
        }
        let shown = rig.shown()
        #expect(shown == store.sections, "\(rig.name) step \(step): the view must show the app's state")
        #expect(rig.failures.isEmpty, "\(rig.name) step \(step): \(rig.failures)")
        if shown != store.sections || !rig.failures.isEmpty { break }
      }
    }
    let missing = counter.missing([
      "swipe delete", "full swipe delete", "mark done", "menu delete", "drag moved", "dropped in place",
      "row drag retargeted", "item drag retargeted", "drag refused to start", "app inserts",
    ])
    #expect(missing.isEmpty, "kinds never generated: \(missing)")
  }

  @Test(
    "a collection whose delegate does not retarget: a drop the rules refuse is reported and put back (4 collection lists)"
  )
  func refusedDropWithoutRetargetingIsPutBack() throws {
    let sections: [[Row]] = [
      [.snippet(Snippet(id: 1)), .chore(Chore(id: 2))],
      [.chore(Chore(id: 3)), .snippet(Snippet(id: 4))],
    ]
    var checked = 0
    for rig in try allRigs(sections) {
      guard let collection = rig.hostView as? UICollectionView else { continue }
      // With the adapter as delegate, the drop is retargeted into the snippet's section.
      #expect(rig.drag(from: [0, 0], to: [1, 1]) == [0, 1], "\(rig.name)")
      #expect(rig.errors.isEmpty, "\(rig.name): \(rig.errors)")
      #expect(!rig.applyStore(), "\(rig.name): the retargeted drop is the app's state")
      let before = rig.store.sections
      collection.delegate = nil  // the app took the delegate: UIKit proposes the drop as it is
      #expect(rig.drag(from: [1, 1], to: [0, 0]) == [0, 0], "\(rig.name)")
      #expect(rig.errors.map(\.kind) == [.invalidMove], "\(rig.name): the refused drop is reported")
      #expect(rig.store.sections == before, "\(rig.name): the app's state keeps the snippet in its section")
      _ = rig.applyStore()
      #expect(rig.shown() == before, "\(rig.name): the view shows the app's state again")
      #expect(rig.failures.isEmpty, "\(rig.name): \(rig.failures)")
      checked += 1
    }
    #expect(checked == 4)
  }
}
