import BricksCells
import BricksCompose
import UIKit

// Models, cells and units of the interaction tests, and one "rig" per way a screen shows a list
// (ListDataSource or ComposingContainer; table or collection; batch or diffable), each read back
// through the stand-in's cells: what the view shows, not what the model says.

/// Deletable by swipe, movable across sections.
struct Chore: Identifiable, Hashable {
  var id: Int
  var done = false
}

/// Movable within its section only; a leading swipe marks it done (a content change).
struct Snippet: Identifiable, Hashable {
  var id: Int
  var done = false
}

/// No interactions at all.
struct Banner: Identifiable, Hashable {
  var id: Int
}

/// One row of the app's state.
enum Row: Hashable {
  case chore(Chore), snippet(Snippet), banner(Banner)

  var id: Int {
    switch self {
    case .chore(let c): c.id
    case .snippet(let s): s.id
    case .banner(let b): b.id
    }
  }

  var model: Any {
    switch self {
    case .chore(let c): c
    case .snippet(let s): s
    case .banner(let b): b
    }
  }

  init?(_ model: Any) {
    switch model {
    case let c as Chore: self = .chore(c)
    case let s as Snippet: self = .snippet(s)
    case let b as Banner: self = .banner(b)
    default: return nil
    }
  }
}

/// A table or collection cell showing a row; `shown` is what it was configured with.
@MainActor
protocol RowShowing: AnyObject {
  var shown: Row? { get }
}

final class ChoreRowCell: BrickTableViewCell, ConfigurableCell, RowShowing {
  var shown: Row?
  func configure(with model: Chore) { shown = .chore(model) }
}

final class SnippetRowCell: BrickTableViewCell, ConfigurableCell, RowShowing {
  var shown: Row?
  func configure(with model: Snippet) { shown = .snippet(model) }
}

final class BannerRowCell: BrickTableViewCell, ConfigurableCell, RowShowing {
  var shown: Row?
  func configure(with model: Banner) { shown = .banner(model) }
}

final class ChoreItemCell: BrickCollectionViewCell, ConfigurableCell, RowShowing, DimensionSized {
  static var heightUnit: LayoutDimension { .absolute(44) }
  var shown: Row?
  func configure(with model: Chore) { shown = .chore(model) }
}

final class SnippetItemCell: BrickCollectionViewCell, ConfigurableCell, RowShowing, DimensionSized {
  static var heightUnit: LayoutDimension { .absolute(44) }
  var shown: Row?
  func configure(with model: Snippet) { shown = .snippet(model) }
}

final class BannerItemCell: BrickCollectionViewCell, ConfigurableCell, RowShowing, DimensionSized {
  static var heightUnit: LayoutDimension { .absolute(44) }
  var shown: Row?
  func configure(with model: Banner) { shown = .banner(model) }
}

@MainActor
func installInteractionFactories() {
  installStandInFactories()
  _StandInViewFactory.register(ChoreRowCell.self) { ChoreRowCell(style: .default, reuseIdentifier: $0) }
  _StandInViewFactory.register(SnippetRowCell.self) { SnippetRowCell(style: .default, reuseIdentifier: $0) }
  _StandInViewFactory.register(BannerRowCell.self) { BannerRowCell(style: .default, reuseIdentifier: $0) }
  _StandInViewFactory.register(ChoreItemCell.self) { _ in ChoreItemCell(frame: .zero) }
  _StandInViewFactory.register(SnippetItemCell.self) { _ in SnippetItemCell(frame: .zero) }
  _StandInViewFactory.register(BannerItemCell.self) { _ in BannerItemCell(frame: .zero) }
}

/// The app's store: the truth. Actions change it; the rigs apply it to the view.
@MainActor
final class RowStore {
  var sections: [[Row]]
  var log: [String] = []
  init(_ sections: [[Row]]) { self.sections = sections }

  func delete(_ id: Int) {
    log.append("delete \(id)")
    for s in sections.indices { sections[s].removeAll { $0.id == id } }
  }

  func markDone(_ id: Int) {
    log.append("done \(id)")
    for s in sections.indices {
      for i in sections[s].indices where sections[s][i].id == id {
        if case .snippet(var snippet) = sections[s][i] {
          snippet.done.toggle()
          sections[s][i] = .snippet(snippet)
        }
      }
    }
  }

