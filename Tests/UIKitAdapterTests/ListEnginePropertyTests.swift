import BricksCells
import BricksCompose
import TestSupport
import Testing
import UIKit

// Random update sequences through the strict stand-in, for the eight ways Bricks drives a list:
// ListDataSource or a Compose container, on a table or a collection view, with batch updates or a
// diffable data source. Oracle (independent of Bricks): after the completions run, the view shows
// exactly the model, section by section and row by row (a row whose cell the host hands back as
// another class: a cleared cell, and a `wrongCellType` error reported), and UIKit raised nothing;
// a row prefetched, moved by an insert at the front, then cancelled at the index path UIKit asked
// for: the cancel reaches the model that prefetched.
//
// Mutation check (untyped identity). `ItemIdentifier` was made to ignore its type (the type left
// out of its hash and of `==`, so `Post(id: 1)` and `Ad(id: 1)` are one item), the suite run with
// `bash scripts/check-uikit.sh`, and the change thrown away: 101 passed, 5 failed. This test
// failed for all four engine × host arguments (both modes run inside each), and so did "the table
// shows the list after random sequences of states (400 runs of 3 updates)"
// (ListDiffableTableAdapterTests), "the table shows the container's state after random sequences
// of states (600 runs of 3 updates)" and "a unit that asks for reloadsOnChange is reloaded; one of
// another type (cell class) is another item" (DiffableTableAdapterTests), and "a unit of another
// type (cell class) under an identifier value is another item in the collection's snapshot"
// (DiffableAdapterTests). The models and units here are identified by their bare `id`s, so only
// Bricks' typed identity keeps a post and an ad with the same id apart.

protocol PropModel: Identifiable, Hashable where ID == Int {
  static var tag: String { get }
  var id: Int { get }
  var text: String { get }
  init(id: Int, text: String)
}
struct PropPost: PropModel {
  static let tag = "post"
  var id: Int
  var text: String
}
struct PropAd: PropModel {
  static let tag = "ad"
  var id: Int
  var text: String
}
/// A model bound to a cell class the host hands back as another class (the rig re-registers the
/// odd cell's reuse identifier with the post cell's class): its rows report `wrongCellType` and
/// show a cleared cell.
struct PropOdd: PropModel {
  static let tag = "odd"
  var id: Int
  var text: String
}

/// What the models and units were told about prefetching, in order: "prefetch post 3".
@MainActor enum PropPrefetchLog { static var events: [String] = [] }

extension PropPost: Prefetchable {
  func prefetch() { PropPrefetchLog.events.append("prefetch \(Self.tag) \(id)") }
  func cancelPrefetching() { PropPrefetchLog.events.append("cancel \(Self.tag) \(id)") }
}
extension PropAd: Prefetchable {
  func prefetch() { PropPrefetchLog.events.append("prefetch \(Self.tag) \(id)") }
  func cancelPrefetching() { PropPrefetchLog.events.append("cancel \(Self.tag) \(id)") }
}

/// What a cell shows, as the oracle reads it: "post 3 hello".
@MainActor protocol PropShowing: AnyObject { var shown: String? { get set } }

final class PropTableCell<M: PropModel>: BrickTableViewCell, ConfigurableCell, PropShowing {
  var shown: String?
  func configure(with model: M) { shown = "\(M.tag) \(model.id) \(model.text)" }
  override func prepareForReuse() {
    super.prepareForReuse()
    shown = nil
  }
}

final class PropCollectionCell<M: PropModel>: BrickCollectionViewCell, ConfigurableCell, PropShowing, StaticHeight {
  static var cellHeight: CGFloat { 20 }
  var shown: String?
  func configure(with model: M) { shown = "\(M.tag) \(model.id) \(model.text)" }
  override func prepareForReuse() {
    super.prepareForReuse()
    shown = nil
  }
}

