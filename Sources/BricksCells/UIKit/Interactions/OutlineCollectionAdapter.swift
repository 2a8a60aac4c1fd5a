#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Shows an ``Outline`` in one section of a `UICollectionView` through a diffable data source
/// and `NSDiffableDataSourceSectionSnapshot`: parents expand to their children, the user's
/// disclosure taps update the outline, and each new tree keeps what the user expanded.
///
/// ```swift
/// let adapter = OutlineCollectionAdapter(registry: registry, collectionView: collectionView)
/// try adapter.setRoots(folders.map { OutlineItem($0, children: $0.notes.map { OutlineItem($0) }) })
/// ```
/// The cells come from `registry` (a `UICollectionViewListCell` subclass shows the disclosure
/// control with an outline disclosure accessory). Identifiers are numbered per node identity,
/// stable while the node stays, so the data source is `UICollectionViewDiffableDataSource<Int, Int>`.
@MainActor
public final class OutlineCollectionAdapter {
  /// The tree and its expansion state.
  public let outline: Outline
  /// The diffable data source, connected to the collection view.
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  /// Called when a cell cannot be made (a blank cell is shown instead).
  public var onError: ((any Error) -> Void)?

  var numbers: [AnyHashable: Int] = [:]
  var identities: [Int: AnyHashable] = [:]
  var models: [Int: Any] = [:]

  /// Connects a diffable data source to `collectionView`; the cells come from `registry`.
  /// - Parameters:
  ///   - outline: the outline shown (default a new, empty one).
  ///   - registry: binds the nodes' models to cells.
  ///   - collectionView: the collection view.
  public init(outline: Outline = Outline(), registry: CellRegistry, collectionView: UICollectionView) {
    self.outline = outline
    let provider: UICollectionViewDiffableDataSource<Int, Int>.CellProvider = registry.cellProvider(
      model: { [weak self] (number: Int) in self?.models[number] },
      onError: { [weak self] error in self?.onError?(error) })
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView, cellProvider: provider)
    var handlers = dataSource.sectionSnapshotHandlers
    handlers.willExpandItem = { [weak self] number in MainActor.assumeIsolated { self?.userSet(true, number) } }
    handlers.willCollapseItem = { [weak self] number in MainActor.assumeIsolated { self?.userSet(false, number) } }
    dataSource.sectionSnapshotHandlers = handlers
  }

  /// Shows a new tree, keeping the expansion of every node still in it.
  /// - Throws: ``InteractionError`` `duplicateOutlineItem` (nothing changes).
  public func setRoots(_ roots: [OutlineItem], animated: Bool = true) throws {
    try outline.setRoots(roots)
    apply(animated: animated)
  }

  /// The section snapshot of the outline: every node under its parent, the expanded ones
  /// expanded.
  public func sectionSnapshot() -> NSDiffableDataSourceSectionSnapshot<Int> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
    var seen: [AnyHashable: Int] = [:]
    models = [:]
    func add(_ nodes: [OutlineItem], under parent: Int?) {
      let ids = nodes.map { node -> Int in
        let number = numbers[node.id] ?? nextNumber()
        seen[node.id] = number
        models[number] = node.item
        return number
      }
      snapshot.append(ids, to: parent)
      for (node, number) in zip(nodes, ids) where !node.children.isEmpty { add(node.children, under: number) }
    }
    add(outline.roots, under: nil)
    numbers = seen
    identities = Dictionary(uniqueKeysWithValues: seen.map { ($1, $0) })
    snapshot.expand(outline.expanded.compactMap { seen[$0] })
    return snapshot
  }

  var counter = 0
  func nextNumber() -> Int {
    counter += 1
    return counter
  }

  func apply(animated: Bool) {
    dataSource.apply(sectionSnapshot(), to: 0, animatingDifferences: animated)
  }

  /// The user tapped a disclosure control: the outline takes the new expansion.
  func userSet(_ expanded: Bool, _ number: Int) {
    guard let id = identities[number] else { return }
    outline.setExpanded(expanded, id)
  }
}
#endif