  /// Applies a reported move by identity: remove the row, insert it after `after` (first when
  /// `nil`) in section `to[0]`.
  func move(_ move: ListMove) {
    log.append("move \(String(describing: move.identity?.base))")
    guard let id = move.identity?.base as? Int,
      let row = sections.flatMap({ $0 }).first(where: { $0.id == id })
    else { return }
    for s in sections.indices { sections[s].removeAll { $0.id == id } }
    let target = move.to[0]
    let index = (move.after?.base as? Int).flatMap { after in sections[target].firstIndex { $0.id == after } }
    sections[target].insert(row, at: index.map { $0 + 1 } ?? 0)
  }
}

/// The swipe actions and menus both kinds of list declare, from the row and the store.
@MainActor
enum Declarations {
  static func trailing(_ row: Row, _ store: RowStore) -> SwipeActions? {
    guard case .chore(let chore) = row else { return nil }
    return SwipeActions([
      .delete { store.delete(chore.id) },
      SwipeAction(title: "Later", imageName: "clock", tint: .indigo) { store.log.append("later \(chore.id)") },
    ])
  }

  static func leading(_ row: Row, _ store: RowStore) -> SwipeActions? {
    guard case .snippet(let snippet) = row else { return nil }
    return SwipeActions(
      [SwipeAction(title: snippet.done ? "Undo" : "Done", tint: .green) { store.markDone(snippet.id) }],
      performsFirstActionWithFullSwipe: false)
  }

  static func menu(_ row: Row, _ store: RowStore) -> ContextMenu? {
    guard case .chore(let chore) = row else { return nil }
    return ContextMenu(
      title: "Chore \(chore.id)",
      children: [
        .action(MenuAction(title: "Copy") { store.log.append("copy \(chore.id)") }),
        .menu(
          ContextMenu(inline: [
            .action(MenuAction(title: "Delete", attributes: .destructive) { store.delete(chore.id) })
          ])),
      ])
  }
}

// MARK: Units

struct ChoreUnit: ComposingUnit, SwipeableUnit, MenuUnit, MovableUnit, Equatable {
  var chore: Chore
  let store: RowStore
  var identifier: Int { chore.id }
  var reorderRule: ReorderRule { .acrossSections }
  func configure(_ cell: ChoreItemCell) { cell.configure(with: chore) }
  func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    edge == .trailing ? Declarations.trailing(.chore(chore), store) : nil
  }
  var contextMenu: ContextMenu? { Declarations.menu(.chore(chore), store) }
  static func == (a: Self, b: Self) -> Bool { a.chore == b.chore }
}

struct SnippetUnit: ComposingUnit, SwipeableUnit, MovableUnit, SeparatedUnit, Equatable {
  var snippet: Snippet
  let store: RowStore
  var identifier: Int { snippet.id }
  func configure(_ cell: SnippetItemCell) { cell.configure(with: snippet) }
  func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    edge == .leading ? Declarations.leading(.snippet(snippet), store) : nil
  }
  var separator: SeparatorAppearance { SeparatorAppearance(bottom: .hidden, leadingInset: 60) }
  static func == (a: Self, b: Self) -> Bool { a.snippet == b.snippet }
}

struct BannerUnit: ComposingUnit, Equatable {
  var banner: Banner
  var identifier: Int { banner.id }
  func configure(_ cell: BannerItemCell) { cell.configure(with: banner) }
}

/// Table variants of the units (a unit's cell type decides the host).
struct ChoreRowUnit: ComposingUnit, SwipeableUnit, MenuUnit, MovableUnit, Equatable {
  var chore: Chore
  let store: RowStore
  var identifier: Int { chore.id }
  var reorderRule: ReorderRule { .acrossSections }
  func configure(_ cell: ChoreRowCell) { cell.configure(with: chore) }
  func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    edge == .trailing ? Declarations.trailing(.chore(chore), store) : nil
  }
  var contextMenu: ContextMenu? { Declarations.menu(.chore(chore), store) }
  static func == (a: Self, b: Self) -> Bool { a.chore == b.chore }
}

struct SnippetRowUnit: ComposingUnit, SwipeableUnit, MovableUnit, SeparatedUnit, Equatable {
  var snippet: Snippet
  let store: RowStore
  var identifier: Int { snippet.id }
  func configure(_ cell: SnippetRowCell) { cell.configure(with: snippet) }
  func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    edge == .leading ? Declarations.leading(.snippet(snippet), store) : nil
  }
  var separator: SeparatorAppearance { SeparatorAppearance(bottom: .hidden, leadingInset: 60) }
  static func == (a: Self, b: Self) -> Bool { a.snippet == b.snippet }
}

struct BannerRowUnit: ComposingUnit, Equatable {
  var banner: Banner
  var identifier: Int { banner.id }
  func configure(_ cell: BannerRowCell) { cell.configure(with: banner) }
}