/// The Compose unit of a model, on a host's cell class `C`.
struct PropUnit<M: PropModel, C: UIView & PropShowing>: ComposingUnit, Equatable {
  typealias Cell = C
  var model: M
  /// The model's bare `id`: posts, ads and odd models share these values, and Bricks qualifies
  /// them by the unit's type.
  var identifier: Int { model.id }
  var height: LayoutDimension { .absolute(20) }
  func configure(_ cell: C) { cell.shown = "\(M.tag) \(model.id) \(model.text)" }
}

extension PropUnit: PrefetchingUnit {
  func prefetch() { PropPrefetchLog.events.append("prefetch \(M.tag) \(model.id)") }
  func cancelPrefetching() { PropPrefetchLog.events.append("cancel \(M.tag) \(model.id)") }
}

/// One row of the model: a post or an ad.
struct PropItem: Hashable {
  var isAd: Bool
  var id: Int
  var text: String
  /// A ``PropOdd`` (its cell comes back as another class): shown as a cleared cell.
  var isOdd = false
  var tag: String { isOdd ? PropOdd.tag : isAd ? PropAd.tag : PropPost.tag }
  var shown: String? { isOdd ? nil : "\(tag) \(id) \(text)" }
  var key: String { "\(isOdd ? "O" : isAd ? "A" : "P")\(id)" }
  var model: Any {
    isOdd ? PropOdd(id: id, text: text) : isAd ? PropAd(id: id, text: text) as Any : PropPost(id: id, text: text)
  }
}

struct PropSection: Hashable {
  var id: Int
  var items: [PropItem]
}

/// The kinds of step the generator makes; each must occur.
enum PropKind: String, CaseIterable {
  case animated, notAnimated, severalInOneTurn, insertAtFront, insertSection, deleteSection, moveSection
  case contentOnly, deleteItem, moveItem, sharedIdentifier
  /// A row whose cell the host hands back as another class: reported, shown cleared, nothing raised.
  case wrongType
  /// A row prefetched, then an insert at the front of its section, then the prefetch cancelled
  /// at the index path UIKit asked for: the cancel reaches the model that prefetched.
  case prefetchUpdateCancel
}

enum PropEngine: String, CaseIterable { case list, compose }
enum PropHost: String, CaseIterable { case table, collection }
enum PropMode: String, CaseIterable { case batch, diffable }

@Suite("Random update sequences on every engine, host and mode")
@MainActor
struct ListEnginePropertyTests {
  init() {
    installStandInFactories()
    _StandInViewFactory.register(PropTableCell<PropPost>.self) {
      PropTableCell<PropPost>(style: .default, reuseIdentifier: $0)
    }
    _StandInViewFactory.register(PropTableCell<PropAd>.self) {
      PropTableCell<PropAd>(style: .default, reuseIdentifier: $0)
    }
    _StandInViewFactory.register(PropCollectionCell<PropPost>.self) { _ in PropCollectionCell<PropPost>(frame: .zero) }
    _StandInViewFactory.register(PropCollectionCell<PropAd>.self) { _ in PropCollectionCell<PropAd>(frame: .zero) }
    _StandInViewFactory.register(PropTableCell<PropOdd>.self) {
      PropTableCell<PropOdd>(style: .default, reuseIdentifier: $0)
    }
    _StandInViewFactory.register(PropCollectionCell<PropOdd>.self) { _ in PropCollectionCell<PropOdd>(frame: .zero) }
  }

  /// A list view under test, driven one of the eight ways.
  @MainActor final class Rig {
    let view: UIView
    var apply:
      (_ old: [PropSection], _ new: [PropSection], _ animated: Bool, _ done: @escaping () -> Void) throws -> Void
    var errors: [String] = []
    /// How many `wrongCellType` errors were reported.
    var wrongTypeErrors = 0
    var keep: [AnyObject] = []

    /// Records an error from the list or container: `wrongCellType` counted apart.
    func record(_ error: any Error) {
      if (error as? CellError)?.code == .wrongCellType { wrongTypeErrors += 1 } else { errors.append("\(error)") }
    }

    /// Makes the host hand back a post cell where the odd model's cell is asked for.
    func misregisterOddCell() {
      if let table = view as? UITableView {
        table.register(PropTableCell<PropPost>.self, forCellReuseIdentifier: PropTableCell<PropOdd>.reuseIdentifier)
      } else if let collection = view as? UICollectionView {
        collection.register(
          PropCollectionCell<PropPost>.self, forCellWithReuseIdentifier: PropCollectionCell<PropOdd>.reuseIdentifier)
      }
    }

    /// UIKit asking the prefetch data source to prefetch, or cancel, `paths`.
    func prefetch(_ paths: [IndexPath], cancel: Bool) {
      if let table = view as? UITableView, let source = table.prefetchDataSource {
        if cancel {
          source.tableView(table, cancelPrefetchingForRowsAt: paths)
        } else {
          source.tableView(table, prefetchRowsAt: paths)
        }
      } else if let collection = view as? UICollectionView, let source = collection.prefetchDataSource {
        if cancel {
          source.collectionView(collection, cancelPrefetchingForItemsAt: paths)
        } else {
          source.collectionView(collection, prefetchItemsAt: paths)
        }
      }
    }

    init(view: UIView) {
      self.view = view
      apply = { _, _, _, _ in }
    }

    var failures: [String] {
      (view as? UITableView)?._standInFailures ?? (view as? UICollectionView)?._standInFailures ?? []
    }

    func finishAnimations() {
      (view as? UITableView)?._standInFinishAnimations()
      (view as? UICollectionView)?._standInFinishAnimations()
    }

    /// What the view shows, by a layout pass: each section's rows as "post 3 hello".
    func shown() -> [[String?]] {
      if let table = view as? UITableView {
        for path in table.indexPathsForVisibleRows ?? [] { table._standInEndDisplayingRow(at: path) }
        table._standInLayout(maxRows: 10_000)
        return (0..<table.numberOfSections).map { s in
          (0..<table.numberOfRows(inSection: s)).map {
            (table.cellForRow(at: IndexPath(row: $0, section: s)) as? PropShowing)?.shown
          }
        }
      }
      let collection = view as! UICollectionView
      collection.endDisplayingEveryItem()
      collection._standInLayout(maxItems: 10_000)
      return (0..<collection.numberOfSections).map { s in
        (0..<collection.numberOfItems(inSection: s)).map {
          (collection.cellForItem(at: IndexPath(item: $0, section: s)) as? PropShowing)?.shown
        }
      }
    }
  }

  func registry(_ host: PropHost) throws -> CellRegistry {
    let registry = CellRegistry()
    switch host {
    case .table:
      try registry.register(PropTableCell<PropPost>.self)
      try registry.register(PropTableCell<PropAd>.self)
      try registry.register(PropTableCell<PropOdd>.self)
    case .collection:
      try registry.register(PropCollectionCell<PropPost>.self)
      try registry.register(PropCollectionCell<PropAd>.self)
      try registry.register(PropCollectionCell<PropOdd>.self)
    }
    return registry
  }

  static func listSections(_ sections: [PropSection]) -> [ListSection] {
    sections.map { ListSection(items: $0.items.map(\.model)) }
  }

  static func units<P: UIView & PropShowing, A: UIView & PropShowing, O: UIView & PropShowing>(
    _ sections: [PropSection], _ post: P.Type, _ ad: A.Type, _ odd: O.Type
  ) -> [UnitSection] {
    sections.map { section in
      UnitSection(
        id: section.id,
        units: section.items.map {
          $0.isOdd
            ? AnyUnit(PropUnit<PropOdd, O>(model: PropOdd(id: $0.id, text: $0.text)))
            : $0.isAd
              ? AnyUnit(PropUnit<PropAd, A>(model: PropAd(id: $0.id, text: $0.text)))
              : AnyUnit(PropUnit<PropPost, P>(model: PropPost(id: $0.id, text: $0.text)))
        })
    }
  }

  func makeRig(_ engine: PropEngine, _ host: PropHost, _ mode: PropMode) throws -> Rig {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100_000))
    let view: UIView =
      host == .table
      ? UITableView(frame: window.frame, style: .plain)
      : UICollectionView(frame: window.frame, collectionViewLayout: UICollectionViewFlowLayout())
    window.addSubview(view)
    let rig = Rig(view: view)
    rig.keep.append(window)
    switch engine {
    case .list:
      let list = ListDataSource(registry: try registry(host))
      list.onError = { [unowned rig] in rig.record($0) }
      switch (host, mode) {
      case (.table, .batch):
        let source = TableViewDataSource(list: list)
        source.attach(to: view as! UITableView)
        rig.keep.append(source)
      case (.collection, .batch):
        let source = CollectionViewDataSource(list: list)
        source.attach(to: view as! UICollectionView)
        rig.keep.append(source)
      case (.table, .diffable):
        rig.keep.append(ListDiffableTableAdapter(list: list, tableView: view as! UITableView))
      case (.collection, .diffable):
        rig.keep.append(ListDiffableCollectionAdapter(list: list, collectionView: view as! UICollectionView))
      }
      let target = rig.keep.last as? any SnapshotApplying
      rig.apply = { old, new, animated, done in
        if let target {
          try list.applySnapshot(Self.listSections(new), to: target, animated: animated, completion: done)
        } else if animated {
          let changes = Changeset(
            fromSections: old.map { ChangesetSection(id: $0.id, elements: $0.items) },
            toSections: new.map { ChangesetSection(id: $0.id, elements: $0.items) },
            identifiedBy: \.key, isContentEqual: ==)
          try list.apply(changes.batchUpdate, to: Self.listSections(new)) { _ in done() }
        } else {
          list.setSections(Self.listSections(new))
          done()
        }
      }
    case .compose:
      let container =
        host == .table
        ? ComposingContainer(host: view as! UITableView) : ComposingContainer(host: view as! UICollectionView)
      container.onError = { [unowned rig] in rig.record($0) }
      container.onDiagnostic = { [unowned rig] in rig.errors.append("diagnostic: \($0)") }
      let units: ([PropSection]) -> [UnitSection]
      switch (host, mode) {
      case (.table, .batch):
        let adapter = ComposingTableAdapter(container: container)
        adapter.attach(to: view as! UITableView)
        rig.keep.append(adapter)
      case (.collection, .batch):
        let adapter = ComposingCollectionAdapter(container: container)
        adapter.attach(to: view as! UICollectionView)
        rig.keep.append(adapter)
      case (.table, .diffable):
        rig.keep.append(ComposingDiffableTableAdapter(container: container, tableView: view as! UITableView))
      case (.collection, .diffable):
        rig.keep.append(
          ComposingDiffableCollectionAdapter(container: container, collectionView: view as! UICollectionView))
      }
      units =
        host == .table
        ? { Self.units($0, PropTableCell<PropPost>.self, PropTableCell<PropAd>.self, PropTableCell<PropOdd>.self) }
        : {
          Self.units(
            $0, PropCollectionCell<PropPost>.self, PropCollectionCell<PropAd>.self, PropCollectionCell<PropOdd>.self)
        }
      rig.keep.append(container)
      // The container registers a unit's cell class when it first shows one: show an odd unit
      // once, so that the rig's re-registration of its reuse identifier then stands.
      container.setSections(units([PropSection(id: -1, items: [PropItem(isAd: false, id: 0, text: "", isOdd: true)])]))
      _ = rig.shown()
      container.setSections([])
      rig.apply = { _, new, animated, done in
        container.setSections(units(new), animated: animated) { _ in done() }
      }
    }
    return rig
  }

  /// One random edit of `state`, counted under its kind.
  static func edit(
    _ state: [PropSection], _ rng: inout SeededGenerator, nextSection: inout Int, kinds: inout [PropKind: Int]
  )
    -> [PropSection]
  {
    var state = state
    let fresh = { (state: [PropSection], isAd: Bool, rng: inout SeededGenerator) -> Int? in
      let used = Set(state.flatMap(\.items).filter { $0.isAd == isAd && !$0.isOdd }.map(\.id))
      return (0..<8).filter { !used.contains($0) }.randomElement(using: &rng)
    }
    let choices: [PropKind] = [
      .insertAtFront, .insertSection, .deleteSection, .moveSection, .contentOnly, .deleteItem, .moveItem, .wrongType,
    ]
    switch choices.randomElement(using: &rng)! {
    case .insertAtFront:
      guard !state.isEmpty else { fallthrough }
      let s = Int.random(in: 0..<state.count, using: &rng)
      let isAd = Bool.random(using: &rng)
      guard let id = fresh(state, isAd, &rng) else { return state }
      state[s].items.insert(PropItem(isAd: isAd, id: id, text: "new"), at: 0)
      kinds[.insertAtFront, default: 0] += 1
    case .insertSection:
      let at = Int.random(in: 0...state.count, using: &rng)
      var section = PropSection(id: nextSection, items: [])
      nextSection += 1
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        let isAd = Bool.random(using: &rng)
        if let id = fresh(state + [section], isAd, &rng) {
          section.items.append(PropItem(isAd: isAd, id: id, text: "s"))
        }
      }
      state.insert(section, at: at)
      kinds[.insertSection, default: 0] += 1
    case .deleteSection:
      guard state.count > 1 else { return state }
      state.remove(at: Int.random(in: 0..<state.count, using: &rng))
      kinds[.deleteSection, default: 0] += 1
    case .moveSection:
      guard state.count > 1 else { return state }
      let section = state.remove(at: Int.random(in: 0..<state.count, using: &rng))
      state.insert(section, at: Int.random(in: 0...state.count, using: &rng))
      kinds[.moveSection, default: 0] += 1
    case .contentOnly:
      guard let s = state.indices.filter({ !state[$0].items.isEmpty }).randomElement(using: &rng) else { return state }
      let i = Int.random(in: 0..<state[s].items.count, using: &rng)
      state[s].items[i].text += "+"
      kinds[.contentOnly, default: 0] += 1
    case .deleteItem:
      guard let s = state.indices.filter({ !state[$0].items.isEmpty }).randomElement(using: &rng) else { return state }
      state[s].items.remove(at: Int.random(in: 0..<state[s].items.count, using: &rng))
      kinds[.deleteItem, default: 0] += 1
    case .moveItem:
      guard let s = state.indices.filter({ !state[$0].items.isEmpty }).randomElement(using: &rng) else { return state }
      let item = state[s].items.remove(at: Int.random(in: 0..<state[s].items.count, using: &rng))
      let t = Int.random(in: 0..<state.count, using: &rng)
      state[t].items.insert(item, at: Int.random(in: 0...state[t].items.count, using: &rng))
      kinds[.moveItem, default: 0] += 1
    case .wrongType:
      guard let s = state.indices.randomElement(using: &rng) else { return state }
      let used = Set(state.flatMap(\.items).filter(\.isOdd).map(\.id))
      guard let id = (0..<3).filter({ !used.contains($0) }).randomElement(using: &rng) else { return state }
      let at = Int.random(in: 0...state[s].items.count, using: &rng)
      state[s].items.insert(PropItem(isAd: false, id: id, text: "odd", isOdd: true), at: at)
      kinds[.wrongType, default: 0] += 1
    default:
      return state
    }
    return state
  }

  @Test(
    "after random updates (rapid, animated or not, sections and rows inserted, deleted, moved, changed) the view shows the model",
    arguments: PropEngine.allCases, PropHost.allCases)
  func viewEqualsModel(engine: PropEngine, host: PropHost) throws {
    for mode in PropMode.allCases {
      // Counted per combination: every kind occurs in each of the eight.
      var kinds: [PropKind: Int] = [:]
      var rng = SeededGenerator(
        seed: 0xB01D_0000 + UInt64(engine == .list ? 1 : 2) * 16 + UInt64(host == .table ? 1 : 2) * 4
          + UInt64(mode == .batch ? 1 : 2))
      for run in 0..<40 {
        let rig = try makeRig(engine, host, mode)
        rig.misregisterOddCell()
        var nextSection = 0
        var state: [PropSection] = []
        var completed = 0
        var expected = 0
        for _ in 0..<6 {
          // Several updates in one turn (completions drain only after the last), each animated or not.
          let updates = Int.random(in: 1...3, using: &rng)
          if updates > 1 { kinds[.severalInOneTurn, default: 0] += 1 }
          for _ in 0..<updates {
            var next = state
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
              next = Self.edit(next, &rng, nextSection: &nextSection, kinds: &kinds)
            }
            let items = next.flatMap(\.items)
            if Set(items.filter(\.isAd).map(\.id)).intersection(items.filter { !$0.isAd }.map(\.id)).count > 0 {
              kinds[.sharedIdentifier, default: 0] += 1
            }
            let animated = Bool.random(using: &rng)
            kinds[animated ? .animated : .notAnimated, default: 0] += 1
            try rig.apply(state, next, animated) { completed += 1 }
            rig.misregisterOddCell()
            expected += 1
            state = next
          }
          // Prefetch a row, insert at the front of its section, then cancel at the index path
          // UIKit asked for: the cancel reaches the model that prefetched, not the one now there.
          if Bool.random(using: &rng),
            let s = state.indices.filter({ state[$0].items.contains { !$0.isOdd } }).randomElement(using: &rng),
            let i = state[s].items.indices.filter({ !state[s].items[$0].isOdd }).randomElement(using: &rng)
          {
            let path = IndexPath(indexes: [s, i])
            let prefetched = state[s].items[i]
            var next = state
            let used = Set(state.flatMap(\.items).filter { !$0.isAd && !$0.isOdd }.map(\.id))
            if let id = (0..<8).first(where: { !used.contains($0) }) {
              PropPrefetchLog.events = []
              rig.prefetch([path], cancel: false)
              next[s].items.insert(PropItem(isAd: false, id: id, text: "front"), at: 0)
              try rig.apply(state, next, Bool.random(using: &rng)) { completed += 1 }
              rig.misregisterOddCell()
              expected += 1
              state = next
              rig.prefetch([path], cancel: true)
              let told = "\(prefetched.tag) \(prefetched.id)"
              #expect(
                PropPrefetchLog.events == ["prefetch \(told)", "cancel \(told)"],
                "\(engine) \(host) \(mode) run \(run): prefetch, insert at front, cancel")
              kinds[.prefetchUpdateCancel, default: 0] += 1
            }
          }
          rig.finishAnimations()
          #expect(completed == expected, "\(engine) \(host) \(mode) run \(run): completions")
          let want = state.map { $0.items.map(\.shown) }
          let oddShown = state.contains { $0.items.contains(where: \.isOdd) }
          let wrongTypeBefore = rig.wrongTypeErrors
          let shown = rig.shown()
          #expect(shown == want, "\(engine) \(host) \(mode) run \(run)")
          #expect(rig.failures.isEmpty, "\(engine) \(host) \(mode) run \(run): \(rig.failures.prefix(2))")
          // Every odd row shown was reported (one `wrongCellType` each request) and shows cleared.
          #expect(
            !oddShown || rig.wrongTypeErrors > wrongTypeBefore,
            "\(engine) \(host) \(mode) run \(run): a wrong-type cell went unreported")
          #expect(
            rig.errors.filter { !$0.hasPrefix("diagnostic") }.isEmpty,
            "\(engine) \(host) \(mode): \(rig.errors.prefix(2))")
          if shown != want || !rig.failures.isEmpty { return }
        }
      }
      for kind in PropKind.allCases {
        #expect(kinds[kind, default: 0] > 0, "the generator never made \(kind) for \(engine) \(host) \(mode)")
      }
    }
  }
}

extension UICollectionView {
  /// Ends displaying every cell so that a layout pass asks for each again (the oracle reads
  /// fresh cells); a view's own API, not a mutation.
  fileprivate func endDisplayingEveryItem() {
    for path in (0..<numberOfSections).flatMap({ s in
      (0..<numberOfItems(inSection: s)).map { IndexPath(item: $0, section: s) }
    }) {
      _standInEndDisplayingItem(at: path)
    }
  }
}
